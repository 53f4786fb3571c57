import type { TVendor } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVendor, flourBody, saveIngredient } from '../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

type Named = { name: string };

/**
 * `filter=field,operator,value` on the paged lists: the rows of the caller's kitchen whose field
 * passes, counted and paged as the list is, 400 naming what a list takes for anything else — the
 * rule core's matchesFilter applies in the mocks.
 */
describe('filtered lists: GET /api/ingredients and /api/recipes ?filter=', () => {
  let t: TestApp;
  let chef: TestUser;
  let other: TestUser;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);
  const list = async (path: string, user = chef) => {
    const res = await call('GET', path, undefined, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = async (path: string, user = chef) =>
    (await list(path, user)).content.map((i: Named) => i.name);
  const ingredients = (filter: string, more = '') =>
    names(`/api/ingredients?filter=${encodeURIComponent(filter)}${more}`);

  beforeAll(async () => {
    t = await createTestApp();
    chef = await t.createUser();
    other = await t.createUser();
    const sysco = await createVendor(t, chef, 'Sysco');
    const baldor = await createVendor(t, chef, 'Baldor Spécialités');
    // name, vendor, pack cost, pack units, category, conversions
    const rows: [string, TVendor, number | null, string | null, string, number][] = [
      ['Butter', baldor, 48, 'Pound', 'Dairy and Egg Products', 1],
      ['Anise', sysco, 7.5, 'Ounce', 'Spices and Herbs', 0],
      ['Cumin', sysco, 7.5, 'Pound', 'Spices and Herbs', 2],
      ['Dill', baldor, 3, 'Each', 'Spices and Herbs', 0],
      ['Eggplant', sysco, null, null, 'Vegetables and Vegetable Products', 0],
    ];
    for (const [name, vendor, cost, costUnits, category, n] of rows) {
      const conversions = Array.from({ length: n }, (_, i) => ({
        quantityStart: 1,
        unitsStart: i === 0 ? 'Cup' : 'Each',
        quantityEnd: 100,
        unitsEnd: 'Gram',
      }));
      await saveIngredient(t, chef, flourBody(vendor.id, { name, category, cost, costUnits, conversions }));
    }
    // Another kitchen's Spices never show in the chef's filtered list, nor the chef's in theirs.
    const theirs = await createVendor(t, other, 'Sysco');
    await saveIngredient(
      t,
      other,
      flourBody(theirs.id, { name: 'Saffron', cost: 900, category: 'Spices and Herbs' }),
    );
  });
  afterAll(() => t.close());

  it('compares a cost, its pack units and the counts; a missing cost matches only isEmpty', async () => {
    // 48 and 7.5 (twice) are at least 7.5; 3 is not; Eggplant has no cost.
    expect(await ingredients('cost,>=,7.5')).toEqual(['Anise', 'Butter', 'Cumin']);
    expect(await ingredients('cost,<,7.5')).toEqual(['Dill']);
    expect(await ingredients('cost,!=,7.5')).toEqual(['Butter', 'Dill']);
    expect(await ingredients('cost,isEmpty')).toEqual(['Eggplant']);
    expect(await ingredients('costUnits,equals,pound')).toEqual(['Butter', 'Cumin']);
    expect(await ingredients('costUnits,isNotEmpty')).toEqual(['Anise', 'Butter', 'Cumin', 'Dill']);
    // A count compared with a fraction is compared exactly: 1 and 2 conversions are more than 0.5.
    expect(await ingredients('numberOfConversions,>,0.5')).toEqual(['Butter', 'Cumin']);
  });

  it('finds categories and vendors by their words, accents and case aside, with search and sort', async () => {
    expect(await ingredients('category,contains,SPICES')).toEqual(['Anise', 'Cumin', 'Dill']);
    // "products" is in two categories: Dairy and Egg Products, Vegetables and Vegetable Products.
    expect(await ingredients('category,contains,products')).toEqual(['Butter', 'Eggplant']);
    expect(await ingredients('vendor,contains,specialites')).toEqual(['Butter', 'Dill']);
    expect(await ingredients('vendor,startsWith,bal')).toEqual(['Butter', 'Dill']);
    expect(await ingredients('vendor,startsWith,special')).toEqual([]);
    expect(await ingredients('name,contains,ni')).toEqual(['Anise']);
    expect(await ingredients('name,contains,i')).toEqual(['Anise', 'Cumin', 'Dill']);
    // With the search, the sort and the pages: counted after the filter.
    expect(await ingredients('category,contains,spices', '&sort=cost,desc')).toEqual([
      'Anise',
      'Cumin',
      'Dill',
    ]);
    expect(await ingredients('category,contains,spices', '&searchText=cu')).toEqual(['Cumin']);
    const page = await list(
      `/api/ingredients?filter=${encodeURIComponent('category,contains,spices')}&limit=2&page=1`,
    );
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, last: true });
    expect(page.content.map((i: Named) => i.name)).toEqual(['Dill']);
    // The other kitchen sees its own Saffron only.
    expect(
      await names(`/api/ingredients?filter=${encodeURIComponent('category,contains,spices')}`, other),
    ).toEqual(['Saffron']);
  });

  it('refuses a field, an operator or a value the list does not take, with a message', async () => {
    const refused = async (path: string) => {
      const res = await call('GET', path);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refused('/api/ingredients?filter=colour,contains,red')).toContain(
      'This list cannot be filtered by "colour"',
    );
    expect(await refused(`/api/ingredients?filter=${encodeURIComponent('category,>,3')}`)).toContain(
      '">" is not a filter of category: use contains, equals, isEmpty, isNotEmpty.',
    );
    expect(await refused(`/api/ingredients?filter=${encodeURIComponent('cost,<,cheap')}`)).toContain(
      'The filter of cost needs a number, as in filter=cost,>=,5.',
    );
    expect(await refused('/api/recipes?filter=cost,isEmpty')).toContain(
      'This list cannot be filtered by "cost"',
    );
  });

  it('filters recipes by team, category and their number of ingredients', async () => {
    for (const [name, category, team] of [
      ['Chowder', 'Soups and Gravies', 'Banquets'],
      ['Brioche', 'Breads', null],
      ['Aioli', 'Sauces and Stocks', 'Pastry'],
    ] as const) {
      const res = await call('POST', '/api/recipes', { name, category, team });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await names('/api/recipes?filter=team,equals,pastry')).toEqual(['Aioli']);
    expect(await names('/api/recipes?filter=team,isEmpty')).toEqual(['Brioche']);
    expect(await names('/api/recipes?filter=category,contains,s')).toEqual(['Aioli', 'Brioche', 'Chowder']);
    expect(await names('/api/recipes?filter=category,contains,stock')).toEqual(['Aioli']);
    expect(await names(`/api/recipes?filter=${encodeURIComponent('numberOfIngredients,>,0')}`)).toEqual([]);
    expect(await names('/api/recipes?filter=name,startsWith,bri', other)).toEqual([]);
  });

  it('filters menu items, menus and vendors by their sortable columns', async () => {
    for (const [name, servings, courseType] of [
      ['Soup', 4, 'Appetizer'],
      ['Salad', 10, 'Appetizer'],
      ['Tart', 1, 'Dessert'],
    ] as const) {
      const res = await call('POST', '/api/menuItems', { name, servings, courseType });
      expect(res.statusCode, res.body).toBe(201);
    }
    // 10 and 4 servings are at least 4; 1 is not.
    expect(await names(`/api/menuItems?filter=${encodeURIComponent('servings,>=,4')}`)).toEqual([
      'Salad',
      'Soup',
    ]);
    expect(await names('/api/menuItems?filter=courseType,equals,dessert')).toEqual(['Tart']);

    for (const [name, season, year] of [
      ['Harvest', 'Fall', 2019],
      ['Frost', 'Winter', 2012],
      ['Bloom', 'Spring', 2020],
    ] as const) {
      const res = await call('POST', '/api/menus', { name, season, year });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await names(`/api/menus?filter=${encodeURIComponent('year,<,2020')}`)).toEqual([
      'Frost',
      'Harvest',
    ]);
    expect(await names('/api/menus?filter=season,contains,win')).toEqual(['Frost']);
    expect((await call('GET', '/api/menus?filter=price,>,1')).statusCode).toBe(400);

    // Sysco holds 3 of the chef's ingredients, Baldor Spécialités 2.
    expect(await names(`/api/vendors?filter=${encodeURIComponent('ingredientCount,>,2')}`)).toEqual([
      'Sysco',
    ]);
    expect(await names('/api/vendors?filter=name,startsWith,bal')).toEqual(['Baldor Spécialités']);
    expect(await names('/api/vendors?filter=name,startsWith,bal', other)).toEqual([]);
  });
});
