import type { Role, TActivityEntry, TPage } from '@brigade/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenMembers } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
/** The owner of the kitchen. */
let ana: TestUser;
/** A chef of Ana's kitchen (a second member, added straight into kitchen_members). */
let ben: TestUser;
/** Someone in another kitchen. */
let zoe: TestUser;

/** A user of their own kitchen who joins `owner`'s with `role`, with a token for that kitchen. */
async function join(owner: TestUser, role: Role, firstName: string, lastName: string): Promise<TestUser> {
  const user = await t.createUser({ firstName, lastName });
  await t.db.insert(kitchenMembers).values({ kitchenId: owner.kitchenId, userId: user.userId, role });
  const token = await t.app.tokens.sign({ id: user.userId, login: user.login, kitchenId: owner.kitchenId });
  return { ...user, kitchenId: owner.kitchenId, token, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  ana = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
  ben = await join(ana, 'chef', 'Ben', 'Ortiz');
  zoe = await t.createUser({ firstName: 'Zoe', lastName: 'Hart' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API call as `user` that must answer `status`; answers the body. */
async function call<T = Record<string, unknown>>(
  user: TestUser,
  method: Method,
  url: string,
  payload?: InjectOptions['payload'],
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = await t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}

const activity = (user: TestUser, query = '') =>
  call<TPage<TActivityEntry>>(user, 'GET', `/api/kitchen/activity${query}`);

/**
 * Runs `write` and answers the lines of activity it added to `user`'s kitchen, newest first: the
 * tests check each write adds exactly one.
 */
async function added(user: TestUser, write: () => Promise<unknown>): Promise<TActivityEntry[]> {
  const before = (await activity(user, '?limit=1')).totalElements;
  await write();
  const after = await activity(user);
  return after.content.slice(0, after.totalElements - before);
}

/** The one line a write added: its sentence and who, what and when. */
async function one(user: TestUser, write: () => Promise<unknown>) {
  const lines = await added(user, write);
  expect(lines).toHaveLength(1);
  const [{ text, actor, entityType, entityId, action, at }] = lines;
  return { text, actor, entityType, entityId, action, at };
}

const by = (created: TestUser, modified: TestUser = created) => ({
  createdBy: created.login,
  modifiedBy: modified.login,
});

describe('GET /api/kitchen/activity', () => {
  it('records creating, renaming and deleting a vendor, with who did it and when', async () => {
    clock.set('2026-11-20T12:00:00Z');
    let id = 0;
    expect(
      await one(ana, async () => {
        id = (await call<{ id: number }>(ana, 'POST', '/api/vendors', { name: 'Sysco' })).id;
      }),
    ).toEqual({
      text: 'Ana Lopez created the vendor Sysco',
      actor: 'Ana Lopez',
      entityType: 'vendor',
      entityId: id,
      action: 'created',
      at: '2026-11-20T12:00:00.000Z',
    });
    expect(await call(ana, 'GET', `/api/vendors/${id}`)).toMatchObject(by(ana));

    clock.set('2026-11-20T12:05:00Z');
    const renamed = await one(ben, () =>
      call(ben, 'PUT', `/api/vendors/${id}`, { name: 'Sysco Foods', version: 1 }),
    );
    expect(renamed).toMatchObject({
      text: 'Ben Ortiz renamed the vendor Sysco to Sysco Foods',
      actor: 'Ben Ortiz',
      action: 'changed',
      at: '2026-11-20T12:05:00.000Z',
    });
    // Ben changed it last; Ana still created it.
    expect(await call(ana, 'GET', `/api/vendors/${id}`)).toMatchObject(by(ana, ben));

    expect((await one(ana, () => call(ana, 'DELETE', `/api/vendors/${id}`))).text).toBe(
      'Ana Lopez deleted the vendor Sysco Foods',
    );
  });

  it('records nothing for a refused write', async () => {
    const vendor = await call<{ id: number }>(ana, 'POST', '/api/vendors', { name: 'Refusals Inc' });
    await call(ana, 'POST', '/api/ingredients', ingredient(vendor.id, 'Refused Salt', 1));
    const lines = await added(ana, async () => {
      await call(ana, 'POST', '/api/vendors', { name: 'refusals inc' }, 400); // duplicate name
      await call(ana, 'PUT', `/api/vendors/${vendor.id}`, { name: 'Other', version: 7 }, 409); // stale
      await call(ana, 'DELETE', `/api/vendors/${vendor.id}`, undefined, 409); // an ingredient uses it
      await call(ana, 'DELETE', '/api/recipes/999999', undefined, 404);
    });
    expect(lines).toEqual([]);
  });

  it('says how an ingredient’s price changed: "changed the cost of Butter from $4.50 to $4.80 per Pound"', async () => {
    const vendor = await call<{ id: number }>(ana, 'POST', '/api/vendors', { name: 'Dairy Co' });
    let butter = { id: 0, version: 0 };
    expect(
      (
        await one(ana, async () => {
          butter = await call(ana, 'POST', '/api/ingredients', ingredient(vendor.id, 'Butter', 4.5));
        })
      ).text,
    ).toBe('Ana Lopez created the ingredient Butter');
    expect(butter).toMatchObject(by(ana));

    const saved = { ...ingredient(vendor.id, 'Butter', 4.8), id: butter.id, version: butter.version };
    const priced = await one(ben, async () => {
      butter = await call(ben, 'POST', '/api/ingredients', saved, 200);
    });
    expect(priced).toMatchObject({
      text: 'Ben Ortiz changed the cost of Butter from $4.50 to $4.80 per Pound',
      entityType: 'ingredient',
      entityId: butter.id,
      action: 'changed',
    });
    expect(await call(ana, 'GET', `/api/ingredients/${butter.id}`)).toMatchObject(by(ana, ben));

    // A save that keeps the name and the price says only that the ingredient changed.
    const same = { ...saved, category: 'Fats and Oils', version: butter.version };
    expect((await one(ana, () => call(ana, 'POST', '/api/ingredients', same, 200))).text).toBe(
      'Ana Lopez changed the ingredient Butter',
    );

    // A price list changes the price too: one line per ingredient it changes.
    const rows = [{ line: 2, name: 'butter', cost: '5', costAmount: '1', costUnits: 'Pound' }];
    const listed = await one(ben, () =>
      call(ben, 'POST', `/api/vendors/${vendor.id}/price-list`, { rows, apply: true }, 200),
    );
    expect(listed.text).toBe('Ben Ortiz changed the cost of Butter from $4.80 to $5.00 per Pound');
    expect(await call(ana, 'GET', `/api/ingredients/${butter.id}`)).toMatchObject(by(ana, ben));

    expect((await one(ben, () => call(ben, 'DELETE', `/api/ingredients/${butter.id}`))).text).toBe(
      'Ben Ortiz deleted the ingredient Butter',
    );
  });

  it('records recipes, menu items, menus and events, and who created and last changed each', async () => {
    const vendor = await call<{ id: number }>(ana, 'POST', '/api/vendors', { name: 'Produce Co' });
    const tomato = await call<{ id: number }>(
      ana,
      'POST',
      '/api/ingredients',
      ingredient(vendor.id, 'Tomato', 2),
    );
    const recipeBody = {
      name: 'Tomato Soup',
      team: 'Banquets',
      category: 'Soups and Gravies',
      yieldQuantity: 1,
      yieldUnits: 'Quart',
      prepNotes: 'Simmer.',
      recipeIngredients: [{ ingredient: { id: tomato.id }, yieldQuantity: 2, yieldUnits: 'Pound' }],
    };

    let recipe = { id: 0, version: 0 };
    expect(
      (
        await one(ana, async () => {
          recipe = await call(ana, 'POST', '/api/recipes', recipeBody);
        })
      ).text,
    ).toBe('Ana Lopez created the recipe Tomato Soup');
    expect(recipe).toMatchObject(by(ana));
    const bisque = { ...recipeBody, name: 'Tomato Bisque', version: recipe.version };
    expect((await one(ben, () => call(ben, 'PUT', `/api/recipes/${recipe.id}`, bisque))).text).toBe(
      'Ben Ortiz renamed the recipe Tomato Soup to Tomato Bisque',
    );
    const notes = { ...bisque, prepNotes: 'Simmer, then blend.', version: recipe.version + 1 };
    expect((await one(ana, () => call(ana, 'PUT', `/api/recipes/${recipe.id}`, notes))).text).toBe(
      'Ana Lopez changed the recipe Tomato Bisque',
    );
    expect(await call(ben, 'GET', `/api/recipes/${recipe.id}`)).toMatchObject(by(ana));

    const itemBody = {
      name: 'Soup of the Day',
      servings: 4,
      menuItemRecipes: [{ recipe: { id: recipe.id }, yieldQuantity: 1, yieldUnits: 'Quart' }],
    };
    let item = { id: 0, version: 0 };
    expect(
      (
        await one(ben, async () => {
          item = await call(ben, 'POST', '/api/menuItems', itemBody);
        })
      ).text,
    ).toBe('Ben Ortiz created the menu item Soup of the Day');
    const itemChange = { ...itemBody, servings: 6, version: item.version };
    expect((await one(ana, () => call(ana, 'PUT', `/api/menuItems/${item.id}`, itemChange))).text).toBe(
      'Ana Lopez changed the menu item Soup of the Day',
    );
    expect(await call(ana, 'GET', `/api/menuItems/${item.id}`)).toMatchObject(by(ben, ana));

    const menuBody = {
      name: 'Summer',
      season: 'Summer',
      year: 2026,
      menuSections: [{ name: 'Soups', menuSectionItems: [{ menuItem: { id: item.id }, price: 9 }] }],
    };
    let menu = { id: 0, version: 0 };
    expect(
      (
        await one(ana, async () => {
          menu = await call(ana, 'POST', '/api/menus', menuBody);
        })
      ).text,
    ).toBe('Ana Lopez created the menu Summer');
    const late = { ...menuBody, name: 'Late Summer', version: menu.version };
    expect((await one(ben, () => call(ben, 'PUT', `/api/menus/${menu.id}`, late))).text).toBe(
      'Ben Ortiz renamed the menu Summer to Late Summer',
    );
    expect(await call(ana, 'GET', `/api/menus/${menu.id}`)).toMatchObject(by(ana, ben));

    const eventBody = {
      title: 'Smith Wedding',
      start: '2026-12-05T17:00:00Z',
      end: '2026-12-05T23:00:00Z',
      guestCount: 100,
      location: 'Grand Hall',
    };
    let event = { id: 0, version: 0 };
    expect(
      (
        await one(ben, async () => {
          event = await call(ben, 'POST', '/api/events', eventBody);
        })
      ).text,
    ).toBe('Ben Ortiz created the event Smith Wedding');
    const moved = { start: '2026-12-06T17:00:00Z', end: '2026-12-06T23:00:00Z', version: event.version };
    expect((await one(ana, () => call(ana, 'PATCH', `/api/events/${event.id}`, moved))).text).toBe(
      'Ana Lopez changed the event Smith Wedding',
    );
    expect(await call(ben, 'GET', `/api/events/${event.id}`)).toMatchObject(by(ben, ana));
    expect((await one(ana, () => call(ana, 'DELETE', `/api/events/${event.id}`))).text).toBe(
      'Ana Lopez deleted the event Smith Wedding',
    );

    expect((await one(ben, () => call(ben, 'DELETE', `/api/menus/${menu.id}`))).text).toBe(
      'Ben Ortiz deleted the menu Late Summer',
    );
    expect((await one(ben, () => call(ben, 'DELETE', `/api/menuItems/${item.id}`))).text).toBe(
      'Ben Ortiz deleted the menu item Soup of the Day',
    );
    expect((await one(ana, () => call(ana, 'DELETE', `/api/recipes/${recipe.id}`))).text).toBe(
      'Ana Lopez deleted the recipe Tomato Bisque',
    );
  });

  it('records a change of the target food cost, and nothing for a save that changes nothing', async () => {
    // Until the kitchen first saves its settings the target is core's default, 30 %.
    const first = await added(ana, () =>
      call(ana, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 28.5 }),
    );
    expect(first.map((e) => e.text)).toEqual([
      'Ana Lopez changed the target food cost from 30.00% to 28.50%',
    ]);
    expect(first[0]).toMatchObject({ entityType: 'kitchen', entityId: ana.kitchenId, action: 'changed' });
    const second = await added(ben, () =>
      call(ben, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 32 }),
    );
    expect(second.map((e) => e.text)).toEqual([
      'Ben Ortiz changed the target food cost from 28.50% to 32.00%',
    ]);
    expect(
      await added(ana, () => call(ana, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 32 })),
    ).toEqual([]);
    // A refused value changes nothing and records nothing.
    expect(
      await added(ana, () => call(ana, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: -1 }, 400)),
    ).toEqual([]);
    expect(await call(ana, 'GET', '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 32,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 3,
    });
  });

  it('shows a kitchen only its own activity', async () => {
    const ours = await activity(ana);
    expect(ours.totalElements).toBeGreaterThan(0);
    // Ben sees Ana's kitchen (his token's), the same lines.
    expect((await activity(ben)).content).toEqual(ours.content);
    expect(await activity(zoe)).toMatchObject({ totalElements: 0, content: [] });
    await call(zoe, 'POST', '/api/vendors', { name: 'Zoe Supplies' });
    expect((await activity(zoe)).content.map((e) => e.text)).toEqual([
      'Zoe Hart created the vendor Zoe Supplies',
    ]);
    expect((await activity(ana)).content).toEqual(ours.content);
  });

  it('pages newest first: 50 lines by default, `limit` and `page` as every list', async () => {
    const cook = await t.createUser({ firstName: 'Cam', lastName: 'Ng' });
    for (const name of ['V1', 'V2', 'V3', 'V4', 'V5']) await call(cook, 'POST', '/api/vendors', { name });
    const all = await activity(cook);
    expect(all).toMatchObject({
      size: 50,
      number: 0,
      totalElements: 5,
      totalPages: 1,
      first: true,
      last: true,
    });
    expect(all.content.map((e) => e.text)).toEqual(
      ['V5', 'V4', 'V3', 'V2', 'V1'].map((name) => `Cam Ng created the vendor ${name}`),
    );
    const ids = all.content.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const first = await activity(cook, '?page=0&limit=2');
    expect(first).toMatchObject({ number: 0, size: 2, numberOfElements: 2, totalElements: 5, totalPages: 3 });
    expect(first.content.map((e) => e.id)).toEqual(ids.slice(0, 2));
    const last = await activity(cook, '?page=2&limit=2');
    expect(last).toMatchObject({ numberOfElements: 1, first: false, last: true });
    expect(last.content.map((e) => e.id)).toEqual(ids.slice(4));
    expect((await activity(cook, '?page=3&limit=2')).content).toEqual([]);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/kitchen/activity?limit=0',
      headers: cook.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/kitchen/activity' })).statusCode).toBe(401);
    // A chef's page: a cook of the kitchen is refused.
    const cookOfAna = await join(ana, 'cook', 'Cy', 'Reed');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/kitchen/activity',
      headers: cookOfAna.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

/** A complete ingredient bought by the Pound at `cost` dollars. */
function ingredient(vendorId: number, name: string, cost: number) {
  return {
    name,
    category: 'Dairy and Egg Products',
    vendor: { id: vendorId },
    cost,
    costAmount: 1,
    costUnits: 'Pound',
    servingSize: 1,
    servingUnits: 'Ounce',
  };
}
