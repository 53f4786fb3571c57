/**
 * A cell's text as a spreadsheet must show it, never run it (OWASP's CSV injection rule): a text that
 * begins with = + - @, a tab or a carriage return would be read as a formula by Excel, LibreOffice or
 * Google Sheets (`=HYPERLINK(…)` becomes a link, `=cmd|…` a command), so it gets a leading single
 * quote, which those programs take as "this is text". A figure written as text ('-3.50', as money is
 * formatted) is no formula and stays a number in the spreadsheet; numbers themselves never change.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_FIGURE.test(text) ? `'${text}` : text;
}

/** A decimal figure and nothing else: '-3', '-3.50', '12'. */
const PLAIN_FIGURE = /^-?\d+(\.\d+)?$/;

/** Every cell of a CSV file's rows through `spreadsheetText`: the one rule every CSV the product writes. */
export function spreadsheetRows(rows: readonly (readonly (string | number)[])[]): (string | number)[][] {
  return rows.map((row) => row.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell)));
}
