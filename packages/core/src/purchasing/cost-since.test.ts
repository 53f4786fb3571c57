import { describe, expect, it } from 'vitest';
import { recipeCost } from '../costing/recipe-cost.ts';
import type { TIngredientData, TRecipeNode } from '../model/recipe-tree.ts';
import { ALMOND_CAKE, PANNA_COTTA } from '../testing/desserts.ts';
import { costSince, menuPlateCost, repriceRecipe, type TPriceAt } from './cost-since.ts';

const butter: TIngredientData = { id: 1, name: 'Butter', cost: 4.8, costAmount: 1, costUnits: 'Pound' };
const flour: TIngredientData = { id: 2, name: 'Flour', cost: 22, costAmount: 50, costUnits: 'Pound' };
const milk: TIngredientData = { id: 3, name: 'Milk', cost: 4, costAmount: 1, costUnits: 'Gallon' };
const roux: TRecipeNode = {
  name: 'Roux',
  yieldQuantity: 1,
  yieldUnits: 'Pound',
  recipeIngredients: [
    { ingredient: butter, yieldQuantity: 0.5, yieldUnits: 'Pound' },
    { ingredient: flour, yieldQuantity: 0.5, yieldUnits: 'Pound' },
  ],
  recipeSubRecipes: [],
};
const sauce: TRecipeNode = {
  name: 'Sauce',
  yieldQuantity: 1,
  yieldUnits: 'Gallon',
  recipeIngredients: [{ ingredient: milk, yieldQuantity: 1, yieldUnits: 'Gallon' }],
  recipeSubRecipes: [{ recipe: roux, yieldQuantity: 1, yieldUnits: 'Pound' }],
};

describe('cost since a date', () => {
  it('costs the tree at past prices and names what moved it', () => {
    // Then: butter $4.50 / lb, flour $20 / 50 lb, milk unchanged ($4 / gal).
    const then = new Map<number, TPriceAt>([
      [1, { cost: 4.5, costAmount: 1, costUnits: 'Pound' }],
      [2, { cost: 20, costAmount: 50, costUnits: 'Pound' }],
      [3, { cost: 4, costAmount: 1, costUnits: 'Gallon' }],
    ]);
    const names = new Map([
      [1, 'Butter'],
      [2, 'Flour'],
      [3, 'Milk'],
    ]);
    // Then: 4 + 0.5 × 4.50 + 0.5 × 0.40 = 6.45; now: 4 + 0.5 × 4.80 + 0.5 × 0.44 = 6.62.
    const since = costSince((p) => recipeCost(repriceRecipe(sauce, p)).total, then, names);
    expect(since.costThen).toBeCloseTo(6.45, 10);
    expect(since.costNow).toBeCloseTo(6.62, 10);
    expect(since.change).toBeCloseTo(0.17, 10);
    expect(since.changePercent).toBeCloseTo((0.17 / 6.45) * 100, 10);
    // Butter moved it $0.15, flour $0.02; milk did not move.
    expect(since.movers).toEqual([
      { ingredientId: 1, name: 'Butter', change: expect.closeTo(0.15, 10) },
      { ingredientId: 2, name: 'Flour', change: expect.closeTo(0.02, 10) },
    ]);
    // The tree itself is untouched.
    expect(recipeCost(sauce).total).toBeCloseTo(6.62, 10);
  });
});

describe('menuPlateCost', () => {
  it('costs one serving of each menu item of the menu, each once', () => {
    // Panna cotta $0.50 (in two sections) + almond cake $3.00 = $3.50 (testing/desserts.ts).
    const menu = {
      name: 'Winter',
      menuSections: [
        { menuSectionItems: [{ menuItem: PANNA_COTTA }, { menuItem: ALMOND_CAKE }] },
        { menuSectionItems: [{ menuItem: PANNA_COTTA }, { menuItem: null }] },
      ],
    };
    expect(menuPlateCost(menu)).toBeCloseTo(3.5, 10);
  });
});
