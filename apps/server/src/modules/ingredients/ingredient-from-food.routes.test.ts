import type { TIngredient, TIngredientListItem, TPage, TVendor } from '@brigade/core';
import { VENDOR_MESSAGES } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUsdaLoaded } from '../../foods/load-sr28.ts';
import { manualClock } from '../../lib/clock.ts';
import { caller, createVendor } from '../../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { FOOD_NOT_FOUND } from '../foods/foods.service.ts';

// POST /api/ingredients/food on the real USDA SR28 data (loaded once for this file). Expected numbers
// are worked out by hand from SR28's rows: nutrients are per 100 g, a serving's are × grams / 100.
let t: TestApp;
let chef: TestUser;
let dairy: TVendor;
const clock = manualClock('2026-05-02T09:30:00Z');
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await ensureUsdaLoaded(t.db, { info: () => {} });
  chef = await t.createUser();
  dairy = await createVendor(t, chef, 'Hudson Valley Dairy');
}, 120_000);
afterAll(() => t?.close());

/** The catalogue form's fields for a food, as the Add To Catalogue modal sends them. */
function catalogueBody(fdcId: number, overrides: Record<string, unknown> = {}) {
  return {
    category: 'Dairy and Egg Products',
    vendor: { id: dairy.id },
    cost: 4.5,
    costAmount: 1,
    costUnits: 'Pound',
    servingSize: 1,
    servingUnits: 'Tablespoon',
    food: { fdcId },
    ...overrides,
  };
}

const nutrient = (ingredient: TIngredient, name: string, units: string) =>
  ingredient.ingredientNutrients.find((n) => n.nutrient === name && n.units === units)?.amount;

const ingredientCount = async () =>
  ((await call('GET', '/api/ingredients')).json() as TPage<TIngredientListItem>).totalElements;

