import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';

/**
 * The compact form of USDA SR28 shipped in data/usda/: one gzip'd tab-separated file per table,
 * a header line first, UTF-8, no quoting (the build refuses text holding a tab or a line break).
 * This module is the one description of that format: the build writes it, the loader reads it.
 */
export const USDA_DATA_DIR = fileURLToPath(new URL('../../../../data/usda/', import.meta.url));

export const USDA_FILES = {
  foodGroups: { file: 'food_groups.tsv.gz', columns: ['code', 'description'] },
  foods: { file: 'foods.tsv.gz', columns: ['ndb_no', 'group', 'description', 'manufacturer', 'refuse'] },
  nutrients: { file: 'nutrients.tsv.gz', columns: ['nutr_no', 'unit', 'name', 'decimals', 'sr_order'] },
  foodNutrients: { file: 'food_nutrients.tsv.gz', columns: ['ndb_no', 'nutr_no', 'value'] },
  foodPortions: {
    file: 'food_portions.tsv.gz',
    columns: ['ndb_no', 'seq', 'amount', 'measure', 'gram_weight'],
  },
} as const;

export type UsdaTable = keyof typeof USDA_FILES;

/** Splits a byte stream into lines (LF, CRLF or a bare CR) without holding more than one chunk. */
export async function* readLines(stream: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  for await (const chunk of stream) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const lines = rest.split(/\r\n|\n|\r(?!$)/);
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.decode();
  if (rest.endsWith('\r')) rest = rest.slice(0, -1);
  if (rest !== '') yield rest;
}

/**
 * Streams the rows of one shipped table as arrays of strings (header checked, then skipped).
 * `dir` defaults to data/usda/ and is a parameter so tests can read fixture copies.
 */
export async function* readUsdaTable(table: UsdaTable, dir = USDA_DATA_DIR): AsyncGenerator<string[]> {
  const { file, columns } = USDA_FILES[table];
  const stream = createReadStream(dir + file).pipe(createGunzip());
  let header = true;
  for await (const line of readLines(stream)) {
    if (header) {
      if (line !== columns.join('\t')) throw new Error(`${file}: unexpected header "${line}"`);
      header = false;
      continue;
    }
    if (line !== '') yield line.split('\t');
  }
  if (header) throw new Error(`${file}: empty file`);
}
