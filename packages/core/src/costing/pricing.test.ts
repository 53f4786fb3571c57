import { describe, expect, it } from 'vitest';
import { priceFigures, suggestedPriceRange } from './pricing.ts';

describe('menu item pricing (spec 9)', () => {
  it('suggests food cost ÷ 0.33 to food cost ÷ 0.28, starting at the midpoint', () => {
    // $3.30 ÷ 0.33 = $10.00; $3.30 ÷ 0.28 = $11.785714; midpoint (10 + 11.785714) ÷ 2 = $10.892857
    const r = suggestedPriceRange(3.3);
    expect(r.low).toBeCloseTo(10, 10);
    expect(r.high).toBeCloseTo(11.785714, 6);
    expect(r.midpoint).toBeCloseTo(10.892857, 6);
  });

  it('shows margin, food cost % and gross profit at a chosen price', () => {
    // price $12, food cost $3.30: profit $8.70; margin 8.70 ÷ 12 = 72.5 %; food cost 3.30 ÷ 12 = 27.5 %
    const f = priceFigures(12, 3.3);
    expect(f.grossProfit).toBeCloseTo(8.7, 10);
    expect(f.profitMargin).toBeCloseTo(72.5, 10);
    expect(f.foodCostPercent).toBeCloseTo(27.5, 10);
    expect(priceFigures(0, 3.3)).toEqual({ grossProfit: -3.3, profitMargin: null, foodCostPercent: null });
  });
});
