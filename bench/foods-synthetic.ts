/**
 * Synthetic Branded-style foods for bench/foods.bench.ts: descriptions built from SR28's own words
 * ("ORGANIC SHARP CHEDDAR CHEESE"), common words far more often than rare ones, like real labels.
 *  - `generateFoodsSql`: N foods straight into the foods table with generate_series (seconds, not minutes);
 *  - `writeFdcCsv`: the same kind of foods as a FoodData Central CSV download, for the importer.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { fdcCsv } from '../apps/server/src/foods/fdc-fixture.ts';
import { rows } from '../apps/server/src/foods/foods-db.ts';
import { readUsdaTable } from '../apps/server/src/foods/usda-files.ts';

const STOP = new Set(['and', 'with', 'the', 'for', 'from', 'without', 'not', 'or', 'all', 'other']);
const STOP_ARRAY = `{${[...STOP].join(',')}}`;

/**
 * Fills foods with `count` branded foods (fdc_id 3,000,000 + n). Words are drawn from SR28's
 * descriptions loaded in the same database: 0–2 qualifiers, 1–2 food words (from the leading parts),
 * sometimes a form; a word's chance falls with its rank (u² sampling). The search columns are those the
 * importer computes for a one-part branded description (search-terms.ts: 1 part + 0.25 × words + 2 +
 * length / 1000). Rebuild the search index afterwards.
 */
