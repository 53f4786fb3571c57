import { MAX_INGREDIENT_IMPORT_ROWS } from '@brigade/core';
import {
  readTable,
  type Spreadsheet,
  type TableSpec,
  tableRows,
} from '../../components/file-import/read-table';

export type { Spreadsheet } from '../../components/file-import/read-table';

/** The columns of an ingredient spreadsheet, as the import sends them. */
export const IMPORT_COLUMNS = ['vendor', 'name', 'category', 'cost', 'costAmount', 'costUnits'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Header spellings: what chefs' and distributors' sheets call these columns. */
const INGREDIENT_TABLE: TableSpec<ImportColumn> = {
  columns: IMPORT_COLUMNS,
  headers: {
    vendor: ['vendor', 'vendorname', 'supplier', 'distributor', 'purveyor', 'source'],
    name: [
      'name',
      'ingredient',
      'ingredientname',
      'item',
      'itemname',
      'product',
      'productname',
      'description',
    ],
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
  },
  required: 'name',
  expected: 'vendor, name, category, pack cost, pack quantity, pack units',
  maxRows: MAX_INGREDIENT_IMPORT_ROWS,
};

/** The rows under the header: a blank vendor cell filled with `vendor` (the one chosen). */
export function tableToRows(table: unknown[][], vendor?: string): Spreadsheet {
  const sheet = tableRows(table, INGREDIENT_TABLE);
  if (vendor) for (const row of sheet.rows) if (row.vendor === null || row.vendor === '') row.vendor = vendor;
  return sheet;
}

/** Reads a CSV or XLSX file into the import's rows. */
export async function readSpreadsheet(
  file: File,
  onProgress: (done: number) => void,
  vendor?: string,
): Promise<Spreadsheet> {
  return tableToRows(await readTable(file, onProgress), vendor);
}
