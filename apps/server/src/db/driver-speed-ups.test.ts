import type { TMenu, TRecipe } from '@brigade/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { completeItem, createMenuItem, menuKitchen } from '../test/menu-items.test-helpers.ts';
import { complete, line, sendRecipe, subLine } from '../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { driverSpeedUps, setDriverSpeedUps } from './driver-speed-ups.ts';

/**
 * The driver speed-ups (driver-speed-ups.ts) against the plain path: every read below is sent with the
 * speed-ups off, then on, to the same database, and both replies must be the same, on PGlite and on
 * PostgreSQL. The reads cover the statements rendered once (trees, menus, events, the production plan),
 * the lists, and each kind of column (timestamps, dates, decimals, jsonb, arrays).
 */

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
const urls: string[] = [];

async function get(url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url, headers: chef.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/**
 * How many statements `work` sent as named prepared statements: on PostgreSQL, those node-postgres sent
 * with a name; on PGlite (one session), those added to the session's pg_prepared_statements.
 */
async function namedStatementsDuring(work: () => Promise<void>): Promise<number> {
  if (t.database.driver === 'postgres') {
    const original = pg.Client.prototype.query;
    let named = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if ((args[0] as { name?: string } | null)?.name?.startsWith('brigade_')) named += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await work();
    } finally {
      pg.Client.prototype.query = original;
    }
    return named;
  }
  const count = async () =>
    (
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM pg_prepared_statements`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
  const before = await count();
  await work();
  return (await count()) - before;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  const k = await menuKitchen(t, chef);
  const item = await createMenuItem(t, chef, {
    ...completeItem('Gratin', 4),
    menuItemRecipes: [subLine(k.bechamel.id, 1, 'Cup'), subLine(k.crust.id, 0.5, 'Ounce')],
  });
  const menu = (
    await t.app.inject({
      method: 'POST',
      url: '/api/menus',
      headers: chef.headers,
      payload: {
        name: 'Winter',
        season: 'Winter',
        year: 2026,
        menuSections: [{ name: 'Mains', menuSectionItems: [{ menuItem: { id: item.id }, price: 18 }] }],
      },
    })
  ).json<TMenu>();
  const sectionItem = menu.menuSections[0].menuSectionItems[0].id;
  for (const [day, status] of [
    ['05', 'DEFINITE'],
    ['06', 'TENTATIVE'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: chef.headers,
      payload: {
        title: `Dinner ${day}`,
        start: `2026-12-${day}T18:00:00Z`,
        end: `2026-12-${day}T22:00:00Z`,
        guestCount: 80,
        location: 'Hall',
        status,
        banquetEventMenuSectionItems: [
          { menuSectionItem: { id: sectionItem }, plating: 'Plated', prepQuantity: 80 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  urls.push(
    '/api/vendors',
    '/api/ingredients',
    '/api/ingredients?search=flo',
    '/api/ingredients?sort=cost,desc',
    `/api/ingredients/${k.flour.id}`,
    `/api/ingredients/${k.flour.id}/prices`,
    '/api/recipes',
    `/api/recipes/${k.bechamel.id}`,
    `/api/recipes/${k.bechamel.id}/versions`,
    '/api/menuItems',
    `/api/menuItems/${item.id}`,
    '/api/menus',
    `/api/menus/${menu.id}`,
    '/api/events?startDate=2026-12-01T00:00:00Z&endDate=2026-12-31T00:00:00Z',
    '/api/production-plan?startDate=2026-12-01&endDate=2026-12-10&includeTentative=true',
    '/api/order-guide?startDate=2026-12-01T00:00:00Z&endDate=2026-12-31T00:00:00Z',
    '/api/kitchen/settings',
    '/api/kitchen/activity',
  );
});
afterEach(() => setDriverSpeedUps(true));
afterAll(() => t.close());

describe('the driver speed-ups answer what the plain path answers', () => {
  it('reads the same with the speed-ups off and on', async () => {
    const events = (await get(urls[13])) as { id: number }[];
    urls.push(...events.map((e) => `/api/events/${e.id}`));
    for (const url of urls) {
      setDriverSpeedUps(false);
      const plain = await get(url);
      setDriverSpeedUps(true);
      expect(await get(url), url).toEqual(plain);
    }
  });

  it('writes with the speed-ups off, and what it wrote reads the same either way', async () => {
    setDriverSpeedUps(false);
    const res = await sendRecipe(t, chef, {
      ...complete('Plain Roux', 2, 'Cup'),
      recipeIngredients: [
        line(((await get('/api/ingredients')) as { content: { id: number }[] }).content[0].id, 3, 'Ounce'),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<TRecipe>().id;
    const plain = await get(`/api/recipes/${id}`);
    setDriverSpeedUps(true);
    expect(await get(`/api/recipes/${id}`)).toEqual(plain);
  });

  it('sends no named prepared statement while off, and does once on', async () => {
    // Reads no test above sent: their statements are not prepared yet.
    const fresh = ['/api/menuItems?search=gra&sort=name,desc', '/api/recipes?search=bech&sort=name,desc'];
    const readAll = async () => {
      for (const url of fresh) await get(url);
    };
    setDriverSpeedUps(false);
    expect(await namedStatementsDuring(readAll)).toBe(0);
    setDriverSpeedUps(true);
    expect(driverSpeedUps.on).toBe(true);
    expect(await namedStatementsDuring(readAll)).toBeGreaterThan(0);
  });
});
