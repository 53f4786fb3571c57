import { describe, expect, it } from 'vitest';
import { scaleNote } from './scale-note.ts';

describe('scaleNote', () => {
  it('says the factor and the yield the recipe was written for', () => {
    // A stock written for 5 Quarts, made as 1 Quart: 1 ÷ 5 = 0.2.
    expect(scaleNote({ yieldQuantity: 5, yieldUnits: 'Quart' }, 1)).toBe('×0.2 of 5 Quarts');
    // 1 Quart of a 1-Quart sauce made as 1 1/2: 1.5 ÷ 1 = 1.5, singular label for 1.
    expect(scaleNote({ yieldQuantity: 1, yieldUnits: 'Quart' }, 1.5)).toBe('×1.5 of 1 Quart');
    // 2 of 6 Each: 0.3333… shown to 3 significant digits.
    expect(scaleNote({ yieldQuantity: 6, yieldUnits: 'Each' }, 2)).toBe('×0.333 of 6 Each');
  });

  it('says nothing for a recipe made as written or without a yield', () => {
    expect(scaleNote({ yieldQuantity: 5, yieldUnits: 'Quart' }, 5)).toBeNull();
    expect(scaleNote({ yieldQuantity: null, yieldUnits: 'Quart' }, 1)).toBeNull();
    expect(scaleNote({ yieldQuantity: 5, yieldUnits: 'Quart' }, null)).toBeNull();
  });
});
