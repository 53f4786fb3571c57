import { describe, expect, it } from 'vitest';
import { averageFoodCostPercent } from './average-food-cost.ts';

const costed = (foodCostPercent: number | null) => ({ foodCostPercent, costComplete: true });

describe('averageFoodCostPercent', () => {
  it('is the mean of the items that have a food-cost %', () => {
    // (25 + 30 + 35) ÷ 3 = 30; the unpriced item (null) is left out, not counted as 0
    expect(averageFoodCostPercent([costed(25), costed(null), costed(30), costed(35)])).toBeCloseTo(30, 10);
  });

  it('leaves out an item whose cost is only a lower bound (a line that cannot be costed)', () => {
    // The scampi's recipe has no yield: "≥ $0.00" at $14.50 is "0 %", which is not its food cost.
    // (29.83 + 30.69 + 28.37) ÷ 3 = 29.63, not (29.83 + 30.69 + 0 + 28.37) ÷ 4 = 22.2225.
    const lunch = [costed(29.83), costed(30.69), { foodCostPercent: 0, costComplete: false }, costed(28.37)];
    expect(averageFoodCostPercent(lunch)).toBeCloseTo(29.63, 10);
  });

  it('is null when no item has a price, or none a known cost', () => {
    expect(averageFoodCostPercent([])).toBeNull();
    expect(averageFoodCostPercent([costed(null), costed(null)])).toBeNull();
    expect(averageFoodCostPercent([{ foodCostPercent: 12, costComplete: false }])).toBeNull();
  });
});
