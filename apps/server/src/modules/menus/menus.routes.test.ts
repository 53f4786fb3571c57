import type { TMenu, TMenuListItem, TPage } from '@brigade/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSectionItems, menuSections, menus } from '../../db/schema/index.ts';
import { completeItem, createMenuItem, getJson, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { subLine } from '../../test/recipes.test-helpers.ts';
import { recordStatements, selects } from '../../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;
const item = { gratin: 0, crust: 0 };
/** Cost per serving, by hand: gratin = (half a béchamel + two crusts) ÷ 4; crust plate = one crust ÷ 1. */
const cost = { gratin: 0, crust: 0 };

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  k = await menuKitchen(t, chef);
  item.gratin = (
    await createMenuItem(t, chef, {
      ...completeItem('Gratin', 4),
      menuItemRecipes: [subLine(k.bechamel.id, 2, 'Cup'), subLine(k.crust.id, 2, 'Ounce')],
    })
  ).id;
  item.crust = (
    await createMenuItem(t, chef, {
      ...completeItem('Crust Plate', 1),
      menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
    })
  ).id;
  cost.gratin = (0.5 * k.costs.bechamel + 2 * k.costs.crust) / 4;
  cost.crust = k.costs.crust;
});
afterAll(() => t.close());

const send = (user: TestUser, body: unknown, id?: number) =>
  t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/menus' : `/api/menus/${id}`,
    headers: user.headers,
    payload: body as Record<string, unknown>,
  });

const winter = () => ({
  name: 'Winter Menu',
  season: 'Winter',
  year: 2026,
  menuSections: [
    { name: 'Mains', menuSectionItems: [{ menuItem: { id: item.gratin }, price: 12 }] },
    { name: 'Sides', menuSectionItems: [{ menuItem: { id: item.crust }, price: 5 }] },
  ],
});

