import { describe, expect, it } from 'vitest';
import { packPriceText } from './pack-price.ts';

describe('packPriceText', () => {
  it('shows the pack with a plural label and the price of one unit', () => {
    // $48 ÷ 180 = $0.2667 → $0.27 per egg.
    expect(packPriceText({ cost: 48, costAmount: 180, costUnits: 'Each' })).toBe(
      '$48.00 per 180 Each · $0.27 / Each',
    );
    // $130 ÷ 10 = $13.00 per pound.
    expect(packPriceText({ cost: 130, costAmount: 10, costUnits: 'Pound' })).toBe(
      '$130.00 per 10 Pounds · $13.00 / Pound',
    );
    // $40 ÷ 32 = $1.25 per fluid ounce.
    expect(packPriceText({ cost: 40, costAmount: 32, costUnits: 'Fluid Ounce' })).toBe(
      '$40.00 per 32 Fluid Ounces · $1.25 / Fluid Ounce',
    );
    // Half a gallon for $3: $6.00 a gallon (a pack below 1 keeps the singular label).
    expect(packPriceText({ cost: 3, costAmount: 0.5, costUnits: 'Gallon' })).toBe(
      '$3.00 per 0.5 Gallon · $6.00 / Gallon',
    );
  });

  it('shows a pack of one as its unit price, and counts a missing amount as 1 (spec 9)', () => {
    expect(packPriceText({ cost: 4.5, costAmount: 1, costUnits: 'Pound' })).toBe('$4.50 per Pound');
    expect(packPriceText({ cost: 4.5, costAmount: 0, costUnits: 'Pound' })).toBe('$4.50 per Pound');
  });

  it('shows the cost alone without cost units, and nothing without a cost', () => {
    expect(packPriceText({ cost: 4.5, costAmount: 2, costUnits: null })).toBe('$4.50');
    expect(packPriceText({ cost: null, costAmount: 2, costUnits: 'Pound' })).toBeNull();
  });
});
