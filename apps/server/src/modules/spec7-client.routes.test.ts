import type { TDeleteReply, TMenu } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor } from '../test/catalogue.test-helpers.ts';
import { type FullKitchen, fullKitchen } from '../test/full-kitchen.ts';
import { createMenuItem } from '../test/menu-items.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * A client written from the spec alone (spec 3, 4 and 7): it reads an entity, sends it back as it
 * read it (no `version`, or the read-only fields it was given), deletes and shows the server's
 * `{ title, message }`, and pages ingredients by currentPage and hasNextPage. Each entity of spec 7
 * that a client updates: recipes, menu items, menus, events, ingredients (POST with an id), vendors.
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers: chef.headers, ...(payload ? { payload } : {}) });

async function read(url: string): Promise<Json> {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * What a save moves on by itself: the version, the BEO revision, when and by whom it last changed, and
 * the ids of the lines it writes again (a recipe's, a menu item's, an event's lines, an ingredient's
 * conversions and nutrients are replaced with the entity: the same lines under new ids).
 */
function withoutSaveStamps(entity: Json): Json {
  const {
    version: _v,
    beoRevision: _r,
    lastModifiedDate: _l,
    modifiedDate: _m,
    modifiedBy: _b,
    ...rest
  } = entity;
  return withoutLineIds(rest) as Json;
}

function withoutLineIds(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => {
      if (typeof item !== 'object' || item === null) return item;
      const { id: _, ...line } = item as Json;
      return withoutLineIds(line);
    });
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutLineIds(child)]));
}

/** An entity a spec 7 client updates: where it is read, how its update is sent, a field it edits. */
type Entity = {
  name: string;
  url: () => string;
  /** The update as spec 7 calls it: PUT /api/x/{id}, or an ingredient's POST with its id. */
  send: (body: Json) => Promise<Awaited<ReturnType<typeof call>>>;
  field: string;
  edits: [unknown, unknown];
};

const put = (url: () => string) => (body: Json) => call('PUT', url(), body);

const entities: Entity[] = [
  {
    name: 'recipe',
    url: () => `/api/recipes/${k.bechamel.id}`,
    send: put(() => `/api/recipes/${k.bechamel.id}`),
    field: 'prepNotes',
    edits: ['Whisk the roux into hot milk.', 'Simmer 10 minutes.'],
  },
  {
    name: 'menu item',
    url: () => `/api/menuItems/${k.menuItem.id}`,
    send: put(() => `/api/menuItems/${k.menuItem.id}`),
    field: 'description',
    edits: ['Potatoes in béchamel under a pepper crust', 'Baked to order'],
  },
  {
    name: 'menu',
    url: () => `/api/menus/${k.menu.id}`,
    send: put(() => `/api/menus/${k.menu.id}`),
    field: 'name',
    edits: ['Winter Supper', 'Winter Dinner'],
  },
  {
    name: 'event',
    url: () => `/api/events/${k.event.id}`,
    send: put(() => `/api/events/${k.event.id}`),
    field: 'location',
    edits: ['Garden Terrace', 'Rose Room'],
  },
  {
    name: 'ingredient',
    url: () => `/api/ingredients/${k.butter.id}`,
    send: (body) => call('POST', '/api/ingredients', body),
    field: 'cost',
    edits: [5, 6],
  },
  {
    name: 'vendor',
    url: () => `/api/vendors/${k.vendor}`,
    send: put(() => `/api/vendors/${k.vendor}`),
    field: 'name',
    edits: ['Sysco Foods', 'Sysco Boston'],
  },
];

describe.each(entities)('a spec 7 client updating a $name', (entity) => {
  it('sends back the GET reply unchanged: 200, and nothing changes but the save stamps', async () => {
    const before = await read(entity.url());
    const res = await entity.send(before);
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(entity.url());
    expect(res.json()).toEqual(after);
    expect(withoutSaveStamps(after)).toEqual(withoutSaveStamps(before));
    expect(after.version).toBe((before.version as number) + 1);
  });

  it('sends an edit without a version: it applies', async () => {
    const { version: _, ...unversioned } = await read(entity.url());
    const res = await entity.send({ ...unversioned, [entity.field]: entity.edits[0] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(entity.url()))[entity.field]).toEqual(entity.edits[0]);
  });

  it('sends an edit with a stale version: 409, and nothing changes', async () => {
    const current = await read(entity.url());
    const stale = { ...current, version: (current.version as number) - 1, [entity.field]: entity.edits[1] };
    const res = await entity.send(stale);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'version', message: expect.any(String) }]);
    expect(await read(entity.url())).toEqual(current);
  });

  it('sends a field the entity does not have: 400 naming it, and nothing changes', async () => {
    const current = await read(entity.url());
    const res = await entity.send({ ...current, colour: 'red' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'colour', message: 'Unknown field: colour' }]);
    expect(await read(entity.url())).toEqual(current);
  });
});

