import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/use-can';
import { calendarFeedQuery, useCreateCalendarFeed, useStopCalendarFeed } from '../api';
import { EVENTS_SNACKBAR_MS } from '../event-texts';

/**
 * The calendar feed: a secret iCal address of the banquet calendar for Google Calendar,
 * Outlook or Apple Calendar. Opening the dialog makes one when there is none; Reset link replaces it
 * (the old one stops working); Stop sharing revokes it. Every member has an address of their own for
 * the kitchen they work in, a cook too: the events are theirs to read. Reset and Stop
 * ask first: both cut off every calendar already subscribed to the address.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const feed = useQuery(calendarFeedQuery);
  const create = useCreateCalendarFeed();
  const stop = useStopCalendarFeed();
  const [stopped, setStopped] = useState(false);
  const [confirming, setConfirming] = useState<'reset' | 'stop' | null>(null);
  const canShare = useCan()('replaceCalendarFeed');
  const asked = useRef(false);
  const url = feed.data?.url ?? null;

  // The first opening shares the calendar (once): that is what the chef came for.
  useEffect(() => {
    if (canShare && feed.isSuccess && url === null && !stopped && !asked.current) {
      asked.current = true;
      create.mutate();
    }
  }, [canShare, feed.isSuccess, url, stopped, create]);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      snackbar.success('Calendar link copied', { autoHide: EVENTS_SNACKBAR_MS });
    } catch {
      snackbar.error('Could not copy: select the link and copy it', { autoHide: EVENTS_SNACKBAR_MS });
    }
  };
  const failure = feed.error ?? create.error ?? stop.error;
  const busy = feed.isPending || create.isPending || stop.isPending;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Calendar feed</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Subscribe to this address in Google Calendar (Other calendars → From URL) or Outlook (Add calendar →
          Subscribe from web) to see the banquet events there. It updates on its own.
        </DialogContentText>
        {url ? (
          <TextField
            label="Secret iCal address"
            value={url}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Copy">
                      <IconButton aria-label="Copy link" onClick={copy} edge="end">
                        <ContentCopy />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : busy && canShare ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Loading the calendar feed" />
          </Box>
        ) : (
          <Typography>The calendar is not shared.</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Anyone with the address can read the events' titles, times, locations and guest counts: keep it
          private. Reset the link if it got out; the old address then stops working.
        </Typography>
        {failure && <Typography color="error">{errorMessage(failure)}</Typography>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!canShare ? null : url ? (
          <>
            <Button color="error" disabled={busy} onClick={() => setConfirming('stop')}>
              Stop sharing
            </Button>
            <Button disabled={busy} onClick={() => setConfirming('reset')}>
              Reset link
            </Button>
          </>
        ) : (
          <Button disabled={busy} onClick={() => create.mutate()}>
            Share the calendar
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
      {confirming === 'reset' && (
        <ConfirmDialog
          title="Reset the calendar link?"
          message="Calendars subscribed to the current address stop getting the events; subscribe them again with the new one."
          confirmLabel="Reset link"
          destructive
          onConfirm={() => create.mutateAsync()}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'stop' && (
        <ConfirmDialog
          title="Stop sharing the calendar?"
          message="Calendars subscribed to this address stop getting the events."
          confirmLabel="Stop sharing"
          destructive
          onConfirm={async () => {
            setStopped(true);
            await stop.mutateAsync();
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </Dialog>
  );
}
