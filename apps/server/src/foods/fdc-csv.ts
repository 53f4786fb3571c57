import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** A row the importer could not use, with where it is: reported, never fatal. */
export type CsvProblem = { file: string; line: number; message: string };

export type CsvRow = {
  /** The value of a column (by its header name), trimmed; '' when empty. */
  get(column: string): string;
  /** Line of the file the row ends on (1 = the header). */
  line: number;
};

/**
 * Streams the rows of one FoodData Central CSV file (header first, RFC 4180 quoting). Rows that do
 * not parse, or have another number of fields than the header, go to `report` with their line and are
 * skipped. Throws only when the header lacks a `required` column. `onBytes` sees every chunk read.
 */
export async function* readFdcCsv(
  stream: Readable,
  file: string,
  required: readonly string[],
  report: (problem: CsvProblem) => void,
  onBytes: (bytes: number) => void = () => {},
): AsyncGenerator<CsvRow> {
  stream.on('data', (chunk: Buffer) => onBytes(chunk.length));
  const parser = stream.pipe(
    parse({
      bom: true,
      info: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err) => {
        const line = Number((err as { lines?: number } | undefined)?.lines ?? 0);
        report({ file, line, message: err?.message ?? 'unreadable row' });
        return undefined;
      },
    }),
  );
  stream.on('error', (err) => parser.destroy(err));
  let columns: Map<string, number> | undefined;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (!columns) {
      columns = new Map(record.map((name, index) => [name.trim().toLowerCase(), index]));
      const missing = required.filter((name) => !columns?.has(name));
      if (missing.length > 0) {
        stream.destroy();
        throw new Error(`${file}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
      }
      continue;
    }
    if (record.length !== columns.size) {
      report({
        file,
        line: info.lines,
        message: `${record.length} fields where the header has ${columns.size}`,
      });
      continue;
    }
    const index = columns;
    yield {
      line: info.lines,
      get: (column) => {
        const at = index.get(column);
        return at === undefined ? '' : (record[at] ?? '').trim();
      },
    };
  }
}
