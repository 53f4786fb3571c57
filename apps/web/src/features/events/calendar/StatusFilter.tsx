import { EVENT_STATUS_LABELS, type TEventStatus } from '@brigade/core';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { TOUCH_TARGET_PX } from './calendar-styles';
import { ALL_STATUSES, STATUS_LOOKS } from './event-status';

/** A small sample of how an event of the status looks on the calendar. */
export function StatusSwatch({ status }: { status: TEventStatus }) {
  const look = STATUS_LOOKS[status];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 22,
        height: 14,
        borderRadius: '3px',
        bgcolor: look.fill,
        border: `2px ${look.borderStyle} ${look.border}`,
        flexShrink: 0,
        // The struck-through look of a cancelled event.
        backgroundImage: look.struck ? `linear-gradient(${look.text}, ${look.text})` : undefined,
        backgroundSize: '100% 2px',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }}
    />
  );
}

/**
 * The calendar's legend, which is also its filter: one toggle a status, drawn as its events are, on
 * (shown) or off. At least one status stays shown.
 *
 * Each tap turns one status on or off from the last choice made, not from what is drawn: the page
 * keeps the choice in the address, which a navigation updates after the tap, so a second quick tap
 * (a planner's thumb going along the row) would otherwise undo the first.
 */
export function StatusFilter({
  shown,
  onChange,
}: {
  shown: readonly TEventStatus[];
  onChange: (shown: TEventStatus[]) => void;
}) {
  const drawn = useRef(shown);
  const chosen = useRef(shown);
  if (drawn.current !== shown) {
    drawn.current = shown;
    chosen.current = shown;
  }
  const toggle = (status: TEventStatus) => {
    const next = chosen.current.includes(status)
      ? chosen.current.filter((s) => s !== status)
      : ALL_STATUSES.filter((s) => s === status || chosen.current.includes(s));
    if (next.length === 0) return;
    chosen.current = next;
    onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id="status-filter-label" variant="body2" sx={{ fontWeight: 600 }}>
        Statuses shown
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="status-filter-label"
        size="small"
        value={[...shown]}
        onChange={(_, next: TEventStatus[]) => {
          // The one status this tap changed: in the drawn choice or in the group's next one, not both.
          const tapped = ALL_STATUSES.find((s) => shown.includes(s) !== next.includes(s));
          if (tapped) toggle(tapped);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {ALL_STATUSES.map((status) => {
          const on = shown.includes(status);
          return (
            <ToggleButton
              key={status}
              value={status}
              sx={{
                gap: 0.75,
                px: 1.25,
                color: 'text.primary',
                '@media (pointer: coarse)': { minHeight: TOUCH_TARGET_PX },
              }}
            >
              <StatusSwatch status={status} />
              <span>{EVENT_STATUS_LABELS[status]}</span>
              <Check fontSize="small" aria-hidden sx={{ visibility: on ? 'visible' : 'hidden', ml: -0.25 }} />
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}
