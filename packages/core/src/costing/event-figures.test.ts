import { describe, expect, it } from 'vitest';
import type { TIngredientData, TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { allergenWarnings, eventFigures } from './event-figures.ts';

const cream: TIngredientData = {
  id: 1,
  name: 'Cream',
  cost: 8,
  costAmount: 1,
  costUnits: 'Quart',
  allergens: ['MILK'],
};
const almonds: TIngredientData = {
  id: 2,
  name: 'Almonds',
  cost: 12,
  costAmount: 1,
  costUnits: 'Pound',
  allergens: ['TREE_NUTS'],
};
const recipe = (name: string, ingredient: TIngredientData, qty: number, units: string): TRecipeNode => ({
  name,
  yieldQuantity: 1,
  yieldUnits: 'Each',
  recipeIngredients: [{ ingredient, yieldQuantity: qty, yieldUnits: units }],
  recipeSubRecipes: [],
});
// Panna cotta: 1 Cup of cream = 1/4 qt × $8 = $2.00 a batch of 4 → $0.50 a serving.
const pannaCotta: TMenuItemNode & { id: number } = {
  id: 10,
  name: 'Panna Cotta',
  servings: 4,
  menuItemRecipes: [{ recipe: recipe('Panna cotta', cream, 1, 'Cup'), yieldQuantity: 1, yieldUnits: 'Each' }],
};
// Almond cake: 4 oz almonds = 1/4 lb × $12 = $3.00 a serving.
const cake: TMenuItemNode & { id: number } = {
  id: 11,
  name: 'Almond Cake',
  servings: 1,
  menuItemRecipes: [{ recipe: recipe('Cake', almonds, 4, 'Ounce'), yieldQuantity: 1, yieldUnits: 'Each' }],
};

describe('event figures', () => {
  it('costs the menu at its prep quantities, per guest and against the price per guest', () => {
    // 100 panna cotta × $0.50 + 20 cakes × $3.00 = $50 + $60 = $110; 100 guests → $1.10 each;
    // at $5.50 a guest: 20 %.
    const f = eventFigures(
      [
        { menuItem: pannaCotta, prepQuantity: 100 },
        { menuItem: cake, prepQuantity: 20 },
      ],
      100,
      5.5,
    );
    expect(f.foodCost).toBeCloseTo(110, 10);
    expect(f.foodCostPerGuest).toBeCloseTo(1.1, 10);
    expect(f.foodCostPercent).toBeCloseTo(20, 10);
    expect(f.costComplete).toBe(true);
    expect(eventFigures([{ menuItem: cake, prepQuantity: null }], 0, null)).toEqual({
      foodCost: 0,
      foodCostPerGuest: null,
      foodCostPercent: null,
      costComplete: true,
    });
  });

  it('warns for each menu item containing an allergen a guest declared', () => {
    expect(
      allergenWarnings(
        [pannaCotta, cake, cake],
        [
          { count: 12, allergen: null },
          { count: 2, allergen: 'TREE_NUTS' },
          { count: 1, allergen: 'TREE_NUTS' },
          { count: 4, allergen: 'SHELLFISH' },
        ],
      ),
    ).toEqual([{ menuItemId: 11, menuItemName: 'Almond Cake', allergen: 'TREE_NUTS', guests: 3 }]);
  });
});
