import {
  eventTotals,
  type TBanquetEvent,
  type TBanquetEventListItem,
  type TEventMenuChoices,
  type TMenu,
  type TPreplistResponse,
} from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem, getJson, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { subLine } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;
let winter: TMenu;
/** Menu section items of the complete Winter menu: the gratin ($12) and the crust plate ($5). */
const line = { gratin: 0, crust: 0 };
let draftMenuItemLine = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  k = await menuKitchen(t, chef);
  const gratin = await createMenuItem(t, chef, {
    ...completeItem('Gratin', 4),
    menuItemRecipes: [subLine(k.bechamel.id, 2, 'Cup'), subLine(k.crust.id, 2, 'Ounce')],
  });
  const crust = await createMenuItem(t, chef, {
    ...completeItem('Crust Plate', 1),
    menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
  });
  winter = await saveMenu({
    name: 'Winter',
    season: 'Winter',
    year: 2026,
    menuSections: [
      { name: 'Mains', menuSectionItems: [{ menuItem: { id: gratin.id }, price: 12 }] },
      { name: 'Sides', menuSectionItems: [{ menuItem: { id: crust.id }, price: 5 }] },
    ],
  });
  line.gratin = winter.menuSections[0].menuSectionItems[0].id;
  line.crust = winter.menuSections[1].menuSectionItems[0].id;
  // A menu still in progress (no season): its items are not offered for events.
  const draft = await saveMenu({
    name: 'Draft',
    menuSections: [{ name: 'Mains', menuSectionItems: [{ menuItem: { id: crust.id }, price: 6 }] }],
  });
  draftMenuItemLine = draft.menuSections[0].menuSectionItems[0].id;
});
afterAll(() => t.close());

