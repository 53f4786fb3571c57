import type { TIngredient, TRecipe } from '@brigade/core';
import { ingredientReply } from '../ingredients/test-support';

/**
 * A small kitchen for the recipe screen tests, with costs worked out by hand:
 * - Olive Oil: $20 per 1 Gallon (16 Cups) → 1/2 Cup costs $0.625
 * - Red Wine Vinegar: $4 per 1 Quart (64 Tablespoons) → 3 Tablespoons cost $0.1875
 * - Kosher Salt: $2 per 1 Pound, 1 Teaspoon = 6 Gram → 1 Teaspoon = 6/453.59237 lb costs $0.026455
 * - Parsley: $3 per 1 Pound → 4 Ounces (1/4 lb) cost $0.75
 * - Herb Oil (sub-recipe) yields 2 Cups from 4 Ounces of parsley: $0.75 a batch; 1/2 Cup of it
 *   is 1/4 of a batch: $0.1875
 * - Vinaigrette yields 1 Cup: 0.625 + 0.1875 + 0.026455 + 0.1875 = $1.026455 → "$1.03"
 */
export const OIL = ingredient(11, 'Olive Oil', { cost: 20, costAmount: 1, costUnits: 'Gallon' });
export const VINEGAR = ingredient(12, 'Red Wine Vinegar', { cost: 4, costAmount: 1, costUnits: 'Quart' });
export const SALT = ingredient(13, 'Kosher Salt', {
  cost: 2,
  costAmount: 1,
  costUnits: 'Pound',
  conversions: [{ id: 1, quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 6, unitsEnd: 'Gram' }],
});
export const PARSLEY = ingredient(14, 'Parsley', {
  cost: 3,
  costAmount: 1,
  costUnits: 'Pound',
  servingSize: 1,
  servingUnits: 'Ounce',
  ingredientNutrients: [
    { id: 1, nutrient: 'Protein', amount: 0.5, units: 'g' },
    { id: 2, nutrient: 'Vitamin C, total ascorbic acid', amount: 38, units: 'mg' },
  ],
});

function ingredient(id: number, name: string, overrides: Partial<TIngredient>): TIngredient {
  return ingredientReply({ id, name, category: 'Miscellaneous Ingredients', ...overrides }) as TIngredient;
}

const EMPTY_COST = { total: 0, perYieldUnit: null, breakdown: [], errors: [] };
const EMPTY_NUTRITION = { totals: [], perYieldUnit: null, errors: [] };

export function recipeReply(overrides: Partial<TRecipe> & { id: number; name: string }): TRecipe {
  return {
    version: 1,
    team: 'Banquets',
    category: 'Sauces and Stocks',
    yieldQuantity: 1,
    yieldUnits: 'Cup',
    prepNotes: 'Whisk.',
    recipeIngredients: [],
    recipeSubRecipes: [],
    valid: true,
    errorMessages: [],
    cost: EMPTY_COST,
    nutrition: EMPTY_NUTRITION,
    createdDate: '2026-11-22T10:00:00.000Z',
    lastModifiedDate: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const line = (id: number, ing: TIngredient, yieldQuantity: number, yieldUnits: string) => ({
  id,
  ingredient: { id: ing.id, name: ing.name, ingredientNutrients: ing.ingredientNutrients },
  yieldQuantity,
  yieldUnits,
});

export const HERB_OIL = recipeReply({
  id: 2,
  name: 'Herb Oil',
  yieldQuantity: 2,
  yieldUnits: 'Cup',
  recipeIngredients: [line(21, PARSLEY, 4, 'Ounce')],
});

export const VINAIGRETTE = recipeReply({
  id: 1,
  name: 'Vinaigrette',
  yieldQuantity: 1,
  yieldUnits: 'Cup',
  recipeIngredients: [
    line(1, OIL, 0.5, 'Cup'),
    line(2, VINEGAR, 3, 'Tablespoon'),
    line(3, SALT, 1, 'Teaspoon'),
  ],
  recipeSubRecipes: [
    {
      id: 5,
      recipe: { id: 2, name: 'Herb Oil', yieldQuantity: 2, yieldUnits: 'Cup' },
      yieldQuantity: 0.5,
      yieldUnits: 'Cup',
      suggestedUnits: ['Cup'],
    },
  ],
});

export const page = <T>(content: T[]) => ({
  content,
  number: 0,
  size: 100,
  numberOfElements: content.length,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  pageable: { pageNumber: 0, pageSize: 100 },
});
