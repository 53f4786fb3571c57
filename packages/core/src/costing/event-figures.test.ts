import { describe, expect, it } from 'vitest';
import { ALMOND_CAKE as cake, PANNA_COTTA as pannaCotta } from '../testing/desserts.ts';
import { allergenWarnings, eventFigures } from './event-figures.ts';

describe('event figures', () => {
  it('costs the menu at its prep quantities, per guest and against the price per guest', () => {
    // 100 panna cotta × $0.50 + 20 cakes × $3.00 = $50 + $60 = $110; 100 guests → $1.10 each;
    // at $5.50 a guest: 20 %.
    const f = eventFigures(
      [
        { menuItem: pannaCotta, prepQuantity: 100 },
        { menuItem: cake, prepQuantity: 20 },
      ],
      { guestCount: 100, guaranteedCount: null, pricePerGuest: 5.5 },
    );
    expect(f.foodCost).toBeCloseTo(110, 10);
    expect(f.foodCostPerGuest).toBeCloseTo(1.1, 10);
    expect(f.foodCostPercent).toBeCloseTo(20, 10);
    expect(f.costComplete).toBe(true);
    expect(
      eventFigures([{ menuItem: cake, prepQuantity: null }], {
        guestCount: 0,
        guaranteedCount: null,
        pricePerGuest: null,
      }),
    ).toEqual({
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
