import { MSG } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FullKitchen, fullKitchen } from '../test/full-kitchen.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * A JSON string is not a number (guestCount: "12" is refused, nothing written), and an id is written
 * one way: /api/events/016 is not event 16, in an address or in a query string.
 */
let t: TestApp;
let chef: TestUser;
let k: FullKitchen;
beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  k = await fullKitchen(t, chef);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: chef.headers, payload });
const count = async (url: string) => (await send('GET', url)).json().totalElements as number;

describe('strings for numbers', () => {
  it('an event with guestCount "12": 400 "Please enter a number", nothing created; 12 creates it', async () => {
    const range = '/api/events?startDate=2031-01-01T00:00:00Z&endDate=2031-12-31T00:00:00Z';
    const before = (await send('GET', range)).json().length;
    const event = {
      title: 'Board Lunch',
      start: '2031-07-01T12:00:00Z',
      end: '2031-07-01T14:00:00Z',
      guestCount: '12',
      location: 'Terrace',
    };
    const res = await send('POST', '/api/events', event);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'guestCount', message: MSG.notANumber }]);
    expect((await send('GET', range)).json().length).toBe(before);
    expect((await send('POST', '/api/events', { ...event, guestCount: 12 })).statusCode).toBe(201);
  });

  it('a recipe with yieldQuantity "2", a menu with year "2026", a version "1": 400, nothing changed', async () => {
    const recipes = await count('/api/recipes');
    const recipe = { name: 'Stock', category: 'Sauces and Stocks', yieldQuantity: '2', yieldUnits: 'Quart' };
    expect((await send('POST', '/api/recipes', recipe)).statusCode).toBe(400);
    expect(await count('/api/recipes')).toBe(recipes);
    const menus = await count('/api/menus');
    expect((await send('POST', '/api/menus', { name: 'Spring', year: '2026' })).statusCode).toBe(400);
    expect(await count('/api/menus')).toBe(menus);
    const stored = (await send('GET', `/api/events/${k.event.id}`)).json();
    const stale = await send('PUT', `/api/events/${k.event.id}`, {
      ...stored,
      version: String(stored.version),
    });
    expect(stale.statusCode).toBe(400);
  });
});

describe('canonical ids', () => {
  it('/api/events/016 and friends are refused, not read as 16', async () => {
    const padded = `0${k.event.id}`;
    expect((await send('GET', `/api/events/${k.event.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/events/${padded}`)).statusCode).toBe(400);
    expect((await send('GET', `/api/recipes/0${k.bechamel.id}`)).statusCode).toBe(400);
    expect((await send('GET', `/api/order-guide?eventIds=${padded}`)).statusCode).toBe(400);
    const csv = await send('GET', `/api/order-guide/csv?eventIds=${k.event.id}&vendorId=0${k.vendor}`);
    expect(csv.statusCode).toBe(400);
  });
});
