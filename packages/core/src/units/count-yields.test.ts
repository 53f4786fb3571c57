import { describe, expect, it } from 'vitest';
import { menuItemCost } from '../costing/menu-item-cost.ts';
import { recipeCost, subRecipeFactor } from '../costing/recipe-cost.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { suggestedUnits } from './yield-units.ts';

// Butter Cookies yield 24 Each from 1 lb of butter at $4: $4.00 a batch, $0.1667 a cookie.
const cookies: TRecipeNode = {
  id: 1,
  name: 'Butter Cookies',
  yieldQuantity: 24,
  yieldUnits: 'Each',
  recipeIngredients: [
    {
      id: 1,
      ingredient: { name: 'Butter', cost: 4, costAmount: 1, costUnits: 'Pound' },
      yieldQuantity: 1,
      yieldUnits: 'Pound',
    },
  ],
  recipeSubRecipes: [],
};
// A tart yields 8 Slices: $6.00 a tart.
const tart: TRecipeNode = {
  ...cookies,
  id: 2,
  name: 'Lemon Tart',
  yieldQuantity: 8,
  yieldUnits: 'Slice',
  recipeIngredients: [
    {
      id: 2,
      ingredient: { name: 'Lemon Curd', cost: 6, costAmount: 1, costUnits: 'Each' },
      yieldQuantity: 1,
      yieldUnits: 'Each',
    },
  ],
};

describe('count yields (Each, Slice) followed by sub-recipe and menu item lines', () => {
  it('offers a count line only its own unit, and uses it as a share of the batch', () => {
    expect(suggestedUnits('Each')).toEqual([]); // the line takes the recipe's own yield unit
    // 6 cookies of a 24-cookie batch = 1/4; 2 slices of 8 = 1/4
    expect(subRecipeFactor(cookies, 6, 'Each')).toEqual({ ok: true, factor: 0.25 });
    expect(subRecipeFactor(tart, 2, 'Slice')).toEqual({ ok: true, factor: 0.25 });
    // a count is not a weight: 6 Ounces of cookies cannot be placed on the batch
    expect(subRecipeFactor(cookies, 6, 'Ounce').ok).toBe(false);
  });

  it('costs a dessert plate of 3 cookies and 1 slice: 3 × 4/24 + 6/8 = $1.25', () => {
    const platter: TRecipeNode = {
      ...cookies,
      id: 3,
      name: 'Dessert Plate',
      yieldQuantity: 1,
      yieldUnits: 'Each',
      recipeIngredients: [],
      recipeSubRecipes: [
        { id: 3, recipe: cookies, yieldQuantity: 3, yieldUnits: 'Each' },
        { id: 4, recipe: tart, yieldQuantity: 1, yieldUnits: 'Slice' },
      ],
    };
    expect(recipeCost(platter).total).toBeCloseTo(0.5 + 0.75, 12);
    // a menu item of 2 servings taking 12 cookies: 12 × $4/24 = $2.00, $1.00 a serving
    const item = {
      name: 'Cookie Basket',
      servings: 2,
      menuItemRecipes: [{ id: 1, recipe: cookies, yieldQuantity: 12, yieldUnits: 'Each' }],
    };
    const cost = menuItemCost(item);
    expect(cost.total).toBeCloseTo(2, 12);
    expect(cost.perServing).toBeCloseTo(1, 12);
  });
});
