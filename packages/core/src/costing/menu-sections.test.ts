import { describe, expect, it } from 'vitest';
import type { TMenuFigures } from './menu-figures.ts';
import { menuSectionsWithFigures } from './menu-sections.ts';

type Head = { id: number; name: string; description: string | null; courseType: string };

const soup: Head = { id: 7, name: 'Onion soup', description: null, courseType: 'Appetizer' };
const tart: Head = { id: 8, name: 'Lemon tart', description: 'With meringue', courseType: 'Dessert' };
const at = (price: number, cost: number) => ({
  costPerServing: cost,
  costComplete: true,
  foodCostPercent: (cost / price) * 100,
  grossProfit: price - cost,
  profitMargin: ((price - cost) / price) * 100,
});

describe('menuSectionsWithFigures', () => {
  it("gives each item its section's name, its menu item's own figures and the figures at its price", () => {
    // Soup at $8 costing $2: 25 % food cost, $6 profit, 75 % margin; tart at $10 costing $4: 40 %, $6, 60 %.
    const figures: TMenuFigures = { sections: [[at(8, 2)], [at(10, 4)]], averageFoodCostPercent: 32.5 };
    const own = new Map([
      [soup, { valid: true, allergens: { allergens: [], notReviewed: [] } }],
      [tart, { valid: false, allergens: { allergens: ['EGGS' as const], notReviewed: ['Lemon curd'] } }],
    ]);
    const sections = menuSectionsWithFigures(
      [
        { id: 1, name: 'Starters', menuSectionItems: [{ id: 11, price: 8, menuItem: soup }] },
        { id: 2, name: 'Desserts', menuSectionItems: [{ id: 21, price: 10, menuItem: tart }] },
      ],
      figures,
      (m) => own.get(m)!,
    );
    expect(sections[1]).toEqual({
      id: 2,
      name: 'Desserts',
      menuSectionItems: [
        {
          id: 21,
          section: 'Desserts',
          menuItem: {
            id: 8,
            name: 'Lemon tart',
            description: 'With meringue',
            courseType: 'Dessert',
            valid: false,
            allergens: ['EGGS'],
            allergensNotReviewed: ['Lemon curd'],
          },
          price: 10,
          costPerServing: 4,
          costComplete: true,
          foodCostPercent: 40,
          grossProfit: 6,
          profitMargin: 60,
        },
      ],
    });
    expect(sections[0].menuSectionItems[0]).toMatchObject({
      section: 'Starters',
      price: 8,
      foodCostPercent: 25,
    });
  });
});
