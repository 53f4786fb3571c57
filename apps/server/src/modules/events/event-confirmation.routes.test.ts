import type {
  TBanquetEvent,
  TBanquetEventListItem,
  TIngredient,
  TMenu,
  TPreplistResponse,
} from '@brigade/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banquetEvents, pinnedMenus } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { complete, line, subLine } from '../../test/recipes.test-helpers.ts';
import { recordStatements } from '../../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;
let sectionItem = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  k = await menuKitchen(t, chef);
  // Crust Plate: 1 oz of Pepper Crust a serving; the crust is 1 oz of pepper at $10 a pound:
  // $10 ÷ 16 = $0.625 a serving.
  const item = await createMenuItem(t, chef, {
    ...completeItem('Crust Plate', 1),
    menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
  });
  const menu = await call<TMenu>('POST', '/api/menus', {
    name: 'Winter',
    season: 'Winter',
    year: 2026,
    menuSections: [{ name: 'All', menuSectionItems: [{ menuItem: { id: item.id }, price: 5 }] }],
  });
  sectionItem = menu.menuSections[0].menuSectionItems[0].id;
});
afterAll(() => t.close());

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  status?: number,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url,
    headers: chef.headers,
    payload: body as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(
    status ?? (method === 'POST' && !url.includes('/confirm') ? 201 : 200),
  );
  return res.json() as T;
}

const event = (status: string) => ({
  title: 'Smith Wedding',
  start: '2026-12-05T17:00:00Z',
  end: '2026-12-05T23:00:00Z',
  guestCount: 100,
  location: 'Grand Hall',
  status,
  banquetEventMenuSectionItems: [{ menuSectionItem: { id: sectionItem }, prepQuantity: 100 }],
});

/** The pull list's pepper: 100 servings × 1 oz of crust × 1 oz of pepper = 100 oz as confirmed. */
const pepperTotal = (list: TPreplistResponse) => list.totals.find((l) => l.name === 'Pepper');

