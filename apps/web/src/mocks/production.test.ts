import {
  addDays,
  COOLING_MESSAGES,
  daysBetween,
  PRODUCTION_MESSAGES,
  type TCoolingLog,
  type TCoolingLogs,
  type TProductionCheckOff,
  type TProductionPlan,
} from '@brigade/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callMock, serveMockApi } from './mock-client';

serveMockApi();
let token: string;
beforeAll(async () => {
  const signedIn = await callMock('authenticate', {
    path: '/api/authenticate',
    body: { username: 'production@example.com', password: 'at-least-8' },
  });
  token = (await signedIn.json()).id_token;
});

describe('the mocked production plan (core’s planProduction over the demo kitchen)', () => {
  const today = new Date().toISOString().slice(0, 10);
  const week = { startDate: today, endDate: addDays(today, 7) };

  it('spreads the demo’s coming week over its days: a stock two days before the velouté’s day', async () => {
    const response = await callMock(
      'getProductionPlan',
      { path: '/api/production-plan', query: week },
      token,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const plan: TProductionPlan = await response.json();
    expect(plan.errors).toEqual([]);
    expect(plan.days.length).toBeGreaterThanOrEqual(5);
    const batches = plan.days.flatMap((d) =>
      d.teams.flatMap((t) => t.batches.map((b) => ({ date: d.date, b }))),
    );
    const stock = batches.find(({ b }) => b.recipe.name === 'Chicken Stock');
    expect(stock).toBeDefined();
    // Stocks are made two days before the day they go into a sauce or a soup, made a day ahead.
    expect(daysBetween(stock!.date, stock!.b.serviceDate)).toBeGreaterThanOrEqual(3);
    // A recipe is one batch per day and team.
    const keys = batches.map(({ b }) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a bad range or time zone with the server’s 400', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const response = await callMock('getProductionPlan', { path: '/api/production-plan', query }, token);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    };
    await refused({ ...week, timeZone: 'Mars/Olympus' }, PRODUCTION_MESSAGES.timeZoneInvalid('Mars/Olympus'));
    await refused({ startDate: week.endDate, endDate: week.startDate }, PRODUCTION_MESSAGES.endBeforeStart);
  });

  it('keeps a check-off, and answers 404 for a recipe the kitchen does not have', async () => {
    const plan: TProductionPlan = await (
      await callMock('getProductionPlan', { path: '/api/production-plan', query: week }, token)
    ).json();
    const [day] = plan.days;
    const [team] = day.teams;
    const [batch] = team.batches;
    const body = { date: day.date, team: team.team, recipeId: batch.recipe.id, done: true };
    const marked = await callMock(
      'setProductionCheckOff',
      { path: '/api/production-plan/check-offs', body },
      token,
    );
    const reply: TProductionCheckOff = await marked.json();
    expect(reply.key).toBe(batch.key);
    expect(reply.checkOff?.by).toBeTruthy();
    const again: TProductionPlan = await (
      await callMock('getProductionPlan', { path: '/api/production-plan', query: week }, token)
    ).json();
    expect(again.days[0].teams[0].batches[0].checkOff).toEqual(reply.checkOff);
    const missing = await callMock(
      'setProductionCheckOff',
      { path: '/api/production-plan/check-offs', body: { ...body, recipeId: 999_999 } },
      token,
    );
    expect(missing.status).toBe(404);
  });

  it('merges taps sent late: the earlier of two checks marks, a later un-check wins, a resend counts once', async () => {
    const plan: TProductionPlan = await (
      await callMock('getProductionPlan', { path: '/api/production-plan', query: week }, token)
    ).json();
    // The last day's last batch: one no other test has tapped.
    const day = plan.days.at(-1)!;
    const team = day.teams.at(-1)!;
    const batch = team.batches.at(-1)!;
    const base = { date: day.date, team: team.team, recipeId: batch.recipe.id };
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const tap = async (done: boolean, at: string) =>
      (
        await callMock(
          'setProductionCheckOff',
          { path: '/api/production-plan/check-offs', body: { ...base, done, at } },
          token,
        )
      ).json() as Promise<TProductionCheckOff>;
    const [ten, twenty, five] = [ago(10), ago(20), ago(5)];
    await tap(true, ten);
    expect((await tap(true, twenty)).checkOff?.at).toBe(twenty);
    expect((await tap(true, twenty)).checkOff?.at).toBe(twenty);
    expect((await tap(false, five)).checkOff).toBeNull();
    expect((await tap(true, ago(30))).checkOff).toBeNull();
  });

  it('logs cooling readings (°C kept in °F) with the Food Code status, and refuses a hot probe', async () => {
    const plan: TProductionPlan = await (
      await callMock('getProductionPlan', { path: '/api/production-plan', query: week }, token)
    ).json();
    const [day] = plan.days;
    const batch = day.teams[0].batches[0];
    const base = { date: day.date, team: day.teams[0].team, recipeId: batch.recipe.id };
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const add = (temperature: number, unit: 'F' | 'C', at: string) =>
      callMock(
        'addCoolingReading',
        { path: '/api/production-plan/cooling-logs/readings', body: { ...base, temperature, unit, at } },
        token,
      );
    // 150 °F three hours ago starts the clock; 30 °C = 86 °F now: 70 °F was due an hour ago.
    expect((await add(150, 'F', ago(180))).status).toBe(201);
    const log: TCoolingLog = await (await add(30, 'C', ago(0))).json();
    expect(log.readings.map((r) => r.temperatureF)).toEqual([150, 86]);
    expect(log.status.stage1.status).toBe('missed');
    expect(log.status.warnings).toContain(COOLING_MESSAGES.stage1Missed);
    const day1: TCoolingLogs = await (
      await callMock(
        'getCoolingLogs',
        { path: '/api/production-plan/cooling-logs', query: { date: day.date } },
        token,
      )
    ).json();
    expect(day1.logs.find((l) => l.key === batch.key)).toEqual(log);
    const hot = await add(600, 'F', ago(0));
    expect(hot.status).toBe(400);
  });
});
