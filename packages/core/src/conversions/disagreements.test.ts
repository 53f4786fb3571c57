import { describe, expect, it } from 'vitest';
import { conversionWarnings } from './disagreements.ts';

const CUP = { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 200, unitsEnd: 'Gram' };

describe('conversionWarnings', () => {
  it('names two conversions more than 2 % apart, and what each makes of the other', () => {
    // 1 tsp = 5 g makes a cup 48 × 5 = 240 g: 240 ÷ 200 = 1.2, 20 % apart;
    // 1 cup = 200 g makes a tsp 200 ÷ 48 = 4.166667 g
    const tsp = { quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 5, unitsEnd: 'Gram' };
    const bothOrders = [
      { conversions: [CUP, tsp], named: '1 Cup = 200 Grams and 1 Teaspoon = 5 Grams' },
      { conversions: [tsp, CUP], named: '1 Teaspoon = 5 Grams and 1 Cup = 200 Grams' },
    ];
    for (const { conversions, named } of bothOrders) {
      const warnings = conversionWarnings(conversions);
      expect(warnings).toHaveLength(1);
      expect([...warnings[0].units].sort()).toEqual(['Cup', 'Gram', 'Teaspoon']);
      expect(warnings[0].message).toContain(`${named} disagree by 20.00%`);
      expect(warnings[0].message).toContain('1 Teaspoon = 4.166667 Grams');
      expect(warnings[0].message).toContain('1 Cup = 240 Grams');
    }
  });

  it("says nothing within 2 %: sugar's 1 cup = 200 g and 1 tsp = 4.2 g (201.6 g a cup) are 0.8 % apart", () => {
    const tsp = { quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 4.2, unitsEnd: 'Gram' };
    expect(conversionWarnings([CUP, tsp])).toEqual([]);
    // just past 2 %: 1 tsp = 4.3 g makes 206.4 g a cup, 3.2 % more than 200
    const past = { ...tsp, quantityEnd: 4.3 };
    expect(conversionWarnings([CUP, past])[0].message).toContain('disagree by 3.20%');
  });

  it('compares only conversions joining the same kinds of unit, and skips unusable rows', () => {
    const egg = { quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' };
    const eggInOunces = { quantityStart: 1, unitsStart: 'Each', quantityEnd: 2, unitsEnd: 'Ounce' }; // 56.7 g: 13.4 %
    const broken = { quantityStart: null, unitsStart: 'Each', quantityEnd: 70, unitsEnd: 'Gram' };
    expect(conversionWarnings([CUP, egg, broken])).toEqual([]);
    const warnings = conversionWarnings([CUP, egg, eggInOunces, broken]);
    expect(warnings).toHaveLength(1);
    // 2 oz = 56.69904625 g; 56.69904625 ÷ 50 = 1.133981, 13.40 % apart
    expect(warnings[0].message).toContain('disagree by 13.40%');
    expect(warnings[0].message).toContain('1 Each = 1.763698 Ounces'); // 50 ÷ 28.349523125
  });
});
