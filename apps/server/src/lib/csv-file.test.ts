import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-file.ts';

describe('csvFile', () => {
  it('quotes only what a spreadsheet would misread, ending each record with CRLF', () => {
    expect(
      csvFile([
        ['Vendor', 'Pack cost'],
        ['Dairy Farm, "Co"', '4.20'],
        ['Milk', 2.25],
        ['', 0],
      ]),
    ).toBe('Vendor,Pack cost\r\n"Dairy Farm, ""Co""",4.20\r\nMilk,2.25\r\n,0\r\n');
  });

  it('quotes a line break, a lone LF or CR too, so the record stays one row', () => {
    const rows = [['two\nlines', 'a\rb', 'c\r\nd', 'plain']];
    expect(csvFile(rows)).toBe('"two\nlines","a\rb","c\r\nd",plain\r\n');
    expect(parse(csvFile(rows))).toEqual(rows);
  });

  it('writes no text cell a spreadsheet would run, whoever built the rows; numbers stay numbers', () => {
    const rows = [['=HYPERLINK("x")', '+1', '@SUM(A1)', '\r=1', '-2+3', -3, '-3.00']];
    expect(csvFile(rows)).toBe(`"'=HYPERLINK(""x"")",'+1,'@SUM(A1),"'\r=1",'-2+3,-3,-3.00\r\n`);
  });
});
