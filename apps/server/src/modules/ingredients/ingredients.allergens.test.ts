import type { TIngredient } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngredient, createVendor } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let chef: TestUser;
let vendor: number;

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  vendor = await createVendor(t, chef);
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/ingredients', headers: chef.headers, payload: body });

describe('ingredient allergens', () => {
  it('never reviewed is null; reviewed-none is []; labels and any case are read, in list order, once', async () => {
    const plain = await createIngredient(t, chef, vendor, { name: 'Pepper' });
    expect(plain.allergens).toBeNull();
    const none = await createIngredient(t, chef, vendor, { name: 'Salt', allergens: [] });
    expect(none.allergens).toEqual([]);
    const pesto = await createIngredient(t, chef, vendor, {
      name: 'Pesto',
      allergens: ['tree nuts', 'Milk', 'MILK', 'sesame'],
    });
    expect(pesto.allergens).toEqual(['MILK', 'TREE_NUTS', 'SESAME']);
  });

  it('an update that does not send allergens keeps the review; null clears it', async () => {
    const butter = await createIngredient(t, chef, vendor, { name: 'Butter', allergens: ['MILK'] });
    const kept = await save({
      id: butter.id,
      version: butter.version,
      name: 'Butter',
      category: butter.category,
      vendor: { id: vendor },
      cost: 5,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as TIngredient).allergens).toEqual(['MILK']);
    const cleared = await save({
      id: butter.id,
      version: (kept.json() as TIngredient).version,
      name: 'Butter',
      category: butter.category,
      vendor: { id: vendor },
      allergens: null,
    });
    expect((cleared.json() as TIngredient).allergens).toBeNull();
  });

  it('an unknown allergen is refused (400) and nothing is written', async () => {
    const res = await save({
      name: 'Mystery',
      category: 'Miscellaneous Ingredients',
      vendor: { id: vendor },
      allergens: ['GLUTEN'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'allergens.0',
      message: 'Please choose an allergen from the list',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ingredients?searchText=myst',
      headers: chef.headers,
    });
    expect(list.json().totalElements).toBe(0);
  });

  it('the list rows carry them too', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ingredients?searchText=pesto',
      headers: chef.headers,
    });
    expect(list.json().content[0].allergens).toEqual(['MILK', 'TREE_NUTS', 'SESAME']);
  });
});
