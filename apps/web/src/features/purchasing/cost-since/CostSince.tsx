import { formatMoney } from '@brigade/core';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { dayOf, parseDay } from '../../../lib/local-day';
import { type CostSinceKind, costSinceQuery } from '../api';
import {
  costDirection,
  costSinceText,
  createdAfter,
  dayLabel,
  moverText,
  topMovers,
  unpricedText,
} from './cost-since-text';

/** The default look back: 30 days (the brief). */
const DEFAULT_DAYS = 30;

function daysAgo(days: number, today = new Date()): string {
  return dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
}

const WHAT: Record<CostSinceKind, string> = {
  recipes: 'the saved recipe (one batch)',
  menuItems: 'the saved menu item (per serving)',
  menus: 'the saved menu (one serving of each item)',
};

/**
 * "+8.3 % since Oct 1": how the cost of a saved recipe, menu item or menu moved since a
 * day, red when it went up, green when it came down. Hover names the ingredients that moved it most;
 * a click opens the day to compare with, the costs then and now, and those ingredients.
 */
export function CostSince({ kind, id }: { kind: CostSinceKind; id: number }) {
  const popoverId = useId();
  const [day, setDay] = useState(() => daysAgo(DEFAULT_DAYS));
  const [draft, setDraft] = useState(day);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = parseDay(day) ?? new Date();
  const since = useQuery(costSinceQuery(kind, id, start.toISOString()));
  const data = since.data;
  const direction = data && !createdAfter(data) ? costDirection(data) : 'flat';
  const colour = direction === 'up' ? 'error.main' : direction === 'down' ? 'success.main' : 'text.secondary';
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : TrendingFlat;
  const movers = data ? topMovers(data) : [];
  const unpriced = data ? unpricedText(data.unpricedThen) : null;

  const label = since.isError
    ? `Cost since ${dayLabel(day)}: unavailable`
    : data
      ? costSinceText(data, day)
      : `Cost since ${dayLabel(day)}…`;
  const hover = since.isError
    ? errorMessage(since.error)
    : data && createdAfter(data)
      ? 'It was created after that day: there is no cost then to compare with.'
      : movers.length > 0
        ? `Moved most by: ${movers.slice(0, 3).map(moverText).join(', ')}`
        : data
          ? (unpriced ?? 'No ingredient price changed.')
          : '';

  const pick = (value: string) => {
    setDraft(value);
    const chosen = parseDay(value);
    if (chosen && chosen <= new Date()) setDay(value);
  };
  const draftProblem = !parseDay(draft)
    ? 'Choose a day'
    : (parseDay(draft) as Date) > new Date()
      ? 'Choose a day in the past'
      : null;

  return (
    <>
      <Tooltip title={anchor ? '' : hover} describeChild>
        <Button
          size="small"
          variant="text"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          startIcon={
            since.isPending ? <CircularProgress size={14} aria-label="Loading" /> : <Icon aria-hidden />
          }
          // On a phone it may sit in a dialog's title beside the close button: it wraps, never overflows.
          sx={{
            color: colour,
            textTransform: 'none',
            fontWeight: 600,
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            textAlign: 'left',
            lineHeight: 1.3,
            minWidth: 0,
          }}
          data-direction={direction}
        >
          {label}
        </Button>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Cost since a day', sx: { p: 2, maxWidth: 340 } },
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            type="date"
            label="Since"
            size="small"
            value={draft}
            onChange={(event) => pick(event.target.value)}
            error={draftProblem !== null}
            helperText={draftProblem ?? `Compares ${WHAT[kind]} with its cost on that day.`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dayOf(new Date()) } }}
          />
          {since.isError && <Typography color="error">{errorMessage(since.error)}</Typography>}
          {data && (
            <>
              <Typography variant="body2">
                {`Then ${formatMoney(data.costThen)} → now ${formatMoney(data.costNow)}`}
              </Typography>
              <Typography variant="subtitle2" component="p" sx={{ color: colour }}>
                {costSinceText(data, day)}
              </Typography>
              {movers.length > 0 ? (
                <Box component="ul" aria-label="Moved most by" sx={{ m: 0, pl: 2.5 }}>
                  {movers.map((mover) => (
                    <li key={mover.ingredientId}>{moverText(mover)}</li>
                  ))}
                </Box>
              ) : (
                !unpriced && (
                  <Typography variant="body2" color="text.secondary">
                    No ingredient price changed.
                  </Typography>
                )
              )}
              {unpriced && (
                <Typography variant="body2" color="text.secondary">
                  {unpriced}
                </Typography>
              )}
            </>
          )}
        </Box>
      </Popover>
    </>
  );
}
