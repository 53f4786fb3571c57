import {
  INGREDIENT_IMPORT_MESSAGES,
  INGREDIENT_MESSAGES,
  MSG,
  type TIngredientImportResult,
} from '@brigade/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientPrices, ingredients, vendors } from '../../db/schema/index.ts';
import { createIngredient, createVendor } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

const counts = async (kitchenId: number) => [
  (await t.db.select({ n: count() }).from(vendors).where(eq(vendors.kitchenId, kitchenId)))[0].n,
  (await t.db.select({ n: count() }).from(ingredients).where(eq(ingredients.kitchenId, kitchenId)))[0].n,
];

describe('POST /api/ingredients/import', () => {
  it('creates every row in one go, finding vendors by name or creating them, and the Undo removes them', async () => {
    const chef = await t.createUser();
    const sysco = await createVendor(t, chef, 'Sysco');
    const res = await post(chef, '/api/ingredients/import', {
      rows: [
        // The kitchen's Sysco, named in another case: found, not made twice.
        {
          vendor: 'SYSCO',
          name: 'Flour',
          category: 'Grains and Pasta',
          cost: '$20.00',
          costAmount: '50',
          costUnits: 'lb',
        },
        {
          vendor: 'Green Valley',
          name: 'Carrots',
          category: 'vegetables and vegetable products',
          cost: 12.5,
          costAmount: 25,
          costUnits: 'Pound',
        },
        // A blank category is Miscellaneous; no price yet is a work in progress, saved incomplete.
        {
          vendor: 'Green Valley',
          name: 'Parsley',
          category: '',
          cost: null,
          costAmount: null,
          costUnits: null,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<TIngredientImportResult>();
    expect(result.message).toBe('Imported 3 ingredients.');
    expect(result.ingredientIds).toHaveLength(3);
    expect(result.vendorIds).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.kitchenId, chef.kitchenId))
      .orderBy(ingredients.id);
    expect(
      rows.map((r) => [r.vendorId === sysco, r.name, r.category, r.cost, r.costAmount, r.costUnits, r.valid]),
    ).toEqual([
      [true, 'Flour', 'Grains and Pasta', 20, 50, 'Pound', true],
      [false, 'Carrots', 'Vegetables and Vegetable Products', 12.5, 25, 'Pound', true],
      [false, 'Parsley', 'Miscellaneous Ingredients', null, 1, null, false],
    ]);
    // Each first price is in the history, as a save's.
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(ingredientPrices)
          .where(eq(ingredientPrices.kitchenId, chef.kitchenId))
      )[0].n,
    ).toBe(3);

    const undo = await post(chef, '/api/ingredients/import/undo', result);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ title: 'Import undone', message: INGREDIENT_IMPORT_MESSAGES.undone(3) });
    // Sysco stays (it was the kitchen's before); Green Valley, made by the import, goes.
    expect(await counts(chef.kitchenId)).toEqual([1, 0]);
  });

  it('saves nothing when any row is wrong, answering every row’s problem by row and field', async () => {
    const chef = await t.createUser();
    const vendor = await createVendor(t, chef, 'Sysco');
    await createIngredient(t, chef, vendor, {
      name: 'Butter',
      category: 'Dairy and Egg Products',
      cost: 4,
      costAmount: 1,
      costUnits: 'Pound',
    });
    const before = await counts(chef.kitchenId);
    const res = await post(chef, '/api/ingredients/import', {
      rows: [
        {
          vendor: 'Sysco',
          name: 'Milk',
          category: 'Dairy and Egg Products',
          cost: 'four',
          costUnits: 'Gallon',
        },
        { vendor: '', name: 'Cream', category: 'Dairy and Egg Products', cost: 3, costUnits: 'bushel' },
        { vendor: 'Sysco', name: 'Sugar', category: 'Sweets', cost: 2 },
        { vendor: 'Sysco', name: 'sugar', category: 'Sweets', cost: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INGREDIENT_IMPORT_MESSAGES.rowsRefused(3));
    expect(res.json().errors).toEqual([
      { field: 'rows.0.cost', message: MSG.notANumber },
      { field: 'rows.1.vendor', message: MSG.vendorRequired },
      { field: 'rows.1.costUnits', message: MSG.unitUnknown },
      // Row 3 repeats row 2's Sugar, which is line 4 of the file (rows start on line 2).
      { field: 'rows.3.name', message: INGREDIENT_IMPORT_MESSAGES.duplicateInFile('sugar', 4) },
    ]);
    expect(await counts(chef.kitchenId)).toEqual(before);

    // A row naming an ingredient the kitchen has (same category, any case): refused, nothing saved.
    const again = await post(chef, '/api/ingredients/import', {
      rows: [
        { vendor: 'Sysco', name: 'Milk', category: 'Dairy and Egg Products' },
        { vendor: 'Sysco', name: 'BUTTER', category: 'Dairy and Egg Products' },
      ],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'rows.1.name', message: INGREDIENT_MESSAGES.duplicate('BUTTER', 'Dairy and Egg Products') },
    ]);
    expect(await counts(chef.kitchenId)).toEqual(before);
  });

  it('refuses the Undo whole once a recipe uses an imported ingredient, and never touches another kitchen', async () => {
    const chef = await t.createUser();
    const other = await t.createUser();
    const imported = (
      await post(chef, '/api/ingredients/import', {
        rows: [{ vendor: 'Sysco', name: 'Salt', category: 'Spices and Herbs' }],
      })
    ).json<TIngredientImportResult>();
    // Another kitchen sending these ids removes nothing.
    const foreign = await post(other, '/api/ingredients/import/undo', imported);
    expect(foreign.json().message).toBe(INGREDIENT_IMPORT_MESSAGES.undone(0));
    expect(await counts(chef.kitchenId)).toEqual([1, 1]);

    await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: chef.headers,
      payload: {
        name: 'Brine',
        category: 'Marinades and Brines',
        recipeIngredients: [
          { ingredient: { id: imported.ingredientIds[0] }, yieldQuantity: 1, yieldUnits: 'Cup' },
        ],
      },
    });
    const undo = await post(chef, '/api/ingredients/import/undo', imported);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(INGREDIENT_IMPORT_MESSAGES.undoInUse);
    expect(
      await t.db
        .select({ n: count() })
        .from(ingredients)
        .where(and(eq(ingredients.kitchenId, chef.kitchenId), eq(ingredients.name, 'Salt'))),
    ).toEqual([{ n: 1 }]);
  });
});
