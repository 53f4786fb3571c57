import { describe, expect, it } from 'vitest';
import { parseUnit, UNIT_LABELS, UNITS, unitCode, unitLabel, VOLUME_UNITS, WEIGHT_UNITS } from './units.ts';

describe('units (spec 3)', () => {
  it('lists the 17 units with the spec short codes', () => {
    expect(UNIT_LABELS).toHaveLength(17);
    const codes = Object.fromEntries(UNITS.map((u) => [u.label, u.code]));
    expect(codes).toMatchObject({
      Cup: 'cup',
      'Fluid Ounce': 'fl-oz',
      Gallon: 'gal',
      Gram: 'g',
      Ounce: 'oz',
      Pound: 'lb',
      Pint: 'pnt',
      Tablespoon: 'Tbs',
      Teaspoon: 'tsp',
      Kilogram: 'kg',
      Liter: 'l',
      Milligram: 'mg',
      Milliliter: 'ml',
      Quart: 'qt',
    });
    expect(unitCode('Fluid Ounce')).toBe('fl-oz');
  });

  it('has the spec volume and weight sets', () => {
    expect([...VOLUME_UNITS].sort()).toEqual(
      [
        'Cup',
        'Fluid Ounce',
        'Gallon',
        'Liter',
        'Milliliter',
        'Pint',
        'Tablespoon',
        'Teaspoon',
        'Quart',
      ].sort(),
    );
    expect([...WEIGHT_UNITS].sort()).toEqual(['Gram', 'Kilogram', 'Milligram', 'Ounce', 'Pound'].sort());
  });

  it('shows the plural label only above 1', () => {
    expect(unitLabel('Cup', 1)).toBe('Cup');
    expect(unitLabel('Cup', 0.5)).toBe('Cup');
    expect(unitLabel('Cup', 1.5)).toBe('Cups');
    expect(unitLabel('Fluid Ounce', 2)).toBe('Fluid Ounces');
    expect(unitLabel('Pinch', 3)).toBe('Pinches');
    expect(unitLabel('Each', 3)).toBe('Each');
  });

  it('parses label, short code, plural, UPPER_SNAKE and aliases case-insensitively', () => {
    expect(parseUnit('Cup')).toBe('Cup');
    expect(parseUnit('lb')).toBe('Pound');
    expect(parseUnit('fl-oz')).toBe('Fluid Ounce');
    expect(parseUnit('Tbs')).toBe('Tablespoon');
    expect(parseUnit('TBS')).toBe('Tablespoon');
    expect(parseUnit('tsp')).toBe('Teaspoon');
    expect(parseUnit('Cups')).toBe('Cup');
    expect(parseUnit('FLUID_OUNCE')).toBe('Fluid Ounce');
    expect(parseUnit('  fluid ounces ')).toBe('Fluid Ounce');
    expect(parseUnit('tbsp')).toBe('Tablespoon');
    expect(parseUnit('l')).toBe('Liter');
    expect(parseUnit('pnt')).toBe('Pint');
    expect(parseUnit('parsec')).toBeUndefined();
    expect(parseUnit('')).toBeUndefined();
    expect(parseUnit(3)).toBeUndefined();
  });

  it('parses every label, code and plural back to its unit', () => {
    for (const u of UNITS) {
      expect(parseUnit(u.label)).toBe(u.label);
      expect(parseUnit(u.code)).toBe(u.label);
      expect(parseUnit(u.plural)).toBe(u.label);
      expect(parseUnit(u.label.toUpperCase().replace(/ /g, '_'))).toBe(u.label);
    }
  });
});
