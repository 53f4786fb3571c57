import { describe, expect, it } from 'vitest';
import {
  cleanNumber,
  headerColumns,
  MAX_PRICE_LIST_ROWS,
  PriceListError,
  PriceListReader,
  readPriceList,
} from './read-price-list';

describe('reading a price list CSV', () => {
  it('knows the columns by common header spellings, in any case and order', () => {
    expect(headerColumns(['Item', 'UOM', 'Price ($)', 'Pack Size'])).toEqual({
      name: 0,
      cost: 2,
      costAmount: 3,
      costUnits: 1,
    });
    expect(headerColumns(['\uFEFFname', 'COST', 'cost_amount', 'Cost Units'])).toEqual({
      name: 0,
      cost: 1,
      costAmount: 2,
      costUnits: 3,
    });
    expect(() => headerColumns(['Butter', '9', '2', 'Pound'])).toThrow(
      'Line 1 must name the columns: name, cost, cost amount, cost units. The name and cost columns are missing (found: Butter, 9, 2, Pound).',
    );
  });

  it('numbers each row by its line in the file: the header is line 1 and a blank line still counts', () => {
    const reader = new PriceListReader();
    reader.add([
      ['name', 'cost', 'cost amount', 'cost units'],
      ['Butter', '$9.00', '2', 'Pound'],
      [''],
      ['  Milk ', '4', '', 'gal'],
      ['Cream', '1,250.50', '1', 'Quart'],
      [''],
    ]);
    expect(reader.result()).toEqual({
      rows: [
        { line: 2, name: 'Butter', cost: '9.00', costAmount: '2', costUnits: 'Pound' },
        { line: 4, name: 'Milk', cost: '4', costAmount: null, costUnits: 'gal' },
        { line: 5, name: 'Cream', cost: '1250.50', costAmount: '1', costUnits: 'Quart' },
      ],
      truncatedAfterLine: null,
    });
  });

  it('keeps money text the server reads, and leaves what it cannot read for the server to name', () => {
    expect(cleanNumber(' $ 12.5 ')).toBe('12.5');
    expect(cleanNumber('€3')).toBe('3');
    expect(cleanNumber('12,50')).toBe('12,50');
    expect(cleanNumber('')).toBeNull();
    expect(cleanNumber(undefined)).toBeNull();
  });

  it('refuses an empty file and a header without prices', () => {
    expect(() => new PriceListReader().result()).toThrow(PriceListError);
    const headerOnly = new PriceListReader();
    headerOnly.add([['name', 'cost'], ['']]);
    expect(() => headerOnly.result()).toThrow('The file has a header but no prices.');
  });

  it('reads a large file in chunks, reporting progress, and sends at most 20,000 rows', async () => {
    // 25,000 prices of ~24 bytes: ~600 KB, several 128 KB chunks.
    const lines = ['name,cost,cost amount,cost units'];
    for (let i = 1; i <= 25_000; i++) lines.push(`Item ${String(i).padStart(5, '0')},${i},1,Pound`);
    const file = new File([lines.join('\n')], 'big.csv', { type: 'text/csv' });
    const progress: number[] = [];
    const read = await readPriceList(file, (fraction) => progress.push(fraction));
    expect(read.rows).toHaveLength(MAX_PRICE_LIST_ROWS);
    // Row 20,000 is on line 20,001 (the header is line 1).
    expect(read.rows.at(-1)).toEqual({
      line: 20_001,
      name: 'Item 20000',
      cost: '20000',
      costAmount: '1',
      costUnits: 'Pound',
    });
    expect(read.truncatedAfterLine).toBe(20_001);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every((p, i) => p >= 0 && p <= 1 && (i === 0 || p >= progress[i - 1]))).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it('reads a small file whole, quoted names and all', async () => {
    const file = new File(['Name,Cost,Units\r\n"Cheese, Cheddar",12,Pound\r\n'], 'small.csv');
    const read = await readPriceList(file, () => {});
    expect(read).toEqual({
      rows: [{ line: 2, name: 'Cheese, Cheddar', cost: '12', costAmount: null, costUnits: 'Pound' }],
      truncatedAfterLine: null,
    });
  });
});
