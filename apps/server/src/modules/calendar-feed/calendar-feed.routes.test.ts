import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

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
    expect((await call('DELETE', chef)).statusCode).toBe(204);
    expect((await fetchFeed(replaced.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(
      400,
    );
  });

  it('needs a signed-in user to manage the address', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
