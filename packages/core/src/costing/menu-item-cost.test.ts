import { describe, expect, it } from 'vitest';
import type { TMenuItemNode } from '../model/recipe-tree.ts';
import { bechamel, gratin } from '../testing/kitchen.ts';
import { menuItemCost } from './menu-item-cost.ts';

describe('menu item food cost', () => {
  it('sums its recipe lines and divides by servings', () => {
    // Gratin batch $1.305349 for 8 Each → 4 Each = half = $0.652674
    // Béchamel $1.410698 per Quart → 1 Cup = 1/4 qt = $0.352674
    // total $1.005349 for 4 servings → $0.251337 per serving
    // price range 0.251337 ÷ 0.33 = $0.761628 … 0.251337 ÷ 0.28 = $0.897633
    const item: TMenuItemNode = {
      id: 7,
      name: 'Gratin plate',
      servings: 4,
      menuItemRecipes: [
        { recipe: gratin(), yieldQuantity: 4, yieldUnits: 'Each' },
        { recipe: bechamel(), yieldQuantity: 1, yieldUnits: 'Cup' },
      ],
    };
    const c = menuItemCost(item);
    expect(c.total).toBeCloseTo(1.005349, 6);
    expect(c.perServing).toBeCloseTo(0.251337, 6);
    expect(c.suggestedPrice.low).toBeCloseTo(0.761628, 6);
    expect(c.suggestedPrice.high).toBeCloseTo(0.897633, 6);
    expect(c.lines.map((l) => l.name)).toEqual(['Gratin', 'Béchamel']);
    expect(c.errors).toEqual([]);
  });

  it("says a line's recipe has no yield yet by naming the recipe, not as the line's own yield", () => {
    // The line asks for 1 Each, but the recipe itself has no yield: nothing to scale it by.
    const c = menuItemCost({
      name: 'Scampi plate',
      servings: 1,
      menuItemRecipes: [
        { recipe: { ...gratin(), yieldQuantity: null }, yieldQuantity: 1, yieldUnits: 'Each' },
      ],
    });
    expect(c.errors).toEqual([{ line: 0, name: 'Gratin', message: 'Gratin: Please enter a yield' }]);
    expect(c.total).toBe(0);
  });

  it('counts missing servings as 1 and reports lines it cannot cost', () => {
    const c = menuItemCost({
      name: 'Sauce boat',
      servings: null,
      menuItemRecipes: [
        { recipe: bechamel(), yieldQuantity: 2, yieldUnits: 'Cup' },
        { recipe: bechamel(), yieldQuantity: 2, yieldUnits: 'Each' },
        { recipe: null, yieldQuantity: 1, yieldUnits: 'Cup' },
      ],
    });
    // 2 cups = 1/2 qt → $0.705349; the Each line and the empty line are errors
    expect(c.perServing).toBeCloseTo(0.705349, 6);
    expect(c.errors).toEqual([
      { line: 1, name: 'Béchamel', message: 'There were no available conversions' },
      { line: 2, name: '', message: 'Recipe is required' },
    ]);
  });
});