describe('POST /api/ingredients/food', () => {
  it('copies butter for a 1 Tablespoon serving: its portions as conversions, nutrients × 0.142 (201)', async () => {
    const res = await call('POST', '/api/ingredients/food', catalogueBody(1001));
    expect(res.statusCode, res.body).toBe(201);
    const butter = res.json() as TIngredient;
    expect(butter).toMatchObject({
      name: 'Butter, salted',
      category: 'Dairy and Egg Products',
      cost: 4.5,
      costAmount: 1,
      costUnits: 'Pound',
      servingSize: 1,
      servingUnits: 'Tablespoon',
      // SR28 keeps no refuse for butter (0 %): all of it is edible
      yieldPercent: 100,
      vendor: { id: dairy.id, name: 'Hudson Valley Dairy', ingredientCount: 1 },
      food: { fdcId: 1001, description: 'Butter, salted' },
      valid: true,
      errorMessages: [],
      createdDate: '2026-05-02T09:30:00.000Z',
    });
    // SR28 1001's portions: pat 5 g, tbsp 14.2 g, cup 227 g, stick 113 g (pat and stick are not our units).
    expect(butter.conversions.map(({ id: _id, ...c }) => c)).toEqual([
      { quantityStart: 1, unitsStart: 'Tablespoon', quantityEnd: 14.2, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 227, unitsEnd: 'Gram' },
    ]);
    // Every one of SR28's 115 values for butter, for 14.2 g: 717 kcal × 0.142 = 101.814, protein
    // 0.85 g × 0.142 = 0.1207, fat 81.11 g × 0.142 = 11.51762, sodium 643 mg × 0.142 = 91.306.
    expect(butter.ingredientNutrients).toHaveLength(115);
    expect(nutrient(butter, 'Energy', 'kcal')).toBeCloseTo(101.814, 9);
    expect(nutrient(butter, 'Protein', 'g')).toBeCloseTo(0.1207, 9);
    expect(nutrient(butter, 'Total lipid (fat)', 'g')).toBeCloseTo(11.51762, 9);
    expect(nutrient(butter, 'Sodium, Na', 'mg')).toBeCloseTo(91.306, 9);
    // USDA's order: water first (15.87 g × 0.142 = 2.25354).
    expect(butter.ingredientNutrients[0]).toMatchObject({ nutrient: 'Water', units: 'g' });
    expect(butter.ingredientNutrients[0].amount).toBe(2.25354);

    // It is in the catalogue: read back, and in the vendor's list with its counts.
    expect((await call('GET', `/api/ingredients/${butter.id}`)).json()).toEqual(butter);
    const list = (
      await call('GET', `/api/ingredients?vendorId=${dairy.id}`)
    ).json() as TPage<TIngredientListItem>;
    expect(list.content.map((i) => [i.name, i.numberOfConversions, i.numberOfNutrients, i.food])).toEqual([
      ['Butter, salted', 2, 115, { fdcId: 1001 }],
    ]);
  });

  it('milk for a 1 Cup serving uses its 244 g cup: 61 kcal × 2.44 = 148.84, calcium 113 mg × 2.44 = 275.72', async () => {
    const res = await call(
      'POST',
      '/api/ingredients/food',
      catalogueBody(1077, { name: 'Whole milk', servingUnits: 'cup', costUnits: 'Gallon' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const milk = res.json() as TIngredient;
    expect(milk.name).toBe('Whole milk');
    expect(
      milk.conversions.map((c) => `${c.quantityStart} ${c.unitsStart} = ${c.quantityEnd} ${c.unitsEnd}`),
    ).toEqual([
      '1 Cup = 244 Gram',
      '1 Fluid Ounce = 30.5 Gram',
      '1 Tablespoon = 15 Gram',
      '1 Quart = 976 Gram',
    ]);
    expect(nutrient(milk, 'Energy', 'kcal')).toBeCloseTo(148.84, 9);
    expect(nutrient(milk, 'Calcium, Ca', 'mg')).toBeCloseTo(275.72, 9);
  });

  it('an egg for a 1 Each serving weighs its medium egg, 44 g: protein 12.56 g × 0.44 = 5.5264', async () => {
    const res = await call('POST', '/api/ingredients/food', catalogueBody(1123, { servingUnits: 'Each' }));
    expect(res.statusCode, res.body).toBe(201);
    const egg = res.json() as TIngredient;
    expect(
      egg.conversions.map((c) => `${c.quantityStart} ${c.unitsStart} = ${c.quantityEnd} ${c.unitsEnd}`),
    ).toEqual(['1 Cup = 243 Gram', '1 Each = 44 Gram']);
    expect(nutrient(egg, 'Protein', 'g')).toBeCloseTo(5.5264, 9);
    expect(nutrient(egg, 'Energy', 'kcal')).toBeCloseTo(62.92, 9); // 143 × 0.44
    // SR28 1123's refuse is 12 % (the shell): the copy proposes 100 − 12 = 88 % edible
    expect(egg.yieldPercent).toBe(88);
  });

  it("proposes 100 − the food's refuse % as the trim yield, and keeps the chef's own", async () => {
    // SR28 11282 Onions, raw: 10 % refuse ("Stem ends, sprouts and defects")
    const food = (await call('GET', '/api/foods/11282')).json();
    expect(food.refusePercent).toBe(10);
    const onion = catalogueBody(11282, {
      category: 'Vegetables and Vegetable Products',
      servingUnits: 'Gram',
    });
    const proposed = await call('POST', '/api/ingredients/food', onion);
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().yieldPercent).toBe(90);
    const own = await call('POST', '/api/ingredients/food', {
      ...onion,
      name: 'Spanish onion',
      yieldPercent: 85,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().yieldPercent).toBe(85);
    const refused = await call('POST', '/api/ingredients/food', {
      ...onion,
      name: 'Red onion',
      yieldPercent: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Please enter a yield above 0 % and at most 100 %');
  });

  it('refuses a missing catalogue field with the spec 5 messages, saving nothing (400)', async () => {
    const before = await ingredientCount();
    const res = await call('POST', '/api/ingredients/food', { food: { fdcId: 1001 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      title: 'Bad Request',
      message: 'Please correct the highlighted fields.',
      errors: [
        { field: 'servingSize', message: 'Ingredient serving size is required' },
        { field: 'servingUnits', message: 'Ingredient serving units are required' },
        { field: 'cost', message: 'Ingredient cost is required' },
        { field: 'costAmount', message: 'Ingredient cost amount required' },
        { field: 'costUnits', message: 'Ingredient cost units required' },
        { field: 'vendor', message: 'Vendor is required' },
        { field: 'category', message: 'Category is required' },
      ],
    });
    const one = await call('POST', '/api/ingredients/food', catalogueBody(1001, { costUnits: ' ' }));
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('Ingredient cost units required');
    const noFood = await call('POST', '/api/ingredients/food', catalogueBody(1001, { food: undefined }));
    expect(noFood.statusCode).toBe(400);
    expect(noFood.json().errors).toEqual([{ field: 'food', message: 'Please choose a food' }]);
    expect(await ingredientCount()).toBe(before);
  });

  it('answers 404 for a food that is not in the database', async () => {
    const res = await call('POST', '/api/ingredients/food', catalogueBody(999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FOOD_NOT_FOUND);
  });

  it("answers 404 for another kitchen's vendor, and saves nothing in either kitchen", async () => {
    const other = await t.createUser();
    const theirs = await createVendor(t, other, 'Their Dairy');
    const before = await ingredientCount();
    const res = await call(
      'POST',
      '/api/ingredients/food',
      catalogueBody(1001, { vendor: { id: theirs.id } }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(VENDOR_MESSAGES.notFound);
    expect(await ingredientCount()).toBe(before);
    const theirList = await t.app.inject({ method: 'GET', url: '/api/ingredients', headers: other.headers });
    expect(theirList.json().totalElements).toBe(0);
  });

  it('refuses a second copy of the same name in the same category (spec 8), and a serving it cannot weigh', async () => {
    const before = await ingredientCount();
    const again = await call('POST', '/api/ingredients/food', catalogueBody(1001));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'An ingredient named Butter, salted already exists in Dairy and Egg Products.',
    );
    const slice = await call(
      'POST',
      '/api/ingredients/food',
      catalogueBody(1001, { name: 'Butter slices', servingUnits: 'Slice' }),
    );
    expect(slice.statusCode).toBe(400);
    const message =
      '1 Slice of Butter, salted cannot be weighed: choose a weight unit or one of its portions ' +
      '(Tablespoon, Cup), or add a conversion to grams.';
    expect(slice.json()).toEqual({
      title: 'Bad Request',
      message,
      errors: [{ field: 'servingUnits', message }],
    });
    expect(await ingredientCount()).toBe(before);
  });

  it('needs a signed-in user (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients/food',
      payload: catalogueBody(1001),
    });
    expect(res.statusCode).toBe(401);
  });
});
