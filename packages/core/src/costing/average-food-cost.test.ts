import { describe, expect, it } from 'vitest';
import { averageFoodCostPercent } from './average-food-cost.ts';

describe('averageFoodCostPercent', () => {
  it('is the mean of the items that have a food-cost %', () => {
    // (25 + 30 + 35) ÷ 3 = 30; the unpriced item (null) is left out, not counted as 0
    expect(averageFoodCostPercent([25, null, 30, 35])).toBeCloseTo(30, 10);
  });

  it('is null when no item has a price', () => {
    expect(averageFoodCostPercent([])).toBeNull();
    expect(averageFoodCostPercent([null, null])).toBeNull();
  });
});
