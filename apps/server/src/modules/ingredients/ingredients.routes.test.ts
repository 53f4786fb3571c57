import type { TVendor } from '@brigade/core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '../../db/name-search.ts';
import { recipeIngredients, recipes } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { caller, createVendor, flourBody, saveIngredient } from '../../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

describe('ingredients API: auth, delete, ids, docs', () => {
  let t: TestApp;
  let chef: TestUser;
  let sysco: TVendor;
  const clock = manualClock('2026-04-01T08:00:00Z');
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    chef = await t.createUser();
    sysco = await createVendor(t, chef, 'Sysco');
  });
  afterAll(() => t.close());

  it('refuses every call without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/ingredients'],
      ['GET', '/api/ingredients/1'],
      ['POST', '/api/ingredients'],
      ['DELETE', '/api/ingredients/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? flourBody(sysco.id) : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('DELETE /api/ingredients/{id}', () => {
    it('deletes it with its conversions and nutrients (200, saying so); it is then gone', async () => {
      const gone = await saveIngredient(t, chef, flourBody(sysco.id, { name: 'Temporary' }));
      const res = await call('DELETE', `/api/ingredients/${gone.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ title: 'Deleted', message: 'Temporary was deleted.' });
      expect((await call('GET', `/api/ingredients/${gone.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/ingredients/${gone.id}`)).statusCode).toBe(404);
      // The name is free again.
      await saveIngredient(t, chef, flourBody(sysco.id, { name: 'Temporary' }));
    });

    it('refuses (409) while recipes use it, naming them', async () => {
      const eggs = await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { name: 'Eggs', category: 'Dairy and Egg Products' }),
      );
      const recipes = await recipesUsing(t, chef.kitchenId, eggs.id, [
        'Quiche Lorraine',
        'brioche',
        'Crème Brûlée',
      ]);
      const res = await call('DELETE', `/api/ingredients/${eggs.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        title: 'Ingredient in use',
        message:
          'Eggs cannot be deleted: it is used by the recipes brioche, Crème Brûlée and Quiche Lorraine. ' +
          'Remove it from those recipes first.',
        errors: [],
      });
      await recipes.removeAllBut(1);
      const once = await call('DELETE', `/api/ingredients/${eggs.id}`);
      expect(once.json().message).toBe(
        'Eggs cannot be deleted: it is used by the recipe Quiche Lorraine. Remove it from that recipe first.',
      );
      await recipes.removeAllBut(0);
      expect((await call('DELETE', `/api/ingredients/${eggs.id}`)).statusCode).toBe(200);
    });

    it('names at most ten recipes, then says how many more', async () => {
      const salt = await saveIngredient(
        t,
        chef,
        flourBody(sysco.id, { name: 'Salt', category: 'Spices and Herbs' }),
      );
      const names = Array.from({ length: 13 }, (_, i) => `Recipe ${String(i + 1).padStart(2, '0')}`);
      await recipesUsing(t, chef.kitchenId, salt.id, names);
      const res = await call('DELETE', `/api/ingredients/${salt.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Salt cannot be deleted: it is used by the recipes ${names.slice(0, 10).join(', ')} and 3 more. ` +
          'Remove it from those recipes first.',
      );
    });
  });

  it('documents the catalogue calls in /api/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths['/api/ingredients']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/ingredients/{id}']).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths['/api/vendors']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/vendors/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('answers 400 for an id that is not a positive 32-bit integer', async () => {
    for (const id of ['abc', '0', '-3', '2147483648']) {
      expect((await call('GET', `/api/ingredients/${id}`)).statusCode, id).toBe(400);
      expect((await call('DELETE', `/api/ingredients/${id}`)).statusCode, id).toBe(400);
    }
  });
});

/**
 * Recipes using an ingredient, written straight into the recipes feature's tables (its API is tested
 * in its own module). `removeAllBut(n)` keeps the first n recipes (by the order given).
 */
async function recipesUsing(t: TestApp, kitchenId: number, ingredientId: number, names: string[]) {
  const ids: number[] = [];
  for (const name of names) {
    const [recipe] = await t.db
      .insert(recipes)
      .values({ kitchenId, name, nameKey: nameKey(name), category: 'Miscellaneous Recipes' })
      .returning({ id: recipes.id });
    await t.db
      .insert(recipeIngredients)
      .values({ kitchenId, recipeId: recipe.id, ingredientId, position: 0 });
    ids.push(recipe.id);
  }
  return {
    async removeAllBut(keep: number) {
      const drop = ids.slice(keep);
      if (drop.length > 0) await t.db.delete(recipes).where(inArray(recipes.id, drop));
      ids.length = keep;
    },
  };
}
