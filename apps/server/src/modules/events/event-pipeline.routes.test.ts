import type { TBanquetEvent, TBanquetEventListItem, TMenu, TOrderGuideResponse, TRoom } from '@brigade/core';
import { MSG } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem, getJson, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { subLine } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
/** The menu section item of the Crust Plate: one serving is 1 oz of pepper ($10 a pound). */
let crustLine = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  other = await t.createUser();
  const k = await menuKitchen(t, chef);
  const crust = await createMenuItem(t, chef, {
    ...completeItem('Crust Plate', 1),
    menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
  });
  const menu = await send<TMenu>(chef, 'POST', '/api/menus', {
    name: 'Winter',
    season: 'Winter',
    year: 2026,
    menuSections: [{ name: 'All', menuSectionItems: [{ menuItem: { id: crust.id }, price: 5 }] }],
  });
  crustLine = menu.menuSections[0].menuSectionItems[0].id;
});
afterAll(() => t.close());

async function inject(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return t.app.inject({ method, url, headers: user.headers, payload: body as Record<string, unknown> });
}
async function send<T>(
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = await inject(user, method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

const event = (over: Record<string, unknown> = {}) => ({
  title: 'Smith Wedding',
  start: '2026-12-05T17:00:00Z',
  end: '2026-12-05T23:00:00Z',
  guestCount: 100,
  location: 'Grand Hall',
  ...over,
});
const room = (name: string, capacity: number | null = 120) =>
  send<TRoom>(chef, 'POST', '/api/rooms', { name, capacity });

describe('event status', () => {
  it('books an event without a status as DEFINITE; a cancelled one needs its reason', async () => {
    const booked = await send<TBanquetEvent>(chef, 'POST', '/api/events', event());
    expect(booked).toMatchObject({ status: 'DEFINITE', cancelReason: null });
    const held = await send<TBanquetEvent>(chef, 'POST', '/api/events', event({ status: 'TENTATIVE' }));
    expect(held.status).toBe('TENTATIVE');

    const noReason = await inject(chef, 'PUT', `/api/events/${booked.id}`, event({ status: 'CANCELLED' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toContainEqual({
      field: 'cancelReason',
      message: MSG.cancelReasonRequired,
    });
    const cancelled = await send<TBanquetEvent>(
      chef,
      'PUT',
      `/api/events/${booked.id}`,
      event({ status: 'CANCELLED', cancelReason: 'Venue changed' }),
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Venue changed' });
    const bad = await inject(chef, 'POST', '/api/events', event({ status: 'MAYBE' }));
    expect(bad.statusCode).toBe(400);
  });

  it('sets the guarantee due 3 days before the start unless given, and flags it in the list when near', async () => {
    // The clock is 2026-11-20: due 2026-11-22 (2 days away) and none given → flagged.
    const soon = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({ title: 'Soon', start: '2026-11-25T18:00:00Z', end: '2026-11-25T22:00:00Z' }),
    );
    expect(soon.guaranteeDueDate).toBe('2026-11-22');
    const given = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({
        title: 'Given',
        start: '2026-11-25T18:00:00Z',
        end: '2026-11-25T22:00:00Z',
        guaranteedCount: 90,
      }),
    );
    const later = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({
        title: 'Later',
        start: '2026-11-25T18:00:00Z',
        end: '2026-11-25T22:00:00Z',
        guaranteeDueDate: '2026-11-24',
      }),
    );
    expect(later.guaranteeDueDate).toBe('2026-11-24');
    const rows = await getJson<TBanquetEventListItem[]>(
      t,
      chef,
      '/api/events?startDate=2026-11-25T00:00:00Z&endDate=2026-11-26T00:00:00Z',
    );
    const due = new Map(rows.map((r) => [r.id, r.guaranteeDue]));
    expect([due.get(soon.id), due.get(given.id), due.get(later.id)]).toEqual([true, false, false]);
  });
});

describe('rooms', () => {
  it('keeps the kitchen’s rooms: names unique ignoring case; another kitchen’s answer 404', async () => {
    const terrace = await room('Terrace', 60);
    expect(terrace).toMatchObject({ name: 'Terrace', capacity: 60, version: 1 });
    expect((await inject(chef, 'POST', '/api/rooms', { name: 'TERRACE' })).statusCode).toBe(400);
    const renamed = await send<TRoom>(chef, 'PUT', `/api/rooms/${terrace.id}`, {
      name: 'Terrace Room',
      capacity: 70,
      version: 1,
    });
    expect(renamed).toMatchObject({ name: 'Terrace Room', capacity: 70, version: 2 });
    expect(
      (await inject(chef, 'PUT', `/api/rooms/${terrace.id}`, { name: 'Terrace', version: 1 })).statusCode,
    ).toBe(409);
    expect((await getJson<TRoom[]>(t, chef, '/api/rooms')).map((r) => r.name)).toContain('Terrace Room');

    for (const [method, body] of [['GET'], ['PUT', { name: 'Mine' }], ['DELETE']] as const) {
      expect((await inject(other, method, `/api/rooms/${terrace.id}`, body)).statusCode).toBe(404);
    }
    expect(await getJson<TRoom[]>(t, other, '/api/rooms')).toEqual([]);
    const theirs = await inject(other, 'POST', '/api/events', event({ room: { id: terrace.id } }));
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a second DEFINITE event at overlapping times (409 naming the first); flags other overlaps and over-capacity', async () => {
    const hall = await room('Ballroom', 120);
    const first = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({ title: 'Harper Wedding', room: { id: hall.id } }),
    );
    expect(first.room).toEqual({ id: hall.id, name: 'Ballroom' });
    // Nothing to flag: the save answers the event alone.
    expect(first).not.toHaveProperty('conflicts');
    expect(first).not.toHaveProperty('warnings');

    const clash = await inject(
      chef,
      'POST',
      '/api/events',
      event({
        title: 'Gala',
        start: '2026-12-05T20:00:00Z',
        end: '2026-12-06T01:00:00Z',
        room: { id: hall.id },
      }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Harper Wedding');
    expect(clash.json().message).toContain(`event ${first.id}`);

    // Back to back is not an overlap.
    const after = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({
        title: 'Late Party',
        start: '2026-12-05T23:00:00Z',
        end: '2026-12-06T02:00:00Z',
        room: { id: hall.id },
      }),
    );
    expect(after.conflicts).toBeUndefined();

    const hold = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({
        title: 'Chen Hold',
        status: 'TENTATIVE',
        guestCount: 150,
        start: '2026-12-05T19:00:00Z',
        room: { id: hall.id },
      }),
    );
    expect(hold.conflicts).toEqual([{ id: first.id, title: 'Harper Wedding' }]);
    expect(hold.warnings).toEqual(['150 guests are booked in Ballroom, which seats 120.']);

    // A drag of the late party onto the wedding is a double booking too.
    const moved = await inject(chef, 'PATCH', `/api/events/${after.id}`, {
      start: '2026-12-05T22:00:00Z',
      end: '2026-12-06T02:00:00Z',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('Harper Wedding');

    // A cancelled wedding frees the room.
    await send(
      chef,
      'PUT',
      `/api/events/${first.id}`,
      event({
        title: 'Harper Wedding',
        room: { id: hall.id },
        status: 'CANCELLED',
        cancelReason: 'Postponed',
      }),
    );
    const again = await inject(
      chef,
      'POST',
      '/api/events',
      event({
        title: 'Gala',
        start: '2026-12-05T20:00:00Z',
        end: '2026-12-05T22:00:00Z',
        room: { id: hall.id },
      }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().conflicts).toEqual([{ id: hold.id, title: 'Chen Hold' }]);
  });

  it('refuses to delete a room in use (409 naming its events) and deletes an unused one', async () => {
    const library = await room('Library', 30);
    const booked = await send<TBanquetEvent>(
      chef,
      'POST',
      '/api/events',
      event({ title: 'Book Club', guestCount: 20, room: { id: library.id } }),
    );
    const refused = await inject(chef, 'DELETE', `/api/rooms/${library.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Book Club');
    await send(chef, 'PUT', `/api/events/${booked.id}`, event({ title: 'Book Club', guestCount: 20 }));
    expect((await inject(chef, 'DELETE', `/api/rooms/${library.id}`)).statusCode).toBe(200);
    expect((await inject(chef, 'GET', `/api/rooms/${library.id}`)).statusCode).toBe(404);
  });
});

describe('statuses in the order guide and the iCal feed', () => {
  it('orders for definite events, tentative ones only when asked, never inquiries or cancelled ones', async () => {
    const plate = (title: string, day: number, servings: number, over: Record<string, unknown> = {}) =>
      send<TBanquetEvent>(
        chef,
        'POST',
        '/api/events',
        event({
          title,
          start: `2027-01-0${day}T18:00:00Z`,
          end: `2027-01-0${day}T22:00:00Z`,
          guestCount: servings,
          banquetEventMenuSectionItems: [
            { menuSectionItem: { id: crustLine }, plating: 'Plated', prepQuantity: servings },
          ],
          ...over,
        }),
      );
    await plate('Definite', 2, 16);
    await plate('Tentative', 3, 32, { status: 'TENTATIVE' });
    await plate('Inquiry', 4, 100, { status: 'INQUIRY' });
    await plate('Cancelled', 5, 100, { status: 'CANCELLED', cancelReason: 'Budget' });
    const range = '/api/order-guide?startDate=2027-01-01T00:00:00Z&endDate=2027-01-08T00:00:00Z';
    const pepper = (g: TOrderGuideResponse) =>
      g.vendors.flatMap((v) => v.lines).find((l) => l.name === 'Pepper')!;

    // 16 servings × 1 oz = 16 oz = 1 lb of pepper: one pack at $10.
    const definite = await getJson<TOrderGuideResponse>(t, chef, range);
    expect(definite.events.map((e) => e.title)).toEqual(['Definite']);
    expect(pepper(definite).quantity).toBeCloseTo(1, 10);
    expect(pepper(definite).packs).toBe(1);
    // + 32 servings = 48 oz = 3 lb: three packs.
    const tentative = await getJson<TOrderGuideResponse>(t, chef, `${range}&includeTentative=true`);
    expect(tentative.events.map((e) => e.title)).toEqual(['Definite', 'Tentative']);
    expect(pepper(tentative).quantity).toBeCloseTo(3, 10);
    expect(pepper(tentative).lineCost).toBeCloseTo(30, 10);
  });

  it('says STATUS:TENTATIVE, CONFIRMED or CANCELLED for each event', async () => {
    const start = new Date(clock.now().getTime() + 40 * 24 * 3600 * 1000);
    const at = (h: number) => new Date(start.getTime() + h * 3600 * 1000).toISOString();
    const mine = await t.createUser();
    const book = (title: string, over: Record<string, unknown>) =>
      send(mine, 'POST', '/api/events', event({ title, start: at(0), end: at(2), ...over }));
    await book('Held', { status: 'TENTATIVE' });
    await book('Signed', {});
    await book('Off', { status: 'CANCELLED', cancelReason: 'Weather' });
    const made = (await inject(mine, 'POST', '/api/calendar-feed')).json();
    const text = (await t.app.inject({ method: 'GET', url: new URL(made.url).pathname })).body.replace(
      /\r\n /g,
      '',
    );
    const statusOf = (title: string) => {
      const block = text.split('BEGIN:VEVENT').find((b) => b.includes(`SUMMARY:${title}\r\n`))!;
      return block.match(/STATUS:(\w+)/)?.[1];
    };
    expect([statusOf('Held'), statusOf('Signed'), statusOf('Off')]).toEqual([
      'TENTATIVE',
      'CONFIRMED',
      'CANCELLED',
    ]);
  });
});