export async function generateFoodsSql(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    CREATE TEMP TABLE bench_heads AS
      SELECT array_agg(w ORDER BY n DESC, w) AS words, count(*)::int AS size FROM (
        SELECT lower(x) AS w, count(*) AS n FROM foods, regexp_split_to_table(split_part(description, ',', 1), '[^A-Za-z]+') x
        WHERE length(x) > 2 AND lower(x) <> ALL (${STOP_ARRAY}::text[]) GROUP BY 1) s`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_mods AS
      SELECT array_agg(w ORDER BY n DESC, w) AS words, count(*)::int AS size FROM (
        SELECT lower(x) AS w, count(*) AS n FROM foods,
          regexp_split_to_table(substr(description, length(split_part(description, ',', 1)) + 2), '[^A-Za-z]+') x
        WHERE length(x) > 2 AND lower(x) <> ALL (${STOP_ARRAY}::text[]) GROUP BY 1) s`);
  // The search indexes are built once after the rows (like a restore), not row by row.
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'foods' AND schemaname = current_schema() AND indexname LIKE 'foods\_%\_idx'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  const word = (list: 'h' | 'm') =>
    sql.raw(`${list}.words[1 + floor(power(random(), 2) * (${list}.size - 1))::int]`);
  const step = 500_000;
  for (let from = 1; from <= count; from += step) {
    const to = Math.min(count, from + step - 1);
    await db.execute(sql`
      INSERT INTO foods (fdc_id, description, data_type, brand_owner, brand_name, category_name, search_rank,
                         name_words, lead_words)
      SELECT 3000000 + g, d, 'branded_food', initcap(h.words[1 + (g::bigint * 7919) % h.size]) || ' Foods Inc.',
             upper(m.words[1 + (g::bigint * 104729) % m.size]), 'Branded',
             3 + 0.25 * array_length(string_to_array(d, ' '), 1) + least(length(d), 200) / 1000.0, w, w
      FROM bench_heads h, bench_mods m, generate_series(${from}::int, ${to}::int) g,
      LATERAL (SELECT upper(concat_ws(' ',
        CASE WHEN g % 3 >= 1 THEN ${word('m')} END, CASE WHEN g % 3 = 2 THEN ${word('m')} END,
        ${word('h')}, CASE WHEN g % 2 = 1 THEN ${word('h')} END,
        CASE WHEN g % 4 = 0 THEN ${word('m')} END)) AS d) x,
      LATERAL (SELECT tsvector_to_array(to_tsvector('english', d)) AS w) stems`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(sql`DROP TABLE bench_heads, bench_mods`);
}

/** A small, seeded generator: the same file on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function sr28Vocabulary(): Promise<{ heads: string[]; mods: string[] }> {
  const heads = new Map<string, number>();
  const mods = new Map<string, number>();
  const count = (map: Map<string, number>, text: string) => {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word.length > 2 && !STOP.has(word)) map.set(word, (map.get(word) ?? 0) + 1);
    }
  };
  for await (const [, , description] of readUsdaTable('foods')) {
    const comma = description.indexOf(',');
    count(heads, comma < 0 ? description : description.slice(0, comma));
    if (comma >= 0) count(mods, description.slice(comma + 1));
  }
  const ranked = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  return { heads: ranked(heads), mods: ranked(mods) };
}

/** FDC's nutrient ids of a label's usual eight, with their SR28 numbers. */
const LABEL_NUTRIENTS = [
  [1008, 'Energy', 'KCAL', 208, 300],
  [1003, 'Protein', 'G', 203, 600],
  [1004, 'Total lipid (fat)', 'G', 204, 800],
  [1005, 'Carbohydrate, by difference', 'G', 205, 1110],
  [2000, 'Sugars, total including NLEA', 'G', 269, 1510],
  [1079, 'Fiber, total dietary', 'G', 291, 1200],
  [1093, 'Sodium, Na', 'MG', 307, 5800],
  [1258, 'Fatty acids, total saturated', 'G', 606, 9700],
] as const;

type Row = (string | number)[];

/** Streams CSV rows (FoodData Central's style) to a file, waiting whenever the disk falls behind. */
async function writeLines(file: string, header: string[], count: number, rowsOf: (i: number) => Row[]) {
  const out = createWriteStream(file);
  out.write(fdcCsv([header]));
  let chunk: Row[] = [];
  for (let i = 1; i <= count; i++) {
    chunk.push(...rowsOf(i));
    if (i % 5_000 === 0 || i === count) {
      if (!out.write(fdcCsv(chunk))) await once(out, 'drain');
      chunk = [];
    }
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Writes a FoodData Central-shaped CSV download of `count` branded foods into `dir` (food.csv,
 * branded_food.csv, food_nutrient.csv with 8 values per food, nutrient.csv, measure_unit.csv,
 * food_category.csv). Returns its size in bytes.
 */
export async function writeFdcCsv(dir: string, count: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const { heads, mods } = await sr28Vocabulary();
  const random = mulberry32(20261122);
  const pick = (words: string[]) => words[Math.floor(random() ** 2 * words.length)];
  const description = (i: number) => {
    const words: string[] = [];
    for (let k = 0; k < i % 3; k++) words.push(pick(mods));
    for (let k = 0; k < 1 + (i % 2); k++) words.push(pick(heads));
    if (i % 4 === 0) words.push(pick(mods));
    return words.join(' ').toUpperCase();
  };
  const fdcId = (i: number) => 3_000_000 + i;
  await writeLines(path.join(dir, 'measure_unit.csv'), ['id', 'name'], 1, () => [[9999, 'undetermined']]);
  await writeLines(path.join(dir, 'food_category.csv'), ['id', 'code', 'description'], 1, () => [
    [1, '0100', 'Dairy and Egg Products'],
  ]);
  await writeLines(
    path.join(dir, 'nutrient.csv'),
    ['id', 'name', 'unit_name', 'nutrient_nbr', 'rank'],
    8,
    (i) => [[...LABEL_NUTRIENTS[i - 1]]],
  );
  await writeLines(
    path.join(dir, 'food.csv'),
    ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
    count,
    (i) => [[fdcId(i), 'branded_food', description(i), '', '2024-10-31']],
  );
  const categories = [
    'Cheese',
    'Candy',
    'Breads & Buns',
    'Soda',
    'Frozen Dinners',
    'Yogurt',
    'Chips',
    'Cereal',
  ];
  await writeLines(
    path.join(dir, 'branded_food.csv'),
    [
      'fdc_id',
      'brand_owner',
      'brand_name',
      'subbrand_name',
      'gtin_upc',
      'serving_size',
      'serving_size_unit',
      'household_serving_fulltext',
      'branded_food_category',
    ],
    count,
    (i) => [
      [
        fdcId(i),
        `${heads[((i * 7919) % 5000) % heads.length]} Foods Inc.`,
        mods[(i * 104729) % mods.length].toUpperCase(),
        '',
        String(10_000_000_000 + i),
        String(10 + (i % 240)),
        'g',
        `${1 + (i % 3)} ${['cup', 'Tbsp', 'piece'][i % 3]}`,
        categories[i % categories.length],
      ],
    ],
  );
  let id = 0;
  await writeLines(
    path.join(dir, 'food_nutrient.csv'),
    [
      'id',
      'fdc_id',
      'nutrient_id',
      'amount',
      'data_points',
      'derivation_id',
      'min',
      'max',
      'median',
      'footnote',
      'min_year_acquired',
    ],
    count,
    (i) =>
      LABEL_NUTRIENTS.map(([nutrient]) => [
        ++id,
        fdcId(i),
        nutrient,
        (random() * 100).toFixed(2),
        '',
        '70',
        '',
        '',
        '',
        '',
        '',
      ]),
  );
}
