import { stringify } from 'csv-stringify/sync';

/**
 * Rows as an RFC 4180 CSV file: CRLF between records, a field quoted when it holds a comma, a quote
 * or a line break (a lone LF too: csv-stringify only looks for the CRLF it writes), quotes doubled.
 */
export function csvFile(rows: (string | number)[][]): string {
  return stringify(rows, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
