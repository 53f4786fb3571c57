import { describe, expect, it } from 'vitest';
import { jsonRowsReader } from './json-rows.ts';
import { NO_ROWS } from './sql-arrays.ts';

/** A driver's result of `SELECT json_agg(…)::text`, as both drivers hand it over. */
const result = (text: string | null) => ({ rows: [{ json_agg: text }] });

describe('jsonRowsReader: the rows of a json_agg text, parsed once per distinct text', () => {
  const reader = () => {
    let parsed = 0;
    const read = jsonRowsReader(([id, name, tags]: [number, string, string[]]) => {
      parsed += 1;
      return { id, name, tags };
    });
    return { read, parsed: () => parsed };
  };

  it('maps each array to a row', () => {
    const { read } = reader();
    expect(read(result('[[1,"Flour",["WHEAT"]],[2,"Milk",[]]]'))).toEqual([
      { id: 1, name: 'Flour', tags: ['WHEAT'] },
      { id: 2, name: 'Milk', tags: [] },
    ]);
  });

  it('reads a named column of a statement that answers one array per column', () => {
    const { read } = reader();
    const levels = { rows: [{ lines: '[[2,"Milk",[]]]', items: '[[1,"Flour",["WHEAT"]]]', none: null }] };
    expect(read(levels, 'items')).toEqual([{ id: 1, name: 'Flour', tags: ['WHEAT'] }]);
    expect(read(levels, 'lines')).toEqual([{ id: 2, name: 'Milk', tags: [] }]);
    // NULL (no row matched), a column the statement lacks and a statement not sent: no rows.
    expect(read(levels, 'none')).toEqual([]);
    expect(read(levels, 'missing')).toEqual([]);
    expect(read(NO_ROWS, 'items')).toEqual([]);
  });

  it('answers the very same frozen rows for the same text, and new ones for another', () => {
    const { read, parsed } = reader();
    const text = '[[1,"Flour",["WHEAT"]]]';
    const rows = read(result(text));
    // A text equal to the first but a different string, as each read receives its own.
    expect(read(result(JSON.stringify(JSON.parse(text))))).toBe(rows);
    expect(parsed()).toBe(1);
    expect(Object.isFrozen(rows) && Object.isFrozen(rows[0]) && Object.isFrozen(rows[0].tags)).toBe(true);
    expect(() => rows[0].tags.push('MILK')).toThrow(TypeError);
    const changed = read(result('[[1,"Flour",["WHEAT","SOY"]]]'));
    expect(changed[0].tags).toEqual(['WHEAT', 'SOY']);
    expect(parsed()).toBe(2);
  });

  it('tells apart texts of the same length, and keeps each one’s rows', () => {
    const { read, parsed } = reader();
    const flour = read(result('[[1,"Flour",[]]]'));
    const floor = read(result('[[1,"Floor",[]]]'));
    expect(floor).not.toBe(flour);
    expect(floor[0].name).toBe('Floor');
    expect(read(result('[[1,"Flour",[]]]'))).toBe(flour);
    expect(read(result('[[1,"Floor",[]]]'))).toBe(floor);
    expect(parsed()).toBe(2);
  });

  it('reads NULL (no row matched) and no result row as no rows', () => {
    const { read } = reader();
    expect(read(result(null))).toEqual([]);
    expect(read({ rows: [] })).toEqual([]);
  });

  it('parses a value the driver already parsed, without keeping it', () => {
    const { read, parsed } = reader();
    const value = { rows: [{ json_agg: [[1, 'Flour', []]] }] };
    expect(read(value)).toEqual([{ id: 1, name: 'Flour', tags: [] }]);
    read(value);
    expect(parsed()).toBe(2);
  });

  it('does not keep a text larger than a quarter of what it keeps, nor more than it keeps', () => {
    const { read, parsed } = reader();
    const big = result(JSON.stringify([[1, 'x'.repeat(300_000), []]]));
    read(big);
    read(big);
    expect(parsed()).toBe(2);
    // Five texts of ~240,000 characters: the first is dropped to stay within 1,000,000.
    const texts = [1, 2, 3, 4, 5].map((id) => result(JSON.stringify([[id, 'y'.repeat(240_000), []]])));
    for (const text of texts) read(text);
    const before = parsed();
    read(texts[4]);
    expect(parsed()).toBe(before);
    read(texts[0]);
    expect(parsed()).toBe(before + 1);
  });
});
