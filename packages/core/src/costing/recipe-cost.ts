import { conversionFactor } from '../conversions/convert.ts';
import { assertRecipeTree } from '../graph/recipe-graph.ts';
import { MSG } from '../messages.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { ingredientCost } from './ingredient-cost.ts';

export type TLineKind = 'ingredient' | 'subRecipe';

/** One slice of the cost pie: a line of the recipe itself (a sub-recipe line carries its whole cost). */
export type TCostLine = { kind: TLineKind; line: number; id: number | null; name: string; cost: number };

/**
 * A line that could not be costed, anywhere in the tree: `recipePath` names the recipes from the
 * root down to the one holding the line; `line` is its index among that recipe's lines of its kind.
 */
export type TCostError = {
  kind: TLineKind;
  line: number;
  id: number | null;
  name: string;
  message: string;
  recipePath: string[];
};

export type TRecipeCostResult = {
  /** Sum of every line that could be costed (uncostable lines count 0 and are listed in errors). */
  total: number;
  /** total ÷ yield quantity, in the recipe's yield units; null without a yield quantity. */
  perYieldUnit: number | null;
  breakdown: TCostLine[];
  errors: TCostError[];
};

/**
 * How much of `sub` one line uses, as a fraction of one batch of it: the line's quantity converted
 * into the sub-recipe's yield units (standard factors: a recipe has no conversions of its own),
 * divided by its yield quantity (spec 9 scaling factor).
 */
export function subRecipeFactor(
  sub: Pick<TRecipeNode, 'yieldQuantity' | 'yieldUnits'>,
  quantity: number | null | undefined,
  units: string | null | undefined,
): { ok: true; factor: number } | { ok: false; message: string } {
  if (typeof sub.yieldQuantity !== 'number' || !(sub.yieldQuantity > 0))
    return { ok: false, message: MSG.yieldRequired };
  if (typeof quantity !== 'number' || !Number.isFinite(quantity))
    return { ok: false, message: MSG.cannotConvertNull };
  const found = conversionFactor(units, sub.yieldUnits, null);
  if (!found.ok) return { ok: false, message: found.error.message };
  return { ok: true, factor: (quantity * found.factor) / sub.yieldQuantity };
}

/**
 * A recipe's total cost and cost per yield unit through nested sub-recipes (spec 9), with the
 * breakdown per line for the cost pie. Each distinct sub-recipe is costed once per call.
 * Throws RecipeCycleError / RecipeDepthError for an unsafe tree.
 */
export function recipeCost(
  root: TRecipeNode,
  memo: Map<TRecipeNode, TRecipeCostResult> = new Map(),
): TRecipeCostResult {
  const known = memo.get(root);
  if (known) return known;
  assertRecipeTree(root);
  return costOf(root, memo);
}

function costOf(node: TRecipeNode, memo: Map<TRecipeNode, TRecipeCostResult>): TRecipeCostResult {
  const known = memo.get(node);
  if (known) return known;
  const path = [node.name];
  const breakdown: TCostLine[] = [];
  const errors: TCostError[] = [];
  let total = 0;

  node.recipeIngredients.forEach((line, i) => {
    const ingredient = line.ingredient;
    const name = ingredient?.name ?? '';
    const id = ingredient?.id ?? null;
    if (!ingredient) {
      errors.push({ kind: 'ingredient', line: i, id, name, message: MSG.selectIngredient, recipePath: path });
      return;
    }
    const result = ingredientCost(ingredient, line.yieldQuantity, line.yieldUnits);
    if (result.ok) {
      total += result.cost;
      breakdown.push({ kind: 'ingredient', line: i, id, name, cost: result.cost });
    } else {
      errors.push({ kind: 'ingredient', line: i, id, name, message: result.message, recipePath: path });
    }
  });

  node.recipeSubRecipes.forEach((line, i) => {
    const sub = line.recipe;
    const name = sub?.name ?? '';
    const id = sub?.id ?? null;
    if (!sub) {
      errors.push({ kind: 'subRecipe', line: i, id, name, message: MSG.subRecipeRequired, recipePath: path });
      return;
    }
    const subCost = costOf(sub, memo);
    for (const e of subCost.errors) errors.push({ ...e, recipePath: [node.name, ...e.recipePath] });
    const used = subRecipeFactor(sub, line.yieldQuantity, line.yieldUnits);
    if (used.ok) {
      const cost = subCost.total * used.factor;
      total += cost;
      breakdown.push({ kind: 'subRecipe', line: i, id, name, cost });
    } else {
      errors.push({ kind: 'subRecipe', line: i, id, name, message: used.message, recipePath: path });
    }
  });

  const perYieldUnit =
    typeof node.yieldQuantity === 'number' && node.yieldQuantity > 0 ? total / node.yieldQuantity : null;
  const result = { total, perYieldUnit, breakdown, errors };
  memo.set(node, result);
  return result;
}

/**
 * The cost of `quantity` `units` of a recipe (what a menu item or a parent line uses): its total
 * scaled by the sub-recipe factor.
 */
export function recipeCostOf(
  recipe: TRecipeNode,
  quantity: number | null | undefined,
  units: string | null | undefined,
):
  | { ok: true; cost: number; result: TRecipeCostResult }
  | { ok: false; message: string; result: TRecipeCostResult } {
  const result = recipeCost(recipe);
  const used = subRecipeFactor(recipe, quantity, units);
  return used.ok
    ? { ok: true, cost: result.total * used.factor, result }
    : { ok: false, message: used.message, result };
}