describe('a spec 7 client sending an entity back with its lines as read', () => {
  it('an event line keeps its read-only costPerServing and menu section item; an unknown field on it is 400', async () => {
    const event = await read(`/api/events/${k.event.id}`);
    const [line] = event.banquetEventMenuSectionItems as Json[];
    // What the issue saw: 400 "Unknown field: costPerServing" for the event exactly as GET answered it.
    expect(line).toHaveProperty('costPerServing');
    expect(line.menuSectionItem).toHaveProperty('menuItem');
    const res = await call('PUT', `/api/events/${k.event.id}`, {
      ...event,
      banquetEventMenuSectionItems: [{ ...line, colour: 'red' }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'banquetEventMenuSectionItems.0.colour', message: 'Unknown field: colour' },
    ]);
  });
});

describe('GET /api/menus/{id}: spec 3’s flat menuSectionItems beside menuSections', () => {
  it('lists every section’s items in order, each naming its section', async () => {
    const bites = await createMenuItem(t, chef, { name: 'Crust Bites' });
    const toast = await createMenuItem(t, chef, { name: 'Pepper Toast' });
    const created = await call('POST', '/api/menus', {
      name: 'Tasting',
      season: 'Fall',
      year: 2020,
      menuSections: [
        { name: 'Starters', menuSectionItems: [{ menuItem: { id: bites.id }, price: 6 }] },
        {
          name: 'Mains',
          menuSectionItems: [
            { menuItem: { id: toast.id }, price: 12 },
            { menuItem: { id: bites.id }, price: 8 },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const menu = (await read(`/api/menus/${created.json().id}`)) as TMenu;
    const [starters, mains] = menu.menuSections;
    expect(menu.menuSectionItems).toEqual([
      starters.menuSectionItems[0],
      mains.menuSectionItems[0],
      mains.menuSectionItems[1],
    ]);
    expect(menu.menuSectionItems.map((item) => [item.section, item.menuItem.name, item.price])).toEqual([
      ['Starters', 'Crust Bites', 6],
      ['Mains', 'Pepper Toast', 12],
      ['Mains', 'Crust Bites', 8],
    ]);
    // The reply of the create says the same.
    expect(created.json().menuSectionItems).toEqual(menu.menuSectionItems);
  });
});

describe('GET /api/ingredients: spec 3’s currentPage and hasNextPage beside the page fields', () => {
  it('pages the kitchen’s four ingredients two at a time', async () => {
    const first = await read('/api/ingredients?page=0&limit=2');
    expect(first).toMatchObject({
      number: 0,
      last: false,
      totalElements: 4,
      currentPage: 0,
      hasNextPage: true,
    });
    const second = await read('/api/ingredients?page=1&limit=2');
    expect(second).toMatchObject({ number: 1, last: true, currentPage: 1, hasNextPage: false });
    const names = [...(first.content as Json[]), ...(second.content as Json[])].map((i) => i.name);
    expect(names).toEqual(['Butter', 'Flour', 'Milk', 'Pepper']);
  });
});

describe('ids in an address are written one way', () => {
  it('refuses /api/events/0{id} with 400 on every method, and touches nothing', async () => {
    const url = `/api/events/0${k.event.id}`;
    const event = await read(`/api/events/${k.event.id}`);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, url, method === 'PUT' ? event : undefined);
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'id', message: expect.stringMatching(/^The id must be/) }]);
    }
    expect(await read(`/api/events/${k.event.id}`)).toEqual(event);
  });
});

describe('a spec 7 client deleting: 200 with the { title, message } its delete dialog shows', () => {
  const deleted = async (url: string, name: string) => {
    const res = await call('DELETE', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as TDeleteReply).toEqual({ title: 'Deleted', message: `${name} was deleted.` });
    expect((await call('GET', url)).statusCode).toBe(404);
  };

  it('deletes an event, a menu, a menu item, a recipe, an ingredient and a vendor, each by name', async () => {
    const event = await read(`/api/events/${k.event.id}`);
    await deleted(`/api/events/${k.event.id}`, event.title as string);
    const menu = await read(`/api/menus/${k.menu.id}`);
    await deleted(`/api/menus/${k.menu.id}`, menu.name as string);
    await deleted(`/api/menuItems/${k.menuItem.id}`, 'Gratin');
    await deleted(`/api/recipes/${k.crust.id}`, 'Pepper Crust');
    await deleted(`/api/ingredients/${k.pepper.id}`, 'Pepper');
    const spare = await createVendor(t, chef, 'Spare Supply');
    await deleted(`/api/vendors/${spare.id}`, 'Spare Supply');
  });

  it('still answers 404 (another kitchen’s, or gone) and 409 (in use) with the error shape', async () => {
    const stranger = await t.createUser();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${k.roux.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const inUse = await call('DELETE', `/api/recipes/${k.roux.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ title: 'Recipe in use', errors: expect.any(Array) });
  });
});
