import { describe, expect, it } from 'vitest';
import { standardFactor } from './factors.ts';

describe('standard factors', () => {
  it('are exact integer ratios inside the US system', () => {
    expect(standardFactor('Cup', 'Tablespoon')).toBe(16);
    expect(standardFactor('Tablespoon', 'Teaspoon')).toBe(3);
    expect(standardFactor('Cup', 'Fluid Ounce')).toBe(8);
    expect(standardFactor('Pint', 'Cup')).toBe(2);
    expect(standardFactor('Quart', 'Pint')).toBe(2);
    expect(standardFactor('Gallon', 'Quart')).toBe(4);
    expect(standardFactor('Gallon', 'Teaspoon')).toBe(768); // 4 qt × 2 pt × 2 cup × 16 Tbs × 3 tsp
    expect(standardFactor('Pound', 'Ounce')).toBe(16);
    expect(48 * standardFactor('Teaspoon', 'Cup')!).toBe(1);
  });

  it('bridge US and metric by the definitions 1 lb = 453.59237 g and 1 cup = 236.5882365 ml', () => {
    expect(standardFactor('Pound', 'Gram')).toBeCloseTo(453.59237, 12);
    expect(standardFactor('Ounce', 'Gram')).toBeCloseTo(28.349523125, 12); // 453.59237 ÷ 16
    expect(standardFactor('Cup', 'Milliliter')).toBeCloseTo(236.5882365, 10);
    expect(standardFactor('Teaspoon', 'Milliliter')).toBeCloseTo(4.92892159375, 12); // cup ÷ 48
    expect(standardFactor('Gallon', 'Liter')).toBeCloseTo(3.785411784, 12); // 16 cups
    expect(standardFactor('Kilogram', 'Pound')).toBeCloseTo(1000 / 453.59237, 12);
    expect(standardFactor('Kilogram', 'Milligram')).toBe(1_000_000);
  });

  it('does not cross families, and Each, Pinch, Slice only equal themselves', () => {
    expect(standardFactor('Cup', 'Gram')).toBeUndefined();
    expect(standardFactor('Each', 'Gram')).toBeUndefined();
    expect(standardFactor('Pinch', 'Teaspoon')).toBeUndefined();
    expect(standardFactor('Slice', 'Slice')).toBe(1);
  });
});
