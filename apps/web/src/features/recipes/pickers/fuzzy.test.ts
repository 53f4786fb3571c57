import { describe, expect, it } from 'vitest';
import { isAddEntry, pickerOptions } from './fuzzy';

const CANDIDATES = [
  { id: 1, name: 'Olive Oil' },
  { id: 2, name: 'Olives, Kalamata' },
  { id: 3, name: 'Oliver Sauce' },
  { id: 4, name: 'Salt' },
  { id: 5, name: 'Olive Tapenade' },
  { id: 6, name: 'Chicken Stock' },
];

const names = (options: ReturnType<typeof pickerOptions>) =>
  options.map((o) => (isAddEntry(o) ? `+${o.add}` : o.name));

describe('pickerOptions (spec 5: the Add free entry after the three best fuzzy matches)', () => {
  it('lists every candidate by name when nothing is typed, without an Add entry', () => {
    expect(names(pickerOptions(CANDIDATES, '  ', true))).toEqual([
      'Chicken Stock',
      'Olive Oil',
      'Olive Tapenade',
      'Oliver Sauce',
      'Olives, Kalamata',
      'Salt',
    ]);
  });

  it('puts the three best matches first, then Add with the typed text, then the other matches', () => {
    const shown = names(pickerOptions(CANDIDATES, 'olive', true));
    expect(shown).toHaveLength(5);
    expect(shown[3]).toBe('+olive');
    expect(new Set([...shown.slice(0, 3), shown[4]])).toEqual(
      new Set(['Olive Oil', 'Olives, Kalamata', 'Oliver Sauce', 'Olive Tapenade']),
    );
    expect(shown).not.toContain('Salt');
    expect(shown).not.toContain('Chicken Stock');
  });

  it('finds a misspelt name', () => {
    expect(names(pickerOptions(CANDIDATES, 'chiken stok', true)).slice(0, 2)).toEqual([
      'Chicken Stock',
      '+chiken stok',
    ]);
  });

  it('offers no Add entry when a candidate has exactly that name, or when adding is off', () => {
    expect(names(pickerOptions(CANDIDATES, 'salt', true))).toEqual(['Salt']);
    expect(names(pickerOptions(CANDIDATES, 'tapenade', false))).toEqual(['Olive Tapenade']);
  });

  it('lists a candidate once even when two sources returned it', () => {
    expect(names(pickerOptions([...CANDIDATES, { id: 4, name: 'Salt' }], 'salt', true))).toEqual(['Salt']);
  });
});
