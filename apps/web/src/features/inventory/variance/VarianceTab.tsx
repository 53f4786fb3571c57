import { countOf, formatMoney, type TVariance } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { type GridColumn, gridHeight, ListGrid } from '../../../components/data-grid';
import { QueryFrame } from '../../../components/QueryFrame';
import { recentCountsQuery, varianceQuery } from '../api';
import { stockText } from '../quantities';
import { WasteLog } from '../waste/WasteLog';
import { VarianceHistory } from './VarianceHistory';

const VarianceChart = lazy(() => import('./VarianceChart'));
type VarianceLine = TVariance['lines'][number] & { id: number };

/** A quantity column of the variance: the number sorts and filters, shown with its units. */
const quantity = (
  field: 'opening' | 'received' | 'closing' | 'actual' | 'theoretical' | 'wasted' | 'variance',
  headerName: string,
  phone = false,
): GridColumn<VarianceLine> => ({
  field,
  headerName,
  type: 'number',
  minWidth: 110,
  phone,
  value: (l) => l[field],
  render: (l) => stockText(l[field], l.units),
});

const VARIANCE_COLUMNS: GridColumn<VarianceLine>[] = [
  {
    field: 'name',
    headerName: 'Ingredient',
    minWidth: 130,
    value: (l) => l.name,
    // A long name wraps: a phone's three columns fit its width.
    wrap: true,
  },
  quantity('opening', 'Opening'),
  quantity('received', 'Received'),
  quantity('closing', 'Closing'),
  quantity('actual', 'Actual use'),
  quantity('theoretical', 'Events’ use'),
  quantity('wasted', 'Waste'),
  quantity('variance', 'Variance', true),
  {
    field: 'varianceCost',
    headerName: 'Variance $',
    type: 'number',
    minWidth: 100,
    phone: true,
    value: (l) => l.varianceCost,
    render: (l) => (l.varianceCost === null ? '—' : formatMoney(l.varianceCost)),
  },
];
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, as a datetime-local input shows it. */
function localInput(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * Usage and variance between the stock counted at two moments: per ingredient, actual use
 * (opening + received − closing) against what the completed events' plans used, in units and dollars,
 * the waste logged by reason, and a chart of the variance in dollars; then the variance over time.
 */
export function VarianceTab() {
  const counts = useQuery(recentCountsQuery());
  if (counts.isPending) return null;
  return <VarianceRange initial={defaultRange(counts.data ?? [], Date.now())} />;
}

/**
 * Between the last two days anything was counted: from the end of the day before the latest count
 * day (every area's count of that day is the opening) to now; a week back when there are not two.
 */
export function defaultRange(counts: ReadonlyArray<{ date: string }>, now: number): { from: Date; to: Date } {
  const days = [...new Set(counts.map((c) => new Date(c.date).toDateString()))].map((d) =>
    new Date(d).getTime(),
  );
  days.sort((a, b) => b - a);
  const from = days.length >= 2 ? new Date(days[1] + DAY_MS - 60_000) : new Date(now - 7 * DAY_MS);
  return { from, to: new Date(now) };
}

function VarianceRange({ initial }: { initial: { from: Date; to: Date } }) {
  const [from, setFrom] = useState(() => localInput(initial.from));
  const [to, setTo] = useState(() => localInput(initial.to));
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(to).toISOString();
  const query = useQuery({ ...varianceQuery(fromIso, toIso), enabled: from !== '' && to !== '' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          type="datetime-local"
          label="First count"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          label="Second count"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <QueryFrame query={query} loading="Working out the variance" updating="Updating the variance">
        {(report) => <VarianceReport report={report} />}
      </QueryFrame>
      <VarianceHistory />
      <WasteLog />
    </Box>
  );
}

function VarianceReport({ report }: { report: TVariance }) {
  if (report.lines.length === 0)
    return <Alert severity="info">Nothing was counted, received or used between these two moments.</Alert>;
  const wasted = report.wasteByReason.filter((w) => w.cost > 0);
  return (
    <>
      <Typography>
        Variance: <strong>{formatMoney(report.varianceCost)}</strong> over{' '}
        {countOf(report.events.length, 'completed event')}
        {wasted.length > 0 &&
          ` · waste: ${wasted.map((w) => `${w.reason} ${formatMoney(w.cost)}`).join(', ')}`}
      </Typography>
      <Suspense fallback={null}>
        <VarianceChart lines={report.lines} />
      </Suspense>
      <ListGrid
        gridId="variance"
        label="Variance by ingredient"
        rows={report.lines.map((l) => ({ ...l, id: l.ingredientId }))}
        columns={VARIANCE_COLUMNS}
        rowHeight="auto"
        height={gridHeight(report.lines.length, 8)}
      />
    </>
  );
}
