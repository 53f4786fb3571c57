import { describe, expect, it } from 'vitest';
import { allergenWarningsOfItems, eventFiguresOfCosts } from './event-figures-of-costs.ts';

/** An event of `guests` guests, no guarantee, at `price` a guest. */
const perGuestAt = (guests: number, price: number) => ({
  guestCount: guests,
  guaranteedCount: null,
  pricePerGuest: price,
});

describe('event figures from costs per serving', () => {
  it('costs the menu at its prep quantities, per guest and against the price per guest', () => {
    // 80 × $2.50 + 40 × $4.25 = $200 + $170 = $370; 80 guests → $4.625 each; at $18.50 a guest:
    // 4.625 ÷ 18.5 = 25 %.
    const f = eventFiguresOfCosts(
      [
        { costPerServing: 2.5, prepQuantity: 80 },
        { costPerServing: 4.25, prepQuantity: 40 },
      ],
      { guestCount: 80, guaranteedCount: null, pricePerGuest: 18.5 },
    );
    expect(f.foodCost).toBeCloseTo(370, 10);
    expect(f.foodCostPerGuest).toBeCloseTo(4.625, 10);
    expect(f.foodCostPercent).toBeCloseTo(25, 10);
    expect(f.costComplete).toBe(true);
  });

  it('prepares a line without a quantity for every guest, and has no per-guest figure without guests or price', () => {
    // No quantity, 40 guests: 40 × $3 + 10 × $1.20 = $120 + $12 = $132; $132 ÷ 40 = $3.30 a guest;
    // at $20 a guest, 16.5 %.
    const defaulted = eventFiguresOfCosts(
      [
        { costPerServing: 3, prepQuantity: null },
        { costPerServing: 1.2, prepQuantity: 10 },
      ],
      { guestCount: 40, guaranteedCount: null, pricePerGuest: 20 },
    );
    expect(defaulted.foodCost).toBeCloseTo(132, 10);
    expect(defaulted.foodCostPerGuest).toBeCloseTo(3.3, 10);
    expect(defaulted.foodCostPercent).toBeCloseTo(16.5, 10);
    // No guests: the line without a quantity prepares none, 0 × $3 + 10 × $1.20 = $12; no per-guest
    // figure, so no percentage either.
    expect(
      eventFiguresOfCosts(
        [
          { costPerServing: 3, prepQuantity: null },
          { costPerServing: 1.2, prepQuantity: 10 },
        ],
        { guestCount: 0, guaranteedCount: null, pricePerGuest: 20 },
      ),
    ).toEqual({ foodCost: 12, foodCostPerGuest: null, foodCostPercent: null, costComplete: true });
    // 10 guests but no price: $12 ÷ 10 = $1.20 a guest, no percentage.
    const f = eventFiguresOfCosts([{ costPerServing: 1.2, prepQuantity: 10 }], {
      guestCount: 10,
      guaranteedCount: null,
      pricePerGuest: null,
    });
    expect(f.foodCostPerGuest).toBeCloseTo(1.2, 10);
    expect(f.foodCostPercent).toBeNull();
  });

  it('is a lower bound when a line is known incomplete or has no cost', () => {
    expect(
      eventFiguresOfCosts([{ costPerServing: 2, costComplete: false, prepQuantity: 1 }], perGuestAt(1, 4)),
    ).toEqual({
      foodCost: 2,
      foodCostPerGuest: 2,
      foodCostPercent: 50, // 2 ÷ 4
      costComplete: false,
    });
    expect(
      eventFiguresOfCosts([{ costPerServing: null, prepQuantity: 5 }], perGuestAt(5, 4)).costComplete,
    ).toBe(false);
  });
});

describe('allergen warnings from rolled-up allergens', () => {
  const cake = { id: 11, name: 'Almond Cake', allergens: ['TREE_NUTS', 'WHEAT'] as const };
  const soup = { id: 12, name: 'Bisque', allergens: ['MILK', 'SHELLFISH'] as const };

  it('flags each item containing a declared allergen, with the guests who declared it (summed)', () => {
    // Tree nuts declared twice: 2 + 1 = 3 guests. Milk declared by 4. Wheat not declared.
    const warnings = allergenWarningsOfItems(
      [cake, soup, cake],
      [
        { count: 2, allergen: 'TREE_NUTS' },
        { count: 12, allergen: null },
        { count: 1, allergen: 'TREE_NUTS' },
        { count: 4, allergen: 'MILK' },
      ],
    );
    expect(warnings).toEqual([
      { menuItemId: 11, menuItemName: 'Almond Cake', allergen: 'TREE_NUTS', guests: 3 },
      { menuItemId: 12, menuItemName: 'Bisque', allergen: 'MILK', guests: 4 },
    ]);
  });

  it('says nothing when no guest declared an allergen', () => {
    expect(allergenWarningsOfItems([cake, soup], [{ count: 12, allergen: null }])).toEqual([]);
  });
});