async function saveMenu(body: Record<string, unknown>, id?: number): Promise<TMenu> {
  const res = await t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/menus/${id}` : '/api/menus',
    headers: chef.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return res.json();
}

const send = (user: TestUser, method: 'POST' | 'PUT' | 'PATCH', body: unknown, id?: number) =>
  t.app.inject({
    method,
    url: id === undefined ? '/api/events' : `/api/events/${id}`,
    headers: user.headers,
    payload: body as Record<string, unknown>,
  });

const gala = (over: Record<string, unknown> = {}) => ({
  title: 'Smith Wedding',
  start: '2026-12-05T17:00:00Z',
  end: '2026-12-05T23:00:00Z',
  guestCount: 100,
  location: 'Grand Hall',
  pricePerGuest: 10,
  guaranteedCount: 95,
  clientName: 'Ana Smith',
  clientPhone: '555-0100',
  notes: 'Head table of 10.',
  dietaryCounts: [
    { label: 'vegetarian', count: 12 },
    { label: 'dairy allergy', count: 2, allergen: 'Milk' },
  ],
  banquetEventMenuSectionItems: [
    { menuSectionItem: { id: line.gratin }, plating: 'plated', prepQuantity: 100, price: 12 },
    { menuSectionItem: { id: line.crust }, plating: 'Buffet', prepQuantity: 40, price: 5 },
  ],
  ...over,
});

async function book(over: Record<string, unknown> = {}): Promise<TBanquetEvent> {
  const res = await send(chef, 'POST', gala(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('events: the BEO', () => {
  it('books an event (201) with its menu, live food cost, allergens and warnings worked out by hand', async () => {
    const event = await book();
    expect(event).toMatchObject({
      title: 'Smith Wedding',
      start: '2026-12-05T17:00:00.000Z',
      end: '2026-12-05T23:00:00.000Z',
      allDay: false,
      guestCount: 100,
      location: 'Grand Hall',
      beoNumber: `BEO-${String(event.id).padStart(6, '0')}`,
      beoRevision: 1,
      createdBy: chef.login,
      modifiedBy: chef.login,
      dietaryCounts: [
        { label: 'vegetarian', count: 12, allergen: null },
        { label: 'dairy allergy', count: 2, allergen: 'MILK' },
      ],
    });
    expect(
      event.banquetEventMenuSectionItems.map((l) => [
        l.menuSectionItem.menuItem.name,
        l.menuSectionItem.section,
        l.plating,
        l.prepQuantity,
      ]),
    ).toEqual([
      ['Gratin', 'Mains', 'Plated', 100],
      ['Crust Plate', 'Sides', 'Buffet', 40],
    ]);
    expect(event.banquetEventMenuSectionItems[0].menuSectionItem.menu).toEqual({
      id: winter.id,
      name: 'Winter',
    });
    // Gratin: (half a béchamel + two crusts) ÷ 4 a serving; crust plate: one crust ($0.625).
    const gratin = (0.5 * k.costs.bechamel + 2 * k.costs.crust) / 4;
    const foodCost = 100 * gratin + 40 * 0.625;
    expect(event.banquetEventMenuSectionItems[0].costPerServing).toBeCloseTo(gratin, 10);
    expect(event.figures.foodCost).toBeCloseTo(foodCost, 10);
    // Billed for the 95 guaranteed (not the 100 expected): per guest ÷ 95, revenue 95 × $10 = $950.
    expect(event.figures.foodCostPerGuest).toBeCloseTo(foodCost / 95, 10);
    expect(event.figures.foodCostPercent).toBeCloseTo((foodCost / 950) * 100, 10);
    expect(event.allergens).toEqual(['MILK', 'WHEAT']);
    expect(event.allergensNotReviewed).toEqual(['Pepper']);
    expect(event.allergenWarnings).toEqual([
      {
        menuItemId: event.banquetEventMenuSectionItems[0].menuSectionItem.menuItem.id,
        menuItemName: 'Gratin',
        allergen: 'MILK',
        guests: 2,
      },
    ]);
    expect(await getJson<TBanquetEvent>(t, chef, `/api/events/${event.id}`)).toEqual(event);
    // The calendar's row carries what its totals need: the price and the same food cost.
    const [row] = (
      await getJson<TBanquetEventListItem[]>(
        t,
        chef,
        '/api/events?startDate=2026-12-05T00:00:00Z&endDate=2026-12-06T00:00:00Z',
      )
    ).filter((r) => r.id === event.id);
    expect(row).toMatchObject({ pricePerGuest: 10, guaranteedCount: 95, guestCount: 100 });
    expect(row.foodCost).toBeCloseTo(foodCost, 10);
    // The calendar header for this one event shows the food cost % the event's own figures show.
    expect(eventTotals([row]).foodCostPercent).toBe(event.figures.foodCostPercent);
  });

  it('updates (200) with the version or none, raising the BEO revision; a stale version is 409', async () => {
    const event = await book({ title: 'Revisions' });
    const res = await send(
      chef,
      'PUT',
      { ...gala({ title: 'Revisions', guestCount: 120 }), version: event.version },
      event.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ guestCount: 120, beoRevision: 2, version: event.version + 1 });
    const stale = await send(chef, 'PUT', { ...gala({ title: 'Lost' }), version: event.version }, event.id);
    expect(stale.statusCode).toBe(409);
    // Without a version (spec 7's clients send none) the update applies.
    const unversioned = await send(chef, 'PUT', gala({ title: 'Revisions', guestCount: 90 }), event.id);
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json()).toMatchObject({ guestCount: 90, beoRevision: 3, version: event.version + 2 });
  });

  it('moves after a drag (PATCH): new start and end, next revision; refuses an end before the start', async () => {
    const event = await book({ title: 'Dragged' });
    const res = await send(
      chef,
      'PATCH',
      { id: event.id, start: '2026-12-06T18:00:00Z', end: '2026-12-06T22:00:00Z' },
      event.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      start: '2026-12-06T18:00:00.000Z',
      end: '2026-12-06T22:00:00.000Z',
      beoRevision: 2,
    });
    const back = await send(
      chef,
      'PATCH',
      { id: event.id, start: '2026-12-06T23:00:00Z', end: '2026-12-06T22:00:00Z' },
      event.id,
    );
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toContainEqual({ field: 'start', message: 'Start cannot be after end' });
    const stale = await send(
      chef,
      'PATCH',
      { start: '2026-12-07T18:00:00Z', end: '2026-12-07T22:00:00Z', version: event.version },
      event.id,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a new booking in the past, but a past event can still be edited', async () => {
    const past = await send(
      chef,
      'POST',
      gala({ start: '2026-11-19T17:00:00Z', end: '2026-11-19T20:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('A booking cannot be created in the past');
    const soon = await book({ title: 'Soon', start: '2026-11-20T13:00:00Z', end: '2026-11-20T15:00:00Z' });
    // An hour after it ended (and within the day the test's token is valid).
    clock.set('2026-11-20T16:00:00Z');
    try {
      const edit = await send(
        chef,
        'PUT',
        { ...gala({ title: 'Soon (done)', start: soon.start, end: soon.end }), version: soon.version },
        soon.id,
      );
      expect(edit.statusCode, edit.body).toBe(200);
    } finally {
      clock.set('2026-11-20T12:00:00Z');
    }
  });

  it('refuses the spec texts: end before start, missing fields; a menu still in progress; another kitchen’s items', async () => {
    const range = await send(chef, 'POST', gala({ end: '2026-12-05T16:00:00Z' }));
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toContainEqual({ field: 'start', message: 'Start cannot be after end' });
    const empty = await send(chef, 'POST', {});
    expect(empty.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Start date is required',
        'End date is required',
        'Guest count is required',
        'Location is required',
      ]),
    );
    const draft = await send(
      chef,
      'POST',
      gala({
        banquetEventMenuSectionItems: [
          { menuSectionItem: { id: draftMenuItemLine }, plating: 'Plated', prepQuantity: 1 },
        ],
      }),
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe(
      'Crust Plate is on the menu Draft, which is still a work in progress: only complete menus are offered for events.',
    );
    const other = await t.createUser();
    const foreign = await send(other, 'POST', gala());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].field).toBe('banquetEventMenuSectionItems.0.menuSectionItem');
  });

  it('isolation: another kitchen sees none of the events, and cannot read, move or delete them', async () => {
    const event = await book({ title: 'Private' });
    const other = await t.createUser();
    expect(
      await getJson(t, other, '/api/events?startDate=2026-01-01T00:00:00Z&endDate=2027-12-31T00:00:00Z'),
    ).toEqual([]);
    for (const method of ['GET', 'DELETE'] as const) {
      expect(
        (await t.app.inject({ method, url: `/api/events/${event.id}`, headers: other.headers })).statusCode,
      ).toBe(404);
    }
    expect((await send(other, 'PATCH', { start: event.start, end: event.end }, event.id)).statusCode).toBe(
      404,
    );
    const prep = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/preplist`,
      headers: other.headers,
    });
    expect(prep.statusCode).toBe(404);
  });
});

