import { DEMO_RECIPES, type TRecipe } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeeds, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { recipesSeeder } from './recipes-seed.ts';

describe('demo recipes seeder', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byName = async (name: string): Promise<TRecipe> => {
    const page = await get(`/api/recipes?searchText=${encodeURIComponent(name)}`);
    const found = page.content.find((r: { name: string }) => r.name === name);
    expect(found, name).toBeDefined();
    return get(`/api/recipes/${found.id}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [catalogueSeeder, recipesSeeder]);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    const token = await t.app.tokens.sign({ id: demo.id, login: demo.login, kitchenId: demo.kitchenId });
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  it('gives the demo kitchen about a dozen recipes across categories, all costed, one a work in progress', async () => {
    const page = await get('/api/recipes');
    expect(page.totalElements).toBe(DEMO_RECIPES.length);
    expect(DEMO_RECIPES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(page.content.map((r: { category: string }) => r.category)).size).toBeGreaterThanOrEqual(8);
    const incomplete = page.content
      .filter((r: { valid: boolean }) => !r.valid)
      .map((r: { name: string }) => r.name);
    expect(incomplete).toEqual(['Shrimp Scampi']);

    // Every line of every recipe names a demo ingredient and can be costed.
    for (const demo of DEMO_RECIPES) {
      const recipe = await byName(demo.name);
      expect(recipe.recipeIngredients).toHaveLength(demo.lines.length);
      expect(recipe.recipeSubRecipes).toHaveLength(demo.subRecipes?.length ?? 0);
      expect(recipe.cost.errors, demo.name).toEqual([]);
      expect(recipe.cost.total, demo.name).toBeGreaterThan(0);
    }
    const scampi = await byName('Shrimp Scampi');
    expect(scampi.errorMessages).toEqual([
      'Please enter a yield',
      'Yield Units are required',
      'Please enter the prep notes',
    ]);
  });

  it('nests three deep: a stock in a sauce in an entrée, each costed from the one below', async () => {
    const stock = await byName('Chicken Stock');
    const veloute = await byName('Chicken Velouté');
    const entree = await byName('Roast Chicken with Velouté');
    expect(veloute.recipeSubRecipes.map((l) => l.recipe.name)).toEqual(['Chicken Stock', 'Blond Roux']);
    expect(entree.recipeSubRecipes.map((l) => l.recipe.name)).toEqual(['Chicken Velouté']);
    // 4 lb bones at $20 / 40 lb = $2.00 is the stock's largest line.
    expect(stock.cost.breakdown[0]).toMatchObject({ name: 'Chicken Bones', cost: expect.closeTo(2, 9) });
    // The velouté uses 2 qt of the 1 gal stock: half its cost; the entrée 1 qt of the 2 qt velouté.
    const stockSlice = veloute.cost.breakdown.find((b) => b.name === 'Chicken Stock');
    expect(stockSlice?.cost).toBeCloseTo(stock.cost.total / 2, 9);
    const velouteSlice = entree.cost.breakdown.find((b) => b.name === 'Chicken Velouté');
    expect(velouteSlice?.cost).toBeCloseTo(veloute.cost.total / 2, 9);
    expect(entree.valid).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    await t.db.delete(demoSeeds).where(eq(demoSeeds.kitchenId, demo.kitchenId));
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [catalogueSeeder, recipesSeeder]);
    expect((await get('/api/recipes')).totalElements).toBe(DEMO_RECIPES.length);
  });
});
