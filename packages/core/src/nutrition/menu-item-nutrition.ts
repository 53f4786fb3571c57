import { effectiveServings } from '../costing/menu-item-cost.ts';
import { subRecipeFactor } from '../costing/recipe-cost.ts';
import type { TMenuItemNode } from '../model/recipe-tree.ts';
import { nutrientUnitFactor } from './nutrient-units.ts';
import { recipeNutrition, type TNutrientAmount, type TNutritionError } from './recipe-nutrition.ts';

export type TMenuItemNutrition = {
  /** One serving: the lines' nutrients ÷ servings (servings missing or ≤ 0 count as 1). */
  perServing: TNutrientAmount[];
  /** Lines (or lines inside their recipes) whose nutrients could not be counted. */
  errors: TNutritionError[];
};

/**
 * A menu item's nutrients per serving: each recipe line adds that recipe's batch totals × the share of
 * the batch the line uses (the same factor the cost uses), then the sum is divided by the servings.
 */
export function menuItemNutrition(item: TMenuItemNode): TMenuItemNutrition {
  const sums = new Map<string, TNutrientAmount>();
  const errors: TNutritionError[] = [];
  item.menuItemRecipes.forEach((line, i) => {
    const recipe = line.recipe;
    if (!recipe) return;
    const inner = recipeNutrition(recipe);
    for (const e of inner.errors) errors.push({ ...e, recipePath: [item.name, ...e.recipePath] });
    if (inner.totals.length === 0) return;
    const used = subRecipeFactor(recipe, line.yieldQuantity, line.yieldUnits);
    if (!used.ok) {
      errors.push({ line: i, name: recipe.name, message: used.message, recipePath: [item.name] });
      return;
    }
    for (const n of inner.totals) {
      const key = `${n.nutrient}\u0000${n.units}`;
      const entry = sums.get(n.nutrient) ?? sums.get(key);
      const factor = entry ? nutrientUnitFactor(n.units, entry.units) : undefined;
      if (entry && factor !== undefined) entry.amount += n.amount * used.factor * factor;
      else if (!entry) sums.set(n.nutrient, { ...n, amount: n.amount * used.factor });
      else sums.set(key, { ...n, amount: n.amount * used.factor });
    }
  });
  const servings = effectiveServings(item.servings);
  return {
    perServing: [...sums.values()].map((n) => ({ ...n, amount: n.amount / servings })),
    errors,
  };
}
