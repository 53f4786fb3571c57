import type {
  TCount,
  TIngredient,
  TInventory,
  TOrderGuideResponse,
  TPriceHistory,
  TPurchaseOrder,
  TStorageArea,
  TVariance,
} from '@brigade/core';
import { INVENTORY_MESSAGES } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { getJson } from '../../test/menu-items.test-helpers.ts';
import { createIngredient, createVendor } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createButterNight } from './inventory.test-helpers.ts';

// Butter in packs of 1 lb at $4. 1 kg = 1 / 0.45359237 lb, so 2 kg = 4.4092452437 lb.
const TWO_KG = 2 / 0.45359237;
const clock = manualClock('2026-11-20T08:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
let vendor = 0;
let butter: TIngredient;
let eventId = 0;
const areas: Record<string, TStorageArea> = {};

async function send(user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: user.headers, payload: payload as Record<string, unknown> });
}
async function ok<T>(user: TestUser, method: 'POST' | 'PUT', url: string, payload: unknown, status = 200) {
  const res = await send(user, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const butterLine = async () =>
  (await getJson<TInventory>(t, chef, '/api/inventory')).lines.find((l) => l.name === 'Butter')!;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Signed for 30 days: the clock walks from November 20 to December 6.
  chef = await t.createUser({ rememberMe: true });
  other = await t.createUser();
  vendor = await createVendor(t, chef, 'Sysco');
  butter = await createIngredient(t, chef, vendor, {
    name: 'Butter',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
  });
  // One Butter Plate uses 1 lb of butter; an event of 3 plates uses 3 lb.
  eventId = await createButterNight(t, chef, butter.id, {
    start: '2026-12-03T18:00:00Z',
    end: '2026-12-03T22:00:00Z',
  });
});
afterAll(() => t.close());

