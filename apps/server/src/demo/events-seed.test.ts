import {
  DEMO_EVENTS,
  type TBanquetEvent,
  type TBanquetEventListItem,
  type TPreplistResponse,
} from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { eventsSeeder } from './events-seed.ts';
import { menusSeeder } from './menus-seed.ts';
import { recipesSeeder } from './recipes-seed.ts';

describe('demo events seeder', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const call = async <T>(method: 'GET' | 'POST', url: string, status = 200): Promise<T> => {
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [
      catalogueSeeder,
      recipesSeeder,
      menusSeeder,
      eventsSeeder,
    ]);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    const token = await t.app.tokens.sign({ id: demo.id, login: demo.login, kitchenId: demo.kitchenId });
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  it('books a dozen events over the coming weeks, each with its whole menu, dietary counts and warnings', async () => {
    const now = Date.now();
    const rows = await call<TBanquetEventListItem[]>(
      'GET',
      `/api/events?startDate=${new Date(now).toISOString()}&endDate=${new Date(now + 60 * 86_400_000).toISOString()}`,
    );
    expect(rows).toHaveLength(DEMO_EVENTS.length);
    for (const row of rows) {
      const demo = DEMO_EVENTS.find((d) => d.title === row.title)!;
      expect(row.numberOfMenuItems, row.title).toBe(demo.menu.length);
    }
    const wedding = await call<TBanquetEvent>(
      'GET',
      `/api/events/${rows.find((r) => r.title === 'Harper–Lee Wedding')!.id}`,
    );
    expect(wedding.figures.costComplete).toBe(true);
    // Quoted at the Winter Banquet's prices: soup $0.75 + roast chicken $4.75 + apple crisp $2.25.
    expect(wedding.pricePerGuest).toBe(7.75);
    // Costs a serving (menus-seed.test.ts works the chicken by hand): the food cost per guest is the
    // sum of the three, and against $7.75 a guest it is a chef's 28–33 %, as each dish is.
    const perGuest = wedding.banquetEventMenuSectionItems.reduce((sum, l) => sum + l.costPerServing, 0);
    expect(wedding.figures.foodCostPerGuest).toBeCloseTo(perGuest, 9);
    expect(wedding.figures.foodCostPercent).toBeCloseTo((perGuest / 7.75) * 100, 6);
    expect(wedding.figures.foodCostPercent).toBeGreaterThanOrEqual(28);
    expect(wedding.figures.foodCostPercent).toBeLessThanOrEqual(33);
    // The Apple Crisp has walnuts: the two guests with a tree-nut allergy are warned for it.
    expect(wedding.allergenWarnings).toContainEqual(
      expect.objectContaining({ menuItemName: 'Apple Crisp', allergen: 'TREE_NUTS', guests: 2 }),
    );
    const prep = await call<TPreplistResponse>('POST', `/api/events/${wedding.id}/preplist`, 201);
    expect(prep.errors).toEqual([]);
    expect(prep.teamPreplists.length).toBeGreaterThan(0);
    // 140 apple crisps (recipe yield 12, 1½ Cups of whipped cream in it): the pastry team whips
    // 140 ÷ 12 × 1½ = 17½ Cups once, inside the crisp, not a second time beside it.
    const pastry = prep.teamPreplists.find((t) => t.team === 'Pastry')!;
    const crisp = pastry.preplistSections
      .flatMap((s) => s.preplistItems)
      .find((i) => i.name === 'Apple Crisp')!;
    expect(crisp.prepRecipes.map((r) => r.name)).toEqual(['Apple Crisp']);
    const cream = crisp.prepRecipes[0].prepRecipes.find((r) => r.name === 'Vanilla Whipped Cream')!;
    expect(cream.scaledYield).toBeCloseTo(17.5, 9);
    expect(cream.scaledUnits).toBe('Cup');
  });
});
