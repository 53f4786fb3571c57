import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_LABELS } from '../enums/units.ts';
import { ConversionError } from '../errors/conversion-error.ts';
import { convertQuantity, tryConvertQuantity } from './convert.ts';

describe('convertQuantity', () => {
  it('rounds the answer to 6 decimals and keeps the exact value', () => {
    // 1 cup = 236.5882365 ml exactly → shown 236.588237 (spec 9: 6 decimals)
    const cup = convertQuantity(1, 'Cup', 'Milliliter');
    expect(cup.value).toBe(236.588237);
    expect(cup.exact).toBeCloseTo(236.5882365, 9);
    // 1 tsp = 1/48 cup = 0.0208333… → 0.020833
    expect(convertQuantity(1, 'tsp', 'cup').value).toBe(0.020833);
    expect(convertQuantity(48, 'Teaspoon', 'Cup').value).toBe(1);
  });

  it('converts 4 cups of flour to grams through "1 Cup = 125 g"', () => {
    const flour = [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }];
    expect(convertQuantity(4, 'Cup', 'Gram', flour).value).toBe(500);
    // 500 g ÷ 453.59237 g/lb = 1.102311… lb
    expect(convertQuantity(4, 'Cup', 'lb', flour).value).toBe(1.102311);
  });

  it('throws the spec 5 texts', () => {
    const fail = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof ConversionError ? e.message : 'not a ConversionError';
      }
      return 'no error';
    };
    expect(fail(() => convertQuantity(1, 'Each', 'Gram', []))).toBe('There were no available conversions');
    expect(
      fail(() =>
        convertQuantity(1, 'Each', 'Gram', [{ quantityStart: 1, unitsStart: 'Each', unitsEnd: 'Gram' }]),
      ),
    ).toBe('The conversion contained null values');
    expect(fail(() => convertQuantity(null, 'Cup', 'Gram'))).toBe(
      'Cannot convert; found null conversion values',
    );
    expect(fail(() => convertQuantity(1, null, 'Gram'))).toBe('Cannot convert; found null conversion values');
    expect(
      fail(() =>
        convertQuantity(1, 'Slice', 'Gram', [
          { quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' },
        ]),
      ),
    ).toBe('There were no paths to a suitable conversions - exhausted all possibilities');
  });

  it('tryConvertQuantity answers instead of throwing', () => {
    const r = tryConvertQuantity(1, 'Each', 'Cup', []);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NO_CONVERSIONS');
  });

  it('property: there and back returns the quantity within 1e-6 (relative), through any chain', () => {
    // An ingredient with per-piece and weight conversions so every unit pair but Pinch/Slice ↔ is reachable.
    const arbConversions = fc.tuple(
      fc.double({ min: 1, max: 500, noNaN: true }), // grams per Each
      fc.double({ min: 20, max: 400, noNaN: true }), // grams per Cup
      fc.double({ min: 1, max: 64, noNaN: true }), // pinches per teaspoon
      fc.double({ min: 5, max: 60, noNaN: true }), // grams per Slice
    );
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e5, noNaN: true }),
        fc.constantFrom(...UNIT_LABELS),
        fc.constantFrom(...UNIT_LABELS),
        arbConversions,
        (quantity, from, to, [each, cup, pinch, slice]) => {
          const conversions = [
            { quantityStart: 1, unitsStart: 'Each', quantityEnd: each, unitsEnd: 'Gram' },
            { quantityStart: 1, unitsStart: 'Cup', quantityEnd: cup, unitsEnd: 'Gram' },
            { quantityStart: pinch, unitsStart: 'Pinch', quantityEnd: 1, unitsEnd: 'Teaspoon' },
            { quantityStart: 1, unitsStart: 'Slice', quantityEnd: slice, unitsEnd: 'Ounce' },
          ];
          const there = convertQuantity(quantity, from, to, conversions);
          const back = convertQuantity(there.exact, to, from, conversions);
          expect(Math.abs(back.exact - quantity) / quantity).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
