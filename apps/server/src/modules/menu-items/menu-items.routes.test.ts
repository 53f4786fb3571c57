import type { TIngredient, TMenuItem, TMenuItemListItem, TPage, TRecipeListItem } from '@brigade/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemRecipes, menuItems } from '../../db/schema/index.ts';
import {
  completeItem,
  createMenuItem,
  getJson,
  menuKitchen,
  sendMenuItem,
} from '../../test/menu-items.test-helpers.ts';
import { subLine } from '../../test/recipes.test-helpers.ts';
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

/** Gratin: 2 Cups of béchamel (half its quart) + 2 oz of pepper crust (twice its ounce), 4 servings. */
const gratin = () => ({
  ...completeItem('Gratin', 4),
  menuItemRecipes: [subLine(k.bechamel.id, 2, 'Cup'), subLine(k.crust.id, 2, 'Ounce')],
});

describe('menu items: cost, price, nutrition and allergens worked out by hand', () => {
  it('creates a menu item (201) and reads it back with live figures', async () => {
    const made = await createMenuItem(t, chef, gratin());
    // Lines: béchamel 2 Cup = 0.5 Quart → half a batch; crust 2 oz → two batches.
    const total = 0.5 * k.costs.bechamel + 2 * k.costs.crust;
    const perServing = total / 4;
    expect(made.cost.total).toBeCloseTo(total, 10);
    expect(made.cost.perServing).toBeCloseTo(perServing, 10);
    expect(made.cost.lines.map((l) => [l.name, l.cost])).toEqual([
      ['Béchamel', expect.closeTo(0.5 * k.costs.bechamel, 10)],
      ['Pepper Crust', expect.closeTo(1.25, 10)],
    ]);
    // Spec 9: cost ÷ 0.33 to cost ÷ 0.28, slider at the midpoint.
    expect(made.cost.suggestedPrice.low).toBeCloseTo(perServing / 0.33, 10);
    expect(made.cost.suggestedPrice.high).toBeCloseTo(perServing / 0.28, 10);
    expect(made.cost.suggestedPrice.midpoint).toBeCloseTo((perServing / 0.33 + perServing / 0.28) / 2, 10);
    // Roughly $0.5069 a serving, $1.54–$1.81.
    expect(made.cost.suggestedPrice.low).toBeCloseTo(1.536, 3);
    expect(made.valid).toBe(true);
    expect(made.errorMessages).toEqual([]);
    expect(made.menuItemRecipes.map((l) => [l.recipe.name, l.yieldQuantity, l.yieldUnits])).toEqual([
      ['Béchamel', 2, 'Cup'],
      ['Pepper Crust', 2, 'Ounce'],
    ]);
    expect(made.menuItemRecipes[0].suggestedUnits).toContain('Cup');
    expect(await getJson<TMenuItem>(t, chef, `/api/menuItems/${made.id}`)).toEqual(made);
  });

  it('rolls allergens up through two levels of sub-recipes; unreviewed ingredients are named', async () => {
    const item = await createMenuItem(t, chef, { ...gratin(), name: 'Gratin two' });
    // Béchamel → Milk (MILK) and Roux → Butter (MILK), Flour (WHEAT); Pepper never reviewed.
    expect(item.allergens).toEqual(['MILK', 'WHEAT']);
    expect(item.allergensNotReviewed).toEqual(['Pepper']);
  });

  it('answers nutrition per serving and the Nutrition Facts rows, naming ingredients without data', async () => {
    const item = await getJson<TMenuItem>(
      t,
      chef,
      `/api/menuItems/${(await createMenuItem(t, chef, { ...gratin(), name: 'Gratin three' })).id}`,
    );
    // Roux batch: butter 4 oz = 4 servings → 800 kcal, 92 g fat. Béchamel batch: milk 4 cups → 400 kcal,
    // 400 mg sodium; half a roux → 400 kcal, 46 g fat. Gratin uses half a béchamel: 400 kcal, 23 g fat,
    // 200 mg sodium; ÷ 4 servings → 100 kcal, 5.75 g fat, 50 mg sodium.
    const fact = (key: string) => item.nutrition.facts.find((f) => f.key === key)!;
    expect(fact('calories').amount).toBeCloseTo(100, 10);
    expect(fact('totalFat').amount).toBeCloseTo(5.75, 10);
    expect(fact('sodium')).toMatchObject({
      label: 'Sodium',
      units: 'mg',
      missing: ['Butter', 'Flour', 'Pepper'],
    });
    expect(fact('sodium').amount).toBeCloseTo(50, 10);
    expect(fact('calories').missing).toEqual(['Flour', 'Pepper']);
    expect(fact('protein')).toMatchObject({ amount: null, missing: ['Milk', 'Butter', 'Flour', 'Pepper'] });
  });
});

