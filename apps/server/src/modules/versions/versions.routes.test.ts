import type { TBanquetEvent, TMenu, TMenuItem, TRecipe, TVersionListItem } from '@brigade/core';
import { VERSION_MESSAGES } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { complete, createIngredient, createVendor, line, subLine } from '../../test/recipes.test-helpers.ts';
import { recordStatements, selects } from '../../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
const ing = { butter: 0, flour: 0, milk: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
  other = await t.createUser();
  const vendor = await createVendor(t, chef);
  const make = async (name: string, cost: number, costUnits: string) =>
    (await createIngredient(t, chef, vendor, { name, cost, costAmount: 1, costUnits })).id;
  ing.butter = await make('Butter', 4, 'Pound');
  ing.flour = await make('Flour', 0.4, 'Pound');
  ing.milk = await make('Milk', 3.5, 'Gallon');
});
afterAll(() => t.close());

async function call<T>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  status?: number,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    payload: body as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(
    status ?? (method === 'POST' && !url.includes('/restore') ? 201 : 200),
  );
  return res.json() as T;
}

const roux = (lines: ReturnType<typeof line>[]) => ({
  ...complete('Roux', 1, 'Quart'),
  recipeIngredients: lines,
});

describe('versions of a recipe', () => {
  let recipe: TRecipe;
  let v2: TRecipe;

  beforeAll(async () => {
    // v1: 1 lb butter ($4.00) + 1 lb flour ($0.40) = $4.40.
    recipe = await call<TRecipe>(
      chef,
      'POST',
      '/api/recipes',
      roux([line(ing.butter, 1, 'Pound'), line(ing.flour, 1, 'Pound')]),
    );
    clock.advance(60_000);
    // v2: 2 lb butter ($8.00) + 1 lb flour ($0.40) + 1 gal milk ($3.50) = $11.90.
    v2 = await call<TRecipe>(
      chef,
      'PUT',
      `/api/recipes/${recipe.id}`,
      roux([line(ing.butter, 2, 'Pound'), line(ing.flour, 1, 'Pound'), line(ing.milk, 1, 'Gallon')]),
    );
  });

  it('keeps one version per save, newest first, with who, when and what changed', async () => {
    const list = await call<TVersionListItem[]>(chef, 'GET', `/api/recipes/${recipe.id}/versions`);
    expect(list.map((v) => v.n)).toEqual([2, 1]);
    expect(list[0].by).toBe('Ana Lopez');
    expect(list[0].at).toBe('2026-11-20T12:01:00.000Z');
    expect(list[1].at).toBe('2026-11-20T12:00:00.000Z');
    expect(list[1].changes.first).toBe(true);
    const c = list[0].changes;
    expect(c.first).toBe(false);
    expect(c.added).toEqual(['Milk']);
    expect(c.removed).toEqual([]);
    expect(c.quantities).toEqual([{ line: 'Butter', before: '1 Pound', after: '2 Pound' }]);
    expect(c.cost?.before).toBeCloseTo(4.4, 10);
    expect(c.cost?.after).toBeCloseTo(11.9, 10);
  });

  it('reads a version as the save answered it, in one statement', async () => {
    const recorder = recordStatements(t.database);
    let v1: { n: number; content: TRecipe };
    try {
      v1 = await call(chef, 'GET', `/api/recipes/${recipe.id}/versions/1`);
    } finally {
      recorder.stop();
    }
    expect(v1.n).toBe(1);
    expect(v1.content).toEqual(recipe);
    // The token check, then the version itself.
    expect(selects(recorder.statements)).toHaveLength(2);
    expect(recorder.statements.filter((s) => s.includes('entity_versions'))).toHaveLength(1);
  });

  it('restores an old version as a new one; a stale version is a 409 and keeps nothing', async () => {
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/versions/1/restore`,
      headers: chef.headers,
      payload: { version: recipe.version },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await call<TVersionListItem[]>(chef, 'GET', `/api/recipes/${recipe.id}/versions`)).toHaveLength(2);

    clock.advance(60_000);
    const restored = await call<TRecipe>(chef, 'POST', `/api/recipes/${recipe.id}/versions/1/restore`, {
      version: v2.version,
    });
    expect(restored.recipeIngredients.map((l) => [l.ingredient.name, l.yieldQuantity])).toEqual([
      ['Butter', 1],
      ['Flour', 1],
    ]);
    expect(restored.cost.total).toBeCloseTo(4.4, 10);
    expect(await call<TRecipe>(chef, 'GET', `/api/recipes/${recipe.id}`)).toEqual(restored);
    const [v3] = await call<TVersionListItem[]>(chef, 'GET', `/api/recipes/${recipe.id}/versions`);
    expect(v3.n).toBe(3);
    expect(v3.changes.removed).toEqual(['Milk']);
    expect(v3.changes.quantities).toEqual([{ line: 'Butter', before: '2 Pound', after: '1 Pound' }]);
    // Without a body the restore applies (as a PUT without `version`).
    await call<TRecipe>(chef, 'POST', `/api/recipes/${recipe.id}/versions/2/restore`);
    expect((await call<TVersionListItem[]>(chef, 'GET', `/api/recipes/${recipe.id}/versions`))[0].n).toBe(4);
  });

  it("answers 404 for another kitchen's recipe, a version not kept, and a bad number", async () => {
    for (const url of [`/api/recipes/${recipe.id}/versions`, `/api/recipes/${recipe.id}/versions/1`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
    }
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/versions/1/restore`,
      headers: other.headers,
    });
    expect(restore.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipe.id}/versions/99`,
      headers: chef.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VERSION_MESSAGES.notFound);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipe.id}/versions/0`,
      headers: chef.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('keeps the last N versions of each entity, N a kitchen setting', async () => {
    const cook = await t.createUser();
    const vendor = await createVendor(t, cook);
    const salt = (
      await createIngredient(t, cook, vendor, { name: 'Salt', cost: 1, costAmount: 1, costUnits: 'Pound' })
    ).id;
    await call(cook, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 30, versionsToKeep: 2 });
    const r = await call<TRecipe>(cook, 'POST', '/api/recipes', {
      ...complete('Brine', 1, 'Quart'),
      recipeIngredients: [line(salt, 1, 'Pound')],
    });
    for (const q of [2, 3, 4]) {
      await call(cook, 'PUT', `/api/recipes/${r.id}`, {
        ...complete('Brine', 1, 'Quart'),
        recipeIngredients: [line(salt, q, 'Pound')],
      });
    }
    // Four saves, two kept: versions 4 and 3; 1 and 2 were dropped.
    const list = await call<TVersionListItem[]>(cook, 'GET', `/api/recipes/${r.id}/versions`);
    expect(list.map((v) => v.n)).toEqual([4, 3]);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${r.id}/versions/2`,
      headers: cook.headers,
    });
    expect(gone.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/kitchen/settings',
      headers: cook.headers,
      payload: { targetFoodCostPercent: 30, versionsToKeep: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('versions of menu items, menus and events', () => {
  it('keeps and restores each', async () => {
    const planner = await t.createUser();
    const k = await menuKitchen(t, planner);
    // Crust plate: 1 oz pepper crust per serving ($10 a pound ÷ 16 = $0.625), then 2 oz ($1.25).
    const item = await createMenuItem(t, planner, {
      ...completeItem('Crust Plate', 1),
      menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
    });
    const item2 = await call<TMenuItem>(planner, 'PUT', `/api/menuItems/${item.id}`, {
      ...completeItem('Crust Plate', 1),
      menuItemRecipes: [subLine(k.crust.id, 2, 'Ounce')],
    });
    const [iv2] = await call<TVersionListItem[]>(planner, 'GET', `/api/menuItems/${item.id}/versions`);
    expect(iv2.changes.quantities).toEqual([{ line: 'Pepper Crust', before: '1 Ounce', after: '2 Ounce' }]);
    expect(iv2.changes.cost?.before).toBeCloseTo(0.625, 10);
    expect(iv2.changes.cost?.after).toBeCloseTo(1.25, 10);
    const item3 = await call<TMenuItem>(planner, 'POST', `/api/menuItems/${item.id}/versions/1/restore`, {
      version: item2.version,
    });
    expect(item3.cost.perServing).toBeCloseTo(0.625, 10);

    const menu = await call<TMenu>(planner, 'POST', '/api/menus', {
      name: 'Winter',
      season: 'Winter',
      year: 2026,
      menuSections: [{ name: 'All', menuSectionItems: [{ menuItem: { id: item.id }, price: 5 }] }],
    });
    await call<TMenu>(planner, 'PUT', `/api/menus/${menu.id}`, {
      name: 'Winter Feast',
      season: 'Winter',
      year: 2026,
      menuSections: [{ name: 'All', menuSectionItems: [{ menuItem: { id: item.id }, price: 6 }] }],
    });
    const [mv2] = await call<TVersionListItem[]>(planner, 'GET', `/api/menus/${menu.id}/versions`);
    expect(mv2.changes.fields).toEqual([{ field: 'name', before: 'Winter', after: 'Winter Feast' }]);
    expect(mv2.changes.quantities).toEqual([{ line: 'All: Crust Plate', before: '5', after: '6' }]);
    const menu3 = await call<TMenu>(planner, 'POST', `/api/menus/${menu.id}/versions/1/restore`);
    expect(menu3.name).toBe('Winter');

    const sectionItem = menu3.menuSections[0].menuSectionItems[0].id;
    const event = await call<TBanquetEvent>(planner, 'POST', '/api/events', {
      title: 'Smith Wedding',
      start: '2026-12-05T17:00:00Z',
      end: '2026-12-05T23:00:00Z',
      guestCount: 100,
      location: 'Grand Hall',
      status: 'TENTATIVE',
      dietaryCounts: [],
      banquetEventMenuSectionItems: [{ menuSectionItem: { id: sectionItem } }],
    });
    await call<TBanquetEvent>(planner, 'PUT', `/api/events/${event.id}`, {
      ...event,
      guestCount: 120,
    });
    const [ev2] = await call<TVersionListItem[]>(planner, 'GET', `/api/events/${event.id}/versions`);
    expect(ev2.changes.fields).toEqual([{ field: 'guestCount', before: 100, after: 120 }]);
    const restored = await call<TBanquetEvent>(planner, 'POST', `/api/events/${event.id}/versions/1/restore`);
    expect(restored.guestCount).toBe(100);
    expect(
      (await call<TVersionListItem[]>(planner, 'GET', `/api/events/${event.id}/versions`)).map((v) => v.n),
    ).toEqual([3, 2, 1]);
  });
});
