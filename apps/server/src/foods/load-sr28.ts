import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { ColumnBatch } from './column-batch.ts';
import { type ProgressLog, rows } from './foods-db.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { searchRank, searchTexts } from './search-terms.ts';
import { readUsdaTable, USDA_DATA_DIR } from './usda-files.ts';

const SOURCE = 'sr28';
/** Marks a database whose SR28 foods carry their refuse % (loaded with it, or filled in since). */
const REFUSE_SOURCE = 'sr28-refuse';
/** pg_advisory_xact_lock key: two servers starting at once on one PostgreSQL load SR28 once. */
const LOAD_LOCK = 72_450_028;
const FOOD_BATCH = 2_000;
const VALUE_BATCH = 25_000;
/** food_nutrients' primary key, as named by the migration (db/schema/foods.ts). */
const VALUES_KEY = 'food_nutrients_fdc_id_nutrient_id_pk';

export type UsdaLoadResult = { loaded: boolean; foods: number; ms: number };

async function isLoaded(db: Executor, source = SOURCE): Promise<boolean> {
  const [row] = await rows<{ state: string }>(db, sql`SELECT state FROM food_loads WHERE source = ${source}`);
  return row?.state === 'done';
}

async function markDone(tx: Executor, source: string, count: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO food_loads (source, state, food_count, started_at, finished_at)
    VALUES (${source}, 'done', ${count}, now(), now())
    ON CONFLICT (source) DO UPDATE SET state = 'done', food_count = excluded.food_count, finished_at = now()`);
}

/** SR28's refuse column: a percent, or null when the food has none. */
const refuseOf = (text: string | undefined) => (text ? Number(text) : null);

/**
 * A database loaded before foods carried their refuse % gets it once from data/usda/foods.tsv.gz
 * (one UPDATE per batch), then is marked so later starts cost one indexed read.
 */
async function ensureRefuse(db: Db, dir: string): Promise<void> {
  if (await isLoaded(db, REFUSE_SOURCE)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_LOCK})`);
    if (await isLoaded(tx, REFUSE_SOURCE)) return;
    const batch = new ColumnBatch({ id: 'int', refuse: 'real' });
    const update = () =>
      tx.execute(sql`
        UPDATE foods f SET refuse_percent = v.refuse FROM ${batch.take()}
        WHERE f.ndb_number = v.id AND f.refuse_percent IS DISTINCT FROM v.refuse`);
    let count = 0;
    for await (const [ndb, , , , refuse] of readUsdaTable('foods', dir)) {
      if (refuseOf(refuse) === null) continue;
      batch.push({ id: Number(ndb), refuse: refuseOf(refuse) });
      count++;
      if (batch.size === FOOD_BATCH) await update();
    }
    if (batch.size > 0) await update();
    await markDone(tx, REFUSE_SOURCE, count);
  });
}

/**
 * Loads USDA SR28 (data/usda/) into the food tables unless already done. Called at every start: a
 * loaded database costs one indexed read. The load is one transaction, so an interrupted load leaves
 * nothing behind and simply runs again at the next start.
 */
