import { MSG } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { bearer, joinAs } from '../team/team.test-helpers.ts';

let t: TestApp;
let chef: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', user: TestUser) =>
  t.app.inject({ method, url: '/api/calendar-feed', headers: user.headers });
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
/** A token of the same user working in another of their kitchens. */
async function signInTo(headers: Record<string, string>, kitchenId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/account/kitchens/${kitchenId}/switch`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id_token;
}

describe('calendar feed (iCal)', () => {
  it('gives a secret address serving the kitchen’s events as iCalendar; replaced or revoked, it stops', async () => {
    expect((await call('GET', chef)).json()).toEqual({ url: null, createdDate: null });
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    start.setUTCHours(18, 0, 0, 0);
    const end = new Date(start.getTime() + 4 * 3600 * 1000);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: chef.headers,
      payload: {
        title: 'Gala, with "quotes"; and commas',
        start: start.toISOString(),
        end: end.toISOString(),
        guestCount: 80,
        location: 'Roof',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const made = (await call('POST', chef)).json();
    expect(made.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', chef)).json().url).toBe(made.url);
    const feed = await fetchFeed(made.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    // Escaped per RFC 5545 (commas and semicolons), in UTC.
    expect(text).toContain('SUMMARY:Gala\\, with "quotes"\\; and commas');
    expect(text).toContain(
      `DTSTART:${start
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(text).toContain('LOCATION:Roof');

    // Another kitchen's feed holds none of these events.
    const other = await t.createUser();
    const theirs = (await call('POST', other)).json();
    expect((await fetchFeed(theirs.url)).body).not.toContain('Gala');

    const replaced = (await call('POST', chef)).json();
    expect(replaced.url).not.toBe(made.url);
    expect((await fetchFeed(made.url)).statusCode).toBe(404);
    expect((await fetchFeed(replaced.url)).statusCode).toBe(200);
    const stopped = await call('DELETE', chef);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ title: MSG.calendarFeedRevokedTitle, message: MSG.calendarFeedRevoked });
    expect((await fetchFeed(replaced.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(
      400,
    );
  });

  it('gives a member of two kitchens one address per kitchen: sharing one leaves the other working', async () => {
    const owner = await t.createUser();
    const consultant = await joinAs(t, owner, 'planner');
    const start = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    start.setUTCHours(18, 0, 0, 0);
    const book = (headers: Record<string, string>, title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers,
        payload: {
          title,
          start: start.toISOString(),
          end: new Date(start.getTime() + 3600 * 1000).toISOString(),
          guestCount: 20,
          location: 'Hall',
        },
      });
    const booked = await book(owner.headers, 'Venue A dinner');
    expect(booked.statusCode, booked.body).toBe(201);
    const ownHeaders = bearer(await signInTo(consultant.headers, consultant.ownKitchenId));
    expect((await book(ownHeaders, 'Own tasting')).statusCode).toBe(201);

    const inVenue = (await call('POST', consultant)).json();
    // In their own kitchen, the venue's address is not theirs to show: none yet.
    const own = await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: ownHeaders });
    expect(own.json()).toEqual({ url: null, createdDate: null });
    const ownFeed = (
      await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: ownHeaders })
    ).json();
    expect(ownFeed.url).not.toBe(inVenue.url);
    const venueText = (await fetchFeed(inVenue.url)).body;
    expect(venueText).toContain('Venue A dinner');
    expect(venueText).not.toContain('Own tasting');
    expect((await fetchFeed(ownFeed.url)).body).toContain('Own tasting');
    // Stopping the own kitchen's feed leaves the venue's.
    await t.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: ownHeaders });
    expect((await fetchFeed(ownFeed.url)).statusCode).toBe(404);
    expect((await fetchFeed(inVenue.url)).statusCode).toBe(200);
  });

  it('gives a cook an address of their own, and stops serving a removed member’s', async () => {
    const owner = await t.createUser();
    const cook = await joinAs(t, owner, 'cook');
    const planner = await joinAs(t, owner, 'planner');
    const feed = (await call('POST', planner)).json();
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/kitchen/members/${planner.userId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    // A cook reads the events, so subscribes to them too, with an address of their own.
    const cooks = await call('POST', cook);
    expect(cooks.statusCode, cooks.body).toBe(200);
    expect(cooks.json().url).not.toBe(feed.url);
    expect((await fetchFeed(cooks.json().url)).statusCode).toBe(200);
  });

  it('needs a signed-in user to manage the address', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
