import type { TIngredient, TInventory, TPurchaseOrder, TStorageArea, TVarianceHistory } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { getJson } from '../../test/menu-items.test-helpers.ts';
import { createIngredient, createVendor } from '../../test/recipes.test-helpers.ts';
import { recordStatements, selects } from '../../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createButterNight } from './inventory.test-helpers.ts';

// Butter in packs of 1 lb at $4 ($4 a pound); flour in 50 lb bags at $20 ($0.40 a pound).
const clock = manualClock('2026-11-01T07:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
let vendor = 0;
let butter: TIngredient;
let flour: TIngredient;
const areas: Record<string, TStorageArea> = {};

async function ok<T>(user: TestUser, method: 'POST' | 'PUT', url: string, payload: unknown, status = 200) {
  const res = await t.app.inject({ method, url, headers: user.headers, payload: payload as object });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
async function count(at: string, area: string, lines: [TIngredient, number, string][]) {
  clock.set(at);
  await ok(
    chef,
    'POST',
    '/api/inventory/counts',
    {
      storageArea: { id: areas[area].id },
      lines: lines.map(([i, quantity, units]) => ({ ingredient: { id: i.id }, quantity, units })),
    },
    201,
  );
}
const stock = async (name: string) =>
  (await getJson<TInventory>(t, chef, '/api/inventory')).lines.find((l) => l.name === name)!;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser({ rememberMe: true });
  other = await t.createUser({ rememberMe: true });
  vendor = await createVendor(t, chef, 'Sysco');
  butter = await createIngredient(t, chef, vendor, {
    name: 'Butter',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
  });
  flour = await createIngredient(t, chef, vendor, {
    name: 'Flour',
    cost: 20,
    costAmount: 50,
    costUnits: 'Pound',
  });
  for (const name of ['Walk-in cooler', 'Dry store']) {
    areas[name] = await ok<TStorageArea>(chef, 'POST', '/api/storage-areas', { name }, 201);
  }
});
afterAll(() => t.close());

describe('on hand per storage area', () => {
  it('holds each area’s last count; deliveries, the events’ use and waste land in the area counted last', async () => {
    // Stocktake 1: the dry store at 08:00 (flour 50 lb, butter 2 lb), the walk-in at 08:30 (butter 10 lb).
    await count('2026-11-01T08:00:00Z', 'Dry store', [
      [flour, 50, 'Pound'],
      [butter, 2, 'Pound'],
    ]);
    await count('2026-11-01T08:30:00Z', 'Walk-in cooler', [[butter, 10, 'Pound']]);
    // Par 20 lb: 20 − 12 on hand = 8 packs ordered on November 2, all received.
    clock.set('2026-11-02T09:00:00Z');
    const { createdDate: _c, lastModifiedDate: _l, ...sent } = butter;
    await ok(chef, 'POST', '/api/ingredients', { ...sent, parLevel: { quantity: 20, units: 'Pound' } });
    const [po] = await ok<TPurchaseOrder[]>(chef, 'POST', '/api/purchase-orders', {}, 201);
    expect(po.lines).toMatchObject([{ ingredient: { id: butter.id }, packs: 8 }]);
    await ok(chef, 'POST', `/api/purchase-orders/${po.id}/receive`, {
      lines: [{ ingredient: { id: butter.id }, packs: 8 }],
    });
    // An event of 3 Butter Plates (1 lb each) on November 3, completed.
    const eventId = await createButterNight(t, chef, butter.id, {
      start: '2026-11-03T18:00:00Z',
      end: '2026-11-03T22:00:00Z',
    });
    clock.set('2026-11-04T09:00:00Z');
    const stored = await getJson<Record<string, unknown>>(t, chef, `/api/events/${eventId}`);
    await ok(chef, 'PUT', `/api/events/${eventId}`, { ...stored, status: 'COMPLETED' });
    await ok(
      chef,
      'POST',
      '/api/inventory/waste',
      { ingredient: { id: butter.id }, quantity: 1, units: 'Pound', reason: 'spoilage' },
      201,
    );

    // Butter: 12 counted + 8 received − 3 used − 1 wasted = 16 lb; by area, the walk-in (counted
    // last) 10 + 8 − 3 − 1 = 14 lb and the dry store its 2 lb. The areas come in walking order.
    const butterStock = await stock('Butter');
    expect(butterStock.onHand).toBe(16);
    expect(butterStock.areas).toEqual([
      {
        storageArea: { id: areas['Walk-in cooler'].id, name: 'Walk-in cooler' },
        countedAt: '2026-11-01T08:30:00.000Z',
        counted: 10,
        onHand: 14,
        usual: true,
      },
      {
        storageArea: { id: areas['Dry store'].id, name: 'Dry store' },
        countedAt: '2026-11-01T08:00:00.000Z',
        counted: 2,
        onHand: 2,
        usual: false,
      },
    ]);
    expect((await stock('Flour')).areas).toMatchObject([
      { storageArea: { name: 'Dry store' }, counted: 50, onHand: 50, usual: true },
    ]);
  });
});

