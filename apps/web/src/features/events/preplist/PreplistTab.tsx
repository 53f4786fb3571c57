import type { TBanquetEvent, TPreplistResponse } from '@brigade/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ErrorDialog } from '../../../components/ErrorDialog';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { eventLabelsPath } from '../../production/selection';
import type { EventFormValues } from '../event-form';
import { EVENT_TEXTS, EVENTS_SNACKBAR_MS } from '../event-texts';
import { generatePreplist, teamPrintPath } from './api';
import { EventSummary } from './EventSummary';
import { PreplistResult } from './PreplistResult';
import { PrepMenu } from './PrepMenu';
import { PrintInPlace } from './PrintInPlace';
import { preplistOfValues } from './prep-lines';
import { savedSignature, shownSignature } from './saved-signature';
import type { TeamPreplist } from './TeamPreplistView';

export type PreplistTabProps = {
  /** The saved event, or null for a new one. */
  event: TBanquetEvent | null;
  /** The event dialog's form values, saved or not: its prep quantities and plating are edited here. */
  values: EventFormValues;
};

type Generated = { result: TPreplistResponse; signature: string };

/**
 * The event dialog's Prep List tab (spec 2, 4): the event and its menu, a prep quantity per item
 * (filled with the guest count when the item is added; a blank one is missing), and View Prep List — disabled until core's readiness rule holds —
 * which answers one panel per prep team with its print button, and the pull list.
 */
export function PreplistTab({ event, values }: PreplistTabProps) {
  const snackbar = useSnackbar();
  const prep = useMemo(() => preplistOfValues(values), [values]);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [printing, setPrinting] = useState<TeamPreplist | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);

  const signature = shownSignature(prep.event, prep.request);
  const generate = useMutation({
    mutationFn: generatePreplist,
    onSuccess: (result, lines) => {
      setGenerated({ result, signature: shownSignature(prep.event, lines) });
      snackbar.success(EVENT_TEXTS.preplistGenerated, { autoHide: EVENTS_SNACKBAR_MS });
    },
    onError: (error) => setFailure(errorMessage(error)),
  });

  // The saved event's station sheet prints what is stored: offer it only when that is what is shown.
  const savedAsShown = event !== null && generated !== null && generated.signature === savedSignature(event);
  const missing = [...new Set(prep.issues.map((i) => i.message))];

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <EventSummary event={prep.event} />
      <Divider />
      <PrepMenu lines={prep.lines} />
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Button
          variant="contained"
          disabled={prep.issues.length > 0 || generate.isPending}
          onClick={() => generate.mutate(prep.request)}
          startIcon={generate.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          aria-describedby={missing.length > 0 ? 'preplist-missing' : undefined}
        >
          View Prep List
        </Button>
        {missing.length > 0 && (
          <Typography id="preplist-missing" variant="body2" color="text.secondary">
            To view the prep list: {missing.join('; ')}.
          </Typography>
        )}
      </Box>
      {generated && (
        <PreplistResult
          result={generated.result}
          stale={generated.signature !== signature}
          printHref={(team) => (savedAsShown && event ? teamPrintPath(event.id, team) : null)}
          labelsHref={(team) => (savedAsShown && event ? eventLabelsPath(event.id, team) : null)}
          onPrint={setPrinting}
        />
      )}
      <ErrorDialog
        open={failure !== null}
        title={EVENT_TEXTS.preplistFailed}
        message={failure ?? undefined}
        closeLabel="Close"
        onClose={() => setFailure(null)}
      />
      {printing && generated && (
        <PrintInPlace
          team={printing}
          event={{ ...prep.event, beoNumber: event?.beoNumber }}
          errors={generated.result.errors}
          onDone={donePrinting}
        />
      )}
    </Box>
  );
}
