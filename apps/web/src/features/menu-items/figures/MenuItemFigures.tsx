import { effectiveServings } from '@brigade/core';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AllergenChips } from '../../../components/AllergenChips';
import type { MenuItemMath } from '../use-menu-item-math';
import { CostSummary } from './CostSummary';
import { NutritionFactsPanel } from './NutritionFactsPanel';
import { PriceSlider } from './PriceSlider';

/**
 * Everything the modal works out live from the form and the recipes' trees (all by core): food cost,
 * the suggested price with its slider and margins, the allergens, and the Nutrition Facts.
 */
export function MenuItemFigures({ math, servingSize }: { math: MenuItemMath; servingSize: string }) {
  const servings = effectiveServings(math.node.servings);
  const cost = math.cost;
  const partial = Boolean(cost && cost.errors.length > 0) || math.failed.length > 0;
  return (
    <Box
      component="aside"
      aria-label="Menu item figures"
      sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}
    >
      <CostSummary math={math} servings={servings} />
      <Divider />
      {cost && <PriceSlider range={cost.suggestedPrice} foodCost={cost.perServing} partial={partial} />}
      <Divider />
      <Box component="section" aria-labelledby="menu-item-allergens" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="menu-item-allergens" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Allergens
        </Typography>
        <AllergensView math={math} />
      </Box>
      <Divider />
      <NutritionFactsPanel
        facts={math.facts}
        servings={servings}
        servingSize={servingSize}
        errors={math.nutrition?.errors ?? []}
      />
    </Box>
  );
}

/**
 * The allergen chips (core's menuItemAllergens). "No major allergens" is a claim, so it is never made
 * while a recipe is still loading or could not be read: its ingredients would be missing.
 */
function AllergensView({ math }: { math: MenuItemMath }) {
  const note = (text: string) => (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
  if (!math.node.menuItemRecipes.some((l) => l.recipe)) return note('Add a recipe to see its allergens.');
  if (!math.ready) return note('Reading the recipes…');
  if (!math.allergens) return note('The allergens cannot be worked out.');
  return (
    <>
      <AllergenChips allergens={math.allergens.allergens} notReviewed={math.allergens.notReviewed} />
      {math.failed.length > 0 && note(`Not checked (could not be read): ${math.failed.join(', ')}`)}
    </>
  );
}
