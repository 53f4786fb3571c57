import { KITCHEN_BACKUP_MESSAGES, type TKitchenBackup } from '@brigade/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, recipes, users, vendors } from '../../db/schema/index.ts';
import { ensureDemoAccount } from '../../demo/demo-account.ts';
import { demoSeeders } from '../../demo/seed.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let demo: { authorization: string };
let backup: TKitchenBackup;

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoAccount(t.db, t.dataDir, t.app.log, demoSeeders);
  const [row] = await t.db.select().from(users).where(eq(users.login, 'demo'));
  demo = {
    authorization: `Bearer ${await t.app.tokens.sign({ id: row.id, login: row.login, kitchenId: row.kitchenId })}`,
  };
  // A par level on the butter, so the round trip carries one (the demo sets none).
  await t.db
    .update(ingredients)
    .set({ parQuantity: 12, parUnits: 'Pound' })
    .where(and(eq(ingredients.kitchenId, row.kitchenId), eq(ingredients.name, 'Unsalted Butter')));
  backup = await get<TKitchenBackup>(demo, '/api/kitchen/export');
  expect(backup.ingredients.find((i) => i.name === 'Unsalted Butter')?.parLevel).toEqual({
    quantity: 12,
    units: 'Pound',
  });
}, 120_000);
afterAll(() => t.close());

async function get<T>(headers: { authorization: string }, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const restore = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/kitchen/import',
    headers: user.headers,
    payload: payload as object,
  });

/**
 * A backup with every id replaced by the row's place in its list (and references alike), and the
 * moment of export left out: two exports of the same kitchen, or of a kitchen and its restored copy,
 * are then equal.
 */
function withoutIds(doc: TKitchenBackup) {
  const places = (rows: { id: number }[]) => new Map(rows.map((r, i) => [r.id, i]));
  const vendor = places(doc.vendors);
  const ingredient = places(doc.ingredients);
  const recipe = places(doc.recipes);
  const menuItem = places(doc.menuItems);
  const room = places(doc.rooms);
  const sectionItem = places(doc.menus.flatMap((m) => m.sections.flatMap((s) => s.items)));
  return {
    ...doc,
    exportedAt: undefined,
    vendors: doc.vendors.map((v) => ({ ...v, id: vendor.get(v.id) })),
    ingredients: doc.ingredients.map((i) => ({
      ...i,
      id: ingredient.get(i.id),
      vendorId: vendor.get(i.vendorId),
    })),
    recipes: doc.recipes.map((r) => ({
      ...r,
      id: recipe.get(r.id),
      ingredients: r.ingredients.map((l) => ({ ...l, ingredientId: ingredient.get(l.ingredientId) })),
      subRecipes: r.subRecipes.map((l) => ({ ...l, recipeId: recipe.get(l.recipeId) })),
    })),
    menuItems: doc.menuItems.map((m) => ({
      ...m,
      id: menuItem.get(m.id),
      recipes: m.recipes.map((l) => ({ ...l, recipeId: recipe.get(l.recipeId) })),
    })),
    menus: doc.menus.map((m, i) => ({
      ...m,
      id: i,
      sections: m.sections.map((s) => ({
        ...s,
        items: s.items.map((it) => ({
          ...it,
          id: sectionItem.get(it.id),
          menuItemId: menuItem.get(it.menuItemId),
        })),
      })),
    })),
    rooms: doc.rooms.map((r) => ({ ...r, id: room.get(r.id) })),
    events: doc.events.map((e, i) => ({
      ...e,
      id: i,
      roomId: e.roomId === null ? null : room.get(e.roomId),
      items: e.items.map((it) => ({ ...it, menuSectionItemId: sectionItem.get(it.menuSectionItemId) })),
    })),
  };
}

/**
 * A reply with its ids, versions, stamps and authors removed: what is left are names and figures. A
 * BEO number is the event's id written out ("BEO-000014"): new ids, new numbers. A confirmed event
 * is confirmed again by the restore (when and by whom are the restore's), on the same figures.
 */
function figuresOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(figuresOf);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key]) =>
          !/(^id$|Id$|^version$|Date$|^createdBy$|^modifiedBy$|^lastModified|^created|^beoNumber$|^confirmed(At|By)$)/.test(
            key,
          ),
      )
      .map(([key, v]) => [key, figuresOf(v)]),
  );
}

type Row = { id: number; name?: string; title?: string };

