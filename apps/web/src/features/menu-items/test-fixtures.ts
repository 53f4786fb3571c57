import type { TGraphIngredient, TMenuItem, TMenuItemListItem, TRecipeGraph } from '@brigade/core';

/**
 * A small kitchen for the menu item screen tests, with the figures worked out by hand:
 * - Tomatoes: $3 per 1 Pound; per 100 Gram: 18 kcal, 5 mg sodium; allergens reviewed, none.
 * - Cream: $12.48 per 1 Quart (4 Cups) → 1 Cup costs $3.12; per 1 Cup: 821 kcal, 88 g fat; no sodium
 *   data; contains MILK.
 * - Tomato Soup yields 1 Quart from 1 Pound of tomatoes: $3.00 a batch. 2 Cups = 1/2 Quart → $1.50.
 * - Cream Sauce yields 1 Cup from 1 Cup of cream: $3.12 a batch. 1 Cup → $3.12.
 * - Tomato Bisque (1 serving): 2 Cups soup + 1 Cup sauce = 1.50 + 3.12 = $4.62 per serving.
 *   Suggested price (spec 9): 4.62 ÷ 0.33 = $14.00 to 4.62 ÷ 0.28 = $16.50; midpoint $15.25.
 */
export const TOMATOES: TGraphIngredient = {
  id: 31,
  name: 'Tomatoes',
  cost: 3,
  costAmount: 1,
  costUnits: 'Pound',
  servingSize: 100,
  servingUnits: 'Gram',
  conversions: [],
  ingredientNutrients: [
    { nutrient: 'Energy', amount: 18, units: 'kcal' },
    { nutrient: 'Sodium, Na', amount: 5, units: 'mg' },
  ],
  allergens: [],
};

export const CREAM: TGraphIngredient = {
  id: 32,
  name: 'Cream',
  cost: 12.48,
  costAmount: 1,
  costUnits: 'Quart',
  servingSize: 1,
  servingUnits: 'Cup',
  conversions: [],
  ingredientNutrients: [
    { nutrient: 'Energy', amount: 821, units: 'kcal' },
    { nutrient: 'Total lipid (fat)', amount: 88, units: 'g' },
  ],
  allergens: ['MILK'],
};

const recipe = (
  id: number,
  name: string,
  yieldUnits: string,
  ingredient: TGraphIngredient,
  yieldQuantity: number,
  units: string,
) => ({
  id,
  name,
  team: 'Banquets',
  category: 'Soups and Gravies',
  yieldQuantity: 1,
  yieldUnits,
  prepNotes: 'Simmer.',
  recipeIngredients: [{ id: id * 10, ingredientId: ingredient.id, yieldQuantity, yieldUnits: units }],
  recipeSubRecipes: [],
});

/** GET /api/recipes/1/tree */
export const SOUP_TREE: TRecipeGraph = {
  rootId: 1,
  recipes: [recipe(1, 'Tomato Soup', 'Quart', TOMATOES, 1, 'Pound')],
  ingredients: [TOMATOES],
};

/** GET /api/recipes/2/tree */
export const SAUCE_TREE: TRecipeGraph = {
  rootId: 2,
  recipes: [recipe(2, 'Cream Sauce', 'Cup', CREAM, 1, 'Cup')],
  ingredients: [CREAM],
};

/** GET /api/recipes rows for the pickers. */
export const RECIPE_ROWS = [
  { id: 2, name: 'Cream Sauce', category: 'Sauces and Stocks', team: 'Banquets', numberOfIngredients: 1 },
  { id: 1, name: 'Tomato Soup', category: 'Soups and Gravies', team: 'Banquets', numberOfIngredients: 1 },
].map((r) => ({ ...r, valid: true, errorMessages: [] }));

const soupLine = {
  id: 51,
  recipe: { id: 1, name: 'Tomato Soup', yieldQuantity: 1, yieldUnits: 'Quart' },
  yieldQuantity: 2,
  yieldUnits: 'Cup',
  suggestedUnits: ['Cup', 'Quart'],
};
const sauceLine = {
  id: 52,
  recipe: { id: 2, name: 'Cream Sauce', yieldQuantity: 1, yieldUnits: 'Cup' },
  yieldQuantity: 1,
  yieldUnits: 'Cup',
  suggestedUnits: ['Cup', 'Quart'],
};

/** A menu item as GET /api/menuItems/{id} answers it (the computed parts as the server would). */
export function menuItemReply(overrides: Partial<TMenuItem> & { id: number; name: string }): TMenuItem {
  return {
    version: 3,
    description: 'Roasted tomato soup finished with cream.',
    platingNotes: 'Swirl of cream, basil leaf.',
    servings: 1,
    servingSize: '12 oz bowl',
    courseType: 'Appetizer',
    servingVessel: 'Bowl',
    menuItemRecipes: [],
    valid: true,
    errorMessages: [],
    cost: {
      total: 0,
      perServing: 0,
      lines: [],
      suggestedPrice: { low: 0, high: 0, midpoint: 0 },
      errors: [],
    },
    nutrition: { perServing: [], facts: [], errors: [] },
    allergens: [],
    allergensNotReviewed: [],
    createdDate: '2026-11-22T10:00:00.000Z',
    lastModifiedDate: '2026-11-22T10:00:00.000Z',
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
    ...overrides,
  };
}

export const BISQUE = menuItemReply({
  id: 5,
  name: 'Tomato Bisque',
  menuItemRecipes: [soupLine, sauceLine],
  cost: {
    total: 4.62,
    perServing: 4.62,
    lines: [
      { line: 0, id: 1, name: 'Tomato Soup', cost: 1.5 },
      { line: 1, id: 2, name: 'Cream Sauce', cost: 3.12 },
    ],
    suggestedPrice: { low: 14, high: 16.5, midpoint: 15.25 },
    errors: [],
  },
  allergens: ['MILK'],
});

export function listRow(
  overrides: Partial<TMenuItemListItem> & { id: number; name: string },
): TMenuItemListItem {
  return {
    description: null,
    courseType: 'Entrée',
    servings: 1,
    numberOfRecipes: 1,
    valid: true,
    errorMessages: [],
    costPerServing: 4.62,
    costComplete: true,
    suggestedPrice: { low: 14, high: 16.5, midpoint: 15.25 },
    allergens: [],
    allergensNotReviewed: [],
    ...overrides,
  };
}

export const page = <T>(content: T[], number = 0, last = true) => ({
  content,
  number,
  size: 2,
  numberOfElements: content.length,
  totalElements: content.length,
  totalPages: last ? number + 1 : number + 2,
  first: number === 0,
  last,
  pageable: { pageNumber: number, pageSize: 2 },
});
