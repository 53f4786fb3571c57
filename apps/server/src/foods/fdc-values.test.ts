import { describe, expect, it } from 'vitest';
import { brandedServing, normalizeUnit, parseId, parseNumber, toPortion } from './fdc-values.ts';

describe('FDC values', () => {
  it('reads ids and numbers, refusing what is not one', () => {
    expect(parseId('1003')).toBe(1003);
    expect(parseId('1003.0')).toBe(1003);
    for (const bad of ['', '0', '-3', '1.5', 'abc', '99999999999']) expect(parseId(bad)).toBeUndefined();
    expect(parseNumber('0.85')).toBe(0.85);
    expect(parseNumber('1e-3')).toBe(0.001);
    for (const bad of ['', 'n/a', 'Infinity']) expect(parseNumber(bad)).toBeUndefined();
  });

  it("writes FDC's capital units as SR28 does", () => {
    expect(['G', 'MG', 'UG', 'KCAL', 'kJ', 'IU', 'MG_ATE'].map(normalizeUnit)).toEqual([
      'g',
      'mg',
      'µg',
      'kcal',
      'kJ',
      'IU',
      'MG_ATE',
    ]);
  });

  it('reads the three ways FDC names a portion', () => {
    const base = { amount: '1', unitName: undefined, description: '', modifier: '', gramWeight: '14.2' };
    // SR Legacy: unit "undetermined", the measure in the modifier — like SR28's own WEIGHT rows.
    expect(toPortion({ ...base, unitName: 'undetermined', modifier: 'tbsp' })).toEqual({
      amount: 1,
      measureName: 'tbsp',
      modifier: null,
      gramWeight: 14.2,
    });
    // Foundation: a unit and a modifier.
    expect(toPortion({ ...base, unitName: 'cup', modifier: 'chopped', gramWeight: '160' })).toEqual({
      amount: 1,
      measureName: 'cup',
      modifier: 'chopped',
      gramWeight: 160,
    });
    // Survey: the quantity is in the description when the amount is empty.
    expect(toPortion({ ...base, amount: '', description: '3/4 cup', gramWeight: '183' })).toEqual({
      amount: 0.75,
      measureName: 'cup',
      modifier: null,
      gramWeight: 183,
    });
    expect(toPortion({ ...base, amount: '', description: '2 1/2 slices', gramWeight: '70' })).toMatchObject({
      amount: 2.5,
      measureName: 'slices',
    });
  });

  it('says why a portion cannot be used', () => {
    const base = { amount: '1', unitName: 'cup', description: '', modifier: '', gramWeight: '100' };
    expect(toPortion({ ...base, gramWeight: '0' })).toBe('gram_weight "0" is not a positive number');
    expect(toPortion({ ...base, amount: '-1' })).toBe('amount "-1" is not a positive number');
    expect(toPortion({ ...base, unitName: undefined })).toBe(
      'the portion has no measure (no unit, description or modifier)',
    );
  });

  it("turns a branded label's serving in grams into a portion", () => {
    expect(brandedServing({ servingSize: '30', servingUnit: 'g', household: '2 Tbsp' })).toEqual({
      amount: 2,
      measureName: 'Tbsp',
      modifier: null,
      gramWeight: 30,
    });
    expect(brandedServing({ servingSize: '28', servingUnit: 'GRM', household: '' })).toEqual({
      amount: 1,
      measureName: 'serving',
      modifier: null,
      gramWeight: 28,
    });
    expect(brandedServing({ servingSize: '240', servingUnit: 'ml', household: '1 cup' })).toBeUndefined();
  });
});
