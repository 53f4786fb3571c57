import { MENU_ITEM_MESSAGES } from '@brigade/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityVersions, kitchenActivity, menuItemRecipes, menuItems } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors/app-error.ts';
import { manualClock } from '../../lib/clock.ts';
import { complete, createRecipe } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import type { Actor } from '../activity/record-activity.ts';
import { saveVersionedEntity } from '../versions/save-versioned-entity.ts';
import { menuItemsRepository } from './menu-items.repository.ts';

// The shared save path on its own, with a menu item's rows: the order of its steps, its refusals,
// and the PostgreSQL refusals it translates, each leaving nothing behind.
const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
let by: Actor;
let recipeId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  other = await t.createUser();
  by = { id: chef.userId, login: chef.login, kitchenId: chef.kitchenId };
  recipeId = (await createRecipe(t, chef, { ...complete('Roux', 1, 'Cup'), recipeIngredients: [] })).id;
});
afterAll(() => t.close());

type Line = { position: number; recipeId: number; yieldQuantity: number; yieldUnits: string };

type SaveOptions = {
  id?: number;
  body?: { id?: number; version?: number };
  by?: Actor;
  lines?: Line[];
  steps?: string[];
  onDuplicate?: () => AppError;
};

/** Saves a menu item named `name` with `lines`, noting each step in `steps` as it runs. */
function save(name: string, options: SaveOptions) {
  const steps = options.steps ?? [];
  return saveVersionedEntity({ db: t.db, clock }, options.by ?? by, options.body ?? {}, options.id, {
    entityType: 'menuItem',
    messages: MENU_ITEM_MESSAGES,
    rows: menuItemsRepository,
    nameOf: (item) => item.name,
    lock: async () => {
      steps.push('lock');
    },
    async prepare(_tx, { stored }) {
      steps.push(stored === undefined ? 'prepare new' : `prepare v${stored.version}`);
      return { fields: { name, nameKey: name.toLowerCase() } };
    },
    async replaceLines(tx, row) {
      steps.push('lines');
      await menuItemsRepository(tx).replaceLines(row.kitchenId, row.id, options.lines ?? [], true);
      return { id: row.id, name: row.name, version: row.version, createdBy: row.createdBy };
    },
    onDuplicate: options.onDuplicate,
  });
}

/** The menu item's row, lines, activity and versions as stored. */
const stored = async (entityId: number) => ({
  rows: await t.db.select().from(menuItems).where(eq(menuItems.id, entityId)),
  lines: await t.db.select().from(menuItemRecipes).where(eq(menuItemRecipes.menuItemId, entityId)),
  activity: await t.db
    .select({ action: kitchenActivity.action, name: kitchenActivity.name, changes: kitchenActivity.changes })
    .from(kitchenActivity)
    .where(and(eq(kitchenActivity.entityType, 'menuItem'), eq(kitchenActivity.entityId, entityId)))
    .orderBy(kitchenActivity.id),
  versions: await t.db
    .select({ n: entityVersions.n, content: entityVersions.content })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, 'menuItem'), eq(entityVersions.entityId, entityId)))
    .orderBy(entityVersions.n),
});

const menuItemCount = async () => (await t.db.select({ id: menuItems.id }).from(menuItems)).length;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('saveVersionedEntity', () => {
  let id = 0;

  it('creates: lock, checks, row, activity, lines, then a version of the reply', async () => {
    const steps: string[] = [];
    const line = { position: 0, recipeId, yieldQuantity: 1, yieldUnits: 'Cup' };
    const reply = await save('Soup', { lines: [line], steps });
    id = reply.id;
    expect(steps).toEqual(['lock', 'prepare new', 'lines']);
    expect(reply).toEqual({ id, name: 'Soup', version: 1, createdBy: chef.login });
    const after = await stored(id);
    expect(after.rows[0]).toMatchObject({ name: 'Soup', createdBy: chef.login, modifiedBy: chef.login });
    expect(after.lines).toHaveLength(1);
    expect(after.activity).toEqual([{ action: 'created', name: 'Soup', changes: {} }]);
    expect(after.versions).toEqual([{ n: 1, content: reply }]);
  });

  it('updates at the version sent: a rename in the activity, the version up by one', async () => {
    const steps: string[] = [];
    const reply = await save('Bisque', { id, body: { version: 1 }, steps });
    expect(steps).toEqual(['lock', 'prepare v1', 'lines']);
    expect(reply).toMatchObject({ id, name: 'Bisque', version: 2 });
    const after = await stored(id);
    expect(after.activity.at(-1)).toEqual({
      action: 'changed',
      name: 'Bisque',
      changes: { name: ['Soup', 'Bisque'] },
    });
    expect(after.versions.map((v) => v.n)).toEqual([1, 2]);
  });

  it('refuses a stale version (409 on the field) before any check, and changes nothing', async () => {
    const steps: string[] = [];
    const before = await stored(id);
    const err = await refusal(save('Chowder', { id, body: { version: 1 }, steps }));
    expect(err.statusCode).toBe(409);
    expect(err.message).toBe(MENU_ITEM_MESSAGES.stale);
    expect(err.errors).toEqual([{ field: 'version', message: MENU_ITEM_MESSAGES.stale }]);
    expect(steps).toEqual(['lock']);
    expect(await stored(id)).toEqual(before);
  });

  it("answers 404 for another kitchen's id, as for a missing one", async () => {
    const theirs = await save('Theirs', {
      by: { id: other.userId, login: other.login, kitchenId: other.kitchenId },
    });
    const steps: string[] = [];
    for (const missing of [theirs.id, 999_999]) {
      const err = await refusal(save('Mine now', { id: missing, steps }));
      expect([err.statusCode, err.message]).toEqual([404, MENU_ITEM_MESSAGES.notFound]);
    }
    expect(steps).toEqual(['lock', 'lock']);
  });

  it('refuses a body naming another id (400) before opening the transaction', async () => {
    const steps: string[] = [];
    const err = await refusal(save('X', { id, body: { id: id + 1 }, steps }));
    expect([err.statusCode, err.message]).toEqual([400, MENU_ITEM_MESSAGES.idMismatch]);
    expect(steps).toEqual([]);
  });

  it('a foreign key refusing a line (its recipe deleted meanwhile) is a 409 and undoes the row', async () => {
    const count = await menuItemCount();
    const gone = { position: 0, recipeId: 999_999, yieldQuantity: 1, yieldUnits: 'Cup' };
    const err = await refusal(save('Ghost', { lines: [gone] }));
    expect([err.statusCode, err.message]).toEqual([409, MENU_ITEM_MESSAGES.changedMeanwhile]);
    expect(await menuItemCount()).toBe(count);
    expect(await t.db.select().from(kitchenActivity).where(eq(kitchenActivity.name, 'Ghost'))).toEqual([]);
  });

  it('a unique index refusing the write answers onDuplicate; without one the error is not hidden', async () => {
    const count = await menuItemCount();
    const twice = [0, 1].map((position) => ({ position, recipeId, yieldQuantity: 1, yieldUnits: 'Cup' }));
    const err = await refusal(save('Twice', { lines: twice, onDuplicate: () => badRequest('Two of one') }));
    expect([err.statusCode, err.message]).toEqual([400, 'Two of one']);
    const raw = await save('Twice', { lines: twice }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(raw).toBeDefined();
    expect(raw).not.toBeInstanceOf(AppError);
    expect(await menuItemCount()).toBe(count);
  });
});
