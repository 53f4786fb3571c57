import type { TMenuItem, TMenuItemListItem, TPage, TRecipe, TRecipeListItem } from '@brigade/core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { callMock, serveMockApi } from './mock-client';

serveMockApi();
let token: string;
beforeAll(async () => {
  const signedIn = await callMock('authenticate', {
    path: '/api/authenticate',
    body: { username: 'figures@example.com', password: 'at-least-8' },
  });
  token = (await signedIn.json()).id_token;
});

async function get<T>(
  operationId: Parameters<typeof callMock>[0],
  path: string,
  query?: Record<string, string>,
) {
  const response = await callMock(operationId, { path, query }, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function recipeNamed(name: string): Promise<TRecipe> {
  const page = await get<TPage<TRecipeListItem>>('listRecipes', '/api/recipes', { searchText: name });
  return get<TRecipe>('getRecipe', `/api/recipes/${page.content.find((r) => r.name === name)!.id}`);
}

/** Grams to pounds (1 lb = 453.59237 g exactly), the units the demo's meat, dairy and dry goods are bought in. */
const lb = (grams: number) => grams / 453.59237;

// The demo catalogue's pack prices (core's demo/catalogue.ts), per pound or per quart.
const BUTTER_PER_LB = 126 / 36;
const FLOUR_PER_LB = 20 / 50;
const CREAM_PER_QUART = 9.5;
const SALT_PER_LB = 9 / 3;
const BONES_PER_LB = 20 / 40;
const ONION_PER_LB = 28 / 50;
const CARROT_PER_LB = 30 / 50;
const CELERY_PER_LB = 38 / 30;
const THYME_PER_LB = 8;
const PEPPER_PER_LB = 28;

// Blond Roux: ½ Cup butter (1 Cup = 227 g) and ½ Cup flour (1 Cup = 125 g); yields 1 Cup.
const ROUX = lb(113.5) * BUTTER_PER_LB + lb(62.5) * FLOUR_PER_LB;
// Chicken Stock: 4 lb bones, 1 onion (150 g), 2 carrots (61 g each), 2 celery ribs (40 g each),
// 1 Tbsp thyme (2.4 g), 1 tsp pepper (2.3 g); yields 1 Gallon.
const STOCK =
  4 * BONES_PER_LB +
  lb(150) * ONION_PER_LB +
  lb(122) * CARROT_PER_LB +
  lb(80) * CELERY_PER_LB +
  lb(2.4) * THYME_PER_LB +
  lb(2.3) * PEPPER_PER_LB;

describe('figures of the mocked kitchen', () => {
  it('costs a recipe from its seed lines as worked out by hand', async () => {
    const roux = await recipeNamed('Blond Roux');
    // $0.8758 of butter + $0.0551 of flour.
    expect(roux.cost.total).toBeCloseTo(ROUX, 9);
    expect(roux.cost.total).toBeCloseTo(0.9309, 4);
    expect(roux.cost.perYieldUnit).toBeCloseTo(ROUX, 9);
    expect(roux.cost.errors).toEqual([]);
    expect(roux.valid).toBe(true);
  });

  it('costs a recipe with sub-recipes: each at the share of its yield the line uses', async () => {
    const veloute = await recipeNamed('Chicken Velouté');
    // ½ Cup cream is ⅛ Quart; 1 tsp salt is 3 g; 2 Quarts of a Gallon of stock is half of it; ½ Cup
    // of a Cup of roux is half of it.
    const expected = CREAM_PER_QUART / 8 + lb(3) * SALT_PER_LB + STOCK / 2 + ROUX / 2;
    expect(veloute.cost.total).toBeCloseTo(expected, 9);
    expect(veloute.cost.total).toBeCloseTo(3.0499, 4);
    expect(veloute.cost.breakdown.map((b) => [b.name, b.kind])).toEqual([
      ['Heavy Cream', 'ingredient'],
      ['Kosher Salt', 'ingredient'],
      ['Chicken Stock', 'subRecipe'],
      ['Blond Roux', 'subRecipe'],
    ]);
    expect(veloute.cost.breakdown[2].cost).toBeCloseTo(STOCK / 2, 9);
    // Nutrition and allergens come from the catalogue too: butter and cream are milk, flour is wheat.
    expect(veloute.allergens).toEqual(['MILK', 'WHEAT']);
    expect(veloute.nutrition.totals.find((n) => n.nutrient === 'Energy')?.amount).toBeGreaterThan(0);
  });

  it('prices a menu item from its recipe and follows a change of an ingredient’s price', async () => {
    const items = await get<TPage<TMenuItemListItem>>('listMenuItems', '/api/menuItems', {
      searchText: 'cream of chicken',
    });
    const row = items.content[0];
    // 1 Cup of velouté out of 2 Quarts (8 Cups): an eighth of the recipe, one serving.
    const veloute = await recipeNamed('Chicken Velouté');
    expect(row.costPerServing).toBeCloseTo(veloute.cost.total / 8, 9);
    const item = await get<TMenuItem>('getMenuItem', `/api/menuItems/${row.id}`);
    // Spec 9: the suggested price is the cost ÷ 0.33 to the cost ÷ 0.28.
    expect(item.cost.suggestedPrice.low).toBeCloseTo(item.cost.perServing / 0.33, 2);
    expect(item.cost.suggestedPrice.high).toBeCloseTo(item.cost.perServing / 0.28, 2);

    // Cream doubles: the velouté's cost grows by ⅛ Quart × $9.50, the menu item's by an eighth of that.
    const cream = (
      await get<TPage<{ id: number; name: string }>>('listIngredients', '/api/ingredients', {
        searchText: 'heavy cream',
      })
    ).content[0];
    const before = await get<{ version: number } & Record<string, unknown>>(
      'getIngredient',
      `/api/ingredients/${cream.id}`,
    );
    const setCreamCost = async (cost: number) => {
      const now = await get<Record<string, unknown>>('getIngredient', `/api/ingredients/${cream.id}`);
      return callMock('saveIngredient', { path: '/api/ingredients', body: { ...now, cost } }, token);
    };
    // The other tests of this file cost the seeded prices, in whatever order they run.
    onTestFinished(async () => {
      await setCreamCost(before.cost as number);
    });
    const saved = await setCreamCost(19);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await recipeNamed('Chicken Velouté');
    expect(after.cost.total - veloute.cost.total).toBeCloseTo(9.5 / 8, 9);
    const rowAfter = (
      await get<TPage<TMenuItemListItem>>('listMenuItems', '/api/menuItems', {
        searchText: 'cream of chicken',
      })
    ).content[0];
    expect(rowAfter.costPerServing - row.costPerServing).toBeCloseTo(9.5 / 64, 9);
  });
});