describe('menu items: refusals change nothing', () => {
  const counts = async () => [
    (await t.db.select({ n: count() }).from(menuItems))[0].n,
    (await t.db.select({ n: count() }).from(menuItemRecipes))[0].n,
  ];

  it.each([
    ['without a name', () => ({ menuItemRecipes: [] }), 'name', 'Menu item name is required'],
    [
      'with two lines of one recipe',
      () => ({
        name: 'Twice',
        menuItemRecipes: [subLine(k.roux.id, 1, 'Cup'), subLine(k.roux.id, 2, 'Cup')],
      }),
      'menuItemRecipes.1.recipe',
      'Error: You cannot save two of the same recipes.',
    ],
    [
      'with a line missing its recipe',
      () => ({ name: 'No recipe', menuItemRecipes: [{ yieldQuantity: 1 }] }),
      'menuItemRecipes.0.recipe',
      'Recipe is required',
    ],
  ])('400 %s', async (_what, body, field, message) => {
    const before = await counts();
    const res = await sendMenuItem(t, chef, body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await counts()).toEqual(before);
  });

  it('404 for another kitchen’s recipe in the body, and for another kitchen’s menu item', async () => {
    const other = await t.createUser();
    const before = await counts();
    const res = await sendMenuItem(t, other, {
      name: 'Stolen',
      menuItemRecipes: [subLine(k.roux.id, 1, 'Cup')],
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errors).toEqual([
      { field: 'menuItemRecipes.0.recipe', message: 'The recipe of recipe line 1 was not found.' },
    ]);
    expect(await counts()).toEqual(before);
    const mine = await createMenuItem(t, chef, { name: 'Mine only' });
    for (const method of ['GET', 'DELETE'] as const) {
      const r = await t.app.inject({ method, url: `/api/menuItems/${mine.id}`, headers: other.headers });
      expect(r.statusCode).toBe(404);
    }
    const put = await sendMenuItem(t, other, { name: 'Mine now', version: mine.version }, mine.id);
    expect(put.statusCode).toBe(404);
    const list = await getJson<TPage<TMenuItemListItem>>(t, other, '/api/menuItems');
    expect(list.totalElements).toBe(0);
  });

  it('409 on a stale version; the fresh one, or none, updates (200) and bumps it', async () => {
    const item = await createMenuItem(t, chef, { name: 'Versioned' });
    const first = await sendMenuItem(t, chef, { name: 'Versioned A', version: item.version }, item.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(item.version + 1);
    const stale = await sendMenuItem(t, chef, { name: 'Versioned B', version: item.version }, item.id);
    expect(stale.statusCode).toBe(409);
    expect((await getJson<TMenuItem>(t, chef, `/api/menuItems/${item.id}`)).name).toBe('Versioned A');
    const unversioned = await sendMenuItem(t, chef, { name: 'No version' }, item.id);
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json()).toMatchObject({ name: 'No version', version: item.version + 2 });
  });

  it('a work in progress saves with its name and says what is missing', async () => {
    const wip = await createMenuItem(t, chef, { name: 'Half done' });
    expect(wip.valid).toBe(false);
    expect(wip.errorMessages).toEqual([
      'Please enter the serving size',
      'Please enter a description',
      'Please enter the plating notes',
      'Please add at least one recipe',
    ]);
    expect(wip.servings).toBe(1);
  });
});

describe('menu items: list and delete', () => {
  it('pages by name, searches word starts, answers live cost and validity', async () => {
    const page = await getJson<TPage<TMenuItemListItem>>(t, chef, '/api/menuItems?searchText=grat');
    expect(page.content.map((i) => i.name)).toEqual(['Gratin', 'Gratin three', 'Gratin two']);
    const total = 0.5 * k.costs.bechamel + 2 * k.costs.crust;
    expect(page.content[0]).toMatchObject({
      valid: true,
      numberOfRecipes: 2,
      costComplete: true,
      allergens: ['MILK', 'WHEAT'],
      allergensNotReviewed: ['Pepper'],
    });
    expect(page.content[0].costPerServing).toBeCloseTo(total / 4, 10);
    const paged = await getJson<TPage<TMenuItemListItem>>(
      t,
      chef,
      '/api/menuItems?searchText=grat&limit=2&page=1',
    );
    expect(paged).toMatchObject({
      number: 1,
      numberOfElements: 1,
      totalElements: 3,
      totalPages: 2,
      last: true,
    });
  });

  it('deleting a recipe used by a menu item answers 409 naming it; the menu item deletes (200)', async () => {
    const item = await createMenuItem(t, chef, {
      name: 'Crusted',
      menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${k.crust.id}`,
      headers: chef.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Pepper Crust cannot be deleted: it is used by the menu items Crusted, Gratin, Gratin three and Gratin two. Remove it from those menu items first.',
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/menuItems/${item.id}`,
      headers: chef.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ title: 'Deleted', message: 'Crusted was deleted.' });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/menuItems/${item.id}`,
      headers: chef.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('derived values are never stale', () => {
  it('an ingredient’s new cost, or a removed conversion, shows at once in the recipe and menu item lists', async () => {
    const kitchen = await t.createUser();
    const kk = await menuKitchen(t, kitchen);
    await createMenuItem(t, kitchen, gratin2(kk));
    const listItem = async () =>
      (await getJson<TPage<TMenuItemListItem>>(t, kitchen, '/api/menuItems?searchText=gratin')).content[0];
    const recipeRow = async (name: string) =>
      (await getJson<TPage<TRecipeListItem>>(t, kitchen, '/api/recipes')).content.find(
        (r) => r.name === name,
      )!;
    expect((await recipeRow('Roux')).valid).toBe(true);

    // Butter from $4 to $8 a pound: the roux costs $1 more, the béchamel $0.50, the gratin
    // (half a béchamel) $0.25 more per batch → $0.0625 more per serving.
    const before = (await listItem()).costPerServing;
    await saveIngredient(kitchen, kk.butter, { cost: 8 });
    expect((await listItem()).costPerServing).toBeCloseTo(before + 0.0625, 10);

    // Flour loses its Cup → Gram conversion: Roux cannot cost its Cup of flour any more.
    await saveIngredient(kitchen, kk.flour, { conversions: [] });
    const roux = await recipeRow('Roux');
    expect(roux.valid).toBe(false);
    expect(roux.errorMessages).toEqual(['Flour: There were no available conversions']);
    expect((await recipeRow('Béchamel')).valid).toBe(false);
    const item = await listItem();
    expect(item.valid).toBe(false);
    expect(item.costComplete).toBe(false);
    expect(item.errorMessages).toContain('Béchamel › Roux › Flour: There were no available conversions');
  });
});

const gratin2 = (kk: typeof k) => ({
  ...completeItem('Gratin', 4),
  menuItemRecipes: [subLine(kk.bechamel.id, 2, 'Cup'), subLine(kk.crust.id, 2, 'Ounce')],
});

async function saveIngredient(user: TestUser, ingredient: TIngredient, change: Partial<TIngredient>) {
  const {
    createdDate: _c,
    lastModifiedDate: _l,
    valid: _v,
    errorMessages: _e,
    ...body
  } = { ...ingredient, ...change };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingredients',
    headers: user.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}
