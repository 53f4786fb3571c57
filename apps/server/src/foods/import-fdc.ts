import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { importFoods, stageBranded } from './fdc-foods.ts';
import { importNutrients, importValues } from './fdc-nutrients.ts';
import { importPortions } from './fdc-portions.ts';
import { type FdcImportOptions, type FdcImportReport, type FdcRun, startRun } from './fdc-run.ts';
import type { FdcSource } from './fdc-source.ts';
import { parseId } from './fdc-values.ts';
import { rebuildSearchIndex } from './search-index.ts';

export type { FdcImportOptions, FdcImportReport, FdcProgress } from './fdc-run.ts';

/**
 * Imports FoodData Central's CSV download (Foundation, SR Legacy, Survey and Branded foods) into the
 * food tables. Streams every file (memory stays flat: rows go to the database in batches, the only
 * per-food state is a bitmap of imported ids), upserts (a re-run changes only what changed), and
 * matches SR Legacy rows to the SR28 foods already loaded by NDB number: the SR28 food takes its FDC id
 * instead of being duplicated. Rows that cannot be used are reported with their file and line.
 */
export async function importFdc(
  db: Db,
  source: FdcSource,
  options: FdcImportOptions = {},
): Promise<FdcImportReport> {
  const started = performance.now();
  if (source.size('food.csv') === undefined) {
    throw new Error('food.csv is missing: this is not a FoodData Central CSV download');
  }
  const run = startRun(db, source, options);
  const units = await idNames(run, 'measure_unit.csv', 'id', 'name');
  const categories = await idNames(run, 'food_category.csv', 'id', 'description');
  const surveyCategories = await idNames(
    run,
    'wweia_food_category.csv',
    'wweia_food_category',
    'wweia_food_category_description',
  );
  const nutrientIds = await importNutrients(run);
  const srLegacyNdb = await readSrLegacy(run);
  await stageBranded(run);
  const imported = await importFoods(run, { categories, surveyCategories, srLegacyNdb });
  await importValues(run, imported, nutrientIds);
  await importPortions(run, imported, units);

  run.log('rebuilding the search index…');
  await db.transaction((tx) => rebuildSearchIndex(tx));
  await db.execute(sql`DROP TABLE IF EXISTS fdc_import_branded`);
  const seconds = (performance.now() - started) / 1000;
  await db.execute(sql`
    INSERT INTO food_loads (source, state, food_count, started_at, finished_at)
    VALUES ('fdc', 'done', ${run.report.foods}, now() - make_interval(secs => ${seconds}), now())
    ON CONFLICT (source) DO UPDATE SET state = 'done', food_count = excluded.food_count,
      started_at = excluded.started_at, finished_at = now()`);
  // VACUUM marks the search index's pages all-visible: searches then read only its btree.
  await db.execute(sql`VACUUM ANALYZE food_terms`);
  await db.execute(sql`ANALYZE foods, food_nutrients, food_portions, nutrients, food_words`);
  run.report.seconds = (performance.now() - started) / 1000;
  return run.report;
}

/** A small id → name file (measure units, categories). */
async function idNames(
  run: FdcRun,
  file: 'measure_unit.csv' | 'food_category.csv' | 'wweia_food_category.csv',
  idColumn: string,
  nameColumn: string,
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  await run.eachRow(file, [idColumn, nameColumn], (row) => {
    const id = parseId(row.get(idColumn));
    if (id !== undefined) names.set(id, row.get(nameColumn));
  });
  return names;
}

/** sr_legacy_food.csv: FDC id → SR28 NDB number (about 7,800 rows). */
async function readSrLegacy(run: FdcRun): Promise<Map<number, number>> {
  const ndbs = new Map<number, number>();
  await run.eachRow('sr_legacy_food.csv', ['fdc_id', 'ndb_number'], (row) => {
    const fdcId = parseId(row.get('fdc_id'));
    const ndb = parseId(row.get('ndb_number'));
    if (fdcId === undefined || ndb === undefined) {
      run.problem({
        file: 'sr_legacy_food.csv',
        line: row.line,
        message: 'fdc_id or NDB_number is not a number',
      });
    } else ndbs.set(fdcId, ndb);
  });
  return ndbs;
}