/** Every recipe, menu item, menu and event of a kitchen as GET one answers it, by name, without ids. */
async function everyFigure(headers: { authorization: string }, doc: TKitchenBackup) {
  const read = async (path: string, rows: Row[]) =>
    Promise.all(rows.map(async (r) => [r.name ?? r.title, figuresOf(await get(headers, `${path}/${r.id}`))]));
  return {
    recipes: await read('/api/recipes', doc.recipes),
    menuItems: await read('/api/menuItems', doc.menuItems),
    menus: await read('/api/menus', doc.menus),
    events: await read('/api/events', doc.events),
  };
}

describe('the kitchen out and back in', () => {
  it('exports the demo kitchen whole, with references by exported ids', () => {
    expect(backup).toMatchObject({ format: 'brigade-kitchen', version: 1 });
    expect(backup.vendors.length).toBe(3);
    expect(backup.ingredients.length).toBeGreaterThan(40);
    expect(backup.recipes.length).toBeGreaterThanOrEqual(14);
    expect(backup.menuItems.length).toBeGreaterThan(0);
    expect(backup.menus.length).toBeGreaterThan(0);
    expect(backup.events.length).toBeGreaterThan(0);
    // Conversions, nutrients and price history ride with their ingredient.
    expect(backup.ingredients.some((i) => i.conversions.length > 0)).toBe(true);
    expect(backup.ingredients.some((i) => i.nutrients.length > 0)).toBe(true);
    expect(backup.ingredients.some((i) => i.priceHistory.length > 1)).toBe(true);
    const vendorIds = new Set(backup.vendors.map((v) => v.id));
    expect(backup.ingredients.every((i) => vendorIds.has(i.vendorId))).toBe(true);
  });

  it('restores it into a new account’s empty kitchen: a second export is the same, and every figure is', async () => {
    const chef = await t.createUser();
    const res = await restore(chef, backup);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().counts).toEqual({
      vendors: backup.vendors.length,
      ingredients: backup.ingredients.length,
      recipes: backup.recipes.length,
      menuItems: backup.menuItems.length,
      menus: backup.menus.length,
      rooms: backup.rooms.length,
      events: backup.events.length,
    });
    const again = await get<TKitchenBackup>(chef.headers, '/api/kitchen/export');
    // New ids: none of the copy's recipes is the demo's.
    const demoIds = new Set(backup.recipes.map((r) => r.id));
    expect(again.recipes.some((r) => demoIds.has(r.id))).toBe(false);
    expect(withoutIds(again)).toEqual(withoutIds(backup));
    // Costs, nutrition, validity and allergens of every recipe, menu item, menu and event, as read.
    expect(await everyFigure(chef.headers, again)).toEqual(await everyFigure(demo, backup));
  }, 120_000);

  it('refuses a kitchen that is not empty with 409, changing nothing', async () => {
    const chef = await t.createUser();
    await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: chef.headers,
      payload: { name: 'Sysco' },
    });
    const before = await t.db
      .select({ n: count() })
      .from(ingredients)
      .where(eq(ingredients.kitchenId, chef.kitchenId));
    const res = await restore(chef, backup);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      title: 'Kitchen not empty',
      message: KITCHEN_BACKUP_MESSAGES.notEmpty,
    });
    expect(
      await t.db.select({ n: count() }).from(ingredients).where(eq(ingredients.kitchenId, chef.kitchenId)),
    ).toEqual(before);
    expect(
      await t.db.select({ n: count() }).from(vendors).where(eq(vendors.kitchenId, chef.kitchenId)),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses a damaged or foreign document with 400, changing nothing', async () => {
    const chef = await t.createUser();
    const broken = structuredClone(backup);
    broken.recipes[0].ingredients.push({ ingredientId: 999_999, yieldQuantity: 1, yieldUnits: 'Cup' });
    const res = await restore(chef, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('refers to ingredient 999999, which it does not hold');

    const cyclic = structuredClone(backup);
    const [a, b] = cyclic.recipes;
    a.subRecipes = [{ recipeId: b.id, yieldQuantity: 1, yieldUnits: 'Cup' }];
    b.subRecipes = [{ recipeId: a.id, yieldQuantity: 1, yieldUnits: 'Cup' }];
    const cycle = await restore(chef, cyclic);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toMatch(/uses itself through its sub-recipes/);

    const other = await restore(chef, { format: 'something-else', version: 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toContainEqual({ field: 'format', message: KITCHEN_BACKUP_MESSAGES.format });
    expect(
      await t.db.select({ n: count() }).from(recipes).where(eq(recipes.kitchenId, chef.kitchenId)),
    ).toEqual([{ n: 0 }]);
  });
});