describe('a confirmed event keeps what was agreed', () => {
  it('keeps its food cost when a price doubles, says what changed, and takes the new one when confirmed again', async () => {
    const held = await call<TBanquetEvent>('POST', '/api/events', event('TENTATIVE'));
    expect(held.confirmation).toBeNull();
    // 100 servings × $0.625 = $62.50
    expect(held.figures.foodCost).toBeCloseTo(62.5, 10);

    const confirmed = await call<TBanquetEvent>('POST', `/api/events/${held.id}/confirm`, {
      version: held.version,
    });
    expect(confirmed.status).toBe('DEFINITE');
    expect(confirmed.beoRevision).toBe(held.beoRevision + 1);
    expect(confirmed.confirmation).toMatchObject({ changedSinceConfirmed: false, changes: [] });
    expect(confirmed.confirmation?.foodCost).toBeCloseTo(62.5, 10);
    const listBefore = await call<TPreplistResponse>(
      'POST',
      `/api/events/${held.id}/preplist`,
      undefined,
      201,
    );

    // Pepper doubles to $20 a pound: the menu would cost 100 × $1.25 = $125.00 now.
    const pepper = await call<TIngredient>('GET', `/api/ingredients/${k.pepper.id}`);
    await call('POST', '/api/ingredients', { ...pepper, cost: 20 }, 200);
    // The chef also makes the crust with 2 oz of pepper (a new version of the recipe): $2.50 a serving.
    await call('PUT', `/api/recipes/${k.crust.id}`, {
      ...complete('Pepper Crust', 1, 'Ounce'),
      recipeIngredients: [line(k.pepper.id, 2, 'Ounce')],
    });

    const after = await call<TBanquetEvent>('GET', `/api/events/${held.id}`);
    // What was agreed is unchanged: $62.50, and the BEO is the one confirmed.
    expect(after.figures.foodCost).toBeCloseTo(62.5, 10);
    expect(after.beoRevision).toBe(confirmed.beoRevision);
    expect(after.confirmation?.changedSinceConfirmed).toBe(true);
    // 100 servings × 1 oz crust × 2 oz pepper an oz of crust × $20 ÷ 16 an oz = $250.00
    expect(after.confirmation?.currentFoodCost).toBeCloseTo(250, 10);
    expect(after.confirmation?.changes).toEqual([
      'Pepper Crust (recipe) was saved again: version 1 → 2',
      'Food cost $62.50 → $250.00',
    ]);
    // The calendar's food cost and the prep list read the pinned trees too.
    const [row] = await call<TBanquetEventListItem[]>(
      'GET',
      '/api/events?startDate=2026-12-01T00:00:00Z&endDate=2026-12-31T00:00:00Z',
    );
    expect(row.foodCost).toBeCloseTo(62.5, 10);
    const listAfter = await call<TPreplistResponse>(
      'POST',
      `/api/events/${held.id}/preplist`,
      undefined,
      201,
    );
    expect(pepperTotal(listAfter)).toEqual(pepperTotal(listBefore));
    expect(pepperTotal(listBefore)?.cost).toBeCloseTo(62.5, 10);

    // Confirming again takes the new versions and costs, and raises the BEO revision.
    const again = await call<TBanquetEvent>('POST', `/api/events/${held.id}/confirm`);
    expect(again.figures.foodCost).toBeCloseTo(250, 10);
    expect(again.beoRevision).toBe(confirmed.beoRevision + 1);
    expect(again.confirmation).toMatchObject({ changedSinceConfirmed: false, changes: [] });
  });

  it('confirms an event booked Definite at once; a stale version is a 409; another kitchen’s is a 404', async () => {
    const booked = await call<TBanquetEvent>('POST', '/api/events', event('DEFINITE'));
    expect(booked.confirmation?.changedSinceConfirmed).toBe(false);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/events/${booked.id}/confirm`,
      headers: chef.headers,
      payload: { version: booked.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const other = await t.createUser();
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/events/${booked.id}/confirm`,
      headers: other.headers,
    });
    expect(hidden.statusCode).toBe(404);
    // Back to Tentative, it lets the pinned menu go.
    const held = await call<TBanquetEvent>('PUT', `/api/events/${booked.id}`, { ...event('TENTATIVE') });
    expect(held.confirmation).toBeNull();
  });

  it('stores one pin for events confirmed on the same menu, and drops it when the last event lets it go', async () => {
    // A price no earlier test confirmed on, so these pins are the only ones holding it.
    const pepper = await call<TIngredient>('GET', `/api/ingredients/${k.pepper.id}`);
    await call('POST', '/api/ingredients', { ...pepper, cost: 30 }, 200);
    const a = await call<TBanquetEvent>('POST', '/api/events', event('DEFINITE'));
    const b = await call<TBanquetEvent>('POST', '/api/events', event('DEFINITE'));
    const pinOf = async (id: number) =>
      (
        await t.db
          .select({ pinned: banquetEvents.pinnedMenuId })
          .from(banquetEvents)
          .where(and(eq(banquetEvents.kitchenId, chef.kitchenId), eq(banquetEvents.id, id)))
      )[0].pinned;
    const stored = async (ids: (number | null)[]) =>
      (
        await t.db
          .select({ id: pinnedMenus.id })
          .from(pinnedMenus)
          .where(
            inArray(
              pinnedMenus.id,
              ids.filter((id): id is number => id !== null),
            ),
          )
      ).map((r) => r.id);
    const shared = await pinOf(a.id);
    expect(shared).not.toBeNull();
    expect(await pinOf(b.id)).toBe(shared);

    // The price moves and B is confirmed again: B holds a new pin, A keeps the shared one.
    await call('POST', '/api/ingredients', { ...pepper, cost: 40, version: pepper.version + 1 }, 200);
    const bAgain = await call<TBanquetEvent>('POST', `/api/events/${b.id}/confirm`);
    // 100 servings × 1 oz crust × 2 oz pepper × $40 ÷ 16 = $500.00; A still answers $30: $375.00.
    expect(bAgain.figures.foodCost).toBeCloseTo(500, 10);
    expect((await call<TBanquetEvent>('GET', `/api/events/${a.id}`)).figures.foodCost).toBeCloseTo(375, 10);
    const own = await pinOf(b.id);
    expect(own).not.toBe(shared);
    expect(await stored([shared, own])).toHaveLength(2);

    // A deleted: no event holds the shared pin any more, and it goes; B's stays.
    const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${a.id}`, headers: chef.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored([shared, own])).toEqual([own]);
  });

  it('reads a pinned menu’s text once: later reads find it kept by its hash', async () => {
    /** The work's statements that read a pinned menu's text, and its result. */
    const menuTextsOf = async <T>(work: () => Promise<T>) => {
      const recorder = recordStatements(t.database);
      try {
        const result = await work();
        return { result, menuTexts: recorder.statements.filter((s) => /p\.menu::text/.test(s)).length };
      } finally {
        recorder.stop();
      }
    };
    const calendar = () =>
      call<TBanquetEventListItem[]>(
        'GET',
        '/api/events?startDate=2027-01-01T00:00:00Z&endDate=2027-01-31T00:00:00Z',
      );
    const jan = (day: string) => ({
      ...event('DEFINITE'),
      start: `2027-01-${day}T17:00:00Z`,
      end: `2027-01-${day}T23:00:00Z`,
    });
    const pepper = await call<TIngredient>('GET', `/api/ingredients/${k.pepper.id}`);
    // A price no other test pinned: this menu's content, and so its hash, is new to the process.
    await call('POST', '/api/ingredients', { ...pepper, cost: 48 }, 200);

    // Booked Definite, the event is confirmed at once; its reply reads the menu it pinned, once.
    const first = await menuTextsOf(() => call<TBanquetEvent>('POST', '/api/events', jan('10')));
    expect(first.menuTexts).toBe(1);
    const read = await menuTextsOf(calendar);
    const again = await menuTextsOf(calendar);
    expect([read.menuTexts, again.menuTexts]).toEqual([0, 0]);
    // 100 servings × 1 oz crust × 2 oz pepper × $48 ÷ 16 = $600.00, from the kept menu.
    expect(read.result.map((r) => r.foodCost)).toEqual([first.result.figures.foodCost]);
    expect(read.result[0].foodCost).toBeCloseTo(600, 10);
    expect(again.result).toEqual(read.result);

    // The price moves and a second event is confirmed: only its new menu is read, once.
    await call('POST', '/api/ingredients', { ...pepper, cost: 64, version: pepper.version + 1 }, 200);
    const second = await menuTextsOf(() => call<TBanquetEvent>('POST', '/api/events', jan('20')));
    const both = await menuTextsOf(calendar);
    expect([second.menuTexts, both.menuTexts]).toEqual([1, 0]);
    // The first keeps what it pinned ($600.00); the second: 100 × 2 oz × $64 ÷ 16 = $800.00.
    expect(both.result.map((r) => r.foodCost)).toEqual([600, 800].map((n) => expect.closeTo(n, 10)));
  });
});
