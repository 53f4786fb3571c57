import type { TMenuItem, TMenuItemSaveRequestInput } from '@brigade/core';
import { expect } from 'vitest';
import {
  complete,
  createIngredient,
  createRecipe,
  createVendor,
  line,
  subLine,
} from './recipes.test-helpers.ts';
import type { TestApp, TestUser } from './test-app.ts';

/** Sends a menu item; answers the raw reply. */
export function sendMenuItem(t: TestApp, user: TestUser, body: TMenuItemSaveRequestInput, id?: number) {
  return t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/menuItems' : `/api/menuItems/${id}`,
    headers: user.headers,
    payload: body,
  });
}

export async function createMenuItem(
  t: TestApp,
  user: TestUser,
  body: TMenuItemSaveRequestInput,
): Promise<TMenuItem> {
  const res = await sendMenuItem(t, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function getJson<T>(t: TestApp, user: TestUser, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The fields a complete menu item needs besides its lines. */
export const completeItem = (name: string, servings: number) => ({
  name,
  servings,
  servingSize: '6 oz',
  description: `${name}, as the chef makes it.`,
  platingNotes: 'Warm plate.',
  courseType: 'Entrée',
});

/**
 * A kitchen whose figures are worked out by hand in the tests (standard factors: 1 lb = 453.59237 g,
 * 1 lb = 16 oz, 1 gal = 4 qt = 16 cups):
 * - Butter $4 / lb, MILK; serving 1 oz = 200 kcal, 23 g fat.
 * - Flour $20 / 50 lb = $0.40 / lb, 1 Cup = 125 g, WHEAT; no nutrients.
 * - Milk $4 / gal, MILK; serving 1 Cup = 100 kcal, 100 mg sodium.
 * - Pepper $10 / lb, allergens never reviewed.
 * - Roux: 4 oz butter ($1.00) + 1 Cup flour (125 g → $0.40 × 125/453.59237) → yields 1 Cup.
 * - Béchamel: 1 Quart milk ($1.00) + 1/2 Cup roux → yields 1 Quart.
 * - Pepper Crust: 1 oz pepper ($0.625) → yields 1 Ounce.
 */
export async function menuKitchen(t: TestApp, user: TestUser) {
  const vendor = await createVendor(t, user);
  const butter = await createIngredient(t, user, vendor, {
    name: 'Butter',
    cost: 4,
    costUnits: 'Pound',
    servingSize: 1,
    servingUnits: 'Ounce',
    allergens: ['MILK'],
    ingredientNutrients: [
      { nutrient: 'Energy', amount: 200, units: 'kcal' },
      { nutrient: 'Total lipid (fat)', amount: 23, units: 'g' },
    ],
  });
  const flour = await createIngredient(t, user, vendor, {
    name: 'Flour',
    cost: 20,
    costAmount: 50,
    costUnits: 'Pound',
    allergens: ['WHEAT'],
    conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
  });
  const milk = await createIngredient(t, user, vendor, {
    name: 'Milk',
    cost: 4,
    costUnits: 'Gallon',
    servingSize: 1,
    servingUnits: 'Cup',
    allergens: ['MILK'],
    ingredientNutrients: [
      { nutrient: 'Energy', amount: 100, units: 'kcal' },
      { nutrient: 'Sodium, Na', amount: 100, units: 'mg' },
    ],
  });
  const pepper = await createIngredient(t, user, vendor, { name: 'Pepper', cost: 10, costUnits: 'Pound' });
  const roux = await createRecipe(t, user, {
    ...complete('Roux', 1, 'Cup'),
    recipeIngredients: [line(butter.id, 4, 'Ounce'), line(flour.id, 1, 'Cup')],
  });
  const bechamel = await createRecipe(t, user, {
    ...complete('Béchamel', 1, 'Quart'),
    recipeIngredients: [line(milk.id, 1, 'Quart')],
    recipeSubRecipes: [subLine(roux.id, 0.5, 'Cup')],
  });
  const crust = await createRecipe(t, user, {
    ...complete('Pepper Crust', 1, 'Ounce'),
    recipeIngredients: [line(pepper.id, 1, 'Ounce')],
  });
  const costs = {
    roux: 1 + 0.4 * (125 / 453.59237),
    get bechamel() {
      return 1 + 0.5 * this.roux;
    },
    crust: 10 / 16,
  };
  return { vendor, butter, flour, milk, pepper, roux, bechamel, crust, costs };
}
