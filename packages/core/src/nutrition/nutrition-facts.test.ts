import { describe, expect, it } from 'vitest';
import { DAILY_VALUES, NUTRITION_FACTS_ROWS, percentDailyValue } from './nutrition-facts.ts';

describe('percentDailyValue (the label’s %DV, 21 CFR 101.9)', () => {
  it('divides by the Daily Value and rounds to a whole percent', () => {
    // 11.7 g of fat / 78 g = 15 %; 690 mg of sodium / 2,300 mg = 30 %; 4.2 g of fiber / 28 g = 15 %.
    expect(percentDailyValue({ key: 'totalFat', amount: 11.7 })).toBe(15);
    expect(percentDailyValue({ key: 'sodium', amount: 690 })).toBe(30);
    expect(percentDailyValue({ key: 'fiber', amount: 4.2 })).toBe(15);
    // 2.5 % of the saturated fat's 20 g is 0.5 g: halves round up, as the label does.
    expect(percentDailyValue({ key: 'saturatedFat', amount: 0.5 })).toBe(3);
    // More than a day's worth is said as it is: 3,450 mg of sodium is 150 %.
    expect(percentDailyValue({ key: 'sodium', amount: 3450 })).toBe(150);
  });

  it('has no %DV for calories, trans fat, sugars and protein, nor without an amount', () => {
    for (const key of ['calories', 'transFat', 'sugars', 'protein'] as const)
      expect(percentDailyValue({ key, amount: 10 })).toBeNull();
    expect(percentDailyValue({ key: 'iron', amount: null })).toBeNull();
  });

  it('knows a Daily Value for every other row of the label, in that row’s units', () => {
    const withValue = NUTRITION_FACTS_ROWS.filter((r) => DAILY_VALUES[r.key] !== undefined).map((r) => [
      r.key,
      r.units,
      DAILY_VALUES[r.key],
    ]);
    expect(withValue).toEqual([
      ['totalFat', 'g', 78],
      ['saturatedFat', 'g', 20],
      ['cholesterol', 'mg', 300],
      ['sodium', 'mg', 2300],
      ['carbohydrate', 'g', 275],
      ['fiber', 'g', 28],
      ['vitaminD', 'µg', 20],
      ['calcium', 'mg', 1300],
      ['iron', 'mg', 18],
      ['potassium', 'mg', 4700],
    ]);
  });
});
