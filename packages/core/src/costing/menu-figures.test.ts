import { describe, expect, it } from 'vitest';
import type { TIngredientData, TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { foodCostRating, itemFoodCostRating, menuFigures } from './menu-figures.ts';
import { menuItemCost } from './menu-item-cost.ts';
import { menuItemStatus } from './menu-item-status.ts';
import { recipeCost, type TRecipeCostResult } from './recipe-cost.ts';

const cream: TIngredientData = { id: 1, name: 'Cream', cost: 8, costAmount: 1, costUnits: 'Quart' };
// Base: 1 Quart of cream ($8) → 1 Quart.
const base: TRecipeNode = {
  name: 'Base',
  team: 'Pastry',
  category: 'Ice Cream and Sorbet',
  yieldQuantity: 1,
  yieldUnits: 'Quart',
  prepNotes: 'Churn.',
  recipeIngredients: [{ ingredient: cream, yieldQuantity: 1, yieldUnits: 'Quart' }],
  recipeSubRecipes: [],
};
// Two menu items share the base: 1 Cup ($2) for 1 serving, and 2 Cup ($4) for 4 servings ($1 each).
const scoop: TMenuItemNode = {
  name: 'Scoop',
  servings: 1,
  menuItemRecipes: [{ recipe: base, yieldQuantity: 1, yieldUnits: 'Cup' }],
};
const tasting: TMenuItemNode = {
  name: 'Tasting',
  servings: 4,
  menuItemRecipes: [{ recipe: base, yieldQuantity: 2, yieldUnits: 'Cup' }],
};

describe('menu figures', () => {
  it('prices each item: food-cost %, gross profit, margin; the average over priced items', () => {
    const figures = menuFigures({
      name: 'Sweets',
      menuSections: [
        {
          name: 'Ices',
          menuSectionItems: [
            { menuItem: scoop, price: 8 },
            { menuItem: tasting, price: 5 },
          ],
        },
        { name: 'Later', menuSectionItems: [{ menuItem: scoop, price: null }] },
      ],
    });
    // Scoop $2 at $8: 25 %, $6 profit, 75 % margin. Tasting $1 at $5: 20 %. No price: not averaged.
    expect(figures.sections[0][0]).toMatchObject({
      costPerServing: 2,
      foodCostPercent: 25,
      grossProfit: 6,
      profitMargin: 75,
    });
    expect(figures.sections[0][1].foodCostPercent).toBeCloseTo(20, 10);
    expect(figures.sections[1][0].foodCostPercent).toBeNull();
    expect(figures.averageFoodCostPercent).toBeCloseTo(22.5, 10);
    expect(foodCostRating(25)).toBe('under');
    expect(foodCostRating(33)).toBe('near');
    expect(foodCostRating(36)).toBe('over');
  });

  it('an item whose recipe has no yield is priced from a lower bound: not averaged, never rated under', () => {
    // Scampi: its recipe has no yield yet, so its line cannot be costed ("≥ $0.00").
    const scampi: TMenuItemNode = {
      name: 'Scampi',
      servings: 1,
      menuItemRecipes: [{ recipe: { ...base, yieldQuantity: null }, yieldQuantity: 1, yieldUnits: 'Cup' }],
    };
    const lunch = {
      name: 'Mains',
      menuSectionItems: [scoop, scampi].map((menuItem, i) => ({ menuItem, price: [8, 14.5][i] })),
    };
    const figures = menuFigures({ name: 'Lunch', menuSections: [lunch] });
    const [scoopFigures, scampiFigures] = figures.sections[0];
    expect(scampiFigures).toMatchObject({ costPerServing: 0, costComplete: false, foodCostPercent: 0 });
    // The menu's average is the scoop's 25 %, not (25 + 0) ÷ 2 = 12.5 %.
    expect(figures.averageFoodCostPercent).toBeCloseTo(25, 10);
    // "At least 0 %" says nothing about the target; "at least 38 %" is over it whatever the rest costs.
    expect(itemFoodCostRating(scampiFigures, 30)).toBeNull();
    expect(itemFoodCostRating({ foodCostPercent: 38, costComplete: false }, 30)).toBe('over');
    expect(itemFoodCostRating(scoopFigures, 30)).toBe('under');
  });

  it('a shared memo costs a shared recipe once and answers the same figures', () => {
    const memo = new Map<TRecipeNode, TRecipeCostResult>();
    const first = menuItemCost(scoop, memo);
    const cached = memo.get(base);
    const second = menuItemCost(tasting, memo);
    expect(memo.get(base)).toBe(cached); // not recomputed
    expect(recipeCost(base, memo)).toBe(cached);
    expect(first).toEqual(menuItemCost(scoop));
    expect(second.perServing).toBeCloseTo(1, 10);
    const known = new Map<TRecipeNode, boolean>();
    expect(menuItemStatus(tasting, second, known).complete).toBe(false); // no description etc.
    expect(known.get(base)).toBe(false); // the base itself is complete
  });
});
