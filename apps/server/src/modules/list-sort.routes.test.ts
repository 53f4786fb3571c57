import type { TVendor } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVendor, flourBody, saveIngredient } from '../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

type Named = { name: string };

/**
 * `sort=field,asc|desc` on the paged lists: the asked order with missing values last, the
 * id as the tiebreaker, 400 naming the sortable fields for anything else — the same rule core's
 * sortRows applies in the mocks.
 */
describe('sorted lists: GET /api/ingredients, recipes, menuItems, menus, vendors ?sort=', () => {
  let t: TestApp;
  let chef: TestUser;
  let other: TestUser;
  let sysco: TVendor;
  let baldor: TVendor;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);
  const names = async (path: string, user = chef) => {
    const res = await call('GET', path, undefined, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.map((i: Named) => i.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    chef = await t.createUser();
    other = await t.createUser();
    sysco = await createVendor(t, chef, 'Sysco');
    baldor = await createVendor(t, chef, 'baldor');
    // name, vendor, cost (pack), category, conversions
    const rows: [string, TVendor, number | null, string, number][] = [
      ['Butter', baldor, 48, 'Dairy and Egg Products', 1],
      ['Anise', sysco, 7.5, 'Spices and Herbs', 0],
      ['Cumin', sysco, 7.5, 'Spices and Herbs', 2],
      ['Dill', baldor, 3, 'Spices and Herbs', 0],
      ['Eggplant', sysco, null, 'Vegetables and Vegetable Products', 0],
    ];
    for (const [name, vendor, cost, category, n] of rows) {
      const conversions = Array.from({ length: n }, (_, i) => ({
        quantityStart: 1,
        unitsStart: i === 0 ? 'Cup' : 'Each',
        quantityEnd: 100,
        unitsEnd: 'Gram',
      }));
      await saveIngredient(t, chef, flourBody(vendor.id, { name, category, cost, conversions }));
    }
    // Another kitchen's dearer ingredient never shows in the chef's sorted list.
    const theirs = await createVendor(t, other, 'Theirs');
    await saveIngredient(t, other, flourBody(theirs.id, { name: 'Saffron', cost: 900 }));
  });
  afterAll(() => t.close());

  it('sorts ingredients by cost, dearest first, no cost last, equal costs by id', async () => {
    // 48 > 7.5 = 7.5 (Anise saved before Cumin: lower id first) > 3, then Eggplant with no cost.
    expect(await names('/api/ingredients?sort=cost,desc')).toEqual([
      'Butter',
      'Anise',
      'Cumin',
      'Dill',
      'Eggplant',
    ]);
    // Ascending: 3 < 7.5 = 7.5 < 48, the missing cost still last.
    expect(await names('/api/ingredients?sort=cost,asc')).toEqual([
      'Dill',
      'Anise',
      'Cumin',
      'Butter',
      'Eggplant',
    ]);
  });

  it('sorts ingredients by name, category, vendor and counts; pages keep the order', async () => {
    expect(await names('/api/ingredients?sort=name,desc')).toEqual([
      'Eggplant',
      'Dill',
      'Cumin',
      'Butter',
      'Anise',
    ]);
    // Dairy < Spices (Anise, Cumin, Dill by id) < Vegetables.
    expect(await names('/api/ingredients?sort=category')).toEqual([
      'Butter',
      'Anise',
      'Cumin',
      'Dill',
      'Eggplant',
    ]);
    // "baldor" before "sysco" folded (not "S" < "b" byte order of the raw names); then by id.
    expect(await names('/api/ingredients?sort=vendor,asc')).toEqual([
      'Butter',
      'Dill',
      'Anise',
      'Cumin',
      'Eggplant',
    ]);
    // Conversions 2, 1, then the three with none by id.
    expect(await names('/api/ingredients?sort=numberOfConversions,desc')).toEqual([
      'Cumin',
      'Butter',
      'Anise',
      'Dill',
      'Eggplant',
    ]);
    // Page 1 of 2 rows by cost desc: the third and fourth of the order above.
    expect(await names('/api/ingredients?sort=cost,desc&limit=2&page=1')).toEqual(['Cumin', 'Dill']);
    // With a filter and a search.
    expect(await names(`/api/ingredients?sort=cost,desc&vendorId=${sysco.id}&category=spices-herbs`)).toEqual(
      ['Anise', 'Cumin'],
    );
  });

  it('refuses a field the list cannot sort by, or another direction, with 400 naming what it can', async () => {
    for (const [query, text] of [
      ['sort=price,desc', 'cannot be sorted by "price"'],
      ['sort=cost,down', 'Sort direction must be asc or desc'],
      ['sort=cost,desc,name', 'Sort direction must be asc or desc'],
    ]) {
      const res = await call('GET', `/api/ingredients?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const res = await call('GET', '/api/vendors?sort=cost');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      'This list cannot be sorted by "cost": sort by name, ingredientCount.',
    );
  });

  it('sorts vendors by their number of ingredients', async () => {
    // Sysco 3, baldor 2.
    expect(await names('/api/vendors?sort=ingredientCount,desc')).toEqual(['Sysco', 'baldor']);
    expect(await names('/api/vendors?sort=ingredientCount,asc')).toEqual(['baldor', 'Sysco']);
    expect(await names('/api/vendors?sort=name,desc')).toEqual(['Sysco', 'baldor']);
  });

  it('sorts recipes, menu items and menus by their sortable columns', async () => {
    for (const [name, category, team] of [
      ['Brioche', 'Breads', 'Pastry'],
      ['Aioli', 'Sauces and Stocks', 'Banquets'],
      ['Chowder', 'Soups and Gravies', 'Front of House'],
    ]) {
      const res = await call('POST', '/api/recipes', { name, category, team });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await names('/api/recipes?sort=team,asc')).toEqual(['Aioli', 'Chowder', 'Brioche']);
    expect(await names('/api/recipes?sort=category,desc')).toEqual(['Chowder', 'Aioli', 'Brioche']);
    expect((await call('GET', '/api/recipes?sort=cost')).statusCode).toBe(400);

    for (const [name, servings] of [
      ['Soup', 4],
      ['Salad', 10],
      ['Bread', 1],
    ] as const) {
      const res = await call('POST', '/api/menuItems', { name, servings });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await names('/api/menuItems?sort=servings,desc')).toEqual(['Salad', 'Soup', 'Bread']);
    expect(await names('/api/menuItems?sort=name')).toEqual(['Bread', 'Salad', 'Soup']);

    for (const [name, season, year] of [
      ['Harvest', 'Fall', 2019],
      ['Frost', 'Winter', 2012],
      ['Bloom', 'Spring', 2020],
    ] as const) {
      const res = await call('POST', '/api/menus', { name, season, year });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await names('/api/menus?sort=year,desc')).toEqual(['Bloom', 'Harvest', 'Frost']);
    expect(await names('/api/menus?sort=season,asc')).toEqual(['Harvest', 'Bloom', 'Frost']);
    expect((await call('GET', '/api/menus?sort=price,asc')).statusCode).toBe(400);
  });
});
