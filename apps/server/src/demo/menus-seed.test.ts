import type { TMenu, TMenuItemListItem, TMenuListItem, TPage } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { DEMO_MENU_ITEMS, DEMO_MENUS, menusSeeder } from './menus-seed.ts';
import { recipesSeeder } from './recipes-seed.ts';

describe('demo menus seeder', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [catalogueSeeder, recipesSeeder, menusSeeder]);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    const token = await t.app.tokens.sign({ id: demo.id, login: demo.login, kitchenId: demo.kitchenId });
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  it('gives the demo kitchen about ten menu items, costed, one a work in progress', async () => {
    const page = await get<TPage<TMenuItemListItem>>('/api/menuItems');
    expect(page.totalElements).toBe(DEMO_MENU_ITEMS.length);
    expect(DEMO_MENU_ITEMS.length).toBeGreaterThanOrEqual(10);
    for (const item of page.content) {
      // Each line names a demo recipe: none was left out.
      const demo = DEMO_MENU_ITEMS.find((d) => d.name === item.name)!;
      expect(item.numberOfRecipes, item.name).toBe(demo.recipes.length);
      // The scampi's recipe has no yield yet: its line cannot be costed, and the list says so.
      if (item.name === 'Shrimp Scampi') expect(item.costComplete).toBe(false);
      else expect(item.costPerServing, item.name).toBeGreaterThan(0);
    }
    expect(page.content.filter((i) => !i.valid).map((i) => i.name)).toEqual(['Shrimp Scampi']);
    const crisp = page.content.find((i) => i.name === 'Apple Crisp')!;
    expect(crisp.allergens).toEqual(['MILK', 'WHEAT', 'TREE_NUTS']);
  });

  it('and two seasonal menus priced from them', async () => {
    const page = await get<TPage<TMenuListItem>>('/api/menus');
    expect(page.content.map((m) => m.name)).toEqual(DEMO_MENUS.map((m) => m.name).sort());
    const winter = await get<TMenu>(
      `/api/menus/${page.content.find((m) => m.name === 'Winter Banquet')!.id}`,
    );
    expect(winter.valid).toBe(true);
    expect(winter.menuSections.map((s) => s.name)).toEqual(['Starters', 'Mains', 'Desserts']);
    for (const s of winter.menuSections) {
      for (const i of s.menuSectionItems) expect(i.foodCostPercent, i.menuItem.name).toBeGreaterThan(0);
    }
  });
});
