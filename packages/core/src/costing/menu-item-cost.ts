import { MSG } from '../messages.ts';
import type { TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { suggestedPriceRange, type TPriceRange } from './pricing.ts';
import { recipeCost, subRecipeFactor, type TRecipeCostResult } from './recipe-cost.ts';

export type TMenuItemCost = {
  /** Food cost of all recipe lines (one batch of `servings` portions). */
  total: number;
  /** total ÷ servings (servings missing or ≤ 0 count as 1, the spec 3 default). */
  perServing: number;
  lines: { line: number; id: number | null; name: string; cost: number }[];
  /** Lines that could not be costed (their cost counts 0), plus errors inside their recipes. */
  errors: { line: number; name: string; message: string }[];
  suggestedPrice: TPriceRange;
};

export function effectiveServings(servings: number | null | undefined): number {
  return typeof servings === 'number' && servings > 0 ? servings : 1;
}

/** A menu item's food cost per serving and its suggested price range (spec 9). */
/**
 * `memo` (optional) carries recipe costs between calls: a list of menu items sharing recipes costs
 * each recipe once. Costs are of the trees as given, so a memo must not outlive them.
 */
export function menuItemCost(item: TMenuItemNode, memo?: Map<TRecipeNode, TRecipeCostResult>): TMenuItemCost {
  let total = 0;
  const lines: TMenuItemCost['lines'] = [];
  const errors: TMenuItemCost['errors'] = [];
  item.menuItemRecipes.forEach((line, i) => {
    const recipe = line.recipe;
    if (!recipe) {
      errors.push({ line: i, name: '', message: MSG.recipeRequired });
      return;
    }
    const result = recipeCost(recipe, memo);
    for (const e of result.errors) {
      errors.push({
        line: i,
        name: recipe.name,
        message: `${[...e.recipePath, e.name].join(' › ')}: ${e.message}`,
      });
    }
    const used = subRecipeFactor(recipe, line.yieldQuantity, line.yieldUnits);
    if (!used.ok) {
      // A recipe with no yield yet cannot be scaled to the line: the yield missing is the recipe's
      // ("Shrimp Scampi: Please enter a yield"), not the line's, whose quantity may well be there.
      const ownYield = !(typeof recipe.yieldQuantity === 'number' && recipe.yieldQuantity > 0);
      const message = ownYield ? `${recipe.name}: ${used.message}` : used.message;
      errors.push({ line: i, name: recipe.name, message });
      return;
    }
    const cost = result.total * used.factor;
    total += cost;
    lines.push({ line: i, id: recipe.id ?? null, name: recipe.name, cost });
  });
  const perServing = total / effectiveServings(item.servings);
  return { total, perServing, lines, errors, suggestedPrice: suggestedPriceRange(perServing) };
}
