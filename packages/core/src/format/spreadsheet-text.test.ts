import { describe, expect, it } from 'vitest';
import { spreadsheetRows, spreadsheetText } from './spreadsheet-text.ts';

describe('spreadsheetText', () => {
  it('puts a single quote before a text a spreadsheet would run as a formula', () => {
    expect(spreadsheetText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(spreadsheetText('+1+1')).toBe("'+1+1");
    expect(spreadsheetText('-2+3')).toBe("'-2+3");
    expect(spreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetText('\t=1')).toBe("'\t=1");
    expect(spreadsheetText('\r=1')).toBe("'\r=1");
  });

  it('leaves any other text as it is, a formula sign inside it too', () => {
    for (const text of ['Milk', 'Salt = NaCl', 'Half-and-half', "'quoted", '', ' =1']) {
      expect(spreadsheetText(text)).toBe(text);
    }
  });

  it('leaves a figure written as text a figure: a negative amount is no formula', () => {
    for (const figure of ['-3', '-3.50', '12', '0.25']) expect(spreadsheetText(figure)).toBe(figure);
    for (const formula of ['-3+1', '-3.5.1', '-A1', '+3', '-', '-3 ']) {
      expect(spreadsheetText(formula)).toBe(`'${formula}`);
    }
  });
});

describe('spreadsheetRows', () => {
  it('guards every text cell of every row, header and totals too, and leaves numbers as they are', () => {
    expect(
      spreadsheetRows([
        ['=Vendor', '@Units'],
        ['-2+3', -3],
        ['\t=1', '-4.00'],
      ]),
    ).toEqual([
      ["'=Vendor", "'@Units"],
      ["'-2+3", -3],
      ["'\t=1", '-4.00'],
    ]);
  });
});
