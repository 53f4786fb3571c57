import type { TRecipe, TRecipeSpreadsheetPreview, TRecipeSpreadsheetResult } from '@brigade/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityVersions, kitchenActivity, recipes } from '../../db/schema/index.ts';
import {
  createIngredient,
  createRecipe,
  createVendor,
  getRecipe,
  line,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

const PREVIEW = '/api/recipes/import/spreadsheet/preview';
const IMPORT = '/api/recipes/import/spreadsheet';
const UNDO = '/api/recipes/import/spreadsheet/undo';

const recipeCount = async (kitchenId: number) =>
  (await t.db.select({ n: count() }).from(recipes).where(eq(recipes.kitchenId, kitchenId)))[0].n;

/**
 * A kitchen with Flour ($20.00 for 50 lb), Butter ($9.00 for 2 lb), Eggs ($3.60 a dozen: 12 Each)
 * and the recipe Pizza Dough (5 lb of Flour, yield 10 Each: $2.00, $0.20 each).
 */
async function bakery() {
  const chef = await t.createUser();
  const vendor = await createVendor(t, chef, 'Sysco');
  const flour = await createIngredient(t, chef, vendor, {
    name: 'Flour',
    cost: 20,
    costAmount: 50,
    costUnits: 'Pound',
  });
  const butter = await createIngredient(t, chef, vendor, {
    name: 'Butter',
    cost: 9,
    costAmount: 2,
    costUnits: 'Pound',
  });
  const eggs = await createIngredient(t, chef, vendor, {
    name: 'Eggs',
    cost: 3.6,
    costAmount: 12,
    costUnits: 'Each',
  });
  const dough = await createRecipe(t, chef, {
    name: 'Pizza Dough',
    category: 'Breads',
    yieldQuantity: 10,
    yieldUnits: 'Each',
    recipeIngredients: [line(flour.id, 5, 'Pound')],
  });
  return { chef, flour, butter, eggs, dough };
}

/** Rows as the browser reads a CSV file: every cell text, as typed. */
const CSV_ROWS = [
  {
    recipe: 'Shortbread',
    category: 'cookies and cakes',
    team: 'pastry',
    yieldQuantity: '24',
    yieldUnits: 'each',
    quantity: '1 1/2',
    units: 'lbs',
    item: 'flour',
    prepNotes: 'Rub the butter into the flour.',
  },
  { recipe: 'Shortbread', quantity: '½', units: 'Pound', item: 'Butter', prepNotes: 'Bake at 160 °C.' },
  {
    recipe: 'Calzone',
    category: 'Breads',
    yieldQuantity: '4',
    yieldUnits: 'Each',
    quantity: '2',
    units: 'Each',
    item: 'pizza dough',
  },
  { recipe: 'calzone', quantity: '2', units: 'ea', item: 'EGGS' },
];

describe('POST /api/recipes/import/spreadsheet', () => {
  it('previews a CSV’s recipes with their lines matched, imports them as saves, and one Undo removes them', async () => {
    const { chef, flour, butter, eggs, dough } = await bakery();
    const before = await recipeCount(chef.kitchenId);

    const preview = await post(chef, PREVIEW, { rows: CSV_ROWS });
    expect(preview.statusCode, preview.body).toBe(200);
    const found = preview.json<TRecipeSpreadsheetPreview>();
    expect(found.errors).toEqual([]);
    // Rows grouped by the recipe's name ("calzone" is Calzone); lines matched without case.
    expect(found.recipes).toEqual([
      {
        row: 0,
        name: 'Shortbread',
        category: 'Cookies and Cakes',
        team: 'Pastry',
        yieldQuantity: 24,
        yieldUnits: 'Each',
        prepNotes: 'Rub the butter into the flour.\nBake at 160 °C.',
        lines: [
          {
            row: 0,
            quantity: 1.5,
            units: 'Pound',
            item: 'flour',
            match: { kind: 'ingredient', id: flour.id, name: 'Flour' },
          },
          {
            row: 1,
            quantity: 0.5,
            units: 'Pound',
            item: 'Butter',
            match: { kind: 'ingredient', id: butter.id, name: 'Butter' },
          },
        ],
      },
      {
        row: 2,
        name: 'Calzone',
        category: 'Breads',
        team: null,
        yieldQuantity: 4,
        yieldUnits: 'Each',
        prepNotes: null,
        lines: [
          {
            row: 2,
            quantity: 2,
            units: 'Each',
            item: 'pizza dough',
            match: { kind: 'recipe', id: dough.id, name: 'Pizza Dough' },
          },
          {
            row: 3,
            quantity: 2,
            units: 'Each',
            item: 'EGGS',
            match: { kind: 'ingredient', id: eggs.id, name: 'Eggs' },
          },
        ],
      },
    ]);
    // The preview saves nothing.
    expect(await recipeCount(chef.kitchenId)).toBe(before);

    const res = await post(chef, IMPORT, { rows: CSV_ROWS });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<TRecipeSpreadsheetResult>();
    expect(result.message).toBe('Imported 2 recipes.');
    // Costs worked out below: Shortbread $2.85, Calzone $1.00.
    expect(
      result.recipes.map((r) => [r.name, r.cost === null ? null : Math.round(r.cost * 100) / 100]),
    ).toEqual([
      ['Shortbread', 2.85],
      ['Calzone', 1],
    ]);
    const [shortbread, calzone] = await Promise.all(result.recipeIds.map((id) => getRecipe(t, chef, id)));
    // Shortbread: 1.5 lb flour × $20/50 lb = $0.60; 0.5 lb butter × $9/2 lb = $2.25; $2.85, per each 2.85/24 = 0.11875.
    expect(shortbread.cost?.total).toBeCloseTo(2.85, 6);
    expect(shortbread.cost?.perYieldUnit).toBeCloseTo(0.11875, 6);
    expect(shortbread.valid).toBe(true);
    // Calzone: 2 Each of Pizza Dough ($2.00 / 10 Each) = $0.40; 2 eggs × $3.60/12 = $0.60; $1.00.
    expect(calzone.cost?.total).toBeCloseTo(1, 6);
    expect(calzone.recipeSubRecipes.map((l) => l.recipe.id)).toEqual([dough.id]);
    // Saved as POST /api/recipes saves: a version and a "created" in the activity, each.
    for (const recipe of [shortbread, calzone] as TRecipe[]) {
      const [versions] = await t.db
        .select({ n: count() })
        .from(entityVersions)
        .where(and(eq(entityVersions.entityType, 'recipe'), eq(entityVersions.entityId, recipe.id)));
      expect(versions.n).toBe(1);
      const activity = await t.db
        .select({ action: kitchenActivity.action, name: kitchenActivity.name })
        .from(kitchenActivity)
        .where(and(eq(kitchenActivity.entityType, 'recipe'), eq(kitchenActivity.entityId, recipe.id)));
      expect(activity).toEqual([{ action: 'created', name: recipe.name }]);
    }

    // Imported again: both names are the kitchen's now, refused on their first rows.
    const again = await post(chef, IMPORT, { rows: CSV_ROWS });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'rows.0.recipe', message: 'The kitchen already has a recipe named Shortbread.' },
      { field: 'rows.2.recipe', message: 'The kitchen already has a recipe named Calzone.' },
    ]);

    // The Undo removes exactly the two recipes: Pizza Dough stays.
    const undo = await post(chef, UNDO, { recipeIds: result.recipeIds });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toBe('The import was undone: 2 recipes removed.');
    expect(await recipeCount(chef.kitchenId)).toBe(before);
    expect((await getRecipe(t, chef, dough.id)).name).toBe('Pizza Dough');
  });

  it('imports rows as an XLSX reads them (numbers as numbers) and costs them', async () => {
    const { chef, flour, butter } = await bakery();
    // Column cells from an Excel sheet: quantities are numbers, an empty cell is null.
    const rows = [
      {
        recipe: 'Roux',
        category: 'Sauces and Stocks',
        yieldQuantity: 1,
        yieldUnits: 'Pound',
        quantity: 0.5,
        units: 'Pound',
        item: 'Flour',
        prepNotes: null,
      },
      {
        recipe: 'Roux',
        category: null,
        yieldQuantity: null,
        yieldUnits: null,
        quantity: 8,
        units: 'Ounce',
        item: 'Butter',
        prepNotes: null,
      },
    ];
    const res = await post(chef, IMPORT, { rows });
    expect(res.statusCode, res.body).toBe(201);
    const roux = await getRecipe(t, chef, res.json<TRecipeSpreadsheetResult>().recipeIds[0]);
    expect(roux.recipeIngredients.map((l) => [l.ingredient.id, l.yieldQuantity, l.yieldUnits])).toEqual([
      [flour.id, 0.5, 'Pound'],
      [butter.id, 8, 'Ounce'],
    ]);
    // 0.5 lb × $20/50 lb = $0.20; 8 oz = 0.5 lb × $9/2 lb = $2.25; $2.45 for 1 lb.
    expect(roux.cost?.total).toBeCloseTo(2.45, 6);
    expect(roux.cost?.perYieldUnit).toBeCloseTo(2.45, 6);
  });

  it('flags each bad row with its message and imports nothing', async () => {
    const { chef } = await bakery();
    const before = await recipeCount(chef.kitchenId);
    const rows = [
      { recipe: 'Brioche', quantity: 'two', units: 'Pound', item: 'Flour' },
      { recipe: 'Brioche', quantity: '1', units: 'handful', item: 'Butter' },
      { recipe: 'Brioche', quantity: '3', units: 'Each', item: 'Duck eggs' },
      { recipe: 'Brioche', quantity: '2', units: 'Pound', item: 'flour' },
      // Sugar is a recipe of this file (row 6): matched, not a problem.
      { recipe: 'Brioche', quantity: '1', units: 'Pound', item: 'Sugar' },
      { recipe: '', quantity: '1', units: 'Pound', item: 'Flour' },
      { recipe: 'Sugar', quantity: '1', units: 'Pound', item: 'Flour' },
      { recipe: 'Brioche', quantity: '-1', units: 'Pound', item: 'Eggs' },
    ];
    const preview = await post(chef, PREVIEW, { rows });
    expect(preview.statusCode).toBe(200);
    const expected = [
      { row: 0, field: 'quantity', message: 'Please enter a number' },
      { row: 1, field: 'units', message: 'Please choose a unit from the list' },
      {
        row: 2,
        field: 'item',
        message: 'No ingredient or recipe of the kitchen is named Duck eggs. Did you mean Eggs?',
      },
      { row: 5, field: 'recipe', message: 'Recipe must have a name' },
      { row: 7, field: 'quantity', message: 'Please enter a value of 0 or more' },
    ];
    expect(preview.json<TRecipeSpreadsheetPreview>().errors).toEqual(expected);

    const res = await post(chef, IMPORT, { rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('5 rows are not right: nothing was imported. Fix them and import again.');
    expect(res.json().errors).toEqual(
      expected.map((e) => ({ field: `rows.${e.row}.${e.field}`, message: e.message })),
    );
    expect(await recipeCount(chef.kitchenId)).toBe(before);
  });

  it('saves a sub-recipe of the same file first, costs the recipe using it, and the Undo removes both', async () => {
    const { chef, flour, butter, eggs } = await bakery();
    const before = await recipeCount(chef.kitchenId);
    const rows = [
      {
        recipe: 'Custard Tart',
        yieldQuantity: '8',
        yieldUnits: 'Each',
        quantity: '1',
        units: 'Each',
        item: 'tart shell',
      },
      { recipe: 'Custard Tart', quantity: '4', units: 'Each', item: 'Eggs' },
      {
        recipe: 'Tart Shell',
        yieldQuantity: '2',
        yieldUnits: 'Each',
        quantity: '1',
        units: 'Pound',
        item: 'Flour',
      },
      { recipe: 'Tart Shell', quantity: '0.5', units: 'Pound', item: 'Butter' },
    ];
    const preview = await post(chef, PREVIEW, { rows });
    expect(preview.statusCode, preview.body).toBe(200);
    const found = preview.json<TRecipeSpreadsheetPreview>();
    expect(found.errors).toEqual([]);
    // The shell (first row 2) comes first: the tart's line names it in this file.
    expect(found.recipes.map((r) => r.name)).toEqual(['Tart Shell', 'Custard Tart']);
    expect(found.recipes[1].lines.map((l) => l.match)).toEqual([
      { kind: 'file', id: 2, name: 'Tart Shell' },
      { kind: 'ingredient', id: eggs.id, name: 'Eggs' },
    ]);
    expect(await recipeCount(chef.kitchenId)).toBe(before);

    const res = await post(chef, IMPORT, { rows });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<TRecipeSpreadsheetResult>();
    // Tart Shell: 1 lb flour × $20/50 lb = $0.40; 0.5 lb butter × $9/2 lb = $2.25; $2.65 for 2 Each.
    // Custard Tart: 1 shell = $2.65 / 2 = $1.325; 4 eggs × $3.60/12 = $1.20; $2.525 for 8 Each.
    expect(result.recipes.map((r) => [r.name, r.cost])).toEqual([
      ['Tart Shell', expect.closeTo(2.65, 6)],
      ['Custard Tart', expect.closeTo(2.525, 6)],
    ]);
    const [shell, tart] = await Promise.all(result.recipeIds.map((id) => getRecipe(t, chef, id)));
    expect(shell.recipeIngredients.map((l) => l.ingredient.id)).toEqual([flour.id, butter.id]);
    expect(tart.recipeSubRecipes.map((l) => [l.recipe.id, l.yieldQuantity, l.yieldUnits])).toEqual([
      [shell.id, 1, 'Each'],
    ]);
    expect(tart.cost?.perYieldUnit).toBeCloseTo(0.315625, 6);

    // The tart is removed before the shell it uses: nothing is in use, both go.
    const undo = await post(chef, UNDO, { recipeIds: result.recipeIds });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toBe('The import was undone: 2 recipes removed.');
    expect(await recipeCount(chef.kitchenId)).toBe(before);
  });

  it('refuses recipes of the file that use each other in a circle, naming it, and saves nothing', async () => {
    const { chef } = await bakery();
    const before = await recipeCount(chef.kitchenId);
    const rows = [
      { recipe: 'Demi-glace', quantity: '1', units: 'Cup', item: 'Brown Stock' },
      { recipe: 'Brown Stock', quantity: '1', units: 'Pound', item: 'Flour' },
      { recipe: 'Brown Stock', quantity: '1', units: 'Cup', item: 'demi-glace' },
    ];
    const res = await post(chef, IMPORT, { rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'rows.2.item',
        message: 'A recipe cannot contain itself: Demi-glace → Brown Stock → Demi-glace',
      },
    ]);
    expect(await recipeCount(chef.kitchenId)).toBe(before);
  });

  it('refuses a recipe that names one ingredient twice, on the second line', async () => {
    const { chef } = await bakery();
    const res = await post(chef, PREVIEW, {
      rows: [
        { recipe: 'Pasta', quantity: '1', units: 'Pound', item: 'Flour' },
        { recipe: 'Pasta', quantity: '2', units: 'Each', item: 'Eggs' },
        { recipe: 'Pasta', quantity: '1', units: 'Pound', item: 'FLOUR' },
      ],
    });
    expect(res.json<TRecipeSpreadsheetPreview>().errors).toEqual([
      { row: 2, field: 'item', message: 'Flour is already on line 2 of this recipe.' },
    ]);
  });

  it('never matches another kitchen’s names, and another kitchen’s ids are not undone', async () => {
    const { chef, dough } = await bakery();
    const other = await t.createUser();
    const rows = [{ recipe: 'Focaccia', quantity: '1', units: 'Each', item: 'Pizza Dough' }];
    const preview = await post(other, PREVIEW, { rows });
    expect(preview.json<TRecipeSpreadsheetPreview>().errors).toEqual([
      { row: 0, field: 'item', message: 'No ingredient or recipe of the kitchen is named Pizza Dough.' },
    ]);
    // The other kitchen may name its recipe Pizza Dough: only its own names clash.
    const own = await post(other, IMPORT, { rows: [{ recipe: 'Pizza Dough' }] });
    expect(own.statusCode, own.body).toBe(201);

    const undo = await post(other, UNDO, { recipeIds: [dough.id] });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe('The import was undone: 0 recipes removed.');
    expect((await getRecipe(t, chef, dough.id)).name).toBe('Pizza Dough');
  });

  it('refuses the whole Undo when a recipe now uses an imported one', async () => {
    const { chef } = await bakery();
    const res = await post(chef, IMPORT, {
      rows: [
        { recipe: 'Pesto', category: 'Sauces and Stocks', quantity: '1', units: 'Pound', item: 'Butter' },
        { recipe: 'Garlic Butter', quantity: '1', units: 'Pound', item: 'Butter' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [pesto] = res.json<TRecipeSpreadsheetResult>().recipeIds;
    await createRecipe(t, chef, {
      name: 'Pesto Pasta',
      category: 'Pasta',
      recipeSubRecipes: [{ recipe: { id: pesto }, yieldQuantity: 1, yieldUnits: 'Pound' }],
    });
    const before = await recipeCount(chef.kitchenId);
    const undo = await post(chef, UNDO, { recipeIds: res.json<TRecipeSpreadsheetResult>().recipeIds });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toContain('Pesto Pasta');
    expect(await recipeCount(chef.kitchenId)).toBe(before);
  });
});
