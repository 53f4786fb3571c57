import type { TIngredientData, TRecipeNode } from '../model/recipe-tree.ts';

/**
 * A small kitchen for tests, priced like a real pantry. Every figure a test expects from it is worked
 * out by hand in that test.
 */
export const FLOUR: TIngredientData = {
  id: 1,
  name: 'Flour',
  cost: 20,
  costAmount: 50,
  costUnits: 'Pound', // $20 per 50 lb bag → $0.40 / lb
  servingSize: 30,
  servingUnits: 'Gram',
  conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
  ingredientNutrients: [
    { nutrient: 'Energy', amount: 110, units: 'kcal' },
    { nutrient: 'Protein', amount: 3, units: 'g' },
  ],
};
export const BUTTER: TIngredientData = {
  id: 2,
  name: 'Butter',
  cost: 4,
  costAmount: 1,
  costUnits: 'Pound', // $4 / lb
  servingSize: 14,
  servingUnits: 'Gram',
  ingredientNutrients: [
    { nutrient: 'Energy', amount: 100, units: 'kcal' },
    { nutrient: 'Total lipid (fat)', amount: 11, units: 'g' },
    { nutrient: 'Sodium, Na', amount: 90, units: 'mg' },
  ],
};
export const MILK: TIngredientData = {
  id: 3,
  name: 'Milk',
  cost: 3.5,
  costAmount: 1,
  costUnits: 'Gallon', // $3.50 / gal
  servingSize: 1,
  servingUnits: 'Cup',
  ingredientNutrients: [
    { nutrient: 'Energy', amount: 150, units: 'kcal' },
    { nutrient: 'Protein', amount: 8, units: 'g' },
    { nutrient: 'Sodium, Na', amount: 0.1, units: 'g' },
  ],
};
export const EGG: TIngredientData = {
  id: 4,
  name: 'Egg',
  cost: 3.6,
  costAmount: 12,
  costUnits: 'Each', // $3.60 a dozen → $0.30 each
  servingSize: 50,
  servingUnits: 'Gram',
  conversions: [{ quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' }],
  ingredientNutrients: [{ nutrient: 'Protein', amount: 6, units: 'g' }],
};
export const SALT: TIngredientData = {
  id: 5,
  name: 'Salt',
  cost: 1,
  costAmount: 26,
  costUnits: 'Ounce', // $1 per 26 oz box
  conversions: [{ quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 6, unitsEnd: 'Gram' }],
};

/** Roux: 8 oz butter + 1 cup flour → 1.5 Cup. */
export function roux(): TRecipeNode {
  return {
    id: 10,
    name: 'Roux',
    team: 'Banquets',
    category: 'Sauces and Stocks',
    yieldQuantity: 1.5,
    yieldUnits: 'Cup',
    prepNotes: 'Cook the flour in the butter until blond.',
    recipeIngredients: [
      { id: 100, ingredient: BUTTER, yieldQuantity: 8, yieldUnits: 'Ounce' },
      { id: 101, ingredient: FLOUR, yieldQuantity: 1, yieldUnits: 'Cup' },
    ],
    recipeSubRecipes: [],
  };
}

/** Béchamel: 1 qt milk + 6 Tbs roux + 1 tsp salt → 1 Quart. */
export function bechamel(r: TRecipeNode = roux()): TRecipeNode {
  return {
    id: 11,
    name: 'Béchamel',
    team: 'Banquets',
    category: 'Sauces and Stocks',
    yieldQuantity: 1,
    yieldUnits: 'Quart',
    prepNotes: 'Whisk the hot milk into the roux.',
    recipeIngredients: [
      { id: 110, ingredient: MILK, yieldQuantity: 1, yieldUnits: 'Quart' },
      { id: 111, ingredient: SALT, yieldQuantity: 1, yieldUnits: 'Teaspoon' },
    ],
    recipeSubRecipes: [{ id: 112, recipe: r, yieldQuantity: 6, yieldUnits: 'Tablespoon' }],
  };
}

/** Gratin: 2 cups béchamel + 2 eggs → 8 Each (portions). */
export function gratin(b: TRecipeNode = bechamel()): TRecipeNode {
  return {
    id: 12,
    name: 'Gratin',
    team: 'Pastry',
    category: 'Miscellaneous Recipes',
    yieldQuantity: 8,
    yieldUnits: 'Each',
    prepNotes: 'Bake at 375 °F until golden.',
    recipeIngredients: [{ id: 120, ingredient: EGG, yieldQuantity: 2, yieldUnits: 'Each' }],
    recipeSubRecipes: [{ id: 121, recipe: b, yieldQuantity: 2, yieldUnits: 'Cup' }],
  };
}
