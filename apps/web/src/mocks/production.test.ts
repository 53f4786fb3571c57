import {
  addDays,
  daysBetween,
  PRODUCTION_MESSAGES,
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
});
