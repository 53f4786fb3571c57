import type { TBatch } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { labelPages, readCopies } from './label-pages';

const batch = (key: string) => ({ key }) as TBatch;

describe('labelPages', () => {
  it('puts 30 labels on a letter sheet and one on each thermal label, copies of a batch together', () => {
    const batches = [batch('a'), batch('b'), batch('c')];
    // 3 batches × 11 copies = 33 labels: a full sheet of 30 and a second with 3.
    const sheets = labelPages(batches, 11, 'sheet');
    expect(sheets.map((page) => page.length)).toEqual([30, 3]);
    expect(sheets[0].slice(9, 13).map((l) => l.id)).toEqual(['a:9', 'a:10', 'b:0', 'b:1']);
    expect(sheets[1].map((l) => l.id)).toEqual(['c:8', 'c:9', 'c:10']);
    const thermal = labelPages(batches, 2, 'thermal');
    expect(thermal.map((page) => page.map((l) => l.id))).toEqual([
      ['a:0'],
      ['a:1'],
      ['b:0'],
      ['b:1'],
      ['c:0'],
      ['c:1'],
    ]);
    expect(labelPages([], 3, 'sheet')).toEqual([]);
  });

  it('reads 1 to 30 copies, else 1', () => {
    expect(readCopies('4')).toBe(4);
    expect(readCopies('30')).toBe(30);
    for (const bad of [null, '', '0', '31', '2.5', 'x', '-1']) expect(readCopies(bad)).toBe(1);
  });
});
