import { formatNutrient, isEnergyUnit, nutrientPieData } from '@brigade/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { sliceColour } from '../recipes/summary/pie-colours';
import type { ScaledNutrient } from './NutrientTable';

const NutrientPie = lazy(() => import('./NutrientPie'));

/** How many of the largest slices the legend names. */
const LEGEND_SLICES = 6;

/**
 * The pie titled Nutrient Breakdown (grams) (spec 2, 9): every mass nutrient in grams (mg ÷ 1000,
 * core's nutrientPieData), largest first; energy is not a weight, so it is shown apart, beside it.
 */
export function NutrientBreakdown({ nutrients }: { nutrients: ScaledNutrient[] }) {
  const slices = useMemo(
    () =>
      nutrientPieData(nutrients)
        .filter((slice) => slice.unit === 'g')
        .sort((a, b) => b.value - a.value),
    [nutrients],
  );
  const energy = nutrients.filter((n) => isEnergyUnit(n.unitName));
  return (
    <Box component="section" aria-labelledby="nutrient-breakdown-title">
      <Typography id="nutrient-breakdown-title" variant="h6" component="h3" gutterBottom>
        Nutrient Breakdown (grams)
      </Typography>
      {energy.length > 0 && (
        <Typography sx={{ mb: 1 }}>
          Energy: {energy.map((n) => `${formatNutrient(n.amount)} ${n.unitName}`).join(' / ')}
        </Typography>
      )}
      {slices.length === 0 ? (
        <Typography color="text.secondary">No nutrient of this food is measured in grams.</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
            <NutrientPie slices={slices} />
          </Suspense>
          <Box component="ul" aria-label="Largest nutrients" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {slices.slice(0, LEGEND_SLICES).map((slice, i) => (
              <Box component="li" key={slice.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '2px', flexShrink: 0 }}
                  style={{ backgroundColor: sliceColour(i) }}
                />
                <span>
                  {slice.name}: {formatNutrient(slice.value)} g
                </span>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
