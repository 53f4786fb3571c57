import { spreadsheetRows } from '@brigade/core';
import { stringify } from 'csv-stringify/sync';

/**
 * Rows as an RFC 4180 CSV file: CRLF between records, a field quoted when it holds a comma, a quote
 * or a line break (a lone LF too: csv-stringify only looks for the CRLF it writes), quotes doubled.
 * No text cell starts a formula (core's `spreadsheetRows`, whatever the rows' builder did).
 */
export function csvFile(rows: (string | number)[][]): string {
  return stringify(spreadsheetRows(rows), { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