describe('variance over time', () => {
  it('answers the kitchen’s variance in dollars per pair of consecutive stocktakes, each ingredient’s too', async () => {
    // Stocktake 2: the walk-in at 08:00 (butter 13 lb), the dry store at 08:15 (butter 2, flour 40 lb).
    await count('2026-11-05T08:00:00Z', 'Walk-in cooler', [[butter, 13, 'Pound']]);
    await count('2026-11-05T08:15:00Z', 'Dry store', [
      [butter, 2, 'Pound'],
      [flour, 40, 'Pound'],
    ]);
    // Stocktake 3: the walk-in only (butter 12 lb); the dry store keeps its November 5 count.
    await count('2026-11-08T08:00:00Z', 'Walk-in cooler', [[butter, 12, 'Pound']]);
    clock.set('2026-11-09T08:00:00Z');

    const history = await getJson<TVarianceHistory>(t, chef, '/api/inventory/variance/history');
    // Period 1 (Nov 1 08:30 → Nov 5 08:15): butter opening 12 + received 8 − closing 15 = actual
    // 5 lb, the plan used 3 lb → variance 2 lb × $4 = $8; flour 50 − 40 = 10 lb used, none planned
    // → 10 lb × $0.40 = $4; the kitchen $12 over one event.
    // Period 2 (Nov 5 08:15 → Nov 8 08:00): butter 15 − 14 = 1 lb, none planned → $4; flour 40 →
    // 40, $0; the kitchen $4 over no event.
    expect(history.periods.map((p) => [p.from, p.to, p.events])).toEqual([
      ['2026-11-01T08:30:00.000Z', '2026-11-05T08:15:00.000Z', 1],
      ['2026-11-05T08:15:00.000Z', '2026-11-08T08:00:00.000Z', 0],
    ]);
    const [first, second] = history.periods;
    expect(first.varianceCost).toBeCloseTo(12, 9);
    expect(first.lines).toEqual([
      { ingredientId: butter.id, name: 'Butter', units: 'Pound', variance: 2, varianceCost: 8 },
      { ingredientId: flour.id, name: 'Flour', units: 'Pound', variance: 10, varianceCost: 4 },
    ]);
    expect(second.varianceCost).toBeCloseTo(4, 9);
    expect(second.lines.map((l) => [l.name, l.variance, l.varianceCost])).toEqual([
      ['Butter', 1, 4],
      ['Flour', 0, 0],
    ]);

    // The same figures as the variance report between the same two moments.
    const report = await getJson<{ varianceCost: number }>(
      t,
      chef,
      `/api/inventory/variance?from=${first.from}&to=${first.to}`,
    );
    expect(report.varianceCost).toBeCloseTo(first.varianceCost, 9);

    // A fixed number of statements whatever the periods: one period (to November 7) or two, the
    // same event planned once.
    const selectsOf = async (url: string) => {
      const recorder = recordStatements(t.database);
      try {
        expect((await getJson<TVarianceHistory>(t, chef, url)).periods.length).toBeGreaterThan(0);
        return selects(recorder.statements).length;
      } finally {
        recorder.stop();
      }
    };
    const one = await selectsOf('/api/inventory/variance/history?to=2026-11-07T00:00:00Z');
    expect(await selectsOf('/api/inventory/variance/history')).toBe(one);

    // From November 5: the stocktakes of November 5 and 8, one period.
    const since = await getJson<TVarianceHistory>(
      t,
      chef,
      '/api/inventory/variance/history?from=2026-11-05T00:00:00Z',
    );
    expect(since.periods.map((p) => p.varianceCost)).toEqual([4]);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/variance/history?from=2026-11-08T00:00:00Z&to=2026-11-01T00:00:00Z',
      headers: chef.headers,
    });
    expect(backwards.statusCode).toBe(400);
    // Another kitchen sees none of it.
    expect((await getJson<TVarianceHistory>(t, other, '/api/inventory/variance/history')).periods).toEqual(
      [],
    );
  });

  it('carries the order guide’s lines into its CSV: events need, on hand, par, on order, quantity and packs', async () => {
    // Butter: on hand 12 (walk-in, Nov 8) + 2 (dry store, Nov 5) = 14 lb; par 20 → 6 lb = 6 packs, $24.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/order-guide/csv?toPar=true&vendorId=${vendor}`,
      headers: chef.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toBe(
      'Vendor,Ingredient,Events need,On hand,Par,On order,Quantity needed,Units,Pack size,Packs to order,Pack cost,Line cost\r\n' +
        'Sysco,Butter,0,14,20,0,6,Pound,1,6,4.00,24.00\r\n' +
        'Sysco,Total,,,,,,,,,,24.00\r\n',
    );
  });
});
