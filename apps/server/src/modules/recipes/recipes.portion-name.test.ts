import {
  MSG,
  type TKitchenBackup,
  type TRecipe,
  type TRecipeGraph,
  type TVersionListItem,
} from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complete,
  createIngredient,
  createRecipe,
  createVendor,
  getRecipe,
  line,
  sendRecipe,
  subLine,
  updateRecipe,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let chef: TestUser;
let butter: number;

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  const vendor = await createVendor(t, chef);
  butter = (
    await createIngredient(t, chef, vendor, { name: 'Butter', cost: 4, costAmount: 1, costUnits: 'Pound' })
  ).id;
});
afterAll(() => t.close());

const cookies = (extra: Record<string, unknown> = {}) => ({
  ...complete('Butter Cookies', 24, 'Each'),
  recipeIngredients: [line(butter, 1, 'Pound')],
  ...extra,
});

describe('a named portion of a counted yield', () => {
  it('is stored trimmed, answered by GET and by the lines and tree that use the recipe', async () => {
    const recipe = await createRecipe(t, chef, cookies({ portionName: '  cookie ' }));
    expect(recipe.portionName).toBe('cookie');
    expect((await getRecipe(t, chef, recipe.id)).portionName).toBe('cookie');

    const tray = await createRecipe(t, chef, {
      ...complete('Cookie Tray', 1, 'Each'),
      recipeIngredients: [line(butter, 1, 'Ounce')],
      recipeSubRecipes: [subLine(recipe.id, 12, 'Each')],
    });
    expect(tray.recipeSubRecipes[0].recipe).toMatchObject({ id: recipe.id, portionName: 'cookie' });
    // The recipe without a name for its portion answers null.
    expect(tray.portionName).toBeNull();

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${tray.id}/tree`,
      headers: chef.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const graph = res.json() as TRecipeGraph;
    expect(graph.recipes.find((r) => r.id === recipe.id)?.portionName).toBe('cookie');
  });

  it('is kept by a save that does not send it, cleared by null, and dropped when the yield stops counting', async () => {
    const recipe = await createRecipe(t, chef, cookies({ name: 'Shortbread', portionName: 'finger' }));
    // Spec 7's clients send no portion name: the stored one stays.
    const kept = await updateRecipe(t, chef, recipe.id, cookies({ name: 'Shortbread', yieldQuantity: 30 }));
    expect(kept.portionName).toBe('finger');
    const sliced = await updateRecipe(
      t,
      chef,
      recipe.id,
      cookies({ name: 'Shortbread', yieldUnits: 'Slice' }),
    );
    expect(sliced.portionName).toBe('finger');
    // A yield by weight has no portion to name: the stored name goes with it.
    const weighed = await updateRecipe(
      t,
      chef,
      recipe.id,
      cookies({ name: 'Shortbread', yieldUnits: 'Pound' }),
    );
    expect(weighed.portionName).toBeNull();
    const named = await updateRecipe(t, chef, recipe.id, cookies({ name: 'Shortbread', portionName: 'bar' }));
    expect(named.portionName).toBe('bar');
    const cleared = await updateRecipe(
      t,
      chef,
      recipe.id,
      cookies({ name: 'Shortbread', portionName: null }),
    );
    expect(cleared.portionName).toBeNull();
  });

  it('answers 400 with a clear message for a weight or volume yield, or a name past 40 characters', async () => {
    for (const units of ['Gram', 'Quart']) {
      const res = await sendRecipe(t, chef, cookies({ yieldUnits: units, portionName: 'cookie' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'portionName', message: MSG.portionNameNeedsCount });
    }
    const long = await sendRecipe(t, chef, cookies({ portionName: 'c'.repeat(41) }));
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().errors).toContainEqual({ field: 'portionName', message: MSG.portionNameTooLong(40) });
    // 40 characters are accepted.
    expect(
      (await sendRecipe(t, chef, cookies({ name: 'Forty', portionName: 'c'.repeat(40) }))).statusCode,
    ).toBe(201);
  });

  it('is kept by each version, and the History shows its change', async () => {
    const recipe = await createRecipe(t, chef, cookies({ name: 'Snickerdoodles', portionName: 'cookie' }));
    await updateRecipe(t, chef, recipe.id, cookies({ name: 'Snickerdoodles', portionName: 'biscuit' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipe.id}/versions`,
      headers: chef.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [v2] = res.json() as TVersionListItem[];
    expect(v2.changes.fields).toEqual([{ field: 'portionName', before: 'cookie', after: 'biscuit' }]);
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipe.id}/versions/1`,
      headers: chef.headers,
    });
    expect((v1.json() as { content: TRecipe }).content.portionName).toBe('cookie');
  });

  it("another kitchen's recipe answers 404, whatever portion it names", async () => {
    const other = await t.createUser();
    const recipe = await createRecipe(t, chef, cookies({ name: 'Macarons', portionName: 'shell' }));
    const res = await sendRecipe(t, other, cookies({ name: 'Macarons', portionName: 'pair' }), recipe.id);
    expect(res.statusCode, res.body).toBe(404);
    expect((await getRecipe(t, chef, recipe.id)).portionName).toBe('shell');
  });
});

describe('the kitchen backup', () => {
  it('carries the portion name through export and import; a backup from before it had none restores null', async () => {
    const cook = await t.createUser();
    const vendor = await createVendor(t, cook);
    const flour = await createIngredient(t, cook, vendor, {
      name: 'Flour',
      cost: 1,
      costAmount: 1,
      costUnits: 'Pound',
    });
    await createRecipe(t, cook, {
      ...complete('Biscuits', 12, 'Each'),
      portionName: 'biscuit',
      recipeIngredients: [line(flour.id, 2, 'Pound')],
    });
    await createRecipe(t, cook, {
      ...complete('Gravy', 2, 'Quart'),
      recipeIngredients: [line(flour.id, 1, 'Ounce')],
    });
    const exported = await t.app.inject({ method: 'GET', url: '/api/kitchen/export', headers: cook.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    const doc = exported.json() as TKitchenBackup;
    expect(doc.recipes.map((r) => [r.name, r.portionName])).toEqual([
      ['Biscuits', 'biscuit'],
      ['Gravy', null],
    ]);

    const restoreInto = async (payload: unknown) => {
      const user = await t.createUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/kitchen/import',
        headers: user.headers,
        payload: payload as object,
      });
      expect(res.statusCode, res.body).toBe(201);
      const again = await t.app.inject({ method: 'GET', url: '/api/kitchen/export', headers: user.headers });
      return (again.json() as TKitchenBackup).recipes.map((r) => [r.name, r.portionName]);
    };
    expect(await restoreInto(doc)).toEqual([
      ['Biscuits', 'biscuit'],
      ['Gravy', null],
    ]);
    const older = { ...doc, recipes: doc.recipes.map(({ portionName: _p, ...r }) => r) };
    expect(await restoreInto(older)).toEqual([
      ['Biscuits', null],
      ['Gravy', null],
    ]);
  });
});
