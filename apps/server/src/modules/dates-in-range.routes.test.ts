import { MSG } from '@brigade/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FullKitchen, fullKitchen } from '../test/full-kitchen.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * Every date the API takes is inside one range (years 1900 to 2200): outside it, 400 with a message,
 * and nothing written, on both databases. The inputs are the ones that once made the database raise
 * "time zone displacement out of range" (a 500): the last instant JavaScript holds (+275760), year
 * 10000, and the first instant (-271821).
 */
const OUT_OF_RANGE = [
  '+275760-09-13T00:00:00.000Z',
  '+010000-01-01',
  '-271821-04-20',
  '1899-12-31T00:00:00Z',
];

let t: TestApp;
let chef: TestUser;
let k: FullKitchen;

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  k = await fullKitchen(t, chef);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: chef.headers, payload });

function refusedForTheRange(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  expect(JSON.stringify(res.json().errors)).toContain(MSG.dateOutOfRange);
}

const event = (fields: object) => ({
  title: 'Far Future Gala',
  start: '2031-06-05T17:00:00Z',
  end: '2031-06-05T23:00:00Z',
  guestCount: 12,
  location: 'Grand Hall',
  ...fields,
});

async function eventCount(): Promise<number> {
  const res = await send('GET', '/api/events?startDate=1900-01-01T00:00:00Z&endDate=2200-12-31T00:00:00Z');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().length;
}

describe('dates outside years 1900 to 2200', () => {
  it('creating an event: 400 for a start or an end outside, nothing created', async () => {
    const before = await eventCount();
    for (const date of OUT_OF_RANGE) {
      refusedForTheRange(await send('POST', '/api/events', event({ end: date })));
      refusedForTheRange(await send('POST', '/api/events', event({ start: date })));
    }
    for (const day of ['0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])
      refusedForTheRange(await send('POST', '/api/events', event({ guaranteeDueDate: day })));
    expect(await eventCount()).toBe(before);
  });

  it('moving or updating an event: 400, the event unchanged', async () => {
    const url = `/api/events/${k.event.id}`;
    const stored = (await send('GET', url)).json();
    for (const date of OUT_OF_RANGE) {
      refusedForTheRange(await send('PATCH', url, { start: stored.start, end: date }));
      refusedForTheRange(await send('PUT', url, { ...stored, start: date }));
    }
    const after = (await send('GET', url)).json();
    expect([after.start, after.end, after.version]).toEqual([stored.start, stored.end, stored.version]);
  });

  it('a range of events, an order guide range, a cost-since date: 400', async () => {
    const inRange = '2031-01-01T00:00:00Z';
    for (const date of OUT_OF_RANGE) {
      const q = encodeURIComponent(date);
      refusedForTheRange(await send('GET', `/api/events?startDate=${q}&endDate=${inRange}`));
      refusedForTheRange(await send('GET', `/api/events?startDate=${inRange}&endDate=${q}`));
      refusedForTheRange(await send('GET', `/api/order-guide?startDate=${inRange}&endDate=${q}`));
      refusedForTheRange(await send('GET', `/api/order-guide/csv?startDate=${q}&endDate=${inRange}`));
      refusedForTheRange(await send('GET', `/api/recipes/${k.bechamel.id}/cost-since?date=${q}`));
      refusedForTheRange(await send('GET', `/api/menuItems/${k.menuItem.id}/cost-since?date=${q}`));
      refusedForTheRange(await send('GET', `/api/menus/${k.menu.id}/cost-since?date=${q}`));
    }
  });

  it('the first and last days of the range are accepted', async () => {
    const res = await send('GET', '/api/events?startDate=1900-01-01T00:00:00Z&endDate=2200-12-31T23:59:59Z');
    expect(res.statusCode, res.body).toBe(200);
    const since = await send('GET', `/api/recipes/${k.bechamel.id}/cost-since?date=1900-01-01`);
    expect(since.statusCode, since.body).toBe(200);
    const far = await send(
      'POST',
      '/api/events',
      event({ start: '2200-12-31T10:00:00Z', end: '2200-12-31T23:00:00Z' }),
    );
    expect(far.statusCode, far.body).toBe(201);
  });
});
