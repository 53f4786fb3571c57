import type { TCoolingLog, TCoolingLogs, TProductionCheckOff } from '@brigade/core';
import { COOLING_MESSAGES, PRODUCTION_MESSAGES, RECIPE_MESSAGES } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionCheckOffs, productionCheckOffTaps } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { createIngredient, createRecipe, createVendor, line } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { joinAs } from '../team/team.test-helpers.ts';

/**
 * The station (a tablet per team): check-offs sent late from an offline queue, by two tablets, and
 * the cooling log of cooked batches. The server's clock stands at 2026-12-05 12:00Z.
 */
const clock = manualClock('2026-12-05T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let cook: TestUser;
let other: TestUser;
let stockId = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
  cook = await joinAs(t, chef, 'cook');
  other = await t.createUser();
  const vendor = await createVendor(t, chef);
  const bones = await createIngredient(t, chef, vendor, { name: 'Bones', cost: 1, costUnits: 'Pound' });
  stockId = (
    await createRecipe(t, chef, {
      name: 'Veal Stock',
      team: 'Banquets',
      category: 'Sauces and Stocks',
      yieldQuantity: 4,
      yieldUnits: 'Quart',
      recipeIngredients: [line(bones.id, 5, 'Pound')],
    })
  ).id;
});
afterAll(() => t.close());

const inject = (
  user: TestUser,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, headers: { ...user.headers, ...headers }, payload });

