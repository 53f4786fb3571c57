import { describe, expect, it } from 'vitest';
import { catalogueMatcher, matchWords, nameScore, type TCatalogueEntry } from './catalogue-match.ts';

const CATALOGUE: TCatalogueEntry[] = [
  { kind: 'ingredient', id: 1, name: 'All-purpose Flour' },
  { kind: 'ingredient', id: 2, name: 'Unsalted Butter' },
  { kind: 'ingredient', id: 3, name: 'Large Eggs' },
  { kind: 'ingredient', id: 4, name: 'Kosher Salt' },
  { kind: 'ingredient', id: 5, name: 'Whole Peeled Tomatoes' },
  { kind: 'ingredient', id: 6, name: 'Extra Virgin Olive Oil' },
  { kind: 'ingredient', id: 7, name: 'Canola Oil' },
  { kind: 'recipe', id: 8, name: 'Chicken Stock' },
  { kind: 'ingredient', id: 9, name: 'Crème Fraîche' },
];
const match = catalogueMatcher(CATALOGUE);
const named = (text: string) => match(text)?.name ?? null;

describe('matching an imported line to the catalogue', () => {
  it('scores by shared words (Dice)', () => {
    // "flour" vs "all purpose flour": 2 × 1 ÷ (1 + 3) = 0.5
    expect(nameScore(matchWords('flour'), matchWords('All-purpose Flour'))).toBe(0.5);
    // "olive oil" vs "virgin olive oil" (extra is noise): 2 × 2 ÷ (2 + 3) = 0.8
    expect(nameScore(matchWords('olive oil'), matchWords('Extra Virgin Olive Oil'))).toBe(0.8);
    expect(match('olive oil')?.score).toBe(0.8);
  });

  it('matches despite sizes, plurals, case and accents', () => {
    expect(named('large eggs')).toBe('Large Eggs');
    expect(named('egg')).toBe('Large Eggs');
    expect(named('tomatoes')).toBe('Whole Peeled Tomatoes');
    expect(named('butter')).toBe('Unsalted Butter');
    expect(named('creme fraiche')).toBe('Crème Fraîche');
    expect(named('all-purpose flour')).toBe('All-purpose Flour');
  });

  it('prefers the closer name, and matches recipes too', () => {
    // Olive oil: 0.8 against Extra Virgin Olive Oil, 0.5 against Canola Oil.
    expect(named('olive oil')).toBe('Extra Virgin Olive Oil');
    expect(match('chicken stock')).toEqual({ kind: 'recipe', id: 8, name: 'Chicken Stock', score: 1 });
  });

  it('flags what the catalogue does not name', () => {
    expect(match('ripe bananas')).toBeNull();
    // "buttermilk" is not butter: a word must be the same but for a short ending.
    expect(match('buttermilk')).toBeNull();
    // salt, pepper, taste vs kosher, salt: 2 × 1 ÷ (3 + 2) = 0.4 < 0.5
    expect(match('salt and pepper to taste')).toBeNull();
    expect(match('')).toBeNull();
  });
});
