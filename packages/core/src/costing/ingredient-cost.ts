import { conversionFactor } from '../conversions/convert.ts';
import { MSG } from '../messages.ts';
import type { TIngredientData } from '../model/recipe-tree.ts';
import { asPurchased } from './trim-yield.ts';

/** Spec 9: a cost amount of zero, missing or negative counts as 1. */
export function effectiveCostAmount(costAmount: number | null | undefined): number {
  return typeof costAmount === 'number' && costAmount > 0 ? costAmount : 1;
}

/** Spec 9: cost per unit = cost ÷ cost amount, in the ingredient's cost units; null without a cost. */
export function costPerUnit(ingredient: Pick<TIngredientData, 'cost' | 'costAmount'>): number | null {
  if (typeof ingredient.cost !== 'number' || !Number.isFinite(ingredient.cost)) return null;
  return ingredient.cost / effectiveCostAmount(ingredient.costAmount);
}

export type TCostResult = { ok: true; cost: number } | { ok: false; message: string };

/**
 * The cost of `quantity` `units` of an ingredient (spec 9): the quantity converted into the cost
 * units (standard factors, then the ingredient's conversions) times the cost per unit. The quantity
 * is edible (a recipe line); what is paid for is as bought: edible ÷ the trim yield.
 * Example: 4 Cup of flour, 1 Cup = 125 g, $20 per 50 Pound →
 *   4 × 125 g = 500 g = 500 ÷ 453.59237 lb = 1.10231 lb; × ($20 ÷ 50) = $0.4409 → shown $0.44.
 * A line that cannot be costed answers its reason (a spec 5 conversion text or a missing field).
 */
export function ingredientCost(
  ingredient: TIngredientData,
  quantity: number | null | undefined,
  units: string | null | undefined,
): TCostResult {
  const perUnit = costPerUnit(ingredient);
  if (perUnit === null) return { ok: false, message: MSG.costRequired };
  if (!ingredient.costUnits) return { ok: false, message: MSG.costUnitsRequired };
  if (typeof quantity !== 'number' || !Number.isFinite(quantity))
    return { ok: false, message: MSG.cannotConvertNull };
  const found = conversionFactor(units, ingredient.costUnits, ingredient.conversions);
  if (!found.ok) return { ok: false, message: found.error.message };
  return { ok: true, cost: asPurchased(quantity, ingredient.yieldPercent) * found.factor * perUnit };
}
