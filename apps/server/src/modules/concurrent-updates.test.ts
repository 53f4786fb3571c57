import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FullKitchen, fullKitchen } from '../test/full-kitchen.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * Two updates sent at once from the version both read — exactly one is saved (200)
 * and the other answers 409; none vanishes silently. Run on PostgreSQL too (TEST_DATABASE_URL, the
 * server-pg project), where the two transactions really run side by side.
 */

let t: TestApp;
let chef: TestUser;
let k: FullKitchen;
beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  k = await fullKitchen(t, chef);
}, 120_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;

const read = async (url: string): Promise<Json> => {
  const res = await t.app.inject({ method: 'GET', url, headers: chef.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An editable entity: where it is read, how an update is sent, and the field the two edits change. */
type Entity = {
  name: string;
  url: () => string;
  send: (current: Json, edit: string) => { method: 'POST' | 'PUT'; url: string; payload: Json };
  edited: (current: Json) => unknown;
};

const entities: Entity[] = [
  {
    name: 'ingredient (POST /api/ingredients with id)',
    url: () => `/api/ingredients/${k.butter.id}`,
    // Two cooks change the cost: $5 and $6 a pound.
    send: (current, edit) => ({
      method: 'POST',
      url: '/api/ingredients',
      payload: { ...current, cost: edit === 'A' ? 5 : 6 },
    }),
    edited: (current) => current.cost,
  },
  {
    name: 'vendor',
    url: () => `/api/vendors/${k.vendor}`,
    send: (current, edit) => ({
      method: 'PUT',
      url: `/api/vendors/${k.vendor}`,
      payload: { name: `Sysco ${edit}`, version: current.version },
    }),
    edited: (current) => current.name,
  },
  {
    name: 'recipe',
    url: () => `/api/recipes/${k.bechamel.id}`,
    send: (current, edit) => ({
      method: 'PUT',
      url: `/api/recipes/${k.bechamel.id}`,
      payload: { ...current, prepNotes: `Whisk, version ${edit}.` },
    }),
    edited: (current) => current.prepNotes,
  },
  {
    name: 'menu item',
    url: () => `/api/menuItems/${k.menuItem.id}`,
    send: (current, edit) => ({
      method: 'PUT',
      url: `/api/menuItems/${k.menuItem.id}`,
      payload: { ...current, platingNotes: `Warm plate ${edit}.` },
    }),
    edited: (current) => current.platingNotes,
  },
  {
    name: 'menu',
    url: () => `/api/menus/${k.menu.id}`,
    send: (current, edit) => ({
      method: 'PUT',
      url: `/api/menus/${k.menu.id}`,
      payload: { ...current, name: `Winter ${edit}` },
    }),
    edited: (current) => current.name,
  },
  {
    name: 'event',
    url: () => `/api/events/${k.event.id}`,
    send: (current, edit) => ({
      method: 'PUT',
      url: `/api/events/${k.event.id}`,
      // The event as read, read-only fields and all (spec 7's client sends it back so).
      payload: { ...current, location: `Hall ${edit}` },
    }),
    edited: (current) => current.location,
  },
];

const ROUNDS = 5;

describe('two concurrent updates from one version', () => {
  it.each(entities.map((e) => [e.name, e] as const))(
    '%s: exactly one is saved, the other answers 409, in every round',
    async (_name, entity) => {
      for (let round = 0; round < ROUNDS; round++) {
        const before = await read(entity.url());
        const [a, b] = await Promise.all(
          ['A', 'B'].map((edit) => t.app.inject({ ...entity.send(before, edit), headers: chef.headers })),
        );
        const statuses = [a.statusCode, b.statusCode];
        expect(
          statuses.toSorted(),
          `round ${round}: ${a.body.slice(0, 200)} | ${b.body.slice(0, 200)}`,
        ).toEqual([200, 409]);
        const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
        expect(loser.json()).toMatchObject({ title: 'Conflict', errors: [{ field: 'version' }] });
        // What is stored is the winner's edit, one version on; the loser changed nothing.
        const after = await read(entity.url());
        expect(entity.edited(after)).toEqual(entity.edited(winner.json()));
        expect(after.version).toBe((before.version as number) + 1);
      }
    },
    60_000,
  );
});
