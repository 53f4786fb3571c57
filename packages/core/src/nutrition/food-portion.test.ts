import { describe, expect, it } from 'vitest';
import { defaultPortion, nutrientsForPortion, portionFactor } from './food-portion.ts';

describe('food portions (spec 9)', () => {
  it('scales per-100 amounts by gram weight ÷ 100', () => {
    // 1 cup of flour weighs 125 g: factor 1.25; protein 10.3 g/100 g → 12.875 g
    expect(portionFactor({ amount: 1, measureName: 'cup', gramWeight: 125 })).toBe(1.25);
    const n = nutrientsForPortion([{ amount: 10.3, nutrient: { name: 'Protein', unitName: 'g' } }], {
      gramWeight: 125,
    });
    expect(n?.[0].amount).toBeCloseTo(12.875, 12);
  });

  it('without gram weight converts the portion to g or ml ÷ 100', () => {
    // 2 oz = 56.69904625 g → factor 0.5669904625
    expect(portionFactor({ amount: 2, measureName: 'oz' })).toBeCloseTo(0.5669904625, 12);
    // 1 cup = 236.5882365 ml → 2.365882365
    expect(portionFactor({ amount: 1, measureName: 'Cup' })).toBeCloseTo(2.365882365, 12);
    expect(portionFactor({ amount: 1, measureName: 'slice' })).toBeNull();
  });

  it('defaults to the portion with amount 100', () => {
    const portions = [
      { amount: 1, measureName: 'cup' },
      { amount: 100, measureName: 'g' },
    ];
    expect(defaultPortion(portions)).toBe(portions[1]);
  });
});
