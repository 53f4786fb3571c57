import { describe, expect, it } from 'vitest';
import { queryWords, searchRank, searchTexts } from './search-terms.ts';

describe('searchTexts', () => {
  it('names a food by its first part', () => {
    expect(searchTexts('Egg, whole, raw, fresh')).toEqual({ nameText: 'Egg', leadText: 'Egg whole' });
    expect(searchTexts('ORGANIC WHOLE MILK')).toEqual({
      nameText: 'ORGANIC WHOLE MILK',
      leadText: 'ORGANIC WHOLE MILK',
    });
  });

  it('names it by its second part when the first is a class of foods', () => {
    expect(searchTexts('Fish, salmon, Atlantic, wild, raw')).toEqual({
      nameText: 'salmon',
      leadText: 'Fish salmon Atlantic',
    });
    expect(searchTexts('Cheese, cheddar')).toEqual({ nameText: 'cheddar', leadText: 'Cheese cheddar' });
    // A class word alone is the food's name.
    expect(searchTexts('Cheese')).toEqual({ nameText: 'Cheese', leadText: 'Cheese' });
  });
});

describe('searchRank', () => {
  const rank = (
    description: string,
    more: { portionCount?: number; categoryName?: string; dataType?: string } = {},
  ) => searchRank({ description, dataType: 'sr_legacy_food', ...more });

  it('prefers short descriptions, many household portions and raw ingredients', () => {
    // 4 parts + 0.25 × 4 words − 0.5 × 6 portions − 1 (raw) + 22 characters / 1000
    expect(rank('Egg, whole, raw, fresh', { portionCount: 6 })).toBeCloseTo(1.022, 12);
    // 3 + 0.75 − 0.5 × 2 + 0.016
    expect(rank('Egg, yolk, dried', { portionCount: 2 })).toBeCloseTo(2.766, 12);
    // portions count up to 6: 1 + 0.25 − 3 + 0.005
    expect(rank('Honey', { portionCount: 20 })).toBeCloseTo(-1.745, 12);
    // the length counts up to 200 characters: 1 + 0.25 × 300 + 0.2
    expect(rank('x '.repeat(300).trim())).toBeCloseTo(76.2, 12);
  });

  it('puts prepared dishes and branded foods later', () => {
    // 2 + 0.5 + 3 (fast foods) + 2 (brand in capitals) + 0.013
    expect(rank('KFC, Coleslaw', { categoryName: 'Fast Foods' })).toBeCloseTo(7.513, 12);
    // 1 + 0.75 + 2 (branded) + 0.018
    expect(rank('Organic whole milk', { dataType: 'branded_food' })).toBeCloseTo(3.768, 12);
  });
});

describe('queryWords', () => {
  it('lower-cases, drops accents and punctuation, keeps letters and digits', () => {
    expect(queryWords("  Crème fraîche, 2% — all-purpose O'Brien ")).toEqual([
      'creme',
      'fraiche',
      '2',
      'all',
      'purpose',
      'o',
      'brien',
    ]);
    expect(queryWords('')).toEqual([]);
    expect(queryWords(' & | ! ( ) : * ')).toEqual([]);
  });

  it('keeps at most 10 words of at most 40 letters', () => {
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(10);
    expect(queryWords('x'.repeat(100))[0]).toHaveLength(40);
  });
});
