import { describe, expect, it } from 'vitest';
import { bestUnit } from './best-unit.ts';

describe('bestUnit (spec 9)', () => {
  it('follows the issue examples', () => {
    expect(bestUnit(48, 'Teaspoon')).toEqual({ quantity: 1, unit: 'Cup' });
    expect(bestUnit(2000, 'Gram')).toEqual({ quantity: 2, unit: 'Kilogram' });
    expect(bestUnit(0.25, 'Pound')).toEqual({ quantity: 4, unit: 'Ounce' });
  });

  it("stays in the quantity's own system and never offers cubic, fluid ounce or pint", () => {
    expect(bestUnit(16, 'Fluid Ounce')).toEqual({ quantity: 2, unit: 'Cup' }); // 16 ÷ 8
    expect(bestUnit(2, 'Pint')).toEqual({ quantity: 1, unit: 'Quart' });
    expect(bestUnit(1500, 'Milliliter')).toEqual({ quantity: 1.5, unit: 'Liter' });
    expect(bestUnit(500, 'Milliliter')).toEqual({ quantity: 500, unit: 'Milliliter' });
    expect(bestUnit(0.5, 'Gram')).toEqual({ quantity: 500, unit: 'Milligram' });
  });

  it('uses cups from a quarter cup and tablespoons below', () => {
    expect(bestUnit(12, 'Tablespoon')).toEqual({ quantity: 0.75, unit: 'Cup' }); // 12 ÷ 16
    expect(bestUnit(2, 'Tablespoon')).toEqual({ quantity: 2, unit: 'Tablespoon' }); // 1/8 cup is too small
    expect(bestUnit(2, 'Teaspoon')).toEqual({ quantity: 2, unit: 'Teaspoon' });
    expect(bestUnit(6, 'Cup')).toEqual({ quantity: 1.5, unit: 'Quart' }); // 6 ÷ 4
    expect(bestUnit(20, 'Quart')).toEqual({ quantity: 5, unit: 'Gallon' });
  });

  it('leaves Each, Pinch, Slice and zero alone', () => {
    expect(bestUnit(12, 'Each')).toEqual({ quantity: 12, unit: 'Each' });
    expect(bestUnit(0, 'Cup')).toEqual({ quantity: 0, unit: 'Cup' });
  });
});
