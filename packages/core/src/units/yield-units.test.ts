import { describe, expect, it } from 'vitest';
import { suggestedUnits, YIELD_UNIT_CHOICES } from './yield-units.ts';

describe('yield units', () => {
  it('offers mass, volume and count units as yield choices', () => {
    // 9 volume + 5 weight + Each and Slice (cookies yield 24 Each, a tart 8 Slices)
    expect(YIELD_UNIT_CHOICES).toHaveLength(16);
    expect(YIELD_UNIT_CHOICES.slice(-2)).toEqual(['Each', 'Slice']);
    expect(YIELD_UNIT_CHOICES).not.toContain('Pinch');
  });

  it("suggests the units of the chosen recipe's yield type, none for other types", () => {
    expect(suggestedUnits('Quart')).toEqual([
      'Cup',
      'Fluid Ounce',
      'Gallon',
      'Pint',
      'Tablespoon',
      'Teaspoon',
      'Liter',
      'Milliliter',
      'Quart',
    ]);
    expect(suggestedUnits('kg')).toEqual(['Gram', 'Ounce', 'Pound', 'Kilogram', 'Milligram']);
    expect(suggestedUnits('Each')).toEqual([]);
    expect(suggestedUnits(null)).toEqual([]);
  });
});
