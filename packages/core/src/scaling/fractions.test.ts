import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKitchenFraction, roundUpToSixteenth, toKitchenFraction } from './fractions.ts';

describe('kitchen fractions (spec 9: rounded up to the nearest sixteenth)', () => {
  it('follows the issue examples', () => {
    // 0.3 × 16 = 4.8 → 5 sixteenths
    expect(formatKitchenFraction(0.3)).toBe('5/16');
    // 1.52 × 16 = 24.32 → 25 sixteenths = 1 9/16
    expect(formatKitchenFraction(1.52)).toBe('1 9/16');
    expect(toKitchenFraction(1.52)).toEqual({ whole: 1, numerator: 9, denominator: 16 });
  });

  it('reduces the fraction and prints wholes plainly', () => {
    expect(formatKitchenFraction(0.5)).toBe('1/2');
    expect(formatKitchenFraction(0.26)).toBe('5/16');
    expect(formatKitchenFraction(0.25)).toBe('1/4');
    expect(formatKitchenFraction(2.74)).toBe('2 3/4');
    expect(formatKitchenFraction(3)).toBe('3');
    expect(formatKitchenFraction(0)).toBe('0');
    expect(formatKitchenFraction(0.01)).toBe('1/16');
  });

  it('does not bump floating-point noise up a sixteenth', () => {
    expect(formatKitchenFraction(0.1 + 0.2 + 0.2)).toBe('1/2'); // 0.5000000000000001
    expect(formatKitchenFraction(0.75 * (1 + 1e-12))).toBe('3/4');
  });

  it('property: the rounded value is ≥ the value and within 1/16 of it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const rounded = roundUpToSixteenth(value);
        // ≥ value, except values within the 1e-6-of-a-sixteenth snap (6.25e-8) of a sixteenth below them
        expect(rounded).toBeGreaterThanOrEqual(value - 1e-6 / 16);
        expect(rounded - value).toBeLessThanOrEqual(1 / 16);
        expect(Number.isInteger(rounded * 16)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});
