import { sql } from 'drizzle-orm';
import { ColumnBatch } from './column-batch.ts';
import type { FdcRun } from './fdc-run.ts';
import { FOOD_BATCH, IdSet, NDB_RANGE_END } from './fdc-run.ts';
import { brandedServing, parseId } from './fdc-values.ts';
import { rows } from './foods-db.ts';
import { searchRank, searchTexts } from './search-terms.ts';

/** The data types a cook can pick from; FDC's lab samples and acquisitions are left out. */
export const IMPORTED_DATA_TYPES = new Set([
  'foundation_food',
  'sr_legacy_food',
  'survey_fndds_food',
  'branded_food',
  'experimental_food',
]);

/** Lookups read before food.csv: categories by id (Survey foods: WWEIA's) and SR Legacy NDB numbers. */
export type FoodLookups = {
  categories: Map<number, string>;
  surveyCategories: Map<number, string>;
  srLegacyNdb: Map<number, number>;
};

/**
 * branded_food.csv → a staging table (brand, category, label serving per food), joined when food.csv
 * is read: two million brands never sit in memory.
 */
export async function stageBranded(run: FdcRun): Promise<void> {
  const { db, problem } = run;
  await db.execute(sql`DROP TABLE IF EXISTS fdc_import_branded`);
  await db.execute(sql`
    CREATE UNLOGGED TABLE fdc_import_branded (
      fdc_id integer PRIMARY KEY, brand_owner text, brand_name text, sub_brand_name text, category text,
      portion_amount double precision, portion_measure text, portion_grams double precision)`);
  const batch = new ColumnBatch({
    fdc_id: 'int',
    brand_owner: 'text',
    brand_name: 'text',
    sub_brand_name: 'text',
    category: 'text',
    amount: 'float8',
    measure: 'text',
    grams: 'float8',
  });
  const flush = () => {
    const values = batch.take();
    return run.send(() =>
      db.execute(sql`
        INSERT INTO fdc_import_branded
        SELECT DISTINCT ON (fdc_id) * FROM ${values} ORDER BY fdc_id
        ON CONFLICT (fdc_id) DO NOTHING`),
    );
  };
  await run.eachRow('branded_food.csv', ['fdc_id'], async (row) => {
    const fdcId = parseId(row.get('fdc_id'));
    if (fdcId === undefined) {
      problem({
        file: 'branded_food.csv',
        line: row.line,
        message: `fdc_id "${row.get('fdc_id')}" is not a number`,
      });
      return;
    }
    const serving = brandedServing({
      servingSize: row.get('serving_size'),
      servingUnit: row.get('serving_size_unit'),
      household: row.get('household_serving_fulltext'),
    });
    batch.push({
      fdc_id: fdcId,
      brand_owner: row.get('brand_owner') || null,
      brand_name: row.get('brand_name') || null,
      sub_brand_name: row.get('subbrand_name') || null,
      category: row.get('branded_food_category') || null,
      amount: serving?.amount ?? null,
      measure: serving?.measureName ?? null,
      grams: serving?.gramWeight ?? null,
    });
    if (batch.size === FOOD_BATCH) await flush();
  });
  if (batch.size > 0) await flush();
  await run.drain();
  await db.execute(sql`ANALYZE fdc_import_branded`);
}

/**
 * food.csv → foods (with the staged brands), then the branded foods' label servings → food_portions.
 * Returns the ids imported, for the values and portions that follow.
 */
