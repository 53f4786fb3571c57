import { formatNutrient, isEnergyUnit, portionComposition } from '@brigade/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { compositionColour } from './composition-colours';
import type { ScaledNutrient } from './NutrientTable';

const NutrientPie = lazy(() => import('./NutrientPie'));

/** The pie's size: it and its legend keep their places whatever the labels. */
export const PIE_SIZE = 200;

/**
 * The pie titled Nutrient Breakdown (grams) (spec 2): what the chosen portion is made of (core's
 * portionComposition: water, protein, fat, carbohydrate, ash and alcohol where present, adding up to
 * the portion's weight), largest first, each slice named with its grams in the legend. The other
 * nutrients (the fat subtotals, minerals, vitamins) stay in the nutrient list. Energy is not a weight,
 * so it is said above the pie.
 */
export function NutrientBreakdown({
  nutrients,
  portionGrams,
}: {
  nutrients: ScaledNutrient[];
  /** The portion's weight in grams, or null when only its volume is known. */
  portionGrams: number | null;
}) {
  const slices = useMemo(() => portionComposition(nutrients, portionGrams), [nutrients, portionGrams]);
  const total = slices.reduce((sum, s) => sum + s.grams, 0);
  const energy = nutrients.filter((n) => isEnergyUnit(n.unitName));
  return (
    <Box component="section" aria-labelledby="nutrient-breakdown-title">
      <Typography id="nutrient-breakdown-title" variant="h6" component="h3">
        Nutrient Breakdown (grams)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What {portionGrams === null ? 'this portion' : `${formatNutrient(portionGrams)} g`} is made of
        {energy.length > 0 &&
          ` · Energy: ${energy.map((n) => `${formatNutrient(n.amount)} ${n.unitName}`).join(' / ')}`}
      </Typography>
      {slices.length === 0 ? (
        <Typography color="text.secondary">
          The food database gives no water, protein, fat or carbohydrate for this food.
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            // Fixed columns: a longer label wraps inside the legend, it never pushes it under the pie.
            gridTemplateColumns: { xs: '150px minmax(0, 1fr)', sm: `${PIE_SIZE}px minmax(0, 1fr)` },
          }}
        >
          <Box sx={{ width: '100%', aspectRatio: '1' }}>
            <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
              <NutrientPie slices={slices} />
            </Suspense>
          </Box>
          <Box
            component="ul"
            aria-label="What a portion is made of"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
          >
            {slices.map((slice) => (
              <Box component="li" key={slice.part} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '2px', flexShrink: 0 }}
                  style={{ backgroundColor: compositionColour(slice.part) }}
                />
                <span>
                  {slice.label}: {formatNutrient(slice.grams)} g
                </span>
              </Box>
            ))}
            <Box
              component="li"
              sx={{ borderTop: 1, borderColor: 'divider', pt: 0.5, mt: 0.25, fontWeight: 600 }}
            >
              Total: {formatNutrient(total)} g
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