describe('events: the calendar range', () => {
  it('answers every event overlapping the range, edges included, and all-day events', async () => {
    const cook = await t.createUser();
    const kk = await menuKitchen(t, cook);
    const make = async (title: string, start: string, end: string, allDay = false) => {
      const res = await send(cook, 'POST', { title, start, end, allDay, guestCount: 10, location: 'Patio' });
      expect(res.statusCode, res.body).toBe(201);
    };
    void kk;
    await make('Before', '2026-11-28T10:00:00Z', '2026-11-28T12:00:00Z');
    await make('Crosses start', '2026-11-30T22:00:00Z', '2026-12-01T02:00:00Z');
    await make('Inside', '2026-12-10T18:00:00Z', '2026-12-10T21:00:00Z');
    await make('All day', '2026-12-15T00:00:00Z', '2026-12-16T00:00:00Z', true);
    await make('Crosses end', '2026-12-31T23:00:00Z', '2027-01-01T03:00:00Z');
    await make('After', '2027-01-02T10:00:00Z', '2027-01-02T12:00:00Z');
    const rows = await getJson<TBanquetEventListItem[]>(
      t,
      cook,
      '/api/events?startDate=2026-12-01T00:00:00Z&endDate=2027-01-01T00:00:00Z',
    );
    expect(rows.map((r) => r.title)).toEqual(['Crosses start', 'Inside', 'All day', 'Crosses end']);
    expect(rows[2]).toMatchObject({ allDay: true, numberOfMenuItems: 0, foodCost: 0, pricePerGuest: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/events?startDate=2027-01-01T00:00:00Z&endDate=2026-12-01T00:00:00Z',
      headers: cook.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/events?startDate=soon&endDate=later',
          headers: cook.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('events: menus they use', () => {
  it('offers only the items of complete menus', async () => {
    const choices = await getJson<TEventMenuChoices>(t, chef, '/api/events/menu-choices');
    expect(choices.map((c) => c.menu.name)).toEqual(['Winter']);
    expect(choices[0].menuSectionItems.map((i) => [i.id, i.section, i.price, i.menuItem.name])).toEqual([
      [line.gratin, 'Mains', 12, 'Gratin'],
      [line.crust, 'Sides', 5, 'Crust Plate'],
    ]);
  });

  it('a menu keeps its item ids when edited; dropping an item an event serves, or deleting the menu, is 409', async () => {
    const reordered = await saveMenu(
      {
        ...winter,
        menuSections: [...winter.menuSections].reverse(),
        version: (await getJson<TMenu>(t, chef, `/api/menus/${winter.id}`)).version,
      },
      winter.id,
    );
    expect(reordered.menuSections[1].menuSectionItems[0].id).toBe(line.gratin);
    const dropped = await t.app.inject({
      method: 'PUT',
      url: `/api/menus/${winter.id}`,
      headers: chef.headers,
      payload: { ...reordered, menuSections: [reordered.menuSections[0]] },
    });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().message).toMatch(
      /^A menu item you removed is served at the events [^.]*Smith Wedding/,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/menus/${winter.id}`,
      headers: chef.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().title).toBe('Menu in use');
    expect(del.json().message).toMatch(/^Winter cannot be deleted: its menu items are served at the events /);
  });
});

describe('prep lists', () => {
  it('scales each recipe to prep quantity ÷ servings × the line, through a sub-recipe and a conversion', async () => {
    // 8 gratins ÷ 4 servings = 2 batches of the menu item's lines:
    //  béchamel 2 Cup × 2 = 4 Cup = 1 Quart = 1 batch: milk 1 Quart, roux 1/2 Cup → half a roux:
    //  butter 2 Ounce, flour 1/2 Cup;  crust 2 oz × 2 = 4 oz = 4 batches: pepper 4 Ounce.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preplist',
      headers: chef.headers,
      payload: {
        banquetEventMenuSectionItems: [
          { menuSectionItem: { id: line.gratin }, prepQuantity: 8, plating: 'Plated' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list: TPreplistResponse = res.json();
    expect(list.errors).toEqual([]);
    expect(list.teamPreplists.map((tp) => tp.team)).toEqual(['Banquets']);
    const item = list.teamPreplists[0].preplistSections[0].preplistItems[0];
    expect(list.teamPreplists[0].preplistSections[0].section).toBe('Mains');
    expect(item).toMatchObject({ name: 'Gratin', servings: 4, ordersSatisfied: 8, plating: 'Plated' });
    const [bechamel, crust] = item.prepRecipes;
    expect([bechamel.name, bechamel.scaledYield, bechamel.scaledUnits]).toEqual(['Béchamel', 1, 'Quart']);
    expect(bechamel.recipeIngredients.map((i) => [i.name, i.quantity, i.units])).toEqual([
      ['Milk', 1, 'Quart'],
    ]);
    const roux = bechamel.prepRecipes[0];
    expect([roux.name, roux.scaledYield, roux.display?.text]).toEqual(['Roux', 0.5, '1/2 Cup']);
    expect(roux.recipeIngredients.map((i) => [i.name, i.quantity, i.units, i.display?.text])).toEqual([
      ['Butter', 2, 'Ounce', '2 Ounces'],
      ['Flour', 0.5, 'Cup', '1/2 Cup'],
    ]);
    expect([crust.name, crust.scaledYield, crust.recipeIngredients[0].quantity]).toEqual([
      'Pepper Crust',
      4,
      4,
    ]);
    // Pull list in cost units, with cost: butter 2 oz = 0.125 lb × $4 = $0.50; flour 1/2 cup = 62.5 g
    // → 62.5 / 453.59237 lb × $0.40; milk 1 qt = 0.25 gal × $4 = $1.00; pepper 4 oz = 0.25 lb × $10 = $2.50.
    expect(list.totals.map((x) => [x.name, x.units, x.quantity, x.cost])).toEqual([
      ['Butter', 'Pound', expect.closeTo(0.125, 10), expect.closeTo(0.5, 10)],
      ['Flour', 'Pound', expect.closeTo(62.5 / 453.59237, 10), expect.closeTo((0.4 * 62.5) / 453.59237, 10)],
      ['Milk', 'Gallon', expect.closeTo(0.25, 10), expect.closeTo(1, 10)],
      ['Pepper', 'Pound', expect.closeTo(0.25, 10), expect.closeTo(2.5, 10)],
    ]);
  });

  it('of a stored event; and refuses lines without quantity or plating, or of another kitchen', async () => {
    const event = await book({
      title: 'Prep me',
      banquetEventMenuSectionItems: [
        { menuSectionItem: { id: line.crust }, plating: 'Buffet', prepQuantity: 3 },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/preplist`,
      headers: chef.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    // 3 crust plates × 1 oz = 3 batches: pepper 3 oz = 0.1875 lb × $10.
    expect((res.json() as TPreplistResponse).totals).toMatchObject([
      { name: 'Pepper', quantity: 0.1875, cost: 1.875 },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/preplist',
      headers: chef.headers,
      payload: { banquetEventMenuSectionItems: [{ menuSectionItem: { id: line.crust } }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'banquetEventMenuSectionItems.0.prepQuantity', message: 'Please enter a prep quantity' },
      { field: 'banquetEventMenuSectionItems.0.plating', message: 'Please choose a plating style' },
    ]);
    const other = await t.createUser();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/preplist',
      headers: other.headers,
      payload: {
        banquetEventMenuSectionItems: [
          { menuSectionItem: { id: line.crust }, prepQuantity: 1, plating: 'Buffet' },
        ],
      },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes an event (200, saying so); then it is gone', async () => {
    const event = await book({ title: 'Cancelled' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: chef.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ title: 'Deleted', message: 'Cancelled was deleted.' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: chef.headers }))
        .statusCode,
    ).toBe(404);
  });
});