export async function importFoods(run: FdcRun, lookups: FoodLookups): Promise<IdSet> {
  const { db, report, problem } = run;
  const imported = new IdSet();
  const foods = new ColumnBatch({
    fdc_id: 'int',
    ndb: 'int',
    description: 'text',
    data_type: 'text',
    category: 'text',
    rank: 'real',
    name_text: 'text',
    lead_text: 'text',
  });
  const legacy = new ColumnBatch({ fdc_id: 'int', ndb: 'int' });
  const flush = () => {
    const legacyValues = legacy.size > 0 ? legacy.take() : undefined;
    const values = foods.take();
    return run.send(async () => {
      if (legacyValues) {
        // SR28 foods already loaded take their FDC id (with their values and portions).
        const [moved] = await rows<{ n: number }>(
          db,
          sql`WITH moves AS MATERIALIZED (
              SELECT o.fdc_id AS old_id, v.fdc_id AS new_id FROM ${legacyValues}
              JOIN foods o ON o.ndb_number = v.ndb
              WHERE o.fdc_id <> v.fdc_id AND NOT EXISTS (SELECT 1 FROM foods t WHERE t.fdc_id = v.fdc_id)),
            moved_foods AS (UPDATE foods f SET fdc_id = m.new_id FROM moves m WHERE f.fdc_id = m.old_id RETURNING 1),
            moved_values AS (UPDATE food_nutrients x SET fdc_id = m.new_id FROM moves m WHERE x.fdc_id = m.old_id RETURNING 1),
            moved_portions AS (UPDATE food_portions x SET fdc_id = m.new_id FROM moves m WHERE x.fdc_id = m.old_id RETURNING 1),
            -- Kitchens' ingredients copied from an SR28 food keep pointing at it under its new id.
            moved_links AS (UPDATE ingredients x SET food_fdc_id = m.new_id FROM moves m WHERE x.food_fdc_id = m.old_id RETURNING 1)
            SELECT count(*)::int AS n FROM moved_foods`,
        );
        report.matchedSr28 += moved.n;
      }
      await db.execute(sql`
        INSERT INTO foods AS f (fdc_id, ndb_number, description, data_type, brand_owner, brand_name, sub_brand_name,
                                category_name, search_rank, name_words, lead_words)
        SELECT v.fdc_id, v.ndb, v.description, v.data_type, b.brand_owner, b.brand_name, b.sub_brand_name,
               coalesce(b.category, v.category), v.rank,
               tsvector_to_array(to_tsvector('english', v.name_text)),
               tsvector_to_array(to_tsvector('english', v.lead_text))
        FROM ${values} LEFT JOIN fdc_import_branded b ON b.fdc_id = v.fdc_id
        WHERE v.ndb IS NULL OR NOT EXISTS (SELECT 1 FROM foods o WHERE o.ndb_number = v.ndb AND o.fdc_id <> v.fdc_id)
        ON CONFLICT (fdc_id) DO UPDATE SET description = excluded.description, data_type = excluded.data_type,
          brand_owner = excluded.brand_owner, brand_name = excluded.brand_name,
          sub_brand_name = excluded.sub_brand_name, category_name = excluded.category_name,
          search_rank = excluded.search_rank, name_words = excluded.name_words, lead_words = excluded.lead_words
        -- SR Legacy foods keep their SR28 rows; unchanged foods are not rewritten on a re-run.
        WHERE f.data_type <> 'sr_legacy_food'
          AND (f.description, f.data_type, f.brand_owner, f.brand_name, f.sub_brand_name, f.category_name, f.search_rank)
            IS DISTINCT FROM (excluded.description, excluded.data_type, excluded.brand_owner, excluded.brand_name,
                              excluded.sub_brand_name, excluded.category_name, excluded.search_rank)`);
    });
  };
  await run.eachRow('food.csv', ['fdc_id', 'data_type', 'description'], async (row) => {
    const fdcId = parseId(row.get('fdc_id'));
    const dataType = row.get('data_type');
    const description = row.get('description');
    if (fdcId === undefined || description === '') {
      problem({
        file: 'food.csv',
        line: row.line,
        message: 'fdc_id is not a number or description is empty',
      });
      return;
    }
    if (!IMPORTED_DATA_TYPES.has(dataType)) {
      const type = dataType || '(none)';
      report.skippedDataTypes[type] = (report.skippedDataTypes[type] ?? 0) + 1;
      return;
    }
    if (fdcId < NDB_RANGE_END) {
      problem({
        file: 'food.csv',
        line: row.line,
        message: `fdc_id ${fdcId} is in the range of SR28 NDB numbers`,
      });
      return;
    }
    const ndb = dataType === 'sr_legacy_food' ? lookups.srLegacyNdb.get(fdcId) : undefined;
    // Branded downloads put the category's name where the others put its id.
    const categoryText = row.get('food_category_id');
    const categoryId = parseId(categoryText);
    const byId = dataType === 'survey_fndds_food' ? lookups.surveyCategories : lookups.categories;
    const category = categoryId === undefined ? categoryText || null : (byId.get(categoryId) ?? null);
    const { nameText, leadText } = searchTexts(description);
    foods.push({
      fdc_id: fdcId,
      ndb: ndb ?? null,
      description,
      data_type: dataType,
      category,
      rank: searchRank({ description, dataType, categoryName: category }),
      name_text: nameText,
      lead_text: leadText,
    });
    if (ndb !== undefined) legacy.push({ fdc_id: fdcId, ndb });
    imported.add(fdcId);
    report.foods++;
    if (foods.size === FOOD_BATCH) await flush();
  });
  if (foods.size > 0) await flush();
  await run.drain();
  await db.execute(sql`
    INSERT INTO food_portions AS p (fdc_id, seq, amount, measure_name, modifier, gram_weight)
    SELECT b.fdc_id, 1, b.portion_amount, b.portion_measure, NULL, b.portion_grams
    FROM fdc_import_branded b JOIN foods f ON f.fdc_id = b.fdc_id AND f.data_type = 'branded_food'
    WHERE b.portion_grams > 0
    ON CONFLICT (fdc_id, seq) DO UPDATE SET amount = excluded.amount, measure_name = excluded.measure_name,
      gram_weight = excluded.gram_weight
    WHERE (p.amount, p.measure_name, p.gram_weight)
      IS DISTINCT FROM (excluded.amount, excluded.measure_name, excluded.gram_weight)`);
  return imported;
}
