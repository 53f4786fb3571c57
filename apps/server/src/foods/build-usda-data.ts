/**
 * Regenerates data/usda/ (the compact SR28 shipped with Brigade) from USDA's original SR28 ASCII files.
 *
 *   npx node apps/server/src/foods/build-usda-data.ts [source folder] [output folder]
 *
 * The source defaults to /work/shared/data/usda-sr28 (FOOD_DES, FD_GROUP, NUTR_DEF, NUT_DATA, WEIGHT as
 * .txt.gz); the output to data/usda/. Only the fields the product uses are kept (see usda-files.ts).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { USDA_DATA_DIR, USDA_FILES, type UsdaTable } from './usda-files.ts';

// USDA says ISO-8859-1, but FOOD_DES also holds the Windows-1252 quotes 0x91/0x92; the WHATWG decoder
// for 'windows-1252' maps those to ‘ ’ and 0xB5 to µ, like ISO-8859-1 for every other byte.
const decoder = new TextDecoder('windows-1252');

/** Parses one SR28 file: fields split on `^`, text fields wrapped in `~`, CRLF (or bare CR) line ends. */
export function parseSr28(bytes: Uint8Array): string[][] {
  const rows: string[][] = [];
  for (const line of decoder.decode(bytes).split(/\r\n|\n|\r/)) {
    if (line === '') continue;
    rows.push(line.split('^').map((field) => (field.startsWith('~') ? field.slice(1, -1) : field).trim()));
  }
  return rows;
}

/** Normalizes an SR28 number ("0.850", "14.2", "01001") to its shortest text ("0.85", "14.2", "1001"). */
function num(text: string, what: string): string {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new Error(`${what}: not a number: "${text}"`);
  return String(value);
}

function clean(text: string, what: string): string {
  if (/[\t\r\n]/.test(text)) throw new Error(`${what}: text holds a tab or line break: "${text}"`);
  return text;
}

export function buildTables(sourceDir: string): Record<UsdaTable, string[][]> {
  const read = (name: string) => parseSr28(gunzipSync(readFileSync(join(sourceDir, name))));
  return {
    foodGroups: read('FD_GROUP.txt.gz').map(([code, description]) => [code, clean(description, code)]),
    foods: read('FOOD_DES.txt.gz').map((f) => [
      num(f[0], 'NDB_No'),
      f[1],
      clean(f[2], f[0]),
      clean(f[5] ?? '', f[0]),
      f[8] ? num(f[8], `Refuse ${f[0]}`) : '',
    ]),
    nutrients: read('NUTR_DEF.txt.gz').map((n) => [
      num(n[0], 'Nutr_No'),
      clean(n[1], n[0]),
      clean(n[3], n[0]),
      num(n[4], 'Num_Dec'),
      num(n[5], 'SR_Order'),
    ]),
    foodNutrients: read('NUT_DATA.txt.gz').map((v) => [
      num(v[0], 'NDB_No'),
      num(v[1], 'Nutr_No'),
      num(v[2], `Nutr_Val ${v[0]}/${v[1]}`),
    ]),
    foodPortions: read('WEIGHT.txt.gz').map((w) => [
      num(w[0], 'NDB_No'),
      num(w[1], 'Seq'),
      num(w[2], 'Amount'),
      clean(w[3], w[0]),
      num(w[4], 'Gm_Wgt'),
    ]),
  };
}

function main() {
  const sourceDir = process.argv[2] ?? '/work/shared/data/usda-sr28';
  const outDir = process.argv[3] ?? USDA_DATA_DIR;
  mkdirSync(outDir, { recursive: true });
  const tables = buildTables(sourceDir);
  for (const table of Object.keys(USDA_FILES) as UsdaTable[]) {
    const { file, columns } = USDA_FILES[table];
    const text = `${[columns.join('\t'), ...tables[table].map((row) => row.join('\t'))].join('\n')}\n`;
    // mtime 0 in the gzip header keeps the output byte-identical from one build to the next.
    writeFileSync(join(outDir, file), gzipSync(text, { level: 9 }));
    const size = statSync(join(outDir, file)).size;
    console.log(`${file}: ${tables[table].length} rows, ${(size / 1024).toFixed(0)} KiB`);
  }
}

if (import.meta.main) main();