describe('PUT /api/production-plan/check-offs from stations', () => {
  const batch = () => ({ date: '2026-12-05', team: 'Banquets', recipeId: stockId });
  // The plan shows a batch's mark only for a booked event's batch: the stored mark is read here.
  const stored = () =>
    t.db
      .select({ checkedBy: productionCheckOffs.checkedBy, checkedAt: productionCheckOffs.checkedAt })
      .from(productionCheckOffs);
  const tap = async (user: TestUser, done: boolean, at?: string) => {
    const res = await inject(user, 'PUT', '/api/production-plan/check-offs', {
      ...batch(),
      done,
      ...(at ? { at } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TProductionCheckOff>();
  };

  it('records both tablets’ checks: the batch is done, marked by the earlier tap, whatever arrives first', async () => {
    // The cook's tablet was offline: its 11:40 tap arrives after the chef's 11:50 one.
    expect((await tap(chef, true, '2026-12-05T11:50:00Z')).checkOff).toEqual({
      by: 'Ana Lopez',
      at: '2026-12-05T11:50:00.000Z',
    });
    const late = await tap(cook, true, '2026-12-05T11:40:00Z');
    expect(late.checkOff).toEqual({ by: 'Cook Member', at: '2026-12-05T11:40:00.000Z' });
    // The same queued tap sent again (the answer was lost on the way back) changes nothing.
    expect(await tap(cook, true, '2026-12-05T11:40:00Z')).toEqual(late);
    expect(await stored()).toEqual([
      { checkedBy: 'Cook Member', checkedAt: new Date('2026-12-05T11:40:00Z') },
    ]);
    // Every tap is kept: the chef's, and the cook's once.
    expect(await t.db.select().from(productionCheckOffTaps)).toHaveLength(2);
  });

  it('lets the latest tap decide: an un-check at 11:55 stands against a check queued at 11:45', async () => {
    expect((await tap(chef, false, '2026-12-05T11:55:00Z')).checkOff).toBeNull();
    expect((await tap(cook, true, '2026-12-05T11:45:00Z')).checkOff).toBeNull();
    // Without a time the tap is the server's now (12:00), later than all: checked again.
    expect((await tap(cook, true)).checkOff).toEqual({ by: 'Cook Member', at: '2026-12-05T12:00:00.000Z' });
  });

  it('refuses a tap time in the future or weeks old (400, nothing recorded)', async () => {
    const future = await inject(cook, 'PUT', '/api/production-plan/check-offs', {
      ...batch(),
      done: false,
      at: '2026-12-05T12:06:00Z',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(COOLING_MESSAGES.tapInFuture);
    const bad = await inject(cook, 'PUT', '/api/production-plan/check-offs', {
      ...batch(),
      done: false,
      at: 'noon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(PRODUCTION_MESSAGES.atInvalid);
    expect(await stored()).toEqual([
      { checkedBy: 'Cook Member', checkedAt: new Date('2026-12-05T12:00:00Z') },
    ]);
  });
});

describe('cooling logs', () => {
  const reading = (temperature: number, unit: 'F' | 'C', at: string) => ({
    date: '2026-12-05',
    team: 'Banquets',
    recipeId: stockId,
    temperature,
    unit,
    at,
  });
  const add = async (user: TestUser, body: object, headers = {}) => {
    const res = await inject(user, 'POST', '/api/production-plan/cooling-logs/readings', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TCoolingLog>();
  };

  it('logs readings in °F and °C, and shows the first stage missed at 70 °F after 2 hours', async () => {
    // 160 °F at 08:00 (the clock starts), 60 °C = 140 °F at 08:30; 43.3 °C ≈ 110 °F at 09:30.
    await add(cook, reading(160, 'F', '2026-12-05T08:00:00Z'));
    await add(cook, reading(60, 'C', '2026-12-05T08:30:00Z'), { 'idempotency-key': 'tap-1' });
    // The same queued reading sent twice with its key is logged once.
    await add(cook, reading(60, 'C', '2026-12-05T08:30:00Z'), { 'idempotency-key': 'tap-1' });
    let log = await add(chef, reading(110, 'F', '2026-12-05T09:30:00Z'));
    expect(log.readings.map((r) => [r.temperatureF, r.by])).toEqual([
      [160, 'Cook Member'],
      [140, 'Cook Member'],
      [110, 'Ana Lopez'],
    ]);
    // The last reading at or above 135 °F before the first below it: 140 °F at 08:30.
    expect(log.status.startedAt).toBe('2026-12-05T08:30:00.000Z');
    expect(log.status.stage1.deadline).toBe('2026-12-05T10:30:00.000Z');
    // 21 °C = 69.8 °F at 10:45: under 70 °F, 15 minutes late.
    log = await add(cook, reading(21, 'C', '2026-12-05T10:45:00Z'));
    expect(log.readings.at(-1)!.temperatureF).toBeCloseTo(69.8, 6);
    expect(log.status.stage1).toMatchObject({ status: 'missed', reachedAt: '2026-12-05T10:45:00.000Z' });
    expect(log.status.state).toBe('out-of-limits');
    expect(log.status.warnings).toEqual([COOLING_MESSAGES.stage1Missed]);

    const day = await inject(cook, 'GET', '/api/production-plan/cooling-logs?date=2026-12-05');
    expect(day.statusCode).toBe(200);
    const logs = day.json<TCoolingLogs>();
    expect(logs.logs).toHaveLength(1);
    expect(logs.logs[0]).toEqual(log);
    // Another kitchen reads its own day: empty.
    expect(
      (await inject(other, 'GET', '/api/production-plan/cooling-logs?date=2026-12-05')).json().logs,
    ).toEqual([]);
  });

  it('answers 404 for another kitchen’s recipe and 400 for a reading no probe gives, logging nothing', async () => {
    const foreign = await inject(
      other,
      'POST',
      '/api/production-plan/cooling-logs/readings',
      reading(50, 'F', '2026-12-05T11:00:00Z'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RECIPE_MESSAGES.notFound);
    const hot = await inject(
      cook,
      'POST',
      '/api/production-plan/cooling-logs/readings',
      reading(300, 'C', '2026-12-05T11:00:00Z'),
    );
    expect(hot.statusCode).toBe(400);
    expect(hot.body).toContain(COOLING_MESSAGES.temperatureOutOfRange('-40 °C', '260 °C'));
    const noUnit = await inject(cook, 'POST', '/api/production-plan/cooling-logs/readings', {
      ...reading(50, 'F', '2026-12-05T11:00:00Z'),
      unit: 'K',
    });
    expect(noUnit.statusCode).toBe(400);
    const day = (
      await inject(cook, 'GET', '/api/production-plan/cooling-logs?date=2026-12-05')
    ).json<TCoolingLogs>();
    expect(day.logs[0].readings).toHaveLength(4);
    const badDay = await inject(cook, 'GET', '/api/production-plan/cooling-logs?date=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.body).toContain(PRODUCTION_MESSAGES.dateRequired);
  });
});
