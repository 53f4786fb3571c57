import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format/display.ts';
import { EGG, FLOUR, SALT } from '../testing/kitchen.ts';
import { costPerUnit, effectiveCostAmount, ingredientCost } from './ingredient-cost.ts';

describe('ingredient cost (spec 9)', () => {
  it('4 cups of flour, 1 cup = 125 g, at $20 per 50 lb → $0.44', () => {
    // cost per unit = $20 ÷ 50 = $0.40 / lb
    // 4 cup × 125 g = 500 g; 500 ÷ 453.59237 = 1.102311 lb; × $0.40 = $0.440925 → $0.44
    const r = ingredientCost(FLOUR, 4, 'Cup');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cost).toBeCloseTo(0.440925, 6);
    expect(formatMoney(r.cost)).toBe('$0.44');
  });

  it('costs per piece and through a volume conversion', () => {
    // eggs: $3.60 ÷ 12 = $0.30 each; 3 eggs = $0.90
    expect(ingredientCost(EGG, 3, 'Each')).toEqual({ ok: true, cost: expect.closeTo(0.9, 12) });
    // eggs bought by the piece, used by weight: 100 g ÷ 50 g = 2 eggs = $0.60
    expect(ingredientCost(EGG, 100, 'Gram')).toEqual({ ok: true, cost: expect.closeTo(0.6, 12) });
    // salt: $1 / 26 oz; 1 Tbs = 3 tsp = 18 g = 18 ÷ 28.349523125 oz = 0.634932 oz → $0.024420
    const salt = ingredientCost(SALT, 1, 'Tablespoon');
    expect(salt.ok && salt.cost).toBeCloseTo(0.02442, 6);
  });

  it('counts a cost amount of 0, missing or negative as 1', () => {
    expect(effectiveCostAmount(0)).toBe(1);
    expect(effectiveCostAmount(null)).toBe(1);
    expect(effectiveCostAmount(undefined)).toBe(1);
    expect(effectiveCostAmount(-5)).toBe(1);
    expect(effectiveCostAmount(2.5)).toBe(2.5);
    expect(costPerUnit({ cost: 12, costAmount: 0 })).toBe(12);
    expect(costPerUnit({ cost: 12, costAmount: 4 })).toBe(3);
    expect(costPerUnit({ cost: null, costAmount: 4 })).toBeNull();
  });

  it('reports why a line cannot be costed, never a silent zero', () => {
    expect(ingredientCost({ ...FLOUR, cost: null }, 1, 'Cup')).toEqual({
      ok: false,
      message: 'Please enter the cost',
    });
    expect(ingredientCost({ ...FLOUR, costUnits: null }, 1, 'Cup')).toEqual({
      ok: false,
      message: 'Cost units are required',
    });
    expect(ingredientCost({ ...FLOUR, conversions: [] }, 1, 'Cup')).toEqual({
      ok: false,
      message: 'There were no available conversions',
    });
    expect(ingredientCost(FLOUR, null, 'Cup')).toEqual({
      ok: false,
      message: 'Cannot convert; found null conversion values',
    });
    expect(ingredientCost(FLOUR, 1, 'Slice')).toEqual({
      ok: false,
      message: 'There were no paths to a suitable conversions - exhausted all possibilities',
    });
  });

  it('property: cost is linear in quantity', () => {
    const units = ['Cup', 'Tablespoon', 'Gram', 'Kilogram', 'Ounce', 'Pound', 'Liter', 'Teaspoon'] as const;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.constantFrom(...units),
        (a, b, k, unit) => {
          const cost = (q: number) => {
            const r = ingredientCost(FLOUR, q, unit);
            if (!r.ok) throw new Error(r.message);
            return r.cost;
          };
          const tolerance = 1e-9 * (1 + cost(a) + cost(b) + k * cost(a));
          expect(Math.abs(cost(a + b) - (cost(a) + cost(b)))).toBeLessThan(tolerance);
          expect(Math.abs(cost(k * a) - k * cost(a))).toBeLessThan(tolerance);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