export async function ensureUsdaLoaded(
  db: Db,
  log: ProgressLog,
  dir = USDA_DATA_DIR,
): Promise<UsdaLoadResult> {
  const started = performance.now();
  if (await isLoaded(db)) {
    await ensureRefuse(db, dir);
    return { loaded: false, foods: 0, ms: performance.now() - started };
  }
  log.info('USDA SR28: loading the food database (first start)…');
  const foods = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_LOCK})`);
    if (await isLoaded(tx)) return 0;
    const count = await loadAll(tx, log, dir, started);
    await rebuildSearchIndex(tx);
    await markDone(tx, SOURCE, count);
    await markDone(tx, REFUSE_SOURCE, count);
    return count;
  });
  // VACUUM marks the search index's pages all-visible (searches then read only its btree) and ANALYZE
  // gives the planner fresh statistics: PGlite has no autovacuum to do either.
  await db.execute(sql`VACUUM ANALYZE food_terms`);
  await db.execute(sql`ANALYZE foods, nutrients, food_nutrients, food_portions, food_words`);
  const ms = performance.now() - started;
  if (foods > 0) log.info(`USDA SR28: ${foods} foods loaded in ${(ms / 1000).toFixed(1)} s`);
  return { loaded: foods > 0, foods, ms };
}

async function loadAll(tx: Executor, log: ProgressLog, dir: string, started: number): Promise<number> {
  const progress = (what: string, done: number) =>
    log.info(`USDA SR28: ${what} ${done} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const groups = new Map<string, string>();
  for await (const [code, description] of readUsdaTable('foodGroups', dir)) groups.set(code, description);

  const nutrients = new ColumnBatch({ id: 'int', name: 'text', unit: 'text', rank: 'int', decimals: 'int' });
  for await (const [id, unit, name, decimals, rank] of readUsdaTable('nutrients', dir)) {
    nutrients.push({ id: Number(id), name, unit, rank: Number(rank), decimals: Number(decimals) });
  }
  progress('nutrients', nutrients.size);
  await tx.execute(sql`
    INSERT INTO nutrients (id, name, unit_name, rank, decimals)
    SELECT id, name, unit, rank, decimals FROM ${nutrients.take()} ON CONFLICT (id) DO NOTHING`);

  // Portions first: how many household portions a food has feeds its search rank.
  const portions: string[][] = [];
  const portionCount = new Map<number, number>();
  for await (const row of readUsdaTable('foodPortions', dir)) {
    portions.push(row);
    portionCount.set(Number(row[0]), (portionCount.get(Number(row[0])) ?? 0) + 1);
  }

  const foods = new ColumnBatch({
    id: 'int',
    description: 'text',
    manufacturer: 'text',
    category: 'text',
    refuse: 'real',
    rank: 'real',
    name_text: 'text',
    lead_text: 'text',
  });
  const insertFoods = () =>
    tx.execute(sql`
      INSERT INTO foods (fdc_id, ndb_number, description, data_type, brand_owner, category_name,
                         refuse_percent, search_rank, name_words, lead_words)
      SELECT id, id, description, 'sr_legacy_food', manufacturer, category, refuse, rank,
             tsvector_to_array(to_tsvector('english', name_text)),
             tsvector_to_array(to_tsvector('english', lead_text))
      FROM ${foods.take()} ON CONFLICT DO NOTHING`);
  let foodTotal = 0;
  for await (const [ndb, group, description, manufacturer, refuse] of readUsdaTable('foods', dir)) {
    const id = Number(ndb);
    const category = groups.get(group) ?? null;
    const rank = searchRank({
      description,
      dataType: 'sr_legacy_food',
      categoryName: category,
      portionCount: portionCount.get(id),
    });
    const { nameText, leadText } = searchTexts(description);
    foods.push({
      id,
      description,
      manufacturer: manufacturer || null,
      category,
      refuse: refuseOf(refuse),
      rank,
      name_text: nameText,
      lead_text: leadText,
    });
    foodTotal++;
    if (foods.size === FOOD_BATCH) await insertFoods();
  }
  if (foods.size > 0) await insertFoods();
  progress('foods', foodTotal);

  // Into an empty table, the primary key is built once after the rows rather than row by row: twice as
  // fast on PGlite. Inside this transaction, an interrupted load leaves the key as it was.
  const [{ empty }] = await rows<{ empty: boolean }>(
    tx,
    sql`SELECT NOT EXISTS (SELECT 1 FROM food_nutrients) AS empty`,
  );
  if (empty) await tx.execute(sql`ALTER TABLE food_nutrients DROP CONSTRAINT ${sql.raw(VALUES_KEY)}`);
  const values = new ColumnBatch({ fdc_id: 'int', nutrient_id: 'int', amount: 'float8' });
  const insertValues = () =>
    tx.execute(sql`
      INSERT INTO food_nutrients (fdc_id, nutrient_id, amount)
      SELECT fdc_id, nutrient_id, amount FROM ${values.take()}`);
  let valueTotal = 0;
  for await (const [ndb, nutrient, amount] of readUsdaTable('foodNutrients', dir)) {
    values.push({ fdc_id: Number(ndb), nutrient_id: Number(nutrient), amount: Number(amount) });
    if (values.size === VALUE_BATCH) {
      await insertValues();
      valueTotal += VALUE_BATCH;
      if (valueTotal % 200_000 === 0) progress('nutrient values', valueTotal);
    }
  }
  valueTotal += values.size;
  if (values.size > 0) await insertValues();
  if (empty) {
    await tx.execute(
      sql`ALTER TABLE food_nutrients ADD CONSTRAINT ${sql.raw(VALUES_KEY)} PRIMARY KEY (fdc_id, nutrient_id)`,
    );
  }
  progress('nutrient values', valueTotal);

  const portionBatch = new ColumnBatch({
    fdc_id: 'int',
    seq: 'int',
    amount: 'float8',
    measure: 'text',
    grams: 'float8',
  });
  for (const [ndb, seq, amount, measure, grams] of portions) {
    portionBatch.push({
      fdc_id: Number(ndb),
      seq: Number(seq),
      amount: Number(amount),
      measure,
      grams: Number(grams),
    });
  }
  await tx.execute(sql`
    INSERT INTO food_portions (fdc_id, seq, amount, measure_name, gram_weight)
    SELECT fdc_id, seq, amount, measure, grams FROM ${portionBatch.take()} ON CONFLICT DO NOTHING`);
  progress('household portions', portions.length);
  return foodTotal;
}
