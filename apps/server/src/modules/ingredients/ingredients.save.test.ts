import type { TIngredient, TVendor } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { caller, createVendor, flourBody, saveIngredient } from '../../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

describe('POST /api/ingredients: create and update', () => {
  let t: TestApp;
  let chef: TestUser;
  let sysco: TVendor;
  const clock = manualClock('2026-04-01T08:00:00Z');
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);
  const count = async () => (await call('GET', '/api/ingredients')).json().totalElements as number;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    chef = await t.createUser();
    sysco = await createVendor(t, chef, 'Sysco');
  });
  afterAll(() => t.close());

  it('keeps a trim yield above 0 % and at most 100 %, refusing any other with nothing saved', async () => {
    const res = await call(
      'POST',
      '/api/ingredients',
      flourBody(sysco.id, { name: 'Onion', yieldPercent: 90 }),
    );
    expect(res.statusCode).toBe(201);
    const onion = res.json() as TIngredient;
    expect(onion.yieldPercent).toBe(90);
    expect((await call('GET', `/api/ingredients/${onion.id}`)).json().yieldPercent).toBe(90);
    const row = (await call('GET', '/api/ingredients'))
      .json()
      .content.find((r: { id: number }) => r.id === onion.id);
    expect(row.yieldPercent).toBe(90);
    const before = await count();
    for (const yieldPercent of [0, -10, 100.5, 'lots']) {
      const bad = await call('POST', '/api/ingredients', flourBody(sysco.id, { name: 'Leek', yieldPercent }));
      expect(bad.statusCode, String(yieldPercent)).toBe(400);
    }
    expect(await count()).toBe(before);
    await call('DELETE', `/api/ingredients/${onion.id}`);
  });

  it('names conversions that disagree by more than 2 %, with what each implies', async () => {
    // 1 Cup = 125 g against 1 Tablespoon = 9 g: 16 × 9 = 144 g a cup, 144 ÷ 125 = 1.152, 15.2 % apart;
    // 1 Cup = 125 g makes a tablespoon 125 ÷ 16 = 7.8125 g
    const conversions = [
      { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Tablespoon', quantityEnd: 9, unitsEnd: 'Gram' },
    ];
    const res = await call(
      'POST',
      '/api/ingredients',
      flourBody(sysco.id, { name: 'Disagreeing Flour', conversions }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json() as TIngredient;
    expect(saved.conversionWarnings).toEqual([
      {
        units: ['Cup', 'Gram', 'Tablespoon'],
        message: expect.stringContaining(
          '1 Cup = 125 Grams and 1 Tablespoon = 9 Grams disagree by 15.20%: by the first, 1 Tablespoon = 7.8125 Grams; by the second, 1 Cup = 144 Grams.',
        ),
      },
    ]);
    expect((await call('GET', `/api/ingredients/${saved.id}`)).json().conversionWarnings).toEqual(
      saved.conversionWarnings,
    );
    // the list rows leave them out, as they leave out the conversions
    const row = (await call('GET', '/api/ingredients'))
      .json()
      .content.find((r: { id: number }) => r.id === saved.id);
    expect(row).not.toHaveProperty('conversionWarnings');
    await call('DELETE', `/api/ingredients/${saved.id}`);
  });

  describe('POST /api/ingredients without id: create', () => {
    it('creates the ingredient with its conversions and nutrients (201), complete', async () => {
      clock.set('2026-04-01T08:00:00Z');
      const res = await call('POST', '/api/ingredients', flourBody(sysco.id));
      expect(res.statusCode).toBe(201);
      const flour = res.json();
      expect(flour).toEqual({
        id: expect.any(Number),
        name: 'All-purpose Flour',
        category: 'Grains and Pasta',
        cost: 20,
        costAmount: 50,
        costUnits: 'Pound',
        servingSize: 30,
        servingUnits: 'Gram',
        // no trim yield sent: all of it is edible
        yieldPercent: 100,
        vendor: { id: sysco.id, name: 'Sysco', ingredientCount: 1 },
        food: null,
        conversions: [
          { id: expect.any(Number), quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' },
        ],
        conversionWarnings: [],
        ingredientNutrients: [
          { id: expect.any(Number), nutrient: 'Energy', amount: 109, units: 'kcal' },
          { id: expect.any(Number), nutrient: 'Protein', amount: 3.1, units: 'g' },
        ],
        valid: true,
        allergens: null,
        // no par level sent: none
        parLevel: null,
        errorMessages: [],
        version: 1,
        createdDate: '2026-04-01T08:00:00.000Z',
        lastModifiedDate: '2026-04-01T08:00:00.000Z',
        createdBy: chef.login,
        modifiedBy: chef.login,
      });
      const read = await call('GET', `/api/ingredients/${flour.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(flour);
    });

    it('reads units and categories in any reasonable spelling; numbers are JSON numbers', async () => {
      const saved = await saveIngredient(t, chef, {
        name: 'Whole Milk',
        category: 'dairy-eggs',
        vendor: { id: sysco.id, name: 'ignored' },
        cost: 4.25,
        costAmount: null,
        costUnits: 'gal',
        servingSize: 1,
        servingUnits: 'cups',
        conversions: [{ quantityStart: 1, unitsStart: 'FLUID_OUNCE', quantityEnd: 29.57, unitsEnd: 'ml' }],
      });
      expect(saved).toMatchObject({
        category: 'Dairy and Egg Products',
        vendor: { id: sysco.id, name: 'Sysco' },
        cost: 4.25,
        costAmount: 1, // absent or null → the default of spec 3
        costUnits: 'Gallon',
        servingSize: 1,
        servingUnits: 'Cup',
        conversions: [
          { quantityStart: 1, unitsStart: 'Fluid Ounce', quantityEnd: 29.57, unitsEnd: 'Milliliter' },
        ],
        ingredientNutrients: [],
        valid: true,
      });
      // A number sent as a JSON string is refused, the vendor id included: a string is not a number.
      for (const field of [{ cost: '4.25' }, { vendor: { id: String(sysco.id) } }, { servingSize: '1' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ingredients',
          headers: chef.headers,
          payload: { name: 'Skim Milk', category: 'dairy-eggs', vendor: { id: sysco.id }, ...field },
        });
        expect(res.statusCode, JSON.stringify(field)).toBe(400);
      }
    });

    it('keeps exact decimals (numeric), e.g. a cost of 0.1 + 0.2 is not 0.30000000000000004', async () => {
      const saved = await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { name: 'Saffron', cost: 0.3, costAmount: 0.001, costUnits: 'Ounce' }),
      );
      expect(saved.cost).toBe(0.3);
      expect(saved.costAmount).toBe(0.001);
    });

    it('saves work in progress (name, category, vendor) as incomplete, with completeness messages', async () => {
      const saved = await saveIngredient(t, chef, {
        name: 'Mystery Spice',
        category: 'Spices and Herbs',
        vendor: { id: sysco.id },
        cost: 0,
        conversions: [{ quantityStart: 1, unitsStart: 'Teaspoon' }],
      });
      expect(saved.valid).toBe(false);
      expect(saved.errorMessages).toEqual([
        'Please enter a value greater than $0.00',
        'Cost units are required',
        'Ending quantity is required',
        'Ending units are required',
      ]);
      expect(saved.conversions).toEqual([
        {
          id: expect.any(Number),
          quantityStart: 1,
          unitsStart: 'Teaspoon',
          quantityEnd: null,
          unitsEnd: null,
        },
      ]);
      const bare = await saveIngredient(t, chef, {
        name: 'Bare',
        category: 'Snacks',
        vendor: { id: sysco.id },
      });
      expect(bare).toMatchObject({
        cost: null,
        costAmount: 1,
        costUnits: null,
        servingSize: null,
        servingUnits: null,
        valid: false,
        errorMessages: ['Please enter the cost', 'Cost units are required'],
      });
    });

    it('refuses less than the save minimum with the spec texts (400), storing nothing', async () => {
      const before = await count();
      const none = await call('POST', '/api/ingredients', {});
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        title: 'Bad Request',
        message: 'Please correct the highlighted fields.',
        errors: [
          { field: 'name', message: 'Ingredient must have a name' },
          { field: 'category', message: 'Ingredient must have a category' },
          { field: 'vendor', message: 'Vendor is required' },
        ],
      });
      const noName = await call('POST', '/api/ingredients', flourBody(sysco.id, { name: '   ' }));
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toBe('Ingredient must have a name');
      const noCategory = await call('POST', '/api/ingredients', flourBody(sysco.id, { category: null }));
      expect(noCategory.json().message).toBe('Ingredient must have a category');
      const noVendor = await call('POST', '/api/ingredients', flourBody(sysco.id, { vendor: null }));
      expect(noVendor.json().message).toBe('Vendor is required');
      expect(await count()).toBe(before);
    });

    it('refuses negative numbers, unknown units and categories, and unknown fields (400), storing nothing', async () => {
      const before = await count();
      const cases: [Record<string, unknown>, { field: string; message: string }][] = [
        [{ cost: -1 }, { field: 'cost', message: 'Please enter a value of 0 or more' }],
        [{ costAmount: -5 }, { field: 'costAmount', message: 'Please enter a value of 0 or more' }],
        [{ servingSize: 'lots' }, { field: 'servingSize', message: 'Please enter a number' }],
        [{ costUnits: 'Bushel' }, { field: 'costUnits', message: 'Please choose a unit from the list' }],
        [{ category: 'Rocks' }, { field: 'category', message: 'Please choose a category from the list' }],
        [
          { conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: -125, unitsEnd: 'Gram' }] },
          { field: 'conversions.0.quantityEnd', message: 'Please enter a value of 0 or more' },
        ],
        [
          { ingredientNutrients: [{ nutrient: 'Protein', amount: -3 }] },
          { field: 'ingredientNutrients.0.amount', message: 'Please enter a value of 0 or more' },
        ],
        [
          { ingredientNutrients: [{ nutrient: ' ', amount: 3 }] },
          { field: 'ingredientNutrients.0.nutrient', message: 'Please choose a nutrient' },
        ],
        [{ colour: 'white' }, { field: 'colour', message: 'Unknown field: colour' }],
        [{ vendor: { id: 'abc' } }, { field: 'vendor.id', message: 'Vendor is required' }],
      ];
      for (const [override, error] of cases) {
        const res = await call(
          'POST',
          '/api/ingredients',
          flourBody(sysco.id, { name: 'Refused', ...override }),
        );
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json().errors, JSON.stringify(override)).toContainEqual(error);
      }
      expect(await count()).toBe(before);
    });

    it('refuses the same name in the same category, ignoring case (400, spec 8), but not in another category', async () => {
      await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { name: 'Butter', category: 'Dairy and Egg Products' }),
      );
      const res = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { name: 'BUTTER', category: 'dairy-eggs' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        title: 'Bad Request',
        message: 'An ingredient named Butter already exists in Dairy and Egg Products.',
        errors: [
          { field: 'name', message: 'An ingredient named Butter already exists in Dairy and Egg Products.' },
        ],
      });
      // Another vendor does not make it a different ingredient: the rule is per kitchen.
      const other = await createVendor(t, chef, 'Other Dairy');
      const viaOther = await call(
        'POST',
        '/api/ingredients',
        flourBody(other.id, { name: 'butter', category: 'Dairy and Egg Products' }),
      );
      expect(viaOther.statusCode).toBe(400);
      const fats = await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { name: 'Butter', category: 'Fats and Oils' }),
      );
      expect(fats.category).toBe('Fats and Oils');
    });

    it('two saves racing for one name and category: one is created, the other refused (400)', async () => {
      const body = flourBody(sysco.id, { name: 'Racing Rye', category: 'Grains and Pasta' });
      const results = await Promise.all([
        call('POST', '/api/ingredients', body),
        call('POST', '/api/ingredients', body),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const refused = results.find((r) => r.statusCode === 400);
      expect(refused?.json().message).toBe(
        'An ingredient named Racing Rye already exists in Grains and Pasta.',
      );
      expect((await call('GET', '/api/ingredients?searchText=racing%20rye')).json().totalElements).toBe(1);
    });

    it('answers 404 for a vendor that is not the kitchen’s, and for an unknown food', async () => {
      const before = await count();
      const stranger = await t.createUser();
      const theirs = await createVendor(t, stranger, 'Their Vendor');
      const res = await call('POST', '/api/ingredients', flourBody(theirs.id, { name: 'Smuggled' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ title: 'Not Found', message: 'This vendor does not exist.', errors: [] });
      const food = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { name: 'Foodless', food: { fdcId: 99999999 } }),
      );
      expect(food.statusCode).toBe(404);
      expect(food.json().message).toBe('This food is not in the food database.');
      expect(await count()).toBe(before);
    });

    it('links a food of the database and answers its description', async () => {
      await t.db
        .insert(foods)
        .values({ fdcId: 1001, description: 'Butter, salted', dataType: 'sr_legacy_food' });
      const saved = await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { name: 'Salted Butter', food: { fdcId: 1001, description: 'x' } }),
      );
      expect(saved.food).toEqual({ fdcId: 1001, description: 'Butter, salted' });
    });
  });

  describe('POST /api/ingredients with id: update', () => {
    let original: TIngredient;
    const versionOf = async (id: number) =>
      (await call('GET', `/api/ingredients/${id}`)).json().version as number;
    beforeAll(async () => {
      clock.set('2026-04-01T09:00:00Z');
      original = await saveIngredient(t, chef, flourBody(sysco.id, { name: 'Bread Flour' }));
    });

    it('replaces fields, conversions and nutrients in one save (200)', async () => {
      clock.set('2026-04-01T10:30:00Z');
      const other = await createVendor(t, chef, 'King Arthur');
      const res = await call('POST', '/api/ingredients', {
        ...original, // what the client fetched, read-only fields included
        name: 'Bread Flour (high gluten)',
        vendor: { id: other.id, name: 'King Arthur' },
        cost: 24.5,
        conversions: [
          { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 127, unitsEnd: 'Gram' },
          { quantityStart: 1, unitsStart: 'Tablespoon', quantityEnd: 8, unitsEnd: 'Gram' },
        ],
        ingredientNutrients: [{ nutrient: 'Carbohydrate, by difference', amount: 22, units: 'g' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json();
      expect(updated).toEqual({
        ...original,
        name: 'Bread Flour (high gluten)',
        vendor: { id: other.id, name: 'King Arthur', ingredientCount: 1 },
        cost: 24.5,
        conversions: [
          { id: expect.any(Number), quantityStart: 1, unitsStart: 'Cup', quantityEnd: 127, unitsEnd: 'Gram' },
          {
            id: expect.any(Number),
            quantityStart: 1,
            unitsStart: 'Tablespoon',
            quantityEnd: 8,
            unitsEnd: 'Gram',
          },
        ],
        ingredientNutrients: [
          { id: expect.any(Number), nutrient: 'Carbohydrate, by difference', amount: 22, units: 'g' },
        ],
        version: original.version + 1,
        createdDate: '2026-04-01T09:00:00.000Z',
        lastModifiedDate: '2026-04-01T10:30:00.000Z',
      });
      expect((await call('GET', `/api/ingredients/${original.id}`)).json()).toEqual(updated);
      expect((await call('GET', `/api/vendors/${sysco.id}`)).json().ingredientCount).toBe(
        (await call('GET', `/api/ingredients?vendorId=${sysco.id}`)).json().totalElements,
      );
    });

    it('an update can make it incomplete, and complete again', async () => {
      const wip = await saveIngredient(
        t,
        chef,
        {
          id: original.id,
          version: await versionOf(original.id),
          name: 'Bread Flour',
          category: 'Grains and Pasta',
          vendor: { id: sysco.id },
        },
        200,
      );
      expect(wip).toMatchObject({ valid: false, conversions: [], ingredientNutrients: [], cost: null });
      expect(wip.errorMessages).toEqual(['Please enter the cost', 'Cost units are required']);
      const done = await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { id: original.id, version: wip.version, name: 'Bread Flour' }),
        200,
      );
      expect(done).toMatchObject({ valid: true, errorMessages: [] });
    });

    it('keeps its own name (no duplicate with itself), refuses another’s', async () => {
      const same = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { id: original.id, version: await versionOf(original.id), name: 'BREAD FLOUR' }),
      );
      expect(same.statusCode).toBe(200);
      const taken = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { id: original.id, version: same.json().version, name: 'all-purpose flour' }),
      );
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(
        'An ingredient named All-purpose Flour already exists in Grains and Pasta.',
      );
      expect((await call('GET', `/api/ingredients/${original.id}`)).json().name).toBe('BREAD FLOUR');
    });

    it('a refused update changes nothing: its conversions and nutrients stay', async () => {
      const before = (await call('GET', `/api/ingredients/${original.id}`)).json();
      const stranger = await t.createUser();
      const theirs = await createVendor(t, stranger, 'Elsewhere');
      const res = await call(
        'POST',
        '/api/ingredients',
        flourBody(theirs.id, { id: original.id, version: before.version, conversions: [] }),
      );
      expect(res.statusCode).toBe(404);
      expect((await call('GET', `/api/ingredients/${original.id}`)).json()).toEqual(before);
    });

    it('answers 404 for an unknown id and for another kitchen’s ingredient, which stays unchanged', async () => {
      const unknown = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { id: 2147483647, version: 1, name: 'Ghost' }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This ingredient does not exist.');
      const stranger = await t.createUser();
      const theirVendor = await createVendor(t, stranger, 'Theirs');
      const theirs = await saveIngredient(t, stranger, flourBody(theirVendor.id, { name: 'Their Flour' }));
      const hijack = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { id: theirs.id, version: theirs.version, name: 'Mine' }),
      );
      expect(hijack.statusCode).toBe(404);
      const still = await t.app.inject({
        method: 'GET',
        url: `/api/ingredients/${theirs.id}`,
        headers: stranger.headers,
      });
      expect(still.json()).toEqual(theirs);
    });

    it('applies an update without a version (spec 7 sends none)', async () => {
      const before = (await call('GET', `/api/ingredients/${original.id}`)).json() as TIngredient;
      const res = await call(
        'POST',
        '/api/ingredients',
        flourBody(sysco.id, { id: original.id, name: original.name, cost: 99 }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: original.id, cost: 99, version: before.version + 1 });
      expect((await call('GET', `/api/ingredients/${original.id}`)).json().cost).toBe(99);
    });

    it('answers 409 to a stale version and keeps the newer save; the version goes up by one per save', async () => {
      const read = (await call('GET', `/api/ingredients/${original.id}`)).json() as TIngredient;
      const first = await call('POST', '/api/ingredients', { ...read, cost: 31 });
      expect(first.statusCode).toBe(200);
      expect(first.json().version).toBe(read.version + 1);
      const stale = await call('POST', '/api/ingredients', { ...read, cost: 32 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        title: 'Conflict',
        message:
          'This ingredient was changed by someone else since you opened it. Reload it to see their changes, then make yours again.',
      });
      expect((await call('GET', `/api/ingredients/${original.id}`)).json()).toMatchObject({
        cost: 31,
        version: read.version + 1,
      });
    });
  });
});
