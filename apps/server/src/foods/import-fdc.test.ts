import path from 'node:path';
import type { TFood } from '@brigade/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fdcCsv, writeFdcFolder, zipFolder } from './fdc-fixture.ts';
import { openFdcSource } from './fdc-source.ts';
import { rows } from './foods-db.ts';
import { importFdc } from './import-fdc.ts';
import { ensureUsdaLoaded } from './load-sr28.ts';
import { SMALL_SR28, writeUsdaFixture } from './usda-fixture.ts';

// A small download in FoodData Central's CSV format: SR Legacy rows for two foods already loaded from
// SR28 (butter 1001, salmon 15076), a Foundation, a Survey and two Branded foods, a lab sample (skipped),
// and malformed rows whose line numbers the report must give.
const FILES = {
  'measure_unit.csv': fdcCsv([
    ['id', 'name'],
    [1000, 'cup'],
    [9999, 'undetermined'],
  ]),
  'food_category.csv': fdcCsv([
    ['id', 'code', 'description'],
    [1, '0100', 'Dairy and Egg Products'],
    [11, '1100', 'Vegetables and Vegetable Products'],
    [15, '1500', 'Finfish and Shellfish Products'],
  ]),
  'wweia_food_category.csv': fdcCsv([
    ['wweia_food_category', 'wweia_food_category_description'],
    [1002, 'Milk, whole'],
  ]),
  'nutrient.csv': fdcCsv([
    ['id', 'name', 'unit_name', 'nutrient_nbr', 'rank'],
    [1003, 'Protein', 'G', '203', '600'],
    [1004, 'Total lipid (fat)', 'G', '204', '800'],
    [1008, 'Energy', 'KCAL', '208', '300'],
    [2047, 'Energy (Atwater General Factors)', 'KCAL', '957', '280'],
    [1235, 'Sugars, added', 'G', '', ''],
  ]),
  'sr_legacy_food.csv': fdcCsv([
    ['fdc_id', 'NDB_number'],
    [173410, 1001],
    [175167, 15076],
  ]),
  'branded_food.csv': fdcCsv([
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
    [2000001, 'Happy Cow Dairy', 'HAPPY COW', 'Farmhouse', '0001', '14', 'g', '1 Tbsp', 'Butter & Spread'],
    [2000002, 'Oat Co.', 'OATY', '', '0002', '240', 'ml', '1 cup', 'Plant Based Milk'],
    ['abc', 'Nobody', '', '', '', '', '', '', ''],
  ]),
  'food.csv': fdcCsv([
    ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
    [173410, 'sr_legacy_food', 'Butter, salted', 1, '2019-04-01'],
    [175167, 'sr_legacy_food', 'Fish, salmon, Atlantic, wild, raw', 15, '2019-04-01'],
    [321360, 'foundation_food', 'Tomatoes, grape, raw', 11, '2020-04-01'],
    [1097512, 'survey_fndds_food', 'Milk, whole', 1002, '2020-10-30'],
    [2000001, 'branded_food', 'SALTED BUTTER', '', '2021-01-01'],
    [2000002, 'branded_food', 'OAT MILK, ORIGINAL', '', '2021-01-01'],
    [500001, 'sample_food', 'Butter, sample 3', 1, '2019-04-01'],
    ['abc', 'branded_food', 'NO ID', '', '2021-01-01'], // line 9
    [50000, 'foundation_food', 'Low id', 1, '2020-04-01'], // line 10
  ]).concat('"2000003","branded_food"\n'), // line 11: too few fields
  'food_nutrient.csv': fdcCsv([
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
    [1, 173410, 1003, '0.85', '', '', '', '', '', '', ''],
    [2, 173410, 1008, '717', '', '', '', '', '', '', ''],
    [3, 173410, 1004, '81.11', '', '', '', '', '', '', ''],
    [4, 321360, 1003, '0.83', '', '', '', '', '', '', ''],
    [5, 321360, 2047, '27', '', '', '', '', '', '', ''],
    [6, 1097512, 1003, '3.27', '', '', '', '', '', '', ''],
    [7, 2000001, 1008, '700', '', '', '', '', '', '', ''],
    [8, 2000001, 1008, '714', '', '', '', '', '', '', ''], // the same pair again: the last one counts
    [9, 2000001, 1235, '0', '', '', '', '', '', '', ''],
    [10, 500001, 1003, '5', '', '', '', '', '', '', ''], // a skipped food: ignored
    [11, 2000002, 9998, '1', '', '', '', '', '', '', ''], // line 12: unknown nutrient
    [12, 2000002, 1003, 'n/a', '', '', '', '', '', '', ''], // line 13: not a number
  ]),
  'food_portion.csv': fdcCsv([
    [
      'id',
      'fdc_id',
      'seq_num',
      'amount',
      'measure_unit_id',
      'portion_description',
      'modifier',
      'gram_weight',
      'data_points',
      'footnote',
      'min_year_acquired',
    ],
    [81000, 173410, 1, '1', 9999, '', 'pat (1" sq, 1/3" high)', '5', '', '', ''],
    [81001, 173410, 3, '1', 9999, '', 'cup', '227', '', '', ''],
    [90001, 321360, 1, '1.0', 1000, '', '', '150', '', '', ''],
    [90002, 321360, 2, '1.0', 1000, '', 'halves', '160', '', '', ''],
    [90003, 1097512, 1, '', 9999, '1 cup', '', '244', '', '', ''],
    [90004, 1097512, 2, '', 9999, '1 1/2 cups', '', '366', '', '', ''],
    [90005, 1097512, 3, '', 9999, 'Quantity not specified', '', '244', '', '', ''],
    [90006, 2000002, 1, '1', 1000, '', '', '', '', '', ''], // line 9: no gram weight
  ]),
};

