import { describe, expect, it } from 'vitest';
import { ingredientServings } from '../nutrition/recipe-nutrition.ts';
import { orderGuide, type TPurchasable } from '../purchasing/order-guide.ts';
import { ingredientCost } from './ingredient-cost.ts';
import { asPurchased, proposedYieldPercent, yieldFraction } from './trim-yield.ts';

// An onion, 90 % edible: $30 for a 50 lb sack, 1 Each = 150 g (edible).
const onion: TPurchasable = {
  id: 1,
  name: 'Yellow Onion',
  cost: 30,
  costAmount: 50,
  costUnits: 'Pound',
  yieldPercent: 90,
  servingSize: 100,
  servingUnits: 'Gram',
  conversions: [{ quantityStart: 1, unitsStart: 'Each', quantityEnd: 150, unitsEnd: 'Gram' }],
  ingredientNutrients: [{ nutrient: 'Energy', amount: 40, units: 'kcal' }],
  vendor: { id: 1, name: 'Green Valley' },
};

describe('trim yield', () => {
  it('buys edible ÷ yield: 900 g edible at 90 % is 1,000 g as purchased', () => {
    expect(asPurchased(900, 90)).toBeCloseTo(1000, 12);
    expect(asPurchased(900, 100)).toBe(900);
    // missing or impossible yields count as 100 %
    for (const y of [null, undefined, 0, -5, 120, Number.NaN]) expect(yieldFraction(y)).toBe(1);
  });

  it('costs the edible quantity at the as-purchased price', () => {
    // 900 g edible ÷ 0.9 = 1,000 g bought = 1000 ÷ 453.59237 lb = 2.204623 lb × $0.60 = $1.322774
    const cost = ingredientCost(onion, 900, 'Gram');
    expect(cost.ok && cost.cost).toBeCloseTo((1000 / 453.59237) * 0.6, 12);
    // the same onion at 100 %: 900 g = 1.984160 lb × $0.60 = $1.190496
    const whole = ingredientCost({ ...onion, yieldPercent: 100 }, 900, 'Gram');
    expect(whole.ok && whole.cost).toBeCloseTo((900 / 453.59237) * 0.6, 12);
  });

  it('orders the as-purchased quantity: 45 lb edible at 90 % is 50 lb, one sack', () => {
    const guide = orderGuide([{ ingredient: onion, quantity: 45, units: 'Pound' }]);
    const line = guide.vendors[0].lines[0];
    expect(line.quantity).toBeCloseTo(50, 12); // 45 ÷ 0.9
    expect(line.packs).toBe(1);
    // 46 lb edible ÷ 0.9 = 51.11 lb: two sacks (a 100 % yield would need one)
    expect(orderGuide([{ ingredient: onion, quantity: 46, units: 'Pound' }]).vendors[0].lines[0].packs).toBe(
      2,
    );
    // 20 Each × 150 g = 3,000 g edible ÷ 0.9 = 3,333.33 g = 7.348742 lb
    const each = orderGuide([{ ingredient: onion, quantity: 20, units: 'Each' }]).vendors[0].lines[0];
    expect(each.quantity).toBeCloseTo(3000 / 0.9 / 453.59237, 9);
  });

  it('counts nutrition on the edible quantity, as it is', () => {
    // 900 g edible ÷ 100 g serving = 9 servings (not 10)
    expect(ingredientServings(onion, 900, 'Gram')).toEqual({ ok: true, servings: 9 });
  });

  it("proposes 100 − a USDA food's refuse %", () => {
    expect(proposedYieldPercent(10)).toBe(90); // onions
    expect(proposedYieldPercent(0)).toBe(100);
    expect(proposedYieldPercent(null)).toBe(100);
    expect(proposedYieldPercent(100)).toBe(100); // nothing edible is not a yield
  });
});
