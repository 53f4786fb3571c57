import type { TIngredientData, TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import type { TMenuItemNutrition } from './menu-item-nutrition.ts';
import { nutrientUnitFactor } from './nutrient-units.ts';

/**
 * The rows of the US Nutrition Facts label (21 CFR 101.9), in its order, each read from the USDA
 * nutrient of that name (SR28 names; energy in kcal). `indent` mirrors the label's sub-rows.
 */
export const NUTRITION_FACTS_ROWS = [
  { key: 'calories', label: 'Calories', nutrient: 'Energy', units: 'kcal', indent: 0 },
  { key: 'totalFat', label: 'Total Fat', nutrient: 'Total lipid (fat)', units: 'g', indent: 0 },
  {
    key: 'saturatedFat',
    label: 'Saturated Fat',
    nutrient: 'Fatty acids, total saturated',
    units: 'g',
    indent: 1,
  },
  { key: 'transFat', label: 'Trans Fat', nutrient: 'Fatty acids, total trans', units: 'g', indent: 1 },
  { key: 'cholesterol', label: 'Cholesterol', nutrient: 'Cholesterol', units: 'mg', indent: 0 },
  { key: 'sodium', label: 'Sodium', nutrient: 'Sodium, Na', units: 'mg', indent: 0 },
  {
    key: 'carbohydrate',
    label: 'Total Carbohydrate',
    nutrient: 'Carbohydrate, by difference',
    units: 'g',
    indent: 0,
  },
  { key: 'fiber', label: 'Dietary Fiber', nutrient: 'Fiber, total dietary', units: 'g', indent: 1 },
  { key: 'sugars', label: 'Total Sugars', nutrient: 'Sugars, total', units: 'g', indent: 1 },
  { key: 'protein', label: 'Protein', nutrient: 'Protein', units: 'g', indent: 0 },
  { key: 'vitaminD', label: 'Vitamin D', nutrient: 'Vitamin D (D2 + D3)', units: 'µg', indent: 0 },
  { key: 'calcium', label: 'Calcium', nutrient: 'Calcium, Ca', units: 'mg', indent: 0 },
  { key: 'iron', label: 'Iron', nutrient: 'Iron, Fe', units: 'mg', indent: 0 },
  { key: 'potassium', label: 'Potassium', nutrient: 'Potassium, K', units: 'mg', indent: 0 },
] as const;

export type TNutritionFactsRow = {
  key: (typeof NUTRITION_FACTS_ROWS)[number]['key'];
  label: string;
  indent: number;
  /** Per serving in `units`; null when no ingredient of the dish has this nutrient. */
  amount: number | null;
  units: string;
  /**
   * Ingredients of the dish with no value for this nutrient: the amount is then a lower bound, and
   * the panel says so ("Sodium: 2 ingredients have no data") instead of counting them as zero.
   */
  missing: string[];
};

/** Every ingredient a menu item uses (through sub-recipes), each once. */
function ingredientsOf(item: TMenuItemNode): TIngredientData[] {
  const found = new Map<string, TIngredientData>();
  const seen = new Set<TRecipeNode>();
  const walk = (node: TRecipeNode | null) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    for (const line of node.recipeIngredients) {
      if (line.ingredient) found.set(`${line.ingredient.id ?? ''}:${line.ingredient.name}`, line.ingredient);
    }
    for (const line of node.recipeSubRecipes) walk(line.recipe);
  };
  for (const line of item.menuItemRecipes) walk(line.recipe);
  return [...found.values()];
}

/** True when the ingredient has a usable amount of the nutrient and a serving to scale it by. */
function hasNutrient(ingredient: TIngredientData, nutrient: string): boolean {
  if (!(typeof ingredient.servingSize === 'number' && ingredient.servingSize > 0)) return false;
  return (ingredient.ingredientNutrients ?? []).some(
    (n) => n.nutrient === nutrient && typeof n.amount === 'number',
  );
}

/**
 * The Daily Values of the label's nutrients for adults and children 4 years and older (21 CFR
 * 101.9(c), the label since 2020), in the row's units. Calories, trans fat, total sugars and protein
 * carry no %DV on the label (protein only with a claim), so they have none here.
 */
export const DAILY_VALUES: Partial<Record<TNutritionFactsRow['key'], number>> = {
  totalFat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  carbohydrate: 275,
  fiber: 28,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
};

/**
 * The row's % Daily Value as the label prints it, a whole percent (rounded half up): 11.7 g of total
 * fat is 15 % of 78 g. Null for a nutrient without a Daily Value or without an amount.
 */
export function percentDailyValue(row: Pick<TNutritionFactsRow, 'key' | 'amount'>): number | null {
  const dailyValue = DAILY_VALUES[row.key];
  if (dailyValue === undefined || row.amount === null) return null;
  return Math.round((row.amount / dailyValue) * 100);
}

/** The label's rows for one serving of a menu item (its nutrition from `menuItemNutrition`). */
export function nutritionFacts(item: TMenuItemNode, nutrition: TMenuItemNutrition): TNutritionFactsRow[] {
  const ingredients = ingredientsOf(item);
  return NUTRITION_FACTS_ROWS.map((row) => {
    let amount: number | null = null;
    for (const n of nutrition.perServing) {
      if (n.nutrient !== row.nutrient) continue;
      const factor = nutrientUnitFactor(n.units, row.units);
      if (factor !== undefined) amount = (amount ?? 0) + n.amount * factor;
    }
    return {
      key: row.key,
      label: row.label,
      indent: row.indent,
      amount,
      units: row.units,
      missing: ingredients.filter((i) => !hasNutrient(i, row.nutrient)).map((i) => i.name),
    };
  });
}
