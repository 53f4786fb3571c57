import type { TFood, TFoodSummary, TNutrientName, TPage } from '@brigade/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../foods/foods-db.ts';
import { ensureUsdaLoaded } from '../../foods/load-sr28.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { FOOD_NOT_FOUND } from './foods.service.ts';

// The real USDA SR28 data is loaded once for this file (a few seconds); every test reads it.
let t: TestApp;
let user: TestUser;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await ensureUsdaLoaded(t.db, { info: (message) => logged.push(message) });
  user = await t.createUser();
}, 120_000);
afterAll(() => t?.close());

const get = (
  url: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = user.headers,
) => t.app.inject({ method: 'GET', url, query, headers });

const counts = async () => {
  const [row] = await rows<{ foods: number; values: number; portions: number; nutrients: number }>(
    t.db,
    sql`SELECT (SELECT count(*) FROM foods)::int AS foods, (SELECT count(*) FROM food_nutrients)::int AS values,
      (SELECT count(*) FROM food_portions)::int AS portions, (SELECT count(*) FROM nutrients)::int AS nutrients`,
  );
  return row;
};

describe('loading SR28 on first start', () => {
  it('loads every food, nutrient value and portion of SR28, logging its progress', async () => {
    expect(await counts()).toEqual({ foods: 8789, values: 679045, portions: 15438, nutrients: 150 });
    expect(logged[0]).toMatch(/loading the food database/);
    expect(logged.at(-1)).toMatch(/^USDA SR28: 8789 foods loaded in \d+\.\d s$/);
    const orphans = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM food_nutrients v WHERE NOT EXISTS (SELECT 1 FROM foods f WHERE f.fdc_id = v.fdc_id)
        OR NOT EXISTS (SELECT 1 FROM nutrients n WHERE n.id = v.nutrient_id)`,
    );
    expect(orphans[0].n).toBe(0);
  });

  it('does nothing, quickly, at the next start', async () => {
    const again: string[] = [];
    const result = await ensureUsdaLoaded(t.db, { info: (message) => again.push(message) });
    expect(result.loaded).toBe(false);
    expect(result.ms).toBeLessThan(500);
    expect(again).toEqual([]);
    expect(await counts()).toEqual({ foods: 8789, values: 679045, portions: 15438, nutrients: 150 });
  });
});

describe('GET /api/foods ranking on SR28', () => {
  const search = async (searchText: string, limit = 10) => {
    const res = await get('/api/foods', { searchText, limit: String(limit) });
    expect(res.statusCode).toBe(200);
    return res.json() as TPage<TFoodSummary>;
  };

  type Case = { query: string; first?: string | RegExp; top3?: string | RegExp };
  const cases: Case[] = [
    { query: 'butter', first: 'Butter, salted' },
    { query: 'egg', first: 'Egg, whole, raw, fresh' },
    { query: 'eggs', first: 'Egg, whole, raw, fresh' },
    { query: 'tomatos', first: /^Tomatoes, / },
    { query: 'chicken breast', top3: /^Chicken, broilers? or fryers, breast, .*raw$/ },
    { query: 'olive oil', first: 'Oil, olive, salad or cooking' },
    { query: 'all purpose flour', first: /^Wheat flour, white, all-purpose, / },
    { query: 'flour wheat', first: /^Wheat flour, / },
    { query: 'whole milk', first: 'Milk, whole, 3.25% milkfat, with added vitamin D' },
    { query: 'garlic', first: 'Garlic, raw' },
    { query: 'brown sugar', first: 'Sugars, brown' },
    { query: 'heavy cream', first: 'Cream, fluid, heavy whipping' },
    { query: 'salmon', top3: /^Fish, salmon, .*, raw$/ },
    { query: 'rice', top3: /^Rice, (white|brown), .*raw/ },
    { query: 'onions', first: 'Onions, raw' },
    { query: 'ONION', first: 'Onions, raw' },
    { query: 'lemon juice', first: 'Lemon juice, raw' },
    { query: 'cheddar', first: 'Cheese, cheddar' },
    { query: 'cream cheese', first: 'Cheese, cream' },
    { query: 'carrots', first: 'Carrots, raw' },
    { query: 'Bananas', first: 'Bananas, raw' },
    { query: 'black pepper', first: 'Spices, pepper, black' },
    { query: 'baking soda', first: 'Leavening agents, baking soda' },
    { query: 'vanilla extract', first: 'Vanilla extract' },
    { query: 'honey', first: 'Honey' },
    { query: 'brocoli', first: 'Broccoli, raw' },
    { query: 'mozarella', top3: /^Cheese, mozzarella, / },
  ];

  it.each(cases)('"$query"', async ({ query, first, top3 }) => {
    const page = await search(query);
    const names = page.content.map((food) => food.description);
    if (first !== undefined) {
      if (typeof first === 'string') expect(names[0]).toBe(first);
      else expect(names[0]).toMatch(first);
    }
    if (top3 !== undefined) {
      const matcher = typeof top3 === 'string' ? (n: string) => n === top3 : (n: string) => top3.test(n);
      expect(names.slice(0, 3).some(matcher), names.slice(0, 3).join(' | ')).toBe(true);
    }
  });

  it('needs every word, in any order and any case', async () => {
    const page = await search('RAW broccoli', 250);
    expect(page.content.length).toBeGreaterThan(0);
    for (const food of page.content) expect(food.description).toMatch(/broccoli.*raw|raw.*broccoli/i);
    const reversed = await search('broccoli raw', 250);
    expect(reversed.content.map((f) => f.fdcId)).toEqual(page.content.map((f) => f.fdcId));
  });

  it('ranks whole words before prefixes: "egg" lists eggs before eggplant', async () => {
    const names = (await search('egg', 250)).content.map((food) => food.description);
    const eggplant = names.findIndex((n) => n.startsWith('Eggplant'));
    const lastWholeEgg = names.findLastIndex((n) => /\begg\b/i.test(n) || /\beggs\b/i.test(n));
    expect(eggplant).toBeGreaterThan(-1);
    expect(eggplant).toBeGreaterThan(lastWholeEgg);
  });

  it('matches a word being typed as a prefix', async () => {
    const names = (await search('brocc')).content.map((food) => food.description);
    expect(names[0]).toBe('Broccoli, raw');
  });

  it('answers an empty page for words no food holds', async () => {
    const page = await search('xylophonezzz');
    expect(page).toMatchObject({ content: [], totalElements: 0, numberOfElements: 0, last: true });
  });
});

describe('GET /api/foods paging', () => {
  it('lists every food alphabetically when there is no search text, 250 per page by default', async () => {
    const res = await get('/api/foods');
    expect(res.statusCode).toBe(200);
    const page = res.json() as TPage<TFoodSummary>;
    expect(page).toMatchObject({
      number: 0,
      size: 250,
      numberOfElements: 250,
      totalElements: 8789,
      totalPages: 36, // ceil(8789 / 250)
      first: true,
      last: false,
      pageable: { pageNumber: 0, pageSize: 250 },
    });
    const names = page.content.map((food) => food.description.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const lastPage = (await get('/api/foods', { page: '35' })).json() as TPage<TFoodSummary>;
    expect(lastPage).toMatchObject({ number: 35, numberOfElements: 8789 - 35 * 250, last: true });
  });

  it('pages a search without overlap: two pages of 10 are the first 20', async () => {
    const page0 = (
      await get('/api/foods', { searchText: 'cheese', limit: '10' })
    ).json() as TPage<TFoodSummary>;
    const page1 = (
      await get('/api/foods', { searchText: 'cheese', limit: '10', page: '1' })
    ).json() as TPage<TFoodSummary>;
    const both = (
      await get('/api/foods', { searchText: 'cheese', limit: '20' })
    ).json() as TPage<TFoodSummary>;
    expect([...page0.content, ...page1.content].map((f) => f.fdcId)).toEqual(
      both.content.map((f) => f.fdcId),
    );
    expect(page1).toMatchObject({ number: 1, size: 10, numberOfElements: 10, first: false });
    expect(page0.totalElements).toBe(both.totalElements);
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(DISTINCT fdc_id)::int AS n FROM food_terms WHERE word LIKE 'chees%'`,
    );
    expect(page0.totalElements).toBe(n);
  });

  it('answers an empty last page past the end', async () => {
    const page = (await get('/api/foods', { searchText: 'honey', page: '50' })).json() as TPage<TFoodSummary>;
    expect(page).toMatchObject({ number: 50, content: [], numberOfElements: 0, last: true });
    expect(page.totalElements).toBeGreaterThan(0);
    // Two words: their count is asked for alone too, and is the first page's.
    const first = (await get('/api/foods', { searchText: 'raw broccoli' })).json() as TPage<TFoodSummary>;
    const past = (
      await get('/api/foods', { searchText: 'raw broccoli', page: '50' })
    ).json() as TPage<TFoodSummary>;
    expect(past).toMatchObject({ content: [], totalElements: first.totalElements });
    expect(first.totalElements).toBeGreaterThan(0);
  });

  it.each([
    [{ limit: '251' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ page: '-1' }, 'page'],
    [{ page: 'two' }, 'page'],
  ])('refuses %o with 400', async (query, field) => {
    const res = await get('/api/foods', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('GET /api/foods/{fdcId}', () => {
  it('answers the food with the 100 g portion first, its household portions and nutrients per 100 g', async () => {
    const res = await get('/api/foods/1001');
    expect(res.statusCode).toBe(200);
    const food = res.json() as TFood;
    expect(food).toMatchObject({
      fdcId: 1001,
      description: 'Butter, salted',
      dataType: 'sr_legacy_food',
      brandOwner: null,
      brandName: null,
      subBrandName: null,
      categoryName: 'Dairy and Egg Products',
    });
    // WEIGHT.txt: 01001 → pat 5 g, tbsp 14.2 g, cup 227 g, stick 113 g.
    expect(food.foodPortions).toEqual([
      { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 },
      { amount: 1, measureName: 'pat (1" sq, 1/3" high)', modifier: null, gramWeight: 5 },
      { amount: 1, measureName: 'tbsp', modifier: null, gramWeight: 14.2 },
      { amount: 1, measureName: 'cup', modifier: null, gramWeight: 227 },
      { amount: 1, measureName: 'stick', modifier: null, gramWeight: 113 },
    ]);
    // NUT_DATA.txt: 01001 has 115 values; Water (SR order 100) first, then Energy in kcal and kJ.
    expect(food.foodNutrients).toHaveLength(115);
    expect(food.foodNutrients.slice(0, 3)).toEqual([
      { amount: 15.87, nutrient: { id: 255, name: 'Water', unitName: 'g' } },
      { amount: 717, nutrient: { id: 208, name: 'Energy', unitName: 'kcal' } },
      { amount: 2999, nutrient: { id: 268, name: 'Energy', unitName: 'kJ' } },
    ]);
    const byName = new Map(food.foodNutrients.map((n) => [n.nutrient.name, n]));
    expect(byName.get('Protein')).toEqual({
      amount: 0.85,
      nutrient: { id: 203, name: 'Protein', unitName: 'g' },
    });
    expect(byName.get('Total lipid (fat)')?.amount).toBe(81.11);
    expect(byName.get('Selenium, Se')?.nutrient.unitName).toBe('µg');
  });

  it("answers a manufacturer's food with its brand owner", async () => {
    const food = (await get('/api/foods/1188')).json() as TFood;
    expect(food).toMatchObject({
      description: 'KRAFT CHEEZ WHIZ Pasteurized Process Cheese Sauce',
      brandOwner: 'Kraft Foods, Inc.',
    });
    expect(food.foodPortions).toEqual([
      { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 },
      { amount: 2, measureName: 'tbsp', modifier: null, gramWeight: 33 },
    ]);
  });

  it('answers 404 for an unknown food', async () => {
    const res = await get('/api/foods/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ title: 'Not Found', message: FOOD_NOT_FOUND, errors: [] });
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await get(`/api/foods/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fdcId');
  });
});

describe('GET /api/nutrients', () => {
  it('lists the 150 SR28 nutrients with their units in USDA order', async () => {
    const res = await get('/api/nutrients');
    expect(res.statusCode).toBe(200);
    const list = res.json() as TNutrientName[];
    expect(list).toHaveLength(150);
    // SR_Order: Water 100, Energy (kcal) 300, Energy (kJ) 400, Protein 600.
    expect(list.slice(0, 4)).toEqual([
      { name: 'Water', unitName: 'g' },
      { name: 'Energy', unitName: 'kcal' },
      { name: 'Energy', unitName: 'kJ' },
      { name: 'Protein', unitName: 'g' },
    ]);
    expect(list).toContainEqual({ name: 'Vitamin B-12', unitName: 'µg' });
  });
});

describe('authentication', () => {
  it.each(['/api/foods', '/api/foods/1001', '/api/nutrients'])(
    '%s answers 401 without a token',
    async (url) => {
      const res = await get(url, {}, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ title: 'Unauthorized' });
    },
  );
});
