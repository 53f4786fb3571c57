import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../lib/deep-freeze.ts';
import { distinctIds, idOf, intArrayValue, withIds } from './sql-arrays.ts';

type Line = { id: number; recipeId: number | null };
const recipeIdOf = (line: Line) => line.recipeId;

describe('distinctIds', () => {
  it('answers each id once, first seen first, leaving out rows that give null', () => {
    const lines: Line[] = [
      { id: 1, recipeId: 7 },
      { id: 2, recipeId: null },
      { id: 3, recipeId: 4 },
      { id: 4, recipeId: 7 },
    ];
    expect(distinctIds(lines, recipeIdOf)).toEqual([7, 4]);
    expect(distinctIds(lines, idOf)).toEqual([1, 2, 3, 4]);
  });

  it('works out the ids of a frozen array once per pick, and answers them frozen', () => {
    const lines = deepFreeze<Line[]>([
      { id: 1, recipeId: 7 },
      { id: 2, recipeId: 4 },
    ]);
    const first = distinctIds(lines, recipeIdOf);
    expect(distinctIds(lines, recipeIdOf)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another pick over the same rows is its own list.
    expect(distinctIds(lines, idOf)).toEqual([1, 2]);
    // The same rows in another (frozen) array are worked out again, not mistaken for the first.
    const other = deepFreeze<Line[]>([{ id: 3, recipeId: 9 }]);
    expect(distinctIds(other, recipeIdOf)).toEqual([9]);
  });

  it('still answers the right ids for picks past the few it keeps per array', () => {
    const lines = deepFreeze<Line[]>([
      { id: 1, recipeId: 7 },
      { id: 2, recipeId: 4 },
    ]);
    for (let offset = 0; offset < 10; offset++)
      expect(distinctIds(lines, (line) => line.id + offset)).toEqual([1 + offset, 2 + offset]);
    expect(distinctIds(lines, recipeIdOf)).toEqual([7, 4]);
  });

  it('works out an unfrozen array every time: it may have changed', () => {
    const lines: Line[] = [{ id: 1, recipeId: 7 }];
    expect(distinctIds(lines, recipeIdOf)).toEqual([7]);
    lines.push({ id: 2, recipeId: 8 });
    expect(distinctIds(lines, recipeIdOf)).toEqual([7, 8]);
  });
});

describe('withIds', () => {
  it('adds the ids not there yet, and answers the list itself when there is nothing to add', () => {
    const ids = Object.freeze([3, 1]);
    expect(withIds(ids, [])).toBe(ids);
    expect(withIds(ids, [1, 5])).toEqual([3, 1, 5]);
  });
});

describe('intArrayValue', () => {
  it('writes the ids a row can have as a PostgreSQL integer[] literal', () => {
    expect(intArrayValue([3, 1, 0, -2, 1.5, 2_147_483_648, 2_147_483_647])).toBe('{3,1,2147483647}');
    expect(intArrayValue([])).toBe('{}');
  });

  it('writes a frozen list’s value alike every time, and an unfrozen list’s again after it changed', () => {
    const frozen = Object.freeze([4, 2]);
    expect(intArrayValue(frozen)).toBe('{4,2}');
    expect(intArrayValue(frozen)).toBe('{4,2}');
    const open = [4, 2];
    expect(intArrayValue(open)).toBe('{4,2}');
    open.push(9);
    expect(intArrayValue(open)).toBe('{4,2,9}');
  });
});
