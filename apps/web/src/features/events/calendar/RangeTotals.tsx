import { eventTotals, formatMoney, formatPercent, type TTotalledEvent } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, lineHeight: 1.3 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The calendar header's totals of the events shown in the visible range (core's eventTotals):
 * cancelled events are never counted, and the status filter decides the rest.
 */
export function RangeTotals({ events }: { events: readonly TTotalledEvent[] }) {
  const totals = useMemo(() => eventTotals(events), [events]);
  return (
    <Box
      component="dl"
      aria-label="Totals of the events shown"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1,
        m: 0,
      }}
    >
      <Figure label="Events" value={totals.events.toLocaleString('en-US')} />
      <Figure label="Guests" value={totals.guests.toLocaleString('en-US')} />
      <Figure label="Revenue" value={formatMoney(totals.revenue)} />
      <Figure
        label="Food cost"
        value={totals.foodCostPercent === null ? '—' : formatPercent(totals.foodCostPercent)}
      />
    </Box>
  );
}
