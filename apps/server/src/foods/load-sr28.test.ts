import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rows } from './foods-db.ts';
import { ensureUsdaLoaded } from './load-sr28.ts';
import { SMALL_SR28, writeUsdaFixture } from './usda-fixture.ts';

const quiet = { info: () => {} };

describe('ensureUsdaLoaded on a small SR28-shaped folder', () => {
  let t: TestApp;
  const fixtures: { remove(): void }[] = [];
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
    for (const fixture of fixtures.splice(0)) fixture.remove();
  });
  const fixture = (tables = SMALL_SR28) => {
    const written = writeUsdaFixture(tables);
    fixtures.push(written);
    return written.dir;
  };
  const foodCount = async () =>
    (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM foods`))[0].n;

  it('loads foods keyed by NDB number, with their category, brand, search columns and values', async () => {
    const result = await ensureUsdaLoaded(t.db, quiet, fixture());
    expect(result).toMatchObject({ loaded: true, foods: 3 });
    const foods = await rows(
      t.db,
      sql`SELECT fdc_id, ndb_number, description, data_type, brand_owner, category_name, search_rank,
        name_words, lead_words FROM foods ORDER BY fdc_id`,
    );
    expect(foods).toEqual([
      {
        fdc_id: 1001,
        ndb_number: 1001,
        description: 'Butter, salted',
        data_type: 'sr_legacy_food',
        brand_owner: null,
        category_name: 'Dairy and Egg Products',
        // 2 parts + 0.25 × 2 words − 0.5 × 2 portions + 14 characters / 1000
        search_rank: 1.514,
        name_words: ['butter'],
        lead_words: ['butter', 'salt'],
      },
      {
        fdc_id: 1188,
        ndb_number: 1188,
        description: 'KRAFT CHEEZ WHIZ Pasteurized Process Cheese Sauce',
        data_type: 'sr_legacy_food',
        brand_owner: 'Kraft Foods, Inc.',
        category_name: 'Dairy and Egg Products',
        // 1 part + 0.25 × 7 words + 2 (a brand in capitals) + 49 characters / 1000
        search_rank: 4.799,
        name_words: ['chees', 'cheez', 'kraft', 'pasteur', 'process', 'sauc', 'whiz'],
        lead_words: ['chees', 'cheez', 'kraft', 'pasteur', 'process', 'sauc', 'whiz'],
      },
      {
        fdc_id: 15076,
        ndb_number: 15076,
        description: 'Fish, salmon, Atlantic, wild, raw',
        data_type: 'sr_legacy_food',
        brand_owner: null,
        category_name: 'Finfish and Shellfish Products',
        // 5 parts + 0.25 × 5 words − 0.5 × 1 portion − 1 (raw) + 33 characters / 1000; "Fish" names a
        // class: salmon names the food
        search_rank: 4.783,
        name_words: ['salmon'],
        lead_words: ['atlant', 'fish', 'salmon'],
      },
    ]);
    const values = await rows(
      t.db,
      sql`SELECT fdc_id, nutrient_id, amount FROM food_nutrients ORDER BY fdc_id, nutrient_id`,
    );
    expect(values).toEqual([
      { fdc_id: 1001, nutrient_id: 203, amount: 0.85 },
      { fdc_id: 1001, nutrient_id: 208, amount: 717 },
      { fdc_id: 1188, nutrient_id: 208, amount: 276 },
      { fdc_id: 15076, nutrient_id: 203, amount: 19.84 },
      { fdc_id: 15076, nutrient_id: 317, amount: 36.5 },
    ]);
    const nutrients = await rows(
      t.db,
      sql`SELECT id, name, unit_name, rank, decimals FROM nutrients ORDER BY id`,
    );
    expect(nutrients).toContainEqual({
      id: 317,
      name: 'Selenium, Se',
      unit_name: 'µg',
      rank: 6200,
      decimals: 1,
    });
    const portions = await rows(t.db, sql`SELECT * FROM food_portions ORDER BY fdc_id, seq`);
    expect(portions).toEqual([
      {
        fdc_id: 1001,
        seq: 1,
        amount: 1,
        measure_name: 'pat (1" sq, 1/3" high)',
        modifier: null,
        gram_weight: 5,
      },
      { fdc_id: 1001, seq: 2, amount: 1, measure_name: 'tbsp', modifier: null, gram_weight: 14.2 },
      { fdc_id: 15076, seq: 1, amount: 0.5, measure_name: 'fillet', modifier: null, gram_weight: 198 },
    ]);
    // The search index: a row per food and stem, flags = names it (1) + in its leading part (2) + 4 × name size.
    const terms = await rows(
      t.db,
      sql`SELECT word, rank, fdc_id, flags FROM food_terms WHERE fdc_id IN (1001, 15076) ORDER BY fdc_id, word`,
    );
    expect(terms).toEqual([
      { word: 'butter', rank: 1.514, fdc_id: 1001, flags: 1 + 2 + 4 },
      { word: 'salt', rank: 1.514, fdc_id: 1001, flags: 2 + 4 },
      { word: 'atlant', rank: 4.783, fdc_id: 15076, flags: 2 + 4 },
      { word: 'fish', rank: 4.783, fdc_id: 15076, flags: 2 + 4 },
      { word: 'raw', rank: 4.783, fdc_id: 15076, flags: 4 },
      { word: 'salmon', rank: 4.783, fdc_id: 15076, flags: 1 + 2 + 4 },
      { word: 'wild', rank: 4.783, fdc_id: 15076, flags: 4 },
    ]);
    const words = await rows(
      t.db,
      sql`SELECT word, food_count FROM food_words WHERE word IN ('butter', 'chees', 'raw') ORDER BY word`,
    );
    expect(words).toEqual([
      { word: 'butter', food_count: 1 },
      { word: 'chees', food_count: 1 },
      { word: 'raw', food_count: 1 },
    ]);
    const [state] = await rows(t.db, sql`SELECT state, food_count FROM food_loads WHERE source = 'sr28'`);
    expect(state).toEqual({ state: 'done', food_count: 3 });
  });

  it("keeps each food's refuse %, and fills it in once on a database loaded without it", async () => {
    await ensureUsdaLoaded(t.db, quiet, fixture());
    const refuse = () => rows(t.db, sql`SELECT fdc_id, refuse_percent FROM foods ORDER BY fdc_id`);
    // butter 0 %, the branded cheese none given, the salmon 45 % (the fixture's figure)
    const loaded = [
      { fdc_id: 1001, refuse_percent: 0 },
      { fdc_id: 1188, refuse_percent: null },
      { fdc_id: 15076, refuse_percent: 45 },
    ];
    expect(await refuse()).toEqual(loaded);
    // a database loaded before the column existed: no refuse, no marker
    await t.db.execute(sql`UPDATE foods SET refuse_percent = NULL`);
    await t.db.execute(sql`DELETE FROM food_loads WHERE source = 'sr28-refuse'`);
    expect(await ensureUsdaLoaded(t.db, quiet, fixture())).toMatchObject({ loaded: false, foods: 0 });
    expect(await refuse()).toEqual(loaded);
    const [state] = await rows(
      t.db,
      sql`SELECT state, food_count FROM food_loads WHERE source = 'sr28-refuse'`,
    );
    expect(state).toEqual({ state: 'done', food_count: 2 });
  });

  it('does nothing when already loaded, even from another folder', async () => {
    await ensureUsdaLoaded(t.db, quiet, fixture());
    const other = fixture({
      ...SMALL_SR28,
      foods: [['9999', '0100', 'Something else', '']],
      foodNutrients: [],
    });
    const again = await ensureUsdaLoaded(t.db, quiet, other);
    expect(again).toMatchObject({ loaded: false, foods: 0 });
    expect(await foodCount()).toBe(3);
  });

  it('leaves nothing behind when a load fails midway, and loads fully at the next start', async () => {
    const broken = fixture({
      ...SMALL_SR28,
      foodNutrients: [...SMALL_SR28.foodNutrients, ['1188', '203', 'n/a']],
    });
    await expect(ensureUsdaLoaded(t.db, quiet, broken)).rejects.toThrow(/not a number/);
    expect(await foodCount()).toBe(0);
    expect(await rows(t.db, sql`SELECT * FROM food_loads`)).toEqual([]);
    expect(await rows(t.db, sql`SELECT * FROM nutrients`)).toEqual([]);

    const result = await ensureUsdaLoaded(t.db, quiet, fixture());
    expect(result).toMatchObject({ loaded: true, foods: 3 });
    expect(await foodCount()).toBe(3);
  });

  it('refuses a file whose columns are not the expected ones', async () => {
    const dir = fixture();
    const { writeFileSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    writeFileSync(`${dir}foods.tsv.gz`, gzipSync('ndb_no\tdescription\n1001\tButter\n'));
    await expect(ensureUsdaLoaded(t.db, quiet, dir)).rejects.toThrow(/foods\.tsv\.gz: unexpected header/);
    expect(await foodCount()).toBe(0);
  });
});
