import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text.ts';

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
});
