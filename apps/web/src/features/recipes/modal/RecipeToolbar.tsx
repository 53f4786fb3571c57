import { yieldUnitName } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AllergenChips } from '../../../components/AllergenChips';
import { CompletenessIcon } from '../../../components/CompletenessIcon';
import { CostSince } from '../../purchasing/cost-since/CostSince';
import { printPath } from '../scaling/print-path';
import { ScalePopover, type ScaleTarget } from '../scaling/ScalePopover';
import { CostBadge } from '../summary/CostBadge';
import { NutritionPopover } from '../summary/NutritionPopover';
import type { RecipeMath } from '../use-recipe-math';

/**
 * The row under the header fields: completeness, cost badge, Scale, Nutrition and Print (spec 2); and
 * what the recipe contains as the form stands, once every line's ingredient is loaded (a
 * line still loading would read as "not reviewed").
 */
export function RecipeToolbar({
  math,
  recipeId,
  dirty,
  scaleTarget,
  onScaleTargetChange,
  history,
}: {
  math: RecipeMath;
  recipeId: number | null;
  dirty: boolean;
  scaleTarget: ScaleTarget | null;
  onScaleTargetChange: (target: ScaleTarget) => void;
  /** The History button (versions) of a saved recipe. */
  history?: React.ReactNode;
}) {
  const printHint =
    recipeId === null
      ? 'Save the recipe to print it'
      : dirty
        ? 'Prints the saved recipe: save to print your changes'
        : 'Open the print view';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <CompletenessIcon complete={math.status?.complete ?? false} fontSize="medium" />
        <CostBadge cost={math.cost} yieldUnits={math.node.yieldUnits} loading={!math.ready} />
        {/* How the saved recipe's cost moved since a day. */}
        {recipeId !== null && <CostSince kind="recipes" id={recipeId} />}
        <ScalePopover node={math.node} target={scaleTarget} onTargetChange={onScaleTargetChange} />
        <NutritionPopover nutrition={math.nutrition} yieldUnits={yieldUnitName(math.node)} />
        {history}
        <Tooltip title={printHint}>
          <span>
            {recipeId === null ? (
              <Button variant="outlined" startIcon={<Print />} disabled>
                Print
              </Button>
            ) : (
              <Button
                component="a"
                variant="outlined"
                startIcon={<Print />}
                href={printPath(recipeId, scaleTarget)}
                target="_blank"
                // The new tab must get a copy of this tab's session (sessionStorage), which browsers
                // give only to a tab that keeps its opener; the page is our own, so that is safe.
                rel="opener"
              >
                Print
              </Button>
            )}
          </span>
        </Tooltip>
      </Box>
      {math.ready && math.allergens && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            Allergens
          </Typography>
          <AllergenChips allergens={math.allergens.allergens} notReviewed={math.allergens.notReviewed} />
        </Box>
      )}
      {math.treeError && <Alert severity="error">{math.treeError}</Alert>}
    </Box>
  );
}
