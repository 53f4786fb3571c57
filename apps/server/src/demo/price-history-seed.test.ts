import type { TCostSinceResponse, TIngredient, TPage, TPriceHistory, TRecipeListItem } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { priceHistorySeeder } from './price-history-seed.ts';
import { recipesSeeder } from './recipes-seed.ts';

describe('demo price history seeder', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [catalogueSeeder, recipesSeeder, priceHistorySeeder]);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    const token = await t.app.tokens.sign({ id: demo.id, login: demo.login, kitchenId: demo.kitchenId });
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  it('gives butter three prices ending at today’s, and a recipe with butter a cost that moved', async () => {
    const page = await get<TPage<TIngredient>>('/api/ingredients?searchText=unsalted%20butter');
    const butter = page.content[0];
    const history = await get<TPriceHistory>(`/api/ingredients/${butter.id}/prices`);
    expect(history).toHaveLength(3);
    // 84 % and 93 % of today's price, rounded to the cent, then today's.
    expect(history.map((h) => h.cost)).toEqual([
      Math.round(butter.cost! * 0.84 * 100) / 100,
      Math.round(butter.cost! * 0.93 * 100) / 100,
      butter.cost,
    ]);
    const salt = (await get<TPage<TIngredient>>('/api/ingredients?searchText=kosher')).content[0];
    expect(await get<TPriceHistory>(`/api/ingredients/${salt.id}/prices`)).toHaveLength(1);
    const roux = (await get<TPage<TRecipeListItem>>('/api/recipes?searchText=blond%20roux')).content[0];
    const since = await get<TCostSinceResponse>(
      `/api/recipes/${roux.id}/cost-since?date=${new Date(Date.now() - 60 * 86_400_000).toISOString()}`,
    );
    expect(since.change).toBeGreaterThan(0);
    expect(since.movers[0].name).toBe('Unsalted Butter');
  });
});
