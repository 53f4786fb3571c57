import { describe, expect, it } from 'vitest';
import { chartGrams, nutrientPieData } from './pie.ts';

describe('nutrient pie (spec 9)', () => {
  it('divides milligrams by 1000 and labels energy Energy', () => {
    expect(
      nutrientPieData([
        { name: 'Protein', amount: 12, unitName: 'g' },
        { name: 'Sodium, Na', amount: 450, unitName: 'mg' },
        { name: 'Energy', amount: 364, unitName: 'KCAL' },
        { name: 'Vitamin A, IU', amount: 5, unitName: 'IU' },
        { name: 'Sugars', amount: 0, unitName: 'g' },
      ]),
    ).toEqual([
      { name: 'Protein', value: 12, unit: 'g' },
      { name: 'Sodium, Na', value: 0.45, unit: 'g' },
      { name: 'Energy', value: 364, unit: 'Energy' },
    ]);
  });

  it('uses 453.592 g per lb and 28.3495 g per oz in the alternative chart', () => {
    expect(chartGrams(2, 'lb')).toBeCloseTo(907.184, 9);
    expect(chartGrams(2, 'oz')).toBeCloseTo(56.699, 9);
    expect(chartGrams(500, 'mg')).toBeCloseTo(0.5, 12);
    expect(chartGrams(1, 'Each')).toBeUndefined();
  });
});
