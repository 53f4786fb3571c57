import {
  costErrorMessage,
  formatMoney,
  missingConversion,
  missingConversionText,
  type TCostError,
  type TRecipeCostResult,
  type TRecipeNode,
  yieldUnitName,
} from '@brigade/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import type { PieSlice } from './CostPie';
import { sliceColour } from './pie-colours';

// Recharts loads with the first recipe opened, not with the recipes screen.
const CostPie = lazy(() => import('./CostPie'));

/**
 * Cost per line (spec 2's pie of cost per ingredient), beside the lines it describes (on
 * hover it covered them): the pie, its legend, the cost per yield unit and the lines not costed.
 */
export function CostPanel({
  cost,
  node,
}: {
  cost: TRecipeCostResult | null;
  /** The recipe as the form stands: its yield units, and the lines the errors point at. */
  node: TRecipeNode;
}) {
  // Per cookie when the counted yield names its portion, else per yield unit.
  const yieldUnits = yieldUnitName(node);
  // A line of this recipe that lacks a conversion names it; the rest keep their reason.
  const describe = (error: TCostError) => {
    const line =
      error.kind === 'ingredient' && error.recipePath.length === 1
        ? node.recipeIngredients[error.line]
        : null;
    const missing = line?.ingredient ? missingConversion(line.ingredient, line.yieldUnits) : null;
    return missing && line?.ingredient
      ? missingConversionText(line.ingredient.name, missing)
      : costErrorMessage(error);
  };
  const id = useId();
  const slices: PieSlice[] = (cost?.breakdown ?? [])
    .filter((line) => line.cost > 0)
    .map((line) => ({ key: `${line.kind}-${line.line}`, name: line.name, value: line.cost }));
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ display: 'grid', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Cost per line
      </Typography>
      {slices.length > 0 ? (
        <>
          <Suspense fallback={<CircularProgress size={24} aria-label="Loading the chart" />}>
            <Box sx={{ justifySelf: 'center' }}>
              <CostPie slices={slices} />
            </Box>
          </Suspense>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
            {slices.map((slice, i) => (
              <Box component="li" key={slice.key} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
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
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(cost.perYieldUnit)} per {yieldUnits}
        </Typography>
      )}
      {cost && cost.errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }} aria-label="Lines not costed">
          {cost.errors.map((error) => (
            <Typography
              component="li"
              variant="body2"
              key={`${error.recipePath.join('/')}-${error.kind}-${error.line}`}
            >
              {describe(error)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