let t: TestApp;
const removers: (() => void)[] = [];
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  const sr28 = writeUsdaFixture(SMALL_SR28);
  removers.push(sr28.remove);
  await ensureUsdaLoaded(t.db, { info: () => {} }, sr28.dir);
});
afterAll(async () => {
  await t?.close();
  for (const remove of removers) remove();
});

const folder = (files: Record<string, string> = FILES) => {
  const written = writeFdcFolder(files);
  removers.push(written.remove);
  return written.root;
};
const createUser = () => t.createUser();
const runImport = async (location: string) => {
  const source = await openFdcSource(location);
  try {
    return await importFdc(t.db, source);
  } finally {
    source.close();
  }
};
const tableCounts = async () =>
  (
    await rows(
      t.db,
      sql`SELECT (SELECT count(*) FROM foods)::int AS foods, (SELECT count(*) FROM food_nutrients)::int AS values,
        (SELECT count(*) FROM food_portions)::int AS portions, (SELECT count(*) FROM nutrients)::int AS nutrients`,
    )
  )[0];

describe('importFdc', () => {
  it("moves kitchens' links to an SR28 food along with the food's new FDC id", async () => {
    const cook = await createUser();
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: cook.headers,
      payload: { name: 'Dairy Co' },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients',
      headers: cook.headers,
      payload: {
        name: 'Butter',
        category: 'Dairy and Egg Products',
        vendor: { id: vendor.json().id },
        food: { fdcId: 1001 },
      },
    });
    expect(saved.statusCode).toBe(201);
    await runImport(folder());
    const linked = await t.app.inject({
      url: `/api/ingredients/${saved.json().id}`,
      headers: cook.headers,
    });
    // SR28's butter (NDB 1001) is SR Legacy fdc_id 173410 in the download.
    expect(linked.json().food.fdcId).toBe(173410);
  });

  it('imports foods, values and portions, matching SR Legacy rows to SR28 by NDB number', async () => {
    const report = await runImport(folder());
    expect(report).toMatchObject({
      foods: 6,
      matchedSr28: 2,
      nutrients: 3, // 204 (not in this small SR28), 957 (Atwater), 100000 + 1235 (no SR number)
      nutrientValues: 8, // 12 rows − 1 pair given twice − 1 of a skipped food − 2 malformed
      portions: 7,
      skippedDataTypes: { sample_food: 1 },
      missingFiles: [],
    });
    expect(report.problems).toEqual([
      { file: 'branded_food.csv', line: 4, message: 'fdc_id "abc" is not a number' },
      { file: 'food.csv', line: 9, message: 'fdc_id is not a number or description is empty' },
      { file: 'food.csv', line: 10, message: 'fdc_id 50000 is in the range of SR28 NDB numbers' },
      { file: 'food.csv', line: 11, message: '2 fields where the header has 5' },
      { file: 'food_nutrient.csv', line: 12, message: 'nutrient_id "9998" is not in nutrient.csv' },
      { file: 'food_nutrient.csv', line: 13, message: 'amount "n/a" is not a number' },
      { file: 'food_portion.csv', line: 9, message: 'gram_weight "" is not a positive number' },
    ]);
    expect(report.problemCount).toBe(7);

    // 3 SR28 foods (two now under their FDC id) + Foundation, Survey and two Branded foods; values: SR28's 5
    // + butter's fat + 2 tomato + 1 milk + 2 branded; portions: SR28's 3 + butter's cup + 2 tomato + 3 milk
    // + the branded serving.
    expect(await tableCounts()).toEqual({ foods: 7, values: 11, portions: 10, nutrients: 6 });
    const ids = await rows<{ fdc_id: number; ndb_number: number | null }>(
      t.db,
      sql`SELECT fdc_id, ndb_number FROM foods ORDER BY fdc_id`,
    );
    expect(ids).toEqual([
      { fdc_id: 1188, ndb_number: 1188 },
      { fdc_id: 173410, ndb_number: 1001 },
      { fdc_id: 175167, ndb_number: 15076 },
      { fdc_id: 321360, ndb_number: null },
      { fdc_id: 1097512, ndb_number: null },
      { fdc_id: 2000001, ndb_number: null },
      { fdc_id: 2000002, ndb_number: null },
    ]);
    const orphans = await rows(
      t.db,
      sql`SELECT fdc_id FROM food_nutrients WHERE fdc_id NOT IN (SELECT fdc_id FROM foods)
        UNION ALL SELECT fdc_id FROM food_portions WHERE fdc_id NOT IN (SELECT fdc_id FROM foods)`,
    );
    expect(orphans).toEqual([]);
  });

  it('answers the imported foods through the API, SR28 butter under its FDC id with its values and portions', async () => {
    await runImport(folder());
    const user = await t.createUser();
    const food = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/foods/${id}`, headers: user.headers })).json() as TFood;

    const butter = await food(173410);
    expect(butter).toMatchObject({
      fdcId: 173410,
      description: 'Butter, salted',
      categoryName: 'Dairy and Egg Products',
    });
    // SR28 had pat and tbsp; FDC adds the cup (seq 3); its pat is SR28's, unchanged.
    expect(butter.foodPortions).toEqual([
      { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 },
      { amount: 1, measureName: 'pat (1" sq, 1/3" high)', modifier: null, gramWeight: 5 },
      { amount: 1, measureName: 'tbsp', modifier: null, gramWeight: 14.2 },
      { amount: 1, measureName: 'cup', modifier: null, gramWeight: 227 },
    ]);
    expect(butter.foodNutrients).toEqual([
      { amount: 717, nutrient: { id: 208, name: 'Energy', unitName: 'kcal' } },
      { amount: 0.85, nutrient: { id: 203, name: 'Protein', unitName: 'g' } },
      { amount: 81.11, nutrient: { id: 204, name: 'Total lipid (fat)', unitName: 'g' } },
    ]);
    const gone = await t.app.inject({ method: 'GET', url: '/api/foods/1001', headers: user.headers });
    expect(gone.statusCode).toBe(404);

    const tomatoes = await food(321360);
    expect(tomatoes).toMatchObject({
      categoryName: 'Vegetables and Vegetable Products',
      dataType: 'foundation_food',
    });
    expect(tomatoes.foodPortions.slice(1)).toEqual([
      { amount: 1, measureName: 'cup', modifier: null, gramWeight: 150 },
      { amount: 1, measureName: 'cup', modifier: 'halves', gramWeight: 160 },
    ]);
    expect(tomatoes.foodNutrients).toContainEqual({
      amount: 27,
      nutrient: { id: 957, name: 'Energy (Atwater General Factors)', unitName: 'kcal' },
    });

    const milk = await food(1097512);
    expect(milk).toMatchObject({ categoryName: 'Milk, whole', dataType: 'survey_fndds_food' });
    expect(milk.foodPortions.slice(1)).toEqual([
      { amount: 1, measureName: 'cup', modifier: null, gramWeight: 244 },
      { amount: 1.5, measureName: 'cups', modifier: null, gramWeight: 366 },
      { amount: 1, measureName: 'Quantity not specified', modifier: null, gramWeight: 244 },
    ]);

    const branded = await food(2000001);
    expect(branded).toMatchObject({
      description: 'SALTED BUTTER',
      dataType: 'branded_food',
      brandOwner: 'Happy Cow Dairy',
      brandName: 'HAPPY COW',
      subBrandName: 'Farmhouse',
      categoryName: 'Butter & Spread',
    });
    // The label's serving (1 Tbsp = 14 g) is its household portion; 714 kcal, the last of the two rows.
    expect(branded.foodPortions.slice(1)).toEqual([
      { amount: 1, measureName: 'Tbsp', modifier: null, gramWeight: 14 },
    ]);
    expect(branded.foodNutrients).toEqual([
      { amount: 714, nutrient: { id: 208, name: 'Energy', unitName: 'kcal' } },
      { amount: 0, nutrient: { id: 101235, name: 'Sugars, added', unitName: 'g' } },
    ]);
    // A serving in ml has no gram weight: only the 100 g portion.
    expect((await food(2000002)).foodPortions).toHaveLength(1);

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/foods',
      query: { searchText: 'butter' },
      headers: user.headers,
    });
    expect(search.json().content.map((f: { fdcId: number }) => f.fdcId)).toEqual([173410, 2000001]);
  });

  it('can be re-run: nothing is duplicated and nothing changes', async () => {
    const location = folder();
    await runImport(location);
    const before = await tableCounts();
    const snapshot = async () =>
      rows(
        t.db,
        sql`SELECT f.fdc_id, f.description, f.brand_owner, f.category_name, f.search_rank,
          (SELECT json_agg(v ORDER BY v.nutrient_id) FROM food_nutrients v WHERE v.fdc_id = f.fdc_id) AS v,
          (SELECT json_agg(p ORDER BY p.seq) FROM food_portions p WHERE p.fdc_id = f.fdc_id) AS p
          FROM foods f ORDER BY f.fdc_id`,
      );
    const first = await snapshot();
    const again = await runImport(location);
    expect(again).toMatchObject({ foods: 6, matchedSr28: 0, nutrients: 0 });
    expect(await tableCounts()).toEqual(before);
    expect(await snapshot()).toEqual(first);
  });

  it('updates what a newer download changed', async () => {
    await runImport(folder());
    const newer = {
      ...FILES,
      'food.csv': fdcCsv([
        ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
        [2000001, 'branded_food', 'SALTED BUTTER, SWEET CREAM', '', '2022-01-01'],
      ]),
      'food_nutrient.csv': fdcCsv([
        ['id', 'fdc_id', 'nutrient_id', 'amount'],
        [8, 2000001, 1008, '720'],
      ]),
    };
    const report = await runImport(folder(newer));
    expect(report.foods).toBe(1);
    const [row] = await rows(
      t.db,
      sql`SELECT f.description, v.amount FROM foods f JOIN food_nutrients v ON v.fdc_id = f.fdc_id AND v.nutrient_id = 208
        WHERE f.fdc_id = 2000001`,
    );
    expect(row).toEqual({ description: 'SALTED BUTTER, SWEET CREAM', amount: 720 });
  });

  it('reads the download as a .zip too', async () => {
    const root = folder();
    const zip = path.join(root, 'FoodData_Central_csv_2024-10-31.zip');
    zipFolder(path.join(root, 'FoodData_Central_csv_2024-10-31'), zip);
    const report = await runImport(zip);
    expect(report).toMatchObject({
      foods: 6,
      matchedSr28: 2,
      nutrientValues: 8,
      portions: 7,
      problemCount: 7,
    });
    expect(await tableCounts()).toEqual({ foods: 7, values: 11, portions: 10, nutrients: 6 });
  });

  it('reports a file it cannot read and imports the rest', async () => {
    const report = await runImport(
      folder({
        'food.csv': FILES['food.csv'],
        'food_nutrient.csv': fdcCsv([
          ['id', 'fdc_id', 'amount'],
          [1, 321360, '1'],
        ]),
        // An unclosed quote swallows the rest of the file: the rows before it are kept.
        'food_portion.csv': `${fdcCsv([
          [
            'id',
            'fdc_id',
            'seq_num',
            'amount',
            'measure_unit_id',
            'portion_description',
            'modifier',
            'gram_weight',
          ],
          [90001, 321360, 1, '1', '', 'slice', '', '20'],
        ])}"90002","321360","2","1","","wedge,"",10\n`,
      }),
    );
    expect(report.foods).toBe(6);
    expect(report.missingFiles).toEqual([
      'measure_unit.csv',
      'food_category.csv',
      'wweia_food_category.csv',
      'nutrient.csv',
      'sr_legacy_food.csv',
      'branded_food.csv',
    ]);
    expect(report.problems).toContainEqual({
      file: 'food_nutrient.csv',
      line: 0,
      message: 'food_nutrient.csv: missing column nutrient_id',
    });
    expect(report.problems.find((p) => p.file === 'food_portion.csv')?.message).toMatch(/quote/i);
    expect(report.portions).toBe(1);
  });

  it('refuses a folder without food.csv', async () => {
    await expect(runImport(folder({ 'nutrient.csv': FILES['nutrient.csv'] }))).rejects.toThrow(
      /food\.csv is missing/,
    );
    await expect(openFdcSource('/nonexistent/fdc')).rejects.toThrow(/no such folder or \.zip file/);
  });
});
