import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { USDA_FILES, type UsdaTable } from './usda-files.ts';

/** Writes a data/usda/-shaped folder holding the given rows (tests of the loader). */
export function writeUsdaFixture(tables: Record<UsdaTable, string[][]>): { dir: string; remove(): void } {
  const dir = `${mkdtempSync(path.join(tmpdir(), 'brigade-usda-'))}/`;
  for (const table of Object.keys(USDA_FILES) as UsdaTable[]) {
    const { file, columns } = USDA_FILES[table];
    const lines = [columns.join('\t'), ...tables[table].map((row) => row.join('\t'))];
    writeFileSync(path.join(dir, file), gzipSync(`${lines.join('\r\n')}\r\n`));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Three foods in SR28's shape: butter, a class-headed fish (45 % refuse here) and a branded cheese. */
export const SMALL_SR28: Record<UsdaTable, string[][]> = {
  foodGroups: [
    ['0100', 'Dairy and Egg Products'],
    ['1500', 'Finfish and Shellfish Products'],
  ],
  foods: [
    ['1001', '0100', 'Butter, salted', '', '0'],
    ['15076', '1500', 'Fish, salmon, Atlantic, wild, raw', '', '45'],
    ['1188', '0100', 'KRAFT CHEEZ WHIZ Pasteurized Process Cheese Sauce', 'Kraft Foods, Inc.', ''],
  ],
  nutrients: [
    ['203', 'g', 'Protein', '2', '600'],
    ['208', 'kcal', 'Energy', '0', '300'],
    ['317', 'µg', 'Selenium, Se', '1', '6200'],
  ],
  foodNutrients: [
    ['1001', '203', '0.85'],
    ['1001', '208', '717'],
    ['15076', '203', '19.84'],
    ['15076', '317', '36.5'],
    ['1188', '208', '276'],
  ],
  foodPortions: [
    ['1001', '1', '1', 'pat (1" sq, 1/3" high)', '5'],
    ['1001', '2', '1', 'tbsp', '14.2'],
    ['15076', '1', '0.5', 'fillet', '198'],
  ],
};
