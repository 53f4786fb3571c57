import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ALMOND_CAKE, PANNA_COTTA } from '../testing/desserts.ts';
import { computeMenu, menuFigureFields } from './menu-computed.ts';

// Panna cotta $0.50 a serving (milk), almond cake $3.00 (tree nuts): testing/desserts.ts.
const winter = {
  name: 'Winter',
  season: 'Winter',
  year: 2026,
  menuSections: [
    {
      name: 'Desserts',
      menuSectionItems: [
        { menuItem: PANNA_COTTA, price: 5 },
        { menuItem: ALMOND_CAKE, price: 10 },
      ],
    },
    { name: 'Kids', menuSectionItems: [{ menuItem: PANNA_COTTA, price: 2.5 }] },
  ],
};

describe('computeMenu', () => {
  it('prices each line, averages the food cost, and checks each menu item once', () => {
    const computed = computeMenu(winter);
    // $0.50 ÷ $5 = 10 %, $3 ÷ $10 = 30 %, $0.50 ÷ $2.50 = 20 %: the average is 20 %.
    expect(computed.figures.sections.map((s) => s.map((i) => i.foodCostPercent))).toEqual([[10, 30], [20]]);
    expect(computed.figures.averageFoodCostPercent).toBeCloseTo(20, 10);
    expect([...computed.items.keys()]).toEqual([PANNA_COTTA, ALMOND_CAKE]);
    expect(menuFigureFields(computed)).toEqual({
      valid: true,
      errorMessages: [],
      averageFoodCostPercent: computed.figures.averageFoodCostPercent,
      allergens: ['MILK', 'TREE_NUTS'],
      allergensNotReviewed: [],
    });
  });

  it("applies spec 4's menu rule with the section names copied to the items", () => {
    const computed = computeMenu({
      ...winter,
      season: null,
      menuSections: [{ name: 'Desserts', menuSectionItems: [{ menuItem: ALMOND_CAKE, price: null }] }],
    });
    expect(computed.status.complete).toBe(false);
    expect(computed.status.messages).toEqual([MSG.seasonRequired, MSG.menuItemPriceRequired]);
    expect(computed.figures.averageFoodCostPercent).toBeNull();
  });
});
