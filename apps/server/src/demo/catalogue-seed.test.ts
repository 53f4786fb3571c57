import { DEMO_INGREDIENTS, DEMO_VENDORS, ingredientCost, type TIngredient } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { ensureDemoAccount } from './demo-account.ts';

describe('demo catalogue seeder', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let kitchenId: number;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byName = async (name: string): Promise<TIngredient> => {
    const page = await get(`/api/ingredients?searchText=${encodeURIComponent(name)}`);
    const found = page.content.find((i: { name: string }) => i.name === name);
    expect(found, name).toBeDefined();
    return get(`/api/ingredients/${found.id}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [catalogueSeeder]);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    kitchenId = demo.kitchenId;
    const token = await t.app.tokens.sign({ id: demo.id, login: demo.login, kitchenId });
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  it('gives the demo kitchen three vendors and about 40 complete ingredients', async () => {
    const vendors = await get('/api/vendors');
    expect(vendors.content.map((v: { name: string }) => v.name).sort()).toEqual([...DEMO_VENDORS].sort());
    const total = vendors.content.reduce(
      (sum: number, v: { ingredientCount: number }) => sum + v.ingredientCount,
      0,
    );
    expect(total).toBe(DEMO_INGREDIENTS.length);
    expect(DEMO_INGREDIENTS.length).toBeGreaterThanOrEqual(38);
    expect(DEMO_INGREDIENTS.length).toBeLessThanOrEqual(50);
    const page = await get('/api/ingredients');
    expect(page.totalElements).toBe(DEMO_INGREDIENTS.length);
    const incomplete = page.content
      .filter((i: { valid: boolean }) => !i.valid)
      .map((i: { name: string }) => i.name);
    expect(incomplete).toEqual([]);
  });

  it('stores pack costs, conversions and nutrients a cook would recognise', async () => {
    const flour = await byName('All-purpose Flour');
    expect(flour).toMatchObject({
      cost: 20,
      costAmount: 50,
      costUnits: 'Pound',
      vendor: { name: 'Harbor Foodservice' },
    });
    expect(flour.conversions).toMatchObject([
      { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' },
    ]);
    expect(flour.ingredientNutrients).toContainEqual({
      id: expect.any(Number),
      nutrient: 'Energy',
      amount: 109,
      units: 'kcal',
    });
    // 1 Cup = 125 g = 0.275578 lb at $20 / 50 lb = $0.40 / lb → $0.110231.
    const cup = ingredientCost(flour, 1, 'Cup');
    expect(cup.ok && cup.cost).toBeCloseTo(0.110231, 6);

    const eggs = await byName('Large Eggs');
    expect(eggs.conversions).toMatchObject([
      { quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' },
    ]);
    // 3 eggs at $48 for 180 → $0.80.
    const three = ingredientCost(eggs, 3, 'Each');
    expect(three.ok && three.cost).toBeCloseTo(0.8, 10);
  });

  it('is idempotent: running it again adds nothing', async () => {
    await t.db.transaction((tx) =>
      catalogueSeeder.seed({
        tx,
        kitchenId,
        userId: 0,
        actor: { id: 0, login: 'demo', kitchenId },
        log: t.app.log,
        clock: systemClock,
      }),
    );
    expect((await get('/api/ingredients')).totalElements).toBe(DEMO_INGREDIENTS.length);
    expect((await get('/api/vendors')).totalElements).toBe(DEMO_VENDORS.length);
  });
});
