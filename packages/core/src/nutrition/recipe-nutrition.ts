import { conversionFactor } from '../conversions/convert.ts';
import { subRecipeFactor } from '../costing/recipe-cost.ts';
import { assertRecipeTree } from '../graph/recipe-graph.ts';
import { MSG } from '../messages.ts';
import type { TIngredientData, TRecipeNode } from '../model/recipe-tree.ts';
import { nutrientUnitFactor } from './nutrient-units.ts';

export type TNutrientAmount = { nutrient: string; amount: number; units: string };
export type TNutritionError = { line: number; name: string; message: string; recipePath: string[] };
export type TRecipeNutritionResult = {
  /** The whole batch, one entry per nutrient in order of first appearance. */
  totals: TNutrientAmount[];
  /** totals ÷ yield quantity (per one yield unit); null without a yield quantity. */
  perYieldUnit: TNutrientAmount[] | null;
  errors: TNutritionError[];
  /**
   * For each entry of totals (same order), the lines that add nothing to it: an ingredient without a
   * value for that nutrient, or a line that could not be counted. Named as the errors are ("Butter",
   * or "Shortbread Dough › Butter" inside a sub-recipe). A total with such lines is a lower bound:
   * missing data is never counted as zero.
   */
  missing: TNutrientGap[];
};
export type TNutrientGap = { nutrient: string; lines: string[] };

/** A line of the tree (by its name through sub-recipes) and the nutrients it adds. */
type TLineData = { name: string; adds: ReadonlySet<string> };
const NOTHING: ReadonlySet<string> = new Set();
/** The lines behind each computed result, for the sub-recipes of the recipes that use them. */
const linesOf = new WeakMap<TRecipeNutritionResult, TLineData[]>();

/** Sums nutrient amounts by name (and unit family); insertion order kept. */
class NutrientSum {
  private readonly byKey = new Map<string, TNutrientAmount>();
  add(nutrient: string, amount: number, units: string): void {
    const entry = this.byKey.get(nutrient);
    if (entry) {
      const factor = nutrientUnitFactor(units, entry.units);
      if (factor !== undefined) {
        entry.amount += amount * factor;
        return;
      }
      const other = this.byKey.get(`${nutrient}\u0000${units}`);
      if (other) other.amount += amount;
      else this.byKey.set(`${nutrient}\u0000${units}`, { nutrient, amount, units });
      return;
    }
    this.byKey.set(nutrient, { nutrient, amount, units });
  }
  list(): TNutrientAmount[] {
    return [...this.byKey.values()].map((n) => ({ ...n }));
  }
}

/** How many servings of the ingredient a line uses; nutrients are given per serving (spec 3). */
export function ingredientServings(
  ingredient: TIngredientData,
  quantity: number | null | undefined,
  units: string | null | undefined,
): { ok: true; servings: number } | { ok: false; message: string } {
  if (typeof ingredient.servingSize !== 'number' || !(ingredient.servingSize > 0)) {
    return { ok: false, message: MSG.catalogueServingSizeRequired };
  }
  if (!ingredient.servingUnits) return { ok: false, message: MSG.catalogueServingUnitsRequired };
  if (typeof quantity !== 'number' || !Number.isFinite(quantity))
    return { ok: false, message: MSG.cannotConvertNull };
  const found = conversionFactor(units, ingredient.servingUnits, ingredient.conversions);
  if (!found.ok) return { ok: false, message: found.error.message };
  return { ok: true, servings: (quantity * found.factor) / ingredient.servingSize };
}

/**
 * A recipe's nutrients from its lines through sub-recipes (docs/rules/nutrition.md): each ingredient line adds its
 * nutrients × (line quantity in serving units ÷ serving size); a sub-recipe line adds that recipe's
 * totals × the share of its batch the line uses. Ingredients without nutrients add nothing.
 */
export function recipeNutrition(root: TRecipeNode): TRecipeNutritionResult {
  assertRecipeTree(root);
  return nutritionOf(root, new Map());
}

function nutritionOf(
  node: TRecipeNode,
  memo: Map<TRecipeNode, TRecipeNutritionResult>,
): TRecipeNutritionResult {
  const known = memo.get(node);
  if (known) return known;
  const sum = new NutrientSum();
  const errors: TNutritionError[] = [];
  const path = [node.name];
  const lines: TLineData[] = [];

  node.recipeIngredients.forEach((line, i) => {
    const ingredient = line.ingredient;
    if (!ingredient) return;
    const nutrients = ingredient.ingredientNutrients ?? [];
    if (nutrients.length === 0) {
      lines.push({ name: ingredient.name, adds: NOTHING });
      return;
    }
    const used = ingredientServings(ingredient, line.yieldQuantity, line.yieldUnits);
    if (!used.ok) {
      errors.push({ line: i, name: ingredient.name, message: used.message, recipePath: path });
      lines.push({ name: ingredient.name, adds: NOTHING });
      return;
    }
    const adds = new Set<string>();
    for (const n of nutrients) {
      if (typeof n.amount !== 'number') continue;
      sum.add(n.nutrient, n.amount * used.servings, n.units ?? '');
      adds.add(n.nutrient);
    }
    lines.push({ name: ingredient.name, adds });
  });

  node.recipeSubRecipes.forEach((line, i) => {
    const sub = line.recipe;
    if (!sub) return;
    const inner = nutritionOf(sub, memo);
    for (const e of inner.errors) errors.push({ ...e, recipePath: [node.name, ...e.recipePath] });
    const innerLines = linesOf.get(inner) ?? [];
    const used = inner.totals.length === 0 ? null : subRecipeFactor(sub, line.yieldQuantity, line.yieldUnits);
    if (used && !used.ok) errors.push({ line: i, name: sub.name, message: used.message, recipePath: path });
    const counted = used?.ok === true;
    for (const l of innerLines)
      lines.push({ name: `${sub.name} › ${l.name}`, adds: counted ? l.adds : NOTHING });
    if (!counted) return;
    for (const n of inner.totals) sum.add(n.nutrient, n.amount * used.factor, n.units);
  });

  const totals = sum.list();
  const y = node.yieldQuantity;
  const perYieldUnit =
    typeof y === 'number' && y > 0 ? totals.map((n) => ({ ...n, amount: n.amount / y })) : null;
  const missing = totals.map((n) => ({
    nutrient: n.nutrient,
    lines: [...new Set(lines.filter((l) => !l.adds.has(n.nutrient)).map((l) => l.name))],
  }));
  const result = { totals, perYieldUnit, errors, missing };
  linesOf.set(result, lines);
  memo.set(node, result);
  return result;
}

/**
 * Nutrients of a portion of the recipe: `quantity` `units` of what it yields (e.g. 1 Cup of a soup
 * yielding 2 Quart is 1/8 of the batch). Units convert by standard factors.
 */
export function nutritionPerPortion(
  recipe: TRecipeNode,
  result: TRecipeNutritionResult,
  quantity: number,
  units: string,
): { ok: true; nutrients: TNutrientAmount[] } | { ok: false; message: string } {
  const used = subRecipeFactor(recipe, quantity, units);
  if (!used.ok) return used;
  return { ok: true, nutrients: result.totals.map((n) => ({ ...n, amount: n.amount * used.factor })) };
}
