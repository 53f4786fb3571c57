import type { TPriceListRequest } from '@brigade/core';
import Papa from 'papaparse';

export type PriceListRow = TPriceListRequest['rows'][number];

/** The server takes at most this many rows in one price list (core's ZPriceListRequest). */
export const MAX_PRICE_LIST_ROWS = 20_000;

export type PriceListFile = {
  rows: PriceListRow[];
  /** Set when the file had more rows than are sent: the line of the last row sent. */
  truncatedAfterLine: number | null;
};

type Column = 'name' | 'cost' | 'costAmount' | 'costUnits';

/** Header spellings, compared without case, spaces or punctuation ("Cost Amount" = "cost_amount"). */
const HEADERS: Record<Column, string[]> = {
  name: ['name', 'ingredient', 'ingredientname', 'item', 'itemname', 'product', 'productname', 'description'],
  cost: ['cost', 'price', 'packcost', 'packprice', 'casecost', 'caseprice', 'costusd', 'price$', 'cost$'],
  costAmount: ['costamount', 'amount', 'packsize', 'packamount', 'casesize', 'quantity', 'qty', 'size'],
  costUnits: ['costunits', 'costunit', 'units', 'unit', 'uom', 'packunits', 'packunit', 'unitofmeasure'],
};
const LABELS: Record<Column, string> = {
  name: 'name',
  cost: 'cost',
  costAmount: 'cost amount',
  costUnits: 'cost units',
};

export class PriceListError extends Error {}

function key(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]/g, '');
}

/** Which column holds what, from the header row; name and cost are required. */
export function headerColumns(header: string[]): Record<Column, number | null> {
  const keys = header.map(key);
  const find = (column: Column) => {
    const index = keys.findIndex((k) => HEADERS[column].includes(k));
    return index === -1 ? null : index;
  };
  const columns = {
    name: find('name'),
    cost: find('cost'),
    costAmount: find('costAmount'),
    costUnits: find('costUnits'),
  };
  const missing = (['name', 'cost'] as const).filter((c) => columns[c] === null);
  if (missing.length > 0) {
    const found = header.filter((h) => h.trim()).join(', ') || 'nothing';
    throw new PriceListError(
      `Line 1 must name the columns: name, cost, cost amount, cost units. The ${missing
        .map((c) => LABELS[c])
        .join(' and ')} column${missing.length > 1 ? 's are' : ' is'} missing (found: ${found}).`,
    );
  }
  return columns;
}

/** '$1,250.00' → '1250.00': a spreadsheet's money as a number the server reads; blank → null. */
export function cleanNumber(cell: string | undefined): string | null {
  let text = (cell ?? '').trim().replace(/^[$€£]\s*/, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(',', '');
  return text === '' ? null : text.slice(0, 50);
}

/**
 * Turns a CSV's records into price list rows as they arrive, numbering each by its line in the file
 * (the header is line 1; a blank line still counts, so "line 7" is where the chef looks), up to the
 * server's limit.
 */
export class PriceListReader {
  private columns: Record<Column, number | null> | null = null;
  private line = 0;
  readonly rows: PriceListRow[] = [];
  truncatedAfterLine: number | null = null;

  /** Adds records; false once the limit is reached (stop reading). */
  add(records: string[][]): boolean {
    for (const record of records) {
      this.line += 1;
      if (!this.columns) {
        this.columns = headerColumns(record);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (this.rows.length === MAX_PRICE_LIST_ROWS) {
        this.truncatedAfterLine = this.rows[this.rows.length - 1].line;
        return false;
      }
      const cell = (column: Column) => {
        const index = this.columns?.[column];
        return index === null || index === undefined ? undefined : record[index];
      };
      this.rows.push({
        line: this.line,
        name: (cell('name') ?? '').trim().slice(0, 300),
        cost: cleanNumber(cell('cost')),
        costAmount: cleanNumber(cell('costAmount')),
        costUnits: cell('costUnits')?.trim().slice(0, 50) || null,
      });
    }
    return true;
  }

  result(): PriceListFile {
    if (!this.columns) throw new PriceListError('The file is empty: line 1 must name the columns.');
    if (this.rows.length === 0) throw new PriceListError('The file has a header but no prices.');
    return { rows: this.rows, truncatedAfterLine: this.truncatedAfterLine };
  }
}

/** Bytes read between progress updates: small enough that a large file's bar moves. */
const CHUNK_BYTES = 128 * 1024;

/**
 * Reads a price list CSV in the browser (papaparse, chunk by chunk so the page stays responsive),
 * reporting how much of the file is read (0…1).
 */
export function readPriceList(file: File, onProgress: (fraction: number) => void): Promise<PriceListFile> {
  return new Promise((resolve, reject) => {
    const reader = new PriceListReader();
    let failed = false;
    Papa.parse<string[], File>(file, {
      chunkSize: CHUNK_BYTES,
      skipEmptyLines: false,
      chunk(results, parser) {
        try {
          // Progress first: abort() finishes at once (complete() reports 1), and the bar never goes back.
          onProgress(file.size > 0 ? Math.min(1, results.meta.cursor / file.size) : 1);
          if (!reader.add(results.data)) parser.abort();
        } catch (error) {
          failed = true;
          parser.abort();
          reject(error);
        }
      },
      complete() {
        if (failed) return;
        try {
          onProgress(1);
          resolve(reader.result());
        } catch (error) {
          reject(error);
        }
      },
      error(error) {
        failed = true;
        reject(new PriceListError(`The file could not be read: ${error.message}`));
      },
    });
  });
}
