import { describe, expect, it } from 'vitest';
import { suggestedUnits, YIELD_UNIT_CHOICES } from './yield-units.ts';

describe('yield units', () => {
  it('offers mass and volume units as yield choices', () => {
    expect(YIELD_UNIT_CHOICES).toHaveLength(14);
    expect(YIELD_UNIT_CHOICES).not.toContain('Each');
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
