import { linkRecipeGraph, recipeAllergens, recipeCost, type TRecipeGraph } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { getRecipe } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  k = await menuKitchen(t, chef);
});
afterAll(() => t.close());

describe('GET /api/recipes/{id}/tree', () => {
  it('answers the whole tree flat; linked by core it costs as the server does', async () => {
    const graph = await getJson<TRecipeGraph>(t, chef, `/api/recipes/${k.bechamel.id}/tree`);
    expect(graph.rootId).toBe(k.bechamel.id);
    expect(graph.recipes.map((r) => r.name).sort()).toEqual(['Béchamel', 'Roux']);
    expect(graph.ingredients.map((i) => i.name).sort()).toEqual(['Butter', 'Flour', 'Milk']);
    const flour = graph.ingredients.find((i) => i.name === 'Flour')!;
    expect(flour).toMatchObject({
      cost: 20,
      costAmount: 50,
      costUnits: 'Pound',
      allergens: ['WHEAT'],
      conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
    });
    const root = linkRecipeGraph(graph).get(graph.rootId)!;
    // Béchamel: 1 qt milk ($1.00) + half a roux (4 oz butter $1.00 + 125 g flour at $0.40 / lb).
    expect(recipeCost(root).total).toBeCloseTo(1 + 0.5 * (1 + (0.4 * 125) / 453.59237), 10);
    expect(recipeCost(root).total).toBeCloseTo((await getRecipe(t, chef, k.bechamel.id)).cost.total, 10);
    expect(recipeAllergens(root)).toEqual({ allergens: ['MILK', 'WHEAT'], notReviewed: [] });
  });

  it('another kitchen’s recipe is not found', async () => {
    const other = await t.createUser();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${k.roux.id}/tree`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('GET one recipe carries its allergens and the unreviewed ingredients', async () => {
    expect(await getRecipe(t, chef, k.crust.id)).toMatchObject({
      allergens: [],
      allergensNotReviewed: ['Pepper'],
    });
    expect(await getRecipe(t, chef, k.bechamel.id)).toMatchObject({
      allergens: ['MILK', 'WHEAT'],
      allergensNotReviewed: [],
    });
  });
});
