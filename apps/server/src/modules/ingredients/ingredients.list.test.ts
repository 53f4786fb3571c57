import type { TIngredient, TVendor } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  createVendor,
  flourBody,
  insertIngredients,
  saveIngredient,
} from '../../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

type Item = { name: string };

describe('GET /api/ingredients: page, order, search, filters, isolation', () => {
  let t: TestApp;
  let chef: TestUser;
  let sysco: TVendor;
  let baldor: TVendor;
  const saved: TIngredient[] = [];
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);
  const list = async (query = '', user = chef) => {
    const res = await call('GET', `/api/ingredients${query}`, undefined, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = async (query: string) => (await list(query)).content.map((i: Item) => i.name);

  beforeAll(async () => {
    t = await createTestApp();
    chef = await t.createUser();
    sysco = await createVendor(t, chef, 'Sysco');
    baldor = await createVendor(t, chef, 'Baldor');
    const rows: [TVendor, string, string][] = [
      [sysco, 'All-purpose Flour', 'Grains and Pasta'],
      [sysco, 'bread flour', 'Grains and Pasta'],
      [sysco, 'Eggs, large', 'Dairy and Egg Products'],
      [sysco, 'Crème fraîche', 'Dairy and Egg Products'],
      [baldor, 'Flat-leaf Parsley', 'Spices and Herbs'],
      [baldor, 'Unsalted Butter', 'Dairy and Egg Products'],
      [baldor, 'Zucchini', 'Vegetables and Vegetable Products'],
      [baldor, 'Cremini Mushrooms', 'Vegetables and Vegetable Products'],
    ];
    for (const [vendor, name, category] of rows) {
      saved.push(await saveIngredient(t, chef, flourBody(vendor.id, { name, category })));
    }
  });
  afterAll(() => t.close());

  it('lists every ingredient of the kitchen by name, ignoring case and accents', async () => {
    expect(await names('')).toEqual([
      'All-purpose Flour',
      'bread flour',
      'Crème fraîche',
      'Cremini Mushrooms',
      'Eggs, large',
      'Flat-leaf Parsley',
      'Unsalted Butter',
      'Zucchini',
    ]);
  });

  it('answers the page shape of DESIGN.md §5 with the table columns of spec 2', async () => {
    const page = await list();
    expect(page).toMatchObject({
      number: 0,
      size: 300,
      numberOfElements: 8,
      totalElements: 8,
      totalPages: 1,
      first: true,
      last: true,
      pageable: { pageNumber: 0, pageSize: 300 },
    });
    const flour = saved[0];
    expect(page.content[0]).toEqual({
      id: flour.id,
      name: 'All-purpose Flour',
      category: 'Grains and Pasta',
      cost: 20,
      costAmount: 50,
      costUnits: 'Pound',
      servingSize: 30,
      servingUnits: 'Gram',
      yieldPercent: 100,
      vendor: { id: sysco.id, name: 'Sysco' },
      food: null,
      valid: true,
      allergens: null,
      errorMessages: [],
      createdDate: flour.createdDate,
      lastModifiedDate: flour.lastModifiedDate,
      numberOfConversions: 1,
      numberOfNutrients: 2,
    });
  });

  it('counts each ingredient’s own conversions and nutrients', async () => {
    const body = flourBody(baldor.id, {
      id: saved[6].id,
      version: saved[6].version,
      name: 'Zucchini',
      category: 'Vegetables and Vegetable Products',
      conversions: [
        { quantityStart: 1, unitsStart: 'Each', quantityEnd: 200, unitsEnd: 'Gram' },
        { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 124, unitsEnd: 'Gram' },
        { quantityStart: 1, unitsStart: 'Pound', quantityEnd: 2, unitsEnd: 'Each' },
      ],
      ingredientNutrients: [],
    });
    await saveIngredient(t, chef, body, 200);
    const rows = (await list()).content as {
      name: string;
      numberOfConversions: number;
      numberOfNutrients: number;
    }[];
    expect(rows.map((r) => [r.name, r.numberOfConversions, r.numberOfNutrients])).toEqual([
      ['All-purpose Flour', 1, 2],
      ['bread flour', 1, 2],
      ['Crème fraîche', 1, 2],
      ['Cremini Mushrooms', 1, 2],
      ['Eggs, large', 1, 2],
      ['Flat-leaf Parsley', 1, 2],
      ['Unsalted Butter', 1, 2],
      ['Zucchini', 3, 0],
    ]);
  });

  it('searchText: every word starts a word of the name, any case, with or without accents', async () => {
    expect(await names('?searchText=flour')).toEqual(['All-purpose Flour', 'bread flour']);
    expect(await names('?searchText=FL')).toEqual(['All-purpose Flour', 'bread flour', 'Flat-leaf Parsley']);
    expect(await names('?searchText=pur')).toEqual(['All-purpose Flour']);
    expect(await names('?searchText=all%20pur')).toEqual(['All-purpose Flour']);
    expect(await names('?searchText=all-purpose')).toEqual(['All-purpose Flour']);
    expect(await names('?searchText=cre')).toEqual(['Crème fraîche', 'Cremini Mushrooms']);
    expect(await names('?searchText=creme')).toEqual(['Crème fraîche']);
    expect(await names('?searchText=CRÈME%20FRA')).toEqual(['Crème fraîche']);
    expect(await names('?searchText=e')).toEqual(['Eggs, large']);
    // Inside a word is not a word start.
    expect(await names('?searchText=lour')).toEqual([]);
    expect(await names('?searchText=flour%20eggs')).toEqual([]);
    // Wildcards are text, not patterns; blank is no filter.
    expect(await names('?searchText=%25')).toHaveLength(8);
    expect(await names('?searchText=_')).toHaveLength(8);
    expect(await names('?searchText=%20%20')).toHaveLength(8);
  });

  it('category takes the label or the slug (spec 2), any case; unknown → 400', async () => {
    const dairy = ['Crème fraîche', 'Eggs, large', 'Unsalted Butter'];
    expect(await names('?category=Dairy%20and%20Egg%20Products')).toEqual(dairy);
    expect(await names('?category=dairy-eggs')).toEqual(dairy);
    expect(await names('?category=DAIRY-EGGS')).toEqual(dairy);
    expect(await names('?category=fruits')).toEqual([]);
    const bad = await call('GET', '/api/ingredients?category=rocks');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown category');
  });

  it('vendorId keeps one vendor’s; filters combine', async () => {
    expect(await names(`?vendorId=${baldor.id}`)).toEqual([
      'Cremini Mushrooms',
      'Flat-leaf Parsley',
      'Unsalted Butter',
      'Zucchini',
    ]);
    expect(await names(`?vendorId=${baldor.id}&category=dairy-eggs`)).toEqual(['Unsalted Butter']);
    expect(await names(`?vendorId=${sysco.id}&category=dairy-eggs&searchText=cr`)).toEqual(['Crème fraîche']);
    expect(await names(`?vendorId=${sysco.id}&searchText=zucchini`)).toEqual([]);
    const empty = await createVendor(t, chef, 'New Vendor');
    expect(await list(`?vendorId=${empty.id}`)).toMatchObject({ content: [], totalElements: 0, last: true });
    expect((await call('GET', '/api/ingredients?vendorId=abc')).statusCode).toBe(400);
  });

  it('pages by `limit`: sizes, first/last, totalPages; past the end is empty', async () => {
    const p0 = await list('?limit=3');
    expect(p0.content.map((i: Item) => i.name)).toEqual([
      'All-purpose Flour',
      'bread flour',
      'Crème fraîche',
    ]);
    expect(p0).toMatchObject({
      number: 0,
      size: 3,
      numberOfElements: 3,
      totalElements: 8,
      totalPages: 3,
      first: true,
      last: false,
    });
    const p1 = await list('?limit=3&page=1');
    expect(p1.content.map((i: Item) => i.name)).toEqual([
      'Cremini Mushrooms',
      'Eggs, large',
      'Flat-leaf Parsley',
    ]);
    expect(p1).toMatchObject({ number: 1, numberOfElements: 3, first: false, last: false });
    const p2 = await list('?limit=3&page=2');
    expect(p2.content.map((i: Item) => i.name)).toEqual(['Unsalted Butter', 'Zucchini']);
    expect(p2).toMatchObject({ number: 2, numberOfElements: 2, totalElements: 8, first: false, last: true });
    const p9 = await list('?limit=3&page=9');
    expect(p9).toMatchObject({
      content: [],
      number: 9,
      numberOfElements: 0,
      totalElements: 8,
      totalPages: 3,
      last: true,
    });
    const exact = await list('?limit=4&page=1');
    expect(exact).toMatchObject({ numberOfElements: 4, totalElements: 8, totalPages: 2, last: true });
    const searched = await list('?limit=1&searchText=flour');
    expect(searched).toMatchObject({ numberOfElements: 1, totalElements: 2, totalPages: 2, last: false });
    for (const query of ['?limit=0', '?limit=1001', '?page=-1', '?page=x']) {
      expect((await call('GET', `/api/ingredients${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers 300 per page by default (spec 9)', async () => {
    const big = await t.createUser();
    const vendor = await createVendor(t, big, 'Bulk');
    await insertIngredients(t.db, big.kitchenId, vendor.id, 305);
    const first = await list('', big);
    expect(first).toMatchObject({
      size: 300,
      numberOfElements: 300,
      totalElements: 305,
      totalPages: 2,
      first: true,
      last: false,
    });
    expect(first.content[0].name).toBe('Item 00000');
    expect(first.content[299].name).toBe('Item 00299');
    const second = await list('?page=1', big);
    expect(second.content.map((i: Item) => i.name)).toEqual([
      'Item 00300',
      'Item 00301',
      'Item 00302',
      'Item 00303',
      'Item 00304',
    ]);
    expect(second).toMatchObject({ last: true, first: false });
  });

  it('another kitchen gets empty lists and 404 for every id of this one', async () => {
    const stranger = await t.createUser();
    expect(await list('', stranger)).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
    });
    expect((await list('?searchText=flour', stranger)).content).toEqual([]);
    const asStranger = caller(t, () => stranger);
    const theirVendor = await createVendor(t, stranger, 'Sysco');
    const byVendor = await asStranger('GET', `/api/ingredients?vendorId=${sysco.id}`);
    expect(byVendor.statusCode).toBe(404);
    expect(byVendor.json().message).toBe('This vendor does not exist.');
    for (const ingredient of saved) {
      expect((await asStranger('GET', `/api/ingredients/${ingredient.id}`)).statusCode).toBe(404);
      const update = await asStranger(
        'POST',
        '/api/ingredients',
        flourBody(theirVendor.id, { id: ingredient.id, version: ingredient.version, name: 'Taken' }),
      );
      expect(update.statusCode).toBe(404);
      expect((await asStranger('DELETE', `/api/ingredients/${ingredient.id}`)).statusCode).toBe(404);
    }
    // Still all there, unchanged, for their owner.
    expect((await list()).content.map((i: Item) => i.name)).toContain('All-purpose Flour');
    expect(await list()).toMatchObject({ totalElements: 8 });
  });
});
