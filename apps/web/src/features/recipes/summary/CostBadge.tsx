import { costErrorMessage, formatMoney, type TRecipeCostResult } from '@brigade/core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { PieSlice } from './CostPie';
import { sliceColour } from './pie-colours';

// Recharts (~100 KB) loads with the first hover of the badge, not with the recipes screen.
const CostPie = lazy(() => import('./CostPie'));

/**
 * The recipe's cost (spec 2 cost badge, spec 9 money to 2 decimals). Hover or focus shows the cost per
 * line as a pie with its legend, the cost per yield unit and the lines that cannot be costed.
 */
export function CostBadge({
  cost,
  yieldUnits,
  loading,
}: {
  cost: TRecipeCostResult | null;
  yieldUnits: string | null | undefined;
  loading: boolean;
}) {
  const [seen, setSeen] = useState(false);
  const total = cost ? formatMoney(cost.total) : '—';
  const slices: PieSlice[] = (cost?.breakdown ?? [])
    .filter((line) => line.cost > 0)
    .map((line) => ({ key: `${line.kind}-${line.line}`, name: line.name, value: line.cost }));

  const details = (
    <Box sx={{ display: 'grid', gap: 1, p: 0.5, minWidth: 200 }} aria-label="Cost per line">
      <Typography variant="subtitle2" component="p">
        Cost per line
      </Typography>
      {slices.length > 0 ? (
        <>
          {seen && (
            <Suspense fallback={<CircularProgress size={24} aria-label="Loading the chart" />}>
              <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, justifySelf: 'center' }}>
                <CostPie slices={slices} />
              </Box>
            </Suspense>
          )}
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
            {slices.map((slice, i) => (
              <Box component="li" key={slice.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: sliceColour(i), flexShrink: 0 }}
                />
                <span>
                  {slice.name}: {formatMoney(slice.value)}
                </span>
              </Box>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2">No line has a cost yet.</Typography>
      )}
      {cost?.perYieldUnit != null && yieldUnits && (
        <Typography variant="body2">
          {formatMoney(cost.perYieldUnit)} per {yieldUnits}
        </Typography>
      )}
      {cost && cost.errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Lines not costed">
          {cost.errors.map((error) => (
            <li key={`${error.recipePath.join('/')}-${error.kind}-${error.line}`}>
              {costErrorMessage(error)}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );

  return (
    <Tooltip title={details} onOpen={() => setSeen(true)} placement="bottom-start" describeChild>
      <Chip
        // A cost missing some lines is outlined in amber (dark text keeps the contrast readable).
        {...(cost && cost.errors.length === 0
          ? { color: 'primary', variant: 'filled' }
          : {
              variant: 'outlined',
              sx: { borderColor: 'warning.main', borderWidth: 2, color: 'text.primary' },
            })}
        tabIndex={0}
        aria-label={`Cost ${total}`}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            Cost {total}
            {loading && <CircularProgress size={12} color="inherit" aria-label="Costing" />}
          </Box>
        }
      />
    </Tooltip>
  );
}
