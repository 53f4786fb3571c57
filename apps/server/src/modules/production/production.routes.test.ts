import type {
  TBatch,
  TMenu,
  TPreplistResponse,
  TPrepRecipe,
  TProductionCheckOff,
  TProductionPlan,
  TRecipe,
} from '@brigade/core';
import { MSG, PRODUCTION_MESSAGES, RECIPE_MESSAGES } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem } from '../../test/menu-items.test-helpers.ts';
import {
  createIngredient,
  createRecipe,
  createVendor,
  line,
  subLine,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-26T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
const ids = { dough: 0, shortbread: 0, tartShell: 0, flour: 0, wedding: 0 };

async function inject(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return t.app.inject({ method, url, headers: user.headers, payload: body as Record<string, unknown> });
}
async function send<T>(user: TestUser, method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> {
  const res = await inject(user, method, url, body);
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json();
}
async function plan(user: TestUser, query: Record<string, string>): Promise<TProductionPlan> {
  const res = await inject(user, 'GET', `/api/production-plan?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const batches = (p: TProductionPlan): TBatch[] => p.days.flatMap((d) => d.teams.flatMap((tm) => tm.batches));
const batchOf = (p: TProductionPlan, name: string) => batches(p).find((b) => b.recipe.name === name)!;

/**
 * A pastry kitchen worked out by hand (ingredients bought by the pound, no conversions):
 * - Sweet Dough yields 10 lb: 5 lb flour, 3 lb butter, 2 lb sugar.
 * - Shortbread yields 20 Each: 2 lb Sweet Dough + 1/2 lb sugar.
 * - Tart Shell yields 10 Each: 1 lb Sweet Dough.
 * - Menu items (1 serving each): Shortbread Plate = 2 Each Shortbread; Fruit Tart = 1 Each Tart Shell.
 * Events on Sat 5 Dec 2026:
 * - Hartley Wedding, 18:00Z, Shortbread Plate × 100 and Fruit Tart × 50;
 * - Late Gala, 02:00Z on the 6th (20:00 on the 5th in Chicago), Shortbread Plate × 40;
 * - Cancelled Party, 18:00Z, Shortbread Plate × 1000 (adds nothing).
 */
beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
  other = await t.createUser();
  const vendor = await createVendor(t, chef);
  const ingredient = async (name: string, allergens: string[]) =>
    (await createIngredient(t, chef, vendor, { name, cost: 1, costAmount: 1, costUnits: 'Pound', allergens }))
      .id;
  const flour = await ingredient('Flour', ['WHEAT']);
  const butter = await ingredient('Butter', ['MILK']);
  const sugar = await ingredient('Sugar', []);
  ids.flour = flour;
  const recipe = async (name: string, yieldQuantity: number, yieldUnits: string, lines: object) =>
    (
      await createRecipe(t, chef, {
        name,
        team: 'Pastry',
        category: 'Cookies and Cakes',
        yieldQuantity,
        yieldUnits,
        prepNotes: 'Bake it well.',
        ...lines,
      })
    ).id;
  ids.dough = await recipe('Sweet Dough', 10, 'Pound', {
    recipeIngredients: [line(flour, 5, 'Pound'), line(butter, 3, 'Pound'), line(sugar, 2, 'Pound')],
  });
  ids.shortbread = await recipe('Shortbread', 20, 'Each', {
    recipeIngredients: [line(sugar, 0.5, 'Pound')],
    recipeSubRecipes: [subLine(ids.dough, 2, 'Pound')],
  });
  ids.tartShell = await recipe('Tart Shell', 10, 'Each', {
    recipeSubRecipes: [subLine(ids.dough, 1, 'Pound')],
  });
  const plate = await createMenuItem(t, chef, {
    ...completeItem('Shortbread Plate', 1),
    menuItemRecipes: [subLine(ids.shortbread, 2, 'Each')],
  });
  const tart = await createMenuItem(t, chef, {
    ...completeItem('Fruit Tart', 1),
    menuItemRecipes: [subLine(ids.tartShell, 1, 'Each')],
  });
  const menu = await send<TMenu>(chef, 'POST', '/api/menus', {
    name: 'Pastry',
    season: 'Winter',
    year: 2026,
    menuSections: [
      {
        name: 'Desserts',
        menuSectionItems: [
          { menuItem: { id: plate.id }, price: 6 },
          { menuItem: { id: tart.id }, price: 8 },
        ],
      },
    ],
  });
  const [plateLine, tartLine] = menu.menuSections[0].menuSectionItems.map((i) => i.id);
  const event = async (title: string, start: string, items: [number, number][], over: object = {}) =>
    (
      await send<{ id: number }>(chef, 'POST', '/api/events', {
        title,
        start,
        end: new Date(Date.parse(start) + 3 * 3600_000).toISOString(),
        guestCount: 100,
        location: 'Grand Hall',
        banquetEventMenuSectionItems: items.map(([id, prepQuantity]) => ({
          menuSectionItem: { id },
          plating: 'Plated',
          prepQuantity,
        })),
        ...over,
      })
    ).id;
  ids.wedding = await event('Hartley Wedding', '2026-12-05T18:00:00Z', [
    [plateLine, 100],
    [tartLine, 50],
  ]);
  await event('Late Gala', '2026-12-06T02:00:00Z', [[plateLine, 40]]);
  await event('Cancelled Party', '2026-12-05T18:00:00Z', [[plateLine, 1000]], {
    status: 'CANCELLED',
    cancelReason: 'Called off',
  });
});
afterAll(() => t.close());

describe('GET /api/production-plan', () => {
  it('makes one batch per recipe per day: a sub-recipe used by two recipes, two menu items and two events', async () => {
    const p = await plan(chef, {
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      timeZone: 'America/Chicago',
    });
    expect(p.events.map((e) => e.title)).toEqual(['Hartley Wedding', 'Late Gala']);
    expect(p.days.map((d) => d.date)).toEqual(['2026-12-05']);
    expect(p.days[0].teams.map((tm) => tm.team)).toEqual(['Pastry']);
    expect(batches(p).map((b) => b.recipe.name)).toEqual(['Shortbread', 'Sweet Dough', 'Tart Shell']);

    // Shortbread: (100 + 40) plates × 2 Each = 280 Each = 14 batches of 20; sugar 14 × 1/2 lb = 7 lb.
    const shortbread = batchOf(p, 'Shortbread');
    expect(shortbread).toMatchObject({ quantity: 280, units: 'Each', serviceDate: '2026-12-05' });
    expect(shortbread.uses.map((u) => [u.event.title, u.menuItem?.name, u.quantity])).toEqual([
      ['Hartley Wedding', 'Shortbread Plate', 200],
      ['Late Gala', 'Shortbread Plate', 80],
    ]);
    expect(shortbread.ingredients.map((i) => [i.name, i.quantity, i.units])).toEqual([['Sugar', 7, 'Pound']]);
    expect(shortbread.subRecipes).toEqual([
      expect.objectContaining({
        recipe: { id: ids.dough, name: 'Sweet Dough' },
        quantity: 28,
        units: 'Pound',
      }),
    ]);

    // Sweet Dough, ONE batch: Shortbread 10 × 2 lb (wedding) + 4 × 2 lb (gala) + Tart Shell 5 × 1 lb
    // (50 Each = 5 batches of 10) = 20 + 8 + 5 = 33 lb = 3.3 batches: flour 16.5, butter 9.9, sugar 6.6 lb.
    const dough = batchOf(p, 'Sweet Dough');
    expect(dough.quantity).toBeCloseTo(33, 9);
    expect(
      dough.uses.map((u) => [u.event.title, u.parentRecipe?.name, u.menuItem, round(u.quantity)]),
    ).toEqual([
      ['Hartley Wedding', 'Shortbread', null, 20],
      ['Hartley Wedding', 'Tart Shell', null, 5],
      ['Late Gala', 'Shortbread', null, 8],
    ]);
    expect(dough.ingredients.map((i) => [i.name, round(i.quantity)])).toEqual([
      ['Flour', 16.5],
      ['Butter', 9.9],
      ['Sugar', 6.6],
    ]);
    expect(dough.allergens).toEqual(['MILK', 'WHEAT']);
    expect(dough.key).toBe(`2026-12-05:Pastry:${ids.dough}`);
    expect(batchOf(p, 'Tart Shell').quantity).toBe(50);
  });

  it('takes the day of an event in the time zone asked (UTC by default)', async () => {
    const utc = await plan(chef, { startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(utc.timeZone).toBe('UTC');
    // The gala starts at 02:00 UTC on the 6th: another day in UTC.
    expect(utc.events.map((e) => e.title)).toEqual(['Hartley Wedding']);
    expect(batchOf(utc, 'Shortbread').quantity).toBe(200);
  });

  it('keeps one team when asked', async () => {
    const query = { startDate: '2026-12-05', endDate: '2026-12-06' };
    expect(batches(await plan(chef, { ...query, team: 'Banquets' }))).toEqual([]);
    expect(batches(await plan(chef, { ...query, team: 'Pastry' }))).toHaveLength(3 + 2);
  });

  it('refuses bad ranges and time zones with a clear 400', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const res = await inject(chef, 'GET', `/api/production-plan?${new URLSearchParams(query)}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await refused({ endDate: '2026-12-05' }, PRODUCTION_MESSAGES.startDateRequired);
    await refused({ startDate: '2026-12-05', endDate: '2026-02-30' }, PRODUCTION_MESSAGES.endDateRequired);
    await refused({ startDate: '2026-12-05', endDate: '2026-12-04' }, PRODUCTION_MESSAGES.endBeforeStart);
    await refused({ startDate: '2026-12-01', endDate: '2027-02-01' }, PRODUCTION_MESSAGES.rangeTooLong(62));
    await refused(
      { startDate: '2026-12-05', endDate: '2026-12-05', timeZone: 'Mars/Olympus' },
      PRODUCTION_MESSAGES.timeZoneInvalid('Mars/Olympus'),
    );
    // 62 days, both ends counted, is the longest range.
    await plan(chef, { startDate: '2026-12-01', endDate: '2027-01-31' });
  });

  it('shows another kitchen nothing of this one', async () => {
    const p = await plan(other, { startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(p.events).toEqual([]);
    expect(p.days).toEqual([]);
  });
});

describe('the per-event prep list', () => {
  it('names a recipe once per team: the dough of the shortbread and the tart shells is one line', async () => {
    const res = await inject(chef, 'POST', `/api/events/${ids.wedding}/preplist`);
    expect(res.statusCode, res.body).toBe(201);
    const list: TPreplistResponse = res.json();
    const [pastry] = list.teamPreplists;
    const items = pastry.preplistSections[0].preplistItems;
    const named = (rs: TPrepRecipe[]): [string, number | null][] =>
      rs.flatMap((r) => [[r.name, r.scaledYield] as [string, number | null], ...named(r.prepRecipes)]);
    // Shortbread 200 Each (10 batches) → dough 20 lb; tart shells 50 Each (5 batches) → dough 5 lb:
    // one dough line of 25 lb, under the shortbread (where it is first met), none under the shells.
    expect(items.map((i) => [i.name, named(i.prepRecipes)])).toEqual([
      [
        'Shortbread Plate',
        [
          ['Shortbread', 200],
          ['Sweet Dough', 25],
        ],
      ],
      ['Fruit Tart', [['Tart Shell', 50]]],
    ]);
    const dough = items[0].prepRecipes[0].prepRecipes[0];
    expect(dough.uses?.map((u) => [u.name, u.recipeId, u.quantity])).toEqual([
      ['Shortbread', ids.shortbread, 20],
      ['Tart Shell', ids.tartShell, 5],
    ]);
    // 25 lb = 2.5 batches: flour 12.5, butter 7.5, sugar 5 lb; the pull list adds the shortbread's
    // own sugar, 10 × 1/2 lb = 5 lb: 10 lb.
    expect(dough.recipeIngredients.map((l) => [l.name, l.quantity])).toEqual([
      ['Flour', 12.5],
      ['Butter', 7.5],
      ['Sugar', 5],
    ]);
    expect(list.totals.find((t) => t.name === 'Sugar')?.quantity).toBe(10);
  });
});

describe('PUT /api/production-plan/check-offs', () => {
  it('marks a batch done by the member, shows it on the plan, and takes it back', async () => {
    const body = { date: '2026-12-05', team: 'Pastry', recipeId: ids.dough, done: true };
    const done = await send<TProductionCheckOff>(chef, 'PUT', '/api/production-plan/check-offs', body);
    expect(done).toEqual({
      key: `2026-12-05:Pastry:${ids.dough}`,
      checkOff: { by: 'Ana Lopez', at: '2026-11-26T12:00:00.000Z' },
    });
    const query = { startDate: '2026-12-05', endDate: '2026-12-05' };
    expect(batchOf(await plan(chef, query), 'Sweet Dough').checkOff).toEqual(done.checkOff);
    expect(batchOf(await plan(chef, query), 'Shortbread').checkOff).toBeNull();

    const undone = await send<TProductionCheckOff>(chef, 'PUT', '/api/production-plan/check-offs', {
      ...body,
      done: false,
    });
    expect(undone).toEqual({ key: done.key, checkOff: null });
    expect(batchOf(await plan(chef, query), 'Sweet Dough').checkOff).toBeNull();
  });

  it('answers 404 for another kitchen’s recipe and 400 for a bad body, changing nothing', async () => {
    const body = { date: '2026-12-05', team: 'Pastry', recipeId: ids.dough, done: true };
    const foreign = await inject(other, 'PUT', '/api/production-plan/check-offs', body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RECIPE_MESSAGES.notFound);
    const bad = await inject(chef, 'PUT', '/api/production-plan/check-offs', { ...body, date: '5 Dec' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(PRODUCTION_MESSAGES.dateRequired);
    const p = await plan(chef, { startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(batchOf(p, 'Sweet Dough').checkOff).toBeNull();
  });
});

describe('lead times and shelf lives', () => {
  /**
   * Saves a recipe as read, with these changes (the rest of the reply rides along, ignored), then
   * confirms the kitchen's events again: a Definite event plans with the recipes it was confirmed with.
   */
  async function change(id: number, fields: object) {
    const got = await inject(chef, 'GET', `/api/recipes/${id}`);
    const saved = await send<TRecipe>(chef, 'PUT', `/api/recipes/${id}`, {
      ...got.json<TRecipe>(),
      ...fields,
    });
    const range = 'startDate=2026-01-01T00:00:00Z&endDate=2027-12-31T00:00:00Z';
    const events = (await inject(chef, 'GET', `/api/events?${range}`)).json<
      { id: number; status: string }[]
    >();
    for (const e of events.filter((x) => x.status === 'DEFINITE')) {
      expect((await inject(chef, 'POST', `/api/events/${e.id}/confirm`)).statusCode).toBe(200);
    }
    return saved;
  }
  const query = { startDate: '2026-12-05', endDate: '2026-12-05', timeZone: 'America/Chicago' };
  const day = (p: TProductionPlan, date: string) =>
    p.days
      .find((d) => d.date === date)
      ?.teams.flatMap((tm) => tm.batches.map((b) => [b.recipe.name, round(b.quantity)]));

  it('makes a batch its lead time before the day it is used; a sub-recipe before its parent’s day', async () => {
    expect(await change(ids.dough, { leadTimeDays: 1, shelfLifeDays: 1 })).toMatchObject({
      leadTimeDays: 1,
      shelfLifeDays: 1,
    });
    await change(ids.shortbread, { leadTimeDays: 1 });
    const p = await plan(chef, query);
    // Shortbread (lead 1) on the 4th for the 5th; its dough (lead 1) on the 3rd: 28 lb. The tart shells
    // (lead 0) on the 5th; their dough on the 4th: 5 lb. Two dough batches: two days.
    expect(p.days.map((d) => d.date)).toEqual(['2026-12-03', '2026-12-04', '2026-12-05']);
    expect(day(p, '2026-12-03')).toEqual([['Sweet Dough', 28]]);
    expect(day(p, '2026-12-04')).toEqual([
      ['Shortbread', 280],
      ['Sweet Dough', 5],
    ]);
    expect(day(p, '2026-12-05')).toEqual([['Tart Shell', 50]]);
    const early = p.days[0].teams[0].batches[0];
    expect(early).toMatchObject({
      key: `2026-12-03:Pastry:${ids.dough}`,
      recipe: { leadTimeDays: 1, shelfLifeDays: 1 },
      serviceDate: '2026-12-05',
      useBy: '2026-12-04',
      warnings: [],
    });
  });

  it('flags a batch made longer before its use than it keeps', async () => {
    await change(ids.dough, { leadTimeDays: 2 });
    const p = await plan(chef, query);
    // Dough for the shortbread (made the 4th) on the 2nd; for the tart shells (the 5th) on the 3rd.
    expect(day(p, '2026-12-02')).toEqual([['Sweet Dough', 28]]);
    for (const date of ['2026-12-02', '2026-12-03']) {
      const dough = batchOf({ ...p, days: p.days.filter((d) => d.date === date) }, 'Sweet Dough');
      expect(dough.warnings).toEqual([PRODUCTION_MESSAGES.keptTooLong(2, 1)]);
    }
  });

  it('by production day: a day holds everything made on it, for events as far ahead as the longest lead chain', async () => {
    // As above: dough (lead 2) under the shortbread (lead 1): a 3-day chain. The shortbread's dough
    // for the 5th is made on the 2nd, three days before its event; the tart shells' dough on the 3rd.
    const on = (date: string, by?: string) =>
      plan(chef, { startDate: date, endDate: date, timeZone: 'America/Chicago', ...(by ? { by } : {}) });
    const second = await on('2026-12-02', 'production');
    expect(day(second, '2026-12-02')).toEqual([['Sweet Dough', 28]]);
    expect(second.days.map((d) => d.date)).toEqual(['2026-12-02']);
    expect(second.events.map((e) => e.title)).toEqual(['Hartley Wedding', 'Late Gala']);
    const third = await on('2026-12-03', 'production');
    expect(third.days.map((d) => d.date)).toEqual(['2026-12-03']);
    expect(day(third, '2026-12-03')).toEqual([['Sweet Dough', 5]]);
    expect(third.events.map((e) => e.title)).toEqual(['Hartley Wedding']);
    // By service day (the default) the 3rd has no event: nothing.
    expect((await on('2026-12-03')).days).toEqual([]);
    const bad = await inject(
      chef,
      'GET',
      '/api/production-plan?startDate=2026-12-03&endDate=2026-12-03&by=week',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PRODUCTION_MESSAGES.byInvalid);
  });

  it('keeps them when a client (spec 7) saves the recipe without them', async () => {
    const got = (await inject(chef, 'GET', `/api/recipes/${ids.dough}`)).json();
    const { leadTimeDays: _l, shelfLifeDays: _s, ...spec7 } = got;
    const saved = await send<TRecipe>(chef, 'PUT', `/api/recipes/${ids.dough}`, spec7);
    expect(saved).toMatchObject({ leadTimeDays: 2, shelfLifeDays: 1 });
    const bad = await inject(chef, 'PUT', `/api/recipes/${ids.dough}`, { ...got, leadTimeDays: 31 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MSG.leadTimeDaysRange);
  });
});

const round = (n: number) => Math.round(n * 1e9) / 1e9;
