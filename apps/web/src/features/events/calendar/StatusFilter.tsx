import { EVENT_STATUS_LABELS, type TEventStatus } from '@brigade/core';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
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
 */
export function StatusFilter({
  shown,
  onChange,
}: {
  shown: readonly TEventStatus[];
  onChange: (shown: TEventStatus[]) => void;
}) {
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
          if (next.length > 0) onChange(next);
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