describe('menus', () => {
  it('creates a menu (201) with food-cost %, gross profit and margin per item worked out by hand', async () => {
    const res = await send(chef, winter());
    expect(res.statusCode, res.body).toBe(201);
    const menu: TMenu = res.json();
    expect(menu.valid).toBe(true);
    expect(menu.menuSections.map((s) => [s.name, s.menuSectionItems.map((i) => i.menuItem.name)])).toEqual([
      ['Mains', ['Gratin']],
      ['Sides', ['Crust Plate']],
    ]);
    const gratin = menu.menuSections[0].menuSectionItems[0];
    expect(gratin.section).toBe('Mains');
    expect(gratin.costPerServing).toBeCloseTo(cost.gratin, 10);
    expect(gratin.foodCostPercent).toBeCloseTo((cost.gratin / 12) * 100, 10); // ≈ 4.22 %
    expect(gratin.grossProfit).toBeCloseTo(12 - cost.gratin, 10);
    expect(gratin.profitMargin).toBeCloseTo(((12 - cost.gratin) / 12) * 100, 10);
    const crust = menu.menuSections[1].menuSectionItems[0];
    expect(crust.foodCostPercent).toBeCloseTo((0.625 / 5) * 100, 10); // 12.5 %
    expect(menu.averageFoodCostPercent).toBeCloseTo(((cost.gratin / 12) * 100 + 12.5) / 2, 10);
    expect(menu.targetFoodCostPercent).toBe(30);
    expect(menu.allergens).toEqual(['MILK', 'WHEAT']);
    expect(menu.allergensNotReviewed).toEqual(['Pepper']);
    expect(gratin.menuItem).toMatchObject({ valid: true, allergens: ['MILK', 'WHEAT'] });
    expect(await getJson<TMenu>(t, chef, `/api/menus/${menu.id}`)).toEqual(menu);
  });

  it('accepts the spec’s flat menuSectionItems (grouped by section name), and next year', async () => {
    const res = await send(chef, {
      name: 'Spring Flat',
      season: 'Spring',
      year: new Date().getFullYear() + 1,
      menuSectionItems: [
        { section: 'Mains', menuItem: { id: item.gratin }, price: 14 },
        { section: 'Sides', menuItem: { id: item.crust }, price: 4 },
        { section: 'Mains', menuItem: { id: item.crust }, price: 9 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (res.json() as TMenu).menuSections.map((s) => [s.name, s.menuSectionItems.map((i) => i.price)]),
    ).toEqual([
      ['Mains', [14, 9]],
      ['Sides', [4]],
    ]);
  });

  it('reorders sections and items on update (200), bumping the version; 409 when stale', async () => {
    const made: TMenu = (await send(chef, { ...winter(), name: 'Reorder Me' })).json();
    const body = {
      ...winter(),
      name: 'Reorder Me',
      version: made.version,
      menuSections: [...winter().menuSections].reverse(),
    };
    const res = await send(chef, body, made.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TMenu).menuSections.map((s) => s.name)).toEqual(['Sides', 'Mains']);
    expect(res.json().version).toBe(made.version + 1);
    const stale = await send(chef, { ...body, name: 'Lost' }, made.id);
    expect(stale.statusCode).toBe(409);
    expect((await getJson<TMenu>(t, chef, `/api/menus/${made.id}`)).name).toBe('Reorder Me');
  });

  it('refuses (400) a menu without a name and a section without a name or items; nothing is written', async () => {
    const counts = async () => [
      (await t.db.select({ n: count() }).from(menus))[0].n,
      (await t.db.select({ n: count() }).from(menuSections))[0].n,
      (await t.db.select({ n: count() }).from(menuSectionItems))[0].n,
    ];
    const before = await counts();
    const noName = await send(chef, { season: 'Fall' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toContainEqual({ field: 'name', message: 'Name is required' });
    const badSections = await send(chef, {
      name: 'Half',
      menuSections: [
        { name: '', menuSectionItems: [{ menuItem: { id: item.gratin }, price: 1 }] },
        { name: 'Empty', menuSectionItems: [] },
      ],
    });
    expect(badSections.statusCode).toBe(400);
    expect(badSections.json().errors).toEqual([
      { field: 'menuSections.0.name', message: 'Section name is required' },
      {
        field: 'menuSections.1.menuSectionItems',
        message: 'Please add at least one menu item to the section',
      },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('a work in progress (no season, no price) saves and says what is missing', async () => {
    const res = await send(chef, {
      name: 'Draft',
      year: null,
      menuSections: [{ name: 'Mains', menuSectionItems: [{ menuItem: { id: item.gratin } }] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      valid: false,
      errorMessages: ['Season is required', 'Year is required', 'Menu item price is required'],
      averageFoodCostPercent: null,
    });
  });

  it('isolation: another kitchen’s menu item in a body is 404; its menus are 404', async () => {
    const other = await t.createUser();
    const res = await send(other, winter());
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toEqual({
      field: 'menuSections.0.menuSectionItems.0.menuItem',
      message: 'The menu item of item 1 in section 1 was not found.',
    });
    const mine: TMenu = (await send(chef, { ...winter(), name: 'Private' })).json();
    for (const method of ['GET', 'DELETE'] as const) {
      expect(
        (await t.app.inject({ method, url: `/api/menus/${mine.id}`, headers: other.headers })).statusCode,
      ).toBe(404);
    }
    expect((await getJson<TPage<TMenuListItem>>(t, other, '/api/menus')).totalElements).toBe(0);
  });

  it('deleting a menu item on a menu answers 409 naming the menu; the menu deletes (200)', async () => {
    const solo = await createMenuItem(t, chef, {
      name: 'Solo Crust',
      menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
    });
    const menu: TMenu = (
      await send(chef, {
        name: 'Solo Menu',
        menuSections: [{ name: 'All', menuSectionItems: [{ menuItem: { id: solo.id }, price: 3 }] }],
      })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/menuItems/${solo.id}`,
      headers: chef.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      title: 'Menu item in use',
      message: 'Solo Crust cannot be deleted: it is on the menu Solo Menu. Remove it from that menu first.',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/menus/${menu.id}`,
      headers: chef.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ title: 'Deleted', message: 'Solo Menu was deleted.' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/menuItems/${solo.id}`, headers: chef.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('lists by name with live figures; a new butter price shows at once', async () => {
    const list = async () =>
      (await getJson<TPage<TMenuListItem>>(t, chef, '/api/menus?searchText=winter')).content[0];
    const row = await list();
    expect(row).toMatchObject({
      name: 'Winter Menu',
      season: 'Winter',
      year: 2026,
      numberOfSections: 2,
      numberOfItems: 2,
      valid: true,
    });
    // Butter $4 → $8 / lb: the gratin costs $0.25 more per batch of 4 → +$0.0625 a serving,
    // so its food cost at $12 rises by 0.0625 / 12 × 100 points; the average by half that.
    const { createdDate: _c, lastModifiedDate: _l, valid: _v, errorMessages: _e, ...butter } = k.butter;
    await t.app.inject({
      method: 'POST',
      url: '/api/ingredients',
      headers: chef.headers,
      payload: { ...butter, cost: 8 },
    });
    expect((await list()).averageFoodCostPercent).toBeCloseTo(
      row.averageFoodCostPercent! + ((0.0625 / 12) * 100) / 2,
      10,
    );
  });

  it('reads a menu of any size in the same number of queries (the token check, 1 tree read, the settings)', async () => {
    const small: TMenu = (await send(chef, { ...winter(), name: 'Count Small' })).json();
    const big: TMenu = (
      await send(chef, {
        name: 'Count Big',
        menuSections: Array.from({ length: 6 }, (_, s) => ({
          name: `Section ${s}`,
          menuSectionItems: [item.gratin, item.crust].map((id, i) => ({
            menuItem: { id },
            price: 10 + s + i,
          })),
        })),
      })
    ).json();
    const read = async (id: number) => {
      const recorder = recordStatements(t.database);
      try {
        await getJson<TMenu>(t, chef, `/api/menus/${id}`);
        return selects(recorder.statements);
      } finally {
        recorder.stop();
      }
    };
    const a = await read(small.id);
    const b = await read(big.id);
    // The token check (the user still exists, the token not revoked), the menu down to its
    // ingredients in one statement, the settings.
    expect(a).toHaveLength(3);
    expect(b).toHaveLength(3);
  });
});

describe('kitchen settings', () => {
  it('answers the 30 % default, saves a new target that menus then carry, and refuses nonsense', async () => {
    const cook = await t.createUser();
    expect(await getJson(t, cook, '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 0,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/kitchen/settings',
      headers: cook.headers,
      payload: { targetFoodCostPercent: 28.5 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await getJson(t, cook, '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 28.5,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 1,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/kitchen/settings',
      headers: cook.headers,
      payload: { targetFoodCostPercent: 0 },
    });
    expect(bad.statusCode).toBe(400);
    // The chef's kitchen is untouched by the cook's.
    expect(await getJson(t, chef, '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 0,
    });
  });

  it('keeps the measurement system, and a PUT leaving it out keeps it as it was', async () => {
    const cook = await t.createUser();
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/kitchen/settings', headers: cook.headers, payload });
    const metric = await put({ targetFoodCostPercent: 30, measurementSystem: 'metric' });
    expect(metric.statusCode, metric.body).toBe(200);
    expect(metric.json()).toEqual({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      measurementSystem: 'metric',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 1,
    });
    // a client that only knows the target (the menu screen) leaves the measures alone
    expect((await put({ targetFoodCostPercent: 32 })).json()).toEqual({
      targetFoodCostPercent: 32,
      guaranteeDaysBefore: 3,
      measurementSystem: 'metric',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 2,
    });
    const bad = await put({ targetFoodCostPercent: 32, measurementSystem: 'imperial' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Please choose 'us' or 'metric' measures");
    expect(await getJson(t, cook, '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 32,
      guaranteeDaysBefore: 3,
      measurementSystem: 'metric',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 2,
    });
  });
});
