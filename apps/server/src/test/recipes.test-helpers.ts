import type {
  TIngredient,
  TIngredientSaveRequestInput,
  TRecipe,
  TRecipeSaveRequestInput,
} from '@brigade/core';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { recipeIngredients, recipes } from '../db/schema/index.ts';
import type { TestApp, TestUser } from './test-app.ts';

/**
 * Recipe tests build their catalogue through the ingredients API (a real vendor and real ingredients
 * with conversions and nutrients), then save recipes through the recipes API.
 */

export async function createVendor(t: TestApp, user: TestUser, name = 'Sysco'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vendors',
    headers: user.headers,
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export type IngredientInput = Omit<TIngredientSaveRequestInput, 'vendor' | 'category'> & {
  category?: string;
};

export async function createIngredient(
  t: TestApp,
  user: TestUser,
  vendorId: number,
  body: IngredientInput,
): Promise<TIngredient> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingredients',
    headers: user.headers,
    payload: { category: 'Miscellaneous Ingredients', ...body, vendor: { id: vendorId } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Sends a recipe; answers the raw reply (status and body are the test's business). */
export function sendRecipe(t: TestApp, user: TestUser, body: TRecipeSaveRequestInput, id?: number) {
  return t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/recipes' : `/api/recipes/${id}`,
    headers: user.headers,
    payload: body,
  });
}

/** POST /api/recipes that must succeed (201). */
export async function createRecipe(
  t: TestApp,
  user: TestUser,
  body: TRecipeSaveRequestInput,
): Promise<TRecipe> {
  const res = await sendRecipe(t, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** PUT /api/recipes/{id} that must succeed (200). */
export async function updateRecipe(
  t: TestApp,
  user: TestUser,
  id: number,
  body: TRecipeSaveRequestInput,
): Promise<TRecipe> {
  const res = await sendRecipe(t, user, body, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function getRecipe(t: TestApp, user: TestUser, id: number): Promise<TRecipe> {
  const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A line using an ingredient or a recipe. */
export const line = (id: number, yieldQuantity: number, yieldUnits: string) => ({
  ingredient: { id },
  yieldQuantity,
  yieldUnits,
});
export const subLine = (id: number, yieldQuantity: number, yieldUnits: string) => ({
  recipe: { id },
  yieldQuantity,
  yieldUnits,
});

/** The fields a complete recipe needs besides its lines. */
export const complete = (name: string, yieldQuantity: number, yieldUnits: string) => ({
  name,
  team: 'Banquets',
  category: 'Sauces and Stocks',
  yieldQuantity,
  yieldUnits,
  prepNotes: 'Cook it well.',
});

/** A cook in a fresh kitchen with four plain ingredients (no conversions: bought by volume or weight). */
export async function kitchenFixture(t: TestApp) {
  const chef = await t.createUser();
  const vendor = await createVendor(t, chef);
  const make = async (name: string, cost: number, costUnits: string) =>
    (await createIngredient(t, chef, vendor, { name, cost, costAmount: 1, costUnits })).id;
  const ing = {
    milk: await make('Milk', 3.5, 'Gallon'),
    flour: await make('Flour', 0.4, 'Pound'),
    butter: await make('Butter', 4, 'Pound'),
    salt: await make('Salt', 0.5, 'Pound'),
  };
  const counts = async () => [
    (await t.db.select({ n: count() }).from(recipes))[0].n,
    (await t.db.select({ n: count() }).from(recipeIngredients))[0].n,
  ];
  /** `work` (refused saves) must leave the recipe and line counts, and `recipe` as read, untouched. */
  const expectNothingChanged = async (work: () => Promise<void>, recipe?: TRecipe) => {
    const before = await counts();
    await work();
    expect(await counts()).toEqual(before);
    if (recipe) expect(await getRecipe(t, chef, recipe.id)).toEqual(recipe);
  };
  return { chef, ing, expectNothingChanged };
}
export type KitchenFixture = Awaited<ReturnType<typeof kitchenFixture>>;
