import { describe, expect, it } from 'vitest';
import { priceFigures, priceSlider, sliderPrice, suggestedPriceRange } from './pricing.ts';

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

  it('starts the slider at the midpoint rounded to a cent, and figures from the price shown', () => {
    // food cost $0.56791: 0.56791 ÷ 0.33 = 1.720939; ÷ 0.28 = 2.028250; midpoint 1.874595 → $1.87
    const slider = priceSlider(suggestedPriceRange(0.56791));
    expect(slider).toEqual({ min: 1.72, max: 2.03, start: 1.87 });
    // food cost % at $1.87: 0.56791 ÷ 1.87 = 30.3695 % (at the unrounded $1.874595 it would be 30.2950 %)
    expect(priceFigures(slider.start, 0.56791).foodCostPercent).toBeCloseTo(30.369519, 5);
    // a step from $1.87 is $1.88, not 1.8800000000000001
    expect(sliderPrice(1.87 + 0.01)).toBe(1.88);
    // a half cent rounds up: $7.625 → $7.63
    expect(priceSlider(suggestedPriceRange(2.31)).start).toBe(7.63);
  });
});
