import { describe, expect, it } from 'vitest';
import { formatConversion, formatMoney, formatNutrient, formatPercent } from './display.ts';
import { roundConversion, roundMoney, roundTo } from './round.ts';

describe('display formatting (spec 9)', () => {
  it('money to 2 decimals', () => {
    expect(formatMoney(0.440925)).toBe('$0.44');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1.005)).toBe('$1.01'); // the decimal text rounds half up, not the binary 1.00499…
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it('nutrients to 2 decimals, conversions to 6, percentages to 2', () => {
    expect(formatNutrient(12.5)).toBe('12.50');
    expect(formatNutrient(0.764494)).toBe('0.76');
    expect(formatConversion(1 / 3)).toBe('0.333333');
    expect(formatConversion(2)).toBe('2');
    expect(roundConversion(236.5882365)).toBe(236.588237);
    expect(formatPercent(27.5)).toBe('27.50%');
    expect(roundTo(1e-7, 6)).toBe(0);
    expect(roundTo(1.23456789e21, 2)).toBe(1.23456789e21);
  });
});
