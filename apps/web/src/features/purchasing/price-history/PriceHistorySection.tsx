import { countOf, formatMoney } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo } from 'react';
import { type GridColumn, gridHeight, ListGrid } from '../../../components/data-grid';
import { errorMessage } from '../../../lib/api';
import { mediumDateTime } from '../../../lib/date-format';
import { priceHistoryQuery } from '../api';
import { packText } from '../order-guide/quantities';
import { type PricePoint, priceSeries, sourceText } from './price-points';

// Recharts (~100 KB) loads with the price history, not with the ingredients screen.
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));

/** A price as the grid lists it: numbered newest first. */
type PriceRow = PricePoint & { id: number };

/** The columns of the prices: when and the unit cost; the price as stated, how and who from a tablet up. */
function priceColumns(units: string): GridColumn<PriceRow>[] {
  return [
    {
      field: 'at',
      headerName: 'Since',
      minWidth: 185,
      // Sorted, filtered and exported as the ISO instant (it sorts as time does); shown as the date.
      value: (p) => new Date(p.at).toISOString(),
      render: (p) => mediumDateTime.format(new Date(p.at)),
    },
    {
      field: 'unitCost',
      headerName: `Per ${units}`,
      type: 'number',
      align: 'right',
      phone: true,
      minWidth: 100,
      value: (p) => p.unitCost,
      render: (p) => formatMoney(p.unitCost),
    },
    {
      field: 'price',
      headerName: 'Price',
      minWidth: 190,
      flex: 1.5,
      value: (p) => `${formatMoney(p.cost)} for ${packText(p.costAmount, p.costUnits)}`,
    },
    { field: 'source', headerName: 'How', minWidth: 160, value: (p) => sourceText(p.source) },
    { field: 'changedBy', headerName: 'By', minWidth: 120, value: (p) => p.changedBy },
  ];
}

/**
 * An ingredient's price history, in its modal: the unit cost over time as a chart, and the
 * prices in the shared grid (newest first; sort, filter, CSV) with when, how and who set each.
 */
export function PriceHistorySection({ ingredientId }: { ingredientId: number }) {
  const titleId = useId();
  const history = useQuery(priceHistoryQuery(ingredientId));
  const series = useMemo(() => (history.data ? priceSeries(history.data) : null), [history.data]);
  const newestFirst = useMemo(
    () => [...(series?.points ?? [])].reverse().map((p, i): PriceRow => ({ ...p, id: i + 1 })),
    [series],
  );
  const units = series?.units ?? 'unit';
  const columns = useMemo(() => priceColumns(units), [units]);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1, mt: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Price history
      </Typography>
      {history.isPending ? (
        <CircularProgress size={24} aria-label="Loading the price history" />
      ) : history.isError ? (
        <Alert severity="error">{errorMessage(history.error)}</Alert>
      ) : !series || series.points.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No price recorded yet: the history starts with the first cost saved.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {`Unit cost over time ($ per ${units})`}
          </Typography>
          <Suspense fallback={<CircularProgress size={24} aria-label="Loading the chart" />}>
            <PriceHistoryChart series={series} />
          </Suspense>
          <ListGrid
            gridId="price-history"
            label="Prices"
            rows={newestFirst}
            columns={columns}
            height={gridHeight(newestFirst.length, 5)}
          />
          {series.skipped > 0 && (
            <Typography variant="body2" color="text.secondary">
              {`${countOf(series.skipped, 'earlier price')} without a cost or in units that do not convert to ${units} ${series.skipped === 1 ? 'is' : 'are'} not drawn.`}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
