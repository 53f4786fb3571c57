import { MAX_INGREDIENT_IMPORT_ROWS, type TIngredientImportCells } from '@brigade/core';
import Papa from 'papaparse';

/** The columns of an ingredient spreadsheet, as the import sends them. */
export const IMPORT_COLUMNS = ['vendor', 'name', 'category', 'cost', 'costAmount', 'costUnits'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Header spellings, compared without case, spaces or punctuation ("Pack Cost" = "pack_cost"): what
 * chefs' and distributors' sheets call these columns.
 */
const HEADERS: Record<ImportColumn, string[]> = {
  vendor: ['vendor', 'vendorname', 'supplier', 'distributor', 'purveyor', 'source'],
  name: ['name', 'ingredient', 'ingredientname', 'item', 'itemname', 'product', 'productname', 'description'],
  category: ['category', 'type', 'group', 'foodgroup', 'section'],
  cost: ['cost', 'packcost', 'price', 'packprice', 'casecost', 'caseprice', 'unitcost', 'cost$', 'price$'],
  costAmount: [
    'costamount',
    'packquantity',
    'packqty',
    'packsize',
    'amount',
    'quantity',
    'qty',
    'size',
    'casesize',
  ],
  costUnits: ['costunits', 'packunits', 'packunit', 'units', 'unit', 'uom', 'unitofmeasure', 'measure'],
};

export class SpreadsheetError extends Error {}

const key = (cell: unknown) =>
  String(cell ?? '')
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]/g, '');

/** Which column of the header holds what; the ingredient's name is the one that must be there. */
export function headerColumns(header: unknown[]): Partial<Record<ImportColumn, number>> {
  const keys = header.map(key);
  const columns: Partial<Record<ImportColumn, number>> = {};
  for (const column of IMPORT_COLUMNS) {
    const index = keys.findIndex((k) => HEADERS[column].includes(k));
    if (index !== -1) columns[column] = index;
  }
  if (columns.name === undefined) {
    const found =
      header
        .map((h) => String(h ?? '').trim())
        .filter(Boolean)
        .join(', ') || 'nothing';
    throw new SpreadsheetError(
      `Line 1 must name the columns: vendor, name, category, pack cost, pack quantity, pack units. The name column is missing (found: ${found}).`,
    );
  }
  return columns;
}

/** A spreadsheet read into the import's rows, each with its line in the file (the header is line 1). */
export type Spreadsheet = { rows: TIngredientImportCells[]; lines: number[]; truncated: boolean };

const cellValue = (cell: unknown): string | number | null =>
  cell === null || cell === undefined
    ? null
    : typeof cell === 'number'
      ? cell
      : String(cell).trim().slice(0, 1000);

/** The rows under the header: blank lines skipped, a blank vendor cell filled with `vendor` (the page's). */
export function tableToRows(table: unknown[][], vendor?: string): Spreadsheet {
  const [header = [], ...body] = table;
  const columns = headerColumns(header);
  const rows: TIngredientImportCells[] = [];
  const lines: number[] = [];
  let truncated = false;
  body.forEach((cells, i) => {
    if (cells.every((c) => c === null || c === undefined || String(c).trim() === '')) return;
    if (rows.length >= MAX_INGREDIENT_IMPORT_ROWS) {
      truncated = true;
      return;
    }
    const row: TIngredientImportCells = {};
    for (const column of IMPORT_COLUMNS) {
      const index = columns[column];
      row[column] = index === undefined ? null : cellValue(cells[index]);
    }
    if ((row.vendor === null || row.vendor === '') && vendor) row.vendor = vendor;
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

/** Reads a CSV or XLSX file into the import's rows. */
export async function readSpreadsheet(
  file: File,
  onProgress: (done: number) => void,
  vendor?: string,
): Promise<Spreadsheet> {
  const xlsx = /\.xlsx$/i.test(file.name);
  const table = xlsx ? await readXlsx(file) : await readCsv(file, onProgress);
  onProgress(1);
  return tableToRows(table, vendor);
}
