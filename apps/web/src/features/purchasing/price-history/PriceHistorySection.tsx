import { formatMoney } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { priceHistoryQuery } from '../api';
import { packText } from '../order-guide/quantities';
import { priceSeries, sourceText } from './price-points';

// Recharts (~100 KB) loads with the price history, not with the ingredients screen.
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));

/** Rows shown before "Show every price". */
const RECENT = 5;
const changedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * An ingredient's price history, in its modal: the unit cost over time as a chart, and the
 * prices as a table (newest first) with when, who and how each was set.
 */
export function PriceHistorySection({ ingredientId }: { ingredientId: number }) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  const history = useQuery(priceHistoryQuery(ingredientId));
  const series = useMemo(() => (history.data ? priceSeries(history.data) : null), [history.data]);
  const newestFirst = useMemo(() => [...(series?.points ?? [])].reverse(), [series]);
  const shown = all ? newestFirst : newestFirst.slice(0, RECENT);
  const units = series?.units ?? 'unit';

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
          <Table size="small" aria-label="Prices" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Since</TableCell>
                <TableCell align="right">{`Per ${units}`}</TableCell>
                <TableCell>Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((point) => (
                <TableRow key={`${point.at}-${point.cost}-${point.costAmount}-${point.costUnits}`}>
                  <TableCell>
                    {changedOn.format(new Date(point.at))}
                    {/* Who and how under the date: a phone has no room for a fourth column. */}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block', overflowWrap: 'break-word' }}
                    >
                      {`${sourceText(point.source)}${point.changedBy ? ` · ${point.changedBy}` : ''}`}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {formatMoney(point.unitCost)}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {`${formatMoney(point.cost)} for ${packText(point.costAmount, point.costUnits)}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {newestFirst.length > RECENT && (
            <Button size="small" sx={{ justifySelf: 'start' }} onClick={() => setAll((v) => !v)}>
              {all ? 'Show the latest prices' : `Show every price (${newestFirst.length})`}
            </Button>
          )}
          {series.skipped > 0 && (
            <Typography variant="body2" color="text.secondary">
              {`${series.skipped} earlier price${series.skipped === 1 ? '' : 's'} without a cost or in units that do not convert to ${units} ${series.skipped === 1 ? 'is' : 'are'} not drawn.`}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