describe('storage areas', () => {
  it('are created last in the walking order, reordered, renamed; names unique; another kitchen’s are not found', async () => {
    for (const name of ['Walk-in cooler', 'Dry store', 'Freezer']) {
      areas[name] = await ok<TStorageArea>(chef, 'POST', '/api/storage-areas', { name }, 201);
    }
    expect(areas.Freezer.position).toBe(3);
    const dup = await send(chef, 'POST', '/api/storage-areas', { name: 'freezer' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('A storage area named freezer already exists.');
    expect((await send(chef, 'POST', '/api/storage-areas', { name: ' ' })).json().message).toBe(
      'Storage area name is required',
    );
    const order = [areas.Freezer.id, areas['Walk-in cooler'].id, areas['Dry store'].id];
    const reordered = await ok<TStorageArea[]>(chef, 'PUT', '/api/storage-areas/order', { ids: order });
    expect(reordered.map((a) => [a.name, a.position])).toEqual([
      ['Freezer', 1],
      ['Walk-in cooler', 2],
      ['Dry store', 3],
    ]);
    // Leaving one out moves nothing.
    expect((await send(chef, 'PUT', '/api/storage-areas/order', { ids: order.slice(1) })).statusCode).toBe(
      400,
    );
    expect((await getJson<TStorageArea[]>(t, chef, '/api/storage-areas'))[0].name).toBe('Freezer');
    const renamed = await ok<TStorageArea>(chef, 'PUT', `/api/storage-areas/${areas['Dry store'].id}`, {
      name: 'Dry storage',
    });
    expect(renamed.version).toBe(2);
    expect(
      (await send(other, 'PUT', `/api/storage-areas/${areas.Freezer.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await send(other, 'DELETE', `/api/storage-areas/${areas.Freezer.id}`)).statusCode).toBe(404);
  });
});

describe('counts and on hand', () => {
  it('records a count in any unit the ingredient converts to; refuses one that does not', async () => {
    const count = await ok<TCount>(
      chef,
      'POST',
      '/api/inventory/counts',
      {
        storageArea: { id: areas['Walk-in cooler'].id },
        lines: [{ ingredient: { id: butter.id }, quantity: 2, units: 'kg' }],
      },
      201,
    );
    expect(count).toMatchObject({
      storageArea: { name: 'Walk-in cooler' },
      date: '2026-11-20T08:00:00.000Z',
      lines: [{ ingredient: { id: butter.id, name: 'Butter' }, quantity: 2, units: 'Kilogram' }],
    });
    const cup = await send(chef, 'POST', '/api/inventory/counts', {
      storageArea: { id: areas.Freezer.id },
      lines: [{ ingredient: { id: butter.id }, quantity: 2, units: 'Cup' }],
    });
    expect(cup.statusCode).toBe(400);
    expect(cup.json().message).toBe('Butter cannot be counted in Cup: add a conversion from Cup to Pound');
    // Another kitchen's area or ingredient: not found, nothing recorded.
    const foreign = await send(other, 'POST', '/api/inventory/counts', {
      storageArea: { id: areas.Freezer.id },
      lines: [{ ingredient: { id: butter.id }, quantity: 1, units: 'Pound' }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await getJson<TCount[]>(t, chef, '/api/inventory/counts')).length).toBe(1);
    // An area with counts keeps them: it cannot be deleted.
    expect((await send(chef, 'DELETE', `/api/storage-areas/${areas['Walk-in cooler'].id}`)).statusCode).toBe(
      409,
    );

    const line = await butterLine();
    expect(line.units).toBe('Pound');
    expect(line.onHand).toBeCloseTo(TWO_KG, 9); // 4.4092452437 lb
    expect(line.value).toBeCloseTo(4 * TWO_KG, 9);
    expect(line.countedAt).toBe('2026-11-20T08:00:00.000Z');
  });
});

describe('a count sent without its area or a line without its ingredient', () => {
  it('is refused with 400 naming each field, and nothing is counted', async () => {
    const before = (await getJson<TCount[]>(t, chef, '/api/inventory/counts')).length;
    const res = await send(chef, 'POST', '/api/inventory/counts', {
      lines: [{ ingredient: { id: butter.id }, quantity: 2, units: 'kg' }, { quantity: 0 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'storageArea', message: INVENTORY_MESSAGES.areaRequired },
      { field: 'lines.1.ingredient', message: INVENTORY_MESSAGES.ingredientRequired },
      { field: 'lines.1.units', message: INVENTORY_MESSAGES.unitsRequired },
    ]);
    expect((await getJson<TCount[]>(t, chef, '/api/inventory/counts')).length).toBe(before);
  });
});

describe('order to par', () => {
  it('keeps a par level on the ingredient and orders demand + par − on hand in whole packs', async () => {
    const { createdDate: _c, lastModifiedDate: _l, ...sent } = butter;
    const saved = await ok<TIngredient>(chef, 'POST', '/api/ingredients', {
      ...sent,
      parLevel: { quantity: 10, units: 'lb' },
    });
    expect(saved.parLevel).toEqual({ quantity: 10, units: 'Pound' });
    // Sent back without parLevel (a spec-7 client), the par stays.
    const { parLevel: _p, createdDate: _c2, lastModifiedDate: _l2, ...again } = saved;
    expect((await ok<TIngredient>(chef, 'POST', '/api/ingredients', again)).parLevel).toEqual({
      quantity: 10,
      units: 'Pound',
    });
    // No events: 10 − 4.4092452437 = 5.5907547563 lb → 6 packs of 1 lb = $24.
    const toPar = await getJson<TOrderGuideResponse>(t, chef, '/api/order-guide?toPar=true');
    expect(toPar.vendors[0].lines).toMatchObject([
      { name: 'Butter', demand: 0, par: 10, packs: 6, lineCost: 24 },
    ]);
    expect(toPar.vendors[0].lines[0].onHand).toBeCloseTo(TWO_KG, 9);
    // The event needs 3 lb: 3 + 10 − 4.4092452437 = 8.5907547563 lb → 9 packs = $36.
    const guide = await getJson<TOrderGuideResponse>(
      t,
      chef,
      '/api/order-guide?startDate=2026-12-01T00:00:00Z&endDate=2026-12-05T00:00:00Z',
    );
    const [butterOrder] = guide.vendors[0].lines;
    expect(butterOrder).toMatchObject({ demand: 3, par: 10, packs: 9, lineCost: 36 });
    expect(butterOrder.quantity).toBeCloseTo(8.5907547563, 9);
  });
});

describe('purchase orders and receiving', () => {
  it('makes the guide into a numbered order per vendor; receiving raises on hand and records the price paid', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const [po] = await ok<TPurchaseOrder[]>(
      chef,
      'POST',
      '/api/purchase-orders',
      { startDate: '2026-12-01T00:00:00Z', endDate: '2026-12-05T00:00:00Z' },
      201,
    );
    expect(po).toMatchObject({
      number: 1,
      vendor: { id: vendor, name: 'Sysco' },
      status: 'OPEN',
      lines: [
        {
          ingredient: { id: butter.id },
          packs: 9,
          packSize: 1,
          units: 'Pound',
          packCost: 4,
          receivedPacks: 0,
        },
      ],
      total: 36,
    });
    // The 9 packs on order are not ordered twice: 3 + 10 − 4.4092452437 − 9 < 0 → nothing to order.
    const twice = await send(chef, 'POST', '/api/purchase-orders', {
      startDate: '2026-12-01T00:00:00Z',
      endDate: '2026-12-05T00:00:00Z',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Nothing to order: no line of the order guide needs a pack.');
    const guide = await getJson<TOrderGuideResponse>(
      t,
      chef,
      '/api/order-guide?startDate=2026-12-01T00:00:00Z&endDate=2026-12-05T00:00:00Z',
    );
    expect(guide.vendors[0].lines[0]).toMatchObject({ demand: 3, onOrder: 9, quantity: 0, packs: 0 });
    expect((await getJson<TPurchaseOrder[]>(t, other, `/api/purchase-orders`)).length).toBe(0);
    expect(
      (await send(other, 'POST', `/api/purchase-orders/${po.id}/receive`, { lines: [] })).statusCode,
    ).toBe(400);
    expect(
      (
        await send(other, 'POST', `/api/purchase-orders/${po.id}/receive`, {
          lines: [{ ingredient: { id: butter.id }, packs: 1 }],
        })
      ).statusCode,
    ).toBe(404);

    // 5 of the 9 packs come in at $4.50 a pack.
    const part = await ok<TPurchaseOrder>(chef, 'POST', `/api/purchase-orders/${po.id}/receive`, {
      lines: [{ ingredient: { id: butter.id }, packs: 5, packCost: 4.5 }],
    });
    expect(part.status).toBe('PARTIAL');
    expect(part.lines[0].receivedPacks).toBe(5);
    // 4.4092452437 + 5 = 9.4092452437 lb
    expect((await butterLine()).onHand).toBeCloseTo(TWO_KG + 5, 9);
    const prices = await getJson<TPriceHistory>(t, chef, `/api/ingredients/${butter.id}/prices`);
    expect(prices.at(-1)).toMatchObject({ cost: 4.5, costAmount: 1, costUnits: 'Pound', source: 'delivery' });
    expect((await getJson<TIngredient>(t, chef, `/api/ingredients/${butter.id}`)).cost).toBe(4.5);

    // Only 4 packs are left: 5 more are refused and nothing changes.
    const over = await send(chef, 'POST', `/api/purchase-orders/${po.id}/receive`, {
      lines: [{ ingredient: { id: butter.id }, packs: 5 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Butter: only 4 packs are left to receive');
    const rest = await ok<TPurchaseOrder>(chef, 'POST', `/api/purchase-orders/${po.id}/receive`, {
      lines: [{ ingredient: { id: butter.id }, packs: 4 }],
    });
    expect(rest.status).toBe('RECEIVED');
    expect((await butterLine()).onHand).toBeCloseTo(TWO_KG + 9, 9); // 13.4092452437 lb
    const again = await send(chef, 'POST', `/api/purchase-orders/${po.id}/receive`, {
      lines: [{ ingredient: { id: butter.id }, packs: 1 }],
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('usage and variance', () => {
  it('takes a completed event’s production plan off on hand', async () => {
    clock.set('2026-12-05T08:00:00Z');
    // Definite, the event has not used anything yet.
    expect((await butterLine()).onHand).toBeCloseTo(TWO_KG + 9, 9);
    const event = await getJson<Record<string, unknown>>(t, chef, `/api/events/${eventId}`);
    await ok(chef, 'PUT', `/api/events/${eventId}`, { ...event, status: 'COMPLETED' });
    // 4.4092452437 + 9 − 3 = 10.4092452437 lb
    const line = await butterLine();
    expect(line.used).toBe(3);
    expect(line.onHand).toBeCloseTo(TWO_KG + 6, 9);
  });

  it('compares actual use between two counts with the plans’ use, in units and dollars, with the waste log', async () => {
    clock.set('2026-12-05T12:00:00Z');
    const waste = await send(chef, 'POST', '/api/inventory/waste', {
      ingredient: { id: butter.id },
      quantity: 1,
      units: 'Pound',
      reason: 'spoilage',
    });
    expect(waste.statusCode, waste.body).toBe(201);
    expect(
      (await send(chef, 'POST', '/api/inventory/waste', { ...JSON.parse(waste.payload), reason: 'lost' }))
        .statusCode,
    ).toBe(400);
    clock.set('2026-12-06T10:00:00Z');
    await ok(
      chef,
      'POST',
      '/api/inventory/counts',
      {
        storageArea: { id: areas['Walk-in cooler'].id },
        lines: [{ ingredient: { id: butter.id }, quantity: 6, units: 'Pound' }],
      },
      201,
    );
    const report = await getJson<TVariance>(
      t,
      chef,
      '/api/inventory/variance?from=2026-11-20T08:00:00Z&to=2026-12-06T12:00:00Z',
    );
    expect(report.events.map((e) => e.title)).toEqual(['Butter Night']);
    const [line] = report.lines;
    // opening 4.4092452437 + received 9 − closing 6 = actual 7.4092452437 lb; the plan used 3 lb.
    expect(line.opening).toBeCloseTo(TWO_KG, 9);
    expect(line.received).toBe(9);
    expect(line.closing).toBe(6);
    expect(line.actual).toBeCloseTo(TWO_KG + 3, 9);
    expect(line.theoretical).toBe(3);
    // variance 4.4092452437 lb × $4 (the last 4 packs came at the ordered $4) = $17.6369809748;
    // 1 lb of it was spoiled.
    expect(line.variance).toBeCloseTo(TWO_KG, 9);
    expect(line.varianceCost).toBeCloseTo(TWO_KG * 4, 9);
    expect(line.wasted).toBe(1);
    expect(line.unexplained).toBeCloseTo(TWO_KG - 1, 9);
    expect(report.wasteByReason.find((w) => w.reason === 'spoilage')?.cost).toBe(4);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/variance?from=2026-12-06T00:00:00Z&to=2026-12-01T00:00:00Z',
      headers: chef.headers,
    });
    expect(backwards.statusCode).toBe(400);
    // The new count replaced the old: on hand is 6 lb (nothing moved since).
    expect((await butterLine()).onHand).toBe(6);
  });
});
