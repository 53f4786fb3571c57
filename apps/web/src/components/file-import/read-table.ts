import Papa from 'papaparse';

/**
 * A spreadsheet (CSV or XLSX) read in the browser into an import's rows: its first line names the
 * columns (each found by any of its spellings, compared without case, spaces or punctuation: "Pack
 * Cost" = "pack_cost"), blank lines are skipped, and each row keeps its line in the file.
 */
export type TableSpec<C extends string> = {
  /** The columns in the order the rows hold them. */
  columns: readonly C[];
  /** Each column's spellings, already compared-form ("packcost"). */
  headers: Record<C, readonly string[]>;
  /** The column that must be there. */
  required: C;
  /** The sentence when it is not: what line 1 must name. */
  expected: string;
  /** The most rows read; the rest are left out (`truncated`). */
  maxRows: number;
};

export type SheetCells = Record<string, string | number | null>;

/** A spreadsheet read into rows, each with its line in the file (the header is line 1). */
export type Spreadsheet = { rows: SheetCells[]; lines: number[]; truncated: boolean };

export class SpreadsheetError extends Error {}

const key = (cell: unknown) =>
  String(cell ?? '')
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]/g, '');

/** Which column of the header holds what; the spec's required column must be there. */
export function headerColumns<C extends string>(
  header: unknown[],
  spec: TableSpec<C>,
): Partial<Record<C, number>> {
  const keys = header.map(key);
  const columns: Partial<Record<C, number>> = {};
  for (const column of spec.columns) {
    const index = keys.findIndex((k) => spec.headers[column].includes(k));
    if (index !== -1) columns[column] = index;
  }
  if (columns[spec.required] === undefined) {
    const found =
      header
        .map((h) => String(h ?? '').trim())
        .filter(Boolean)
        .join(', ') || 'nothing';
    throw new SpreadsheetError(
      `Line 1 must name the columns: ${spec.expected}. The ${spec.required} column is missing (found: ${found}).`,
    );
  }
  return columns;
}

const cellValue = (cell: unknown): string | number | null =>
  cell === null || cell === undefined
    ? null
    : typeof cell === 'number'
      ? cell
      : String(cell).trim().slice(0, 1000);

/** The rows under the header, by column; a column the header lacks is null in every row. */
export function tableRows<C extends string>(table: unknown[][], spec: TableSpec<C>): Spreadsheet {
  const [header = [], ...body] = table;
  const columns = headerColumns(header, spec);
  const rows: SheetCells[] = [];
  const lines: number[] = [];
  let truncated = false;
  body.forEach((cells, i) => {
    if (cells.every((c) => c === null || c === undefined || String(c).trim() === '')) return;
    if (rows.length >= spec.maxRows) {
      truncated = true;
      return;
    }
    const row: SheetCells = {};
    for (const column of spec.columns) {
      const index = columns[column];
      row[column] = index === undefined ? null : cellValue(cells[index]);
    }
    rows.push(row);
    lines.push(i + 2);
  });
  return { rows, lines, truncated };
}

/** A CSV file's cells, read in chunks so a long file reports its progress (0–1). */
function readCsv(file: File, onProgress: (done: number) => void): Promise<unknown[][]> {
  return new Promise((resolve, reject) => {
    const table: unknown[][] = [];
    Papa.parse<string[]>(file, {
      skipEmptyLines: false,
      chunkSize: 64 * 1024,
      chunk: (results) => {
        table.push(...results.data);
        onProgress(Math.min(1, (results.meta.cursor ?? 0) / Math.max(1, file.size)));
      },
      complete: () => resolve(table),
      error: (error) => reject(new SpreadsheetError(error.message)),
    });
  });
}

/** An .xlsx workbook's first sheet (the reader loads with the first XLSX chosen, not with the page). */
async function readXlsx(file: File): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  try {
    return (await readSheet(file)) as unknown[][];
  } catch {
    throw new SpreadsheetError('This file could not be read as an Excel workbook (.xlsx).');
  }
}

/** A CSV or XLSX file's cells, line by line. */
export async function readTable(file: File, onProgress: (done: number) => void): Promise<unknown[][]> {
  const table = /\.xlsx$/i.test(file.name) ? await readXlsx(file) : await readCsv(file, onProgress);
  onProgress(1);
  return table;
}

/** What the file chooser of a spreadsheet import accepts. */
export const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
