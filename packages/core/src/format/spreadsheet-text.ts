/**
 * A cell's text as a spreadsheet must show it, never run it (OWASP's CSV injection rule): a text that
 * begins with = + - @, a tab or a carriage return would be read as a formula by Excel, LibreOffice or
 * Google Sheets (`=HYPERLINK(…)` becomes a link, `=cmd|…` a command), so it gets a leading single
 * quote, which those programs take as "this is text". Only for text a user typed (names): figures
 * such as -3 are written as numbers.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
