import {
  DEMO_MENU_ITEMS,
  DEMO_MENUS,
  type TMenu,
  type TMenuItemListItem,
  type TMenuListItem,
  type TPage,
} from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { menusSeeder } from './menus-seed.ts';
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
    // Its line asks for 1 Each: the yield missing is the recipe's, and the message says whose.
    expect(page.content.find((i) => i.name === 'Shrimp Scampi')!.errorMessages).toContain(
      'Shrimp Scampi: Please enter a yield',
    );
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
    expect(winter.menuSections.map((s) => s.name)).toEqual([
      "Hors d'oeuvres",
      'Starters',
      'Mains',
      'Desserts',
    ]);
  });

  it('prices like a banquet: hors d’oeuvres $3–6 a piece, plated entrées $28–48, near the target food cost', async () => {
    const items = await get<TPage<TMenuItemListItem>>('/api/menuItems');
    const menus = await get<TPage<TMenuListItem>>('/api/menus');
    let priced = 0;
    for (const { id } of menus.content) {
      const menu = await get<TMenu>(`/api/menus/${id}`);
      for (const section of menu.menuSections) {
        for (const line of section.menuSectionItems) {
          const name = `${menu.name}: ${line.menuItem.name}`;
          const price = line.price!;
          // A menu price: whole cents in nickels ($3.50, $4.50, $38).
          expect(Math.round(price * 100) % 5, name).toBe(0);
          const [low, high] =
            section.name === "Hors d'oeuvres" ? [3, 6] : section.name === 'Mains' ? [28, 48] : [4, 14];
          expect(price, name).toBeGreaterThanOrEqual(low);
          expect(price, name).toBeLessThanOrEqual(high);
          const item = items.content.find((i) => i.id === line.menuItem.id)!;
          if (!item.costComplete) continue; // the scampi: no yield, so no cost
          // Near a chef's 30 % target: none more than 5 points over it (core's banquet-costs test
          // holds each to the target's rating), none a giveaway.
          expect(line.foodCostPercent!, name).toBeLessThanOrEqual(35);
          expect(line.foodCostPercent!, name).toBeGreaterThanOrEqual(18);
          priced += 1;
        }
      }
    }
    expect(priced).toBe(14); // 10 Winter Banquet lines + 4 of the 5 Spring Lunch lines
    // The Spring Lunch averages the four dishes it can cost — salad $1.267567 at $4.50 = 28.16816 %,
    // spaghetti $0.880623 at $4 = 22.01558 %, salmon $6.998482 at $30 = 23.32827 %, cookies
    // $1.050231 at $4 = 26.25578 % → 24.94195 % — not the scampi's "0 %" as well.
    const lunch = menus.content.find((m) => m.name === 'Spring Lunch')!;
    expect(lunch.averageFoodCostPercent).toBeCloseTo(24.94195, 2);

    // By hand, from the demo catalogue: Filet of Beef = a tenth of Seared Beef Tenderloin (yield 10):
    //   3.75 lb tenderloin at $280/10 lb ($28/lb) → $105; 2 Tbsp canola (28 g at $38/35 lb) → $0.067020;
    //   2 Tbsp butter (28.4 g at $126/36 lb) → $0.219139; 2 Tbsp thyme (4.8 g at $8/lb) → $0.084657;
    //   2 tsp salt (6 g at $3/lb) → $0.039683; 1 tsp pepper (2.3 g at $28/lb) → $0.141977
    //   = $105.552476 ÷ 10 = $10.555248
    // + 6 oz of Garlic Mashed Potatoes (yield 6 lb, so 1/16): 5 lb potatoes $2.50, 8 garlic (24 g at
    //   $24/5 lb) $0.253973, 1 Cup cream $2.375, ½ Cup butter (113.5 g) $0.875784, 2 tsp salt $0.039683
    //   = $6.044440 ÷ 16 = $0.377778
    // + 1 of Roasted Asparagus (yield 10): 3 lb at $52/11 lb $14.181818, 3 Tbsp olive oil at $60/gal
    //   (256 Tbsp) $0.703125, 1 tsp salt $0.019842, ½ tsp pepper $0.070988, 1 lemon ($40/115) $0.347826
    //   = $15.323599 ÷ 10 = $1.532360
    // = $12.465386 a plate, sold at $44: 12.465386 ÷ 44 = 28.330 %.
    const winterId = menus.content.find((m) => m.name === 'Winter Banquet')!.id;
    const winter = await get<TMenu>(`/api/menus/${winterId}`);
    const filet = winter.menuSections[2].menuSectionItems[0];
    expect(filet.menuItem.name).toBe('Filet of Beef');
    expect(filet.costPerServing).toBeCloseTo(12.465386, 5);
    expect(filet.price).toBe(44);
    expect(filet.foodCostPercent).toBeCloseTo(28.33, 2);
    // The Apple Crisp recipe holds its own whipped cream (1½ Cups for 12): the menu item is that
    // recipe alone, not a second helping of cream on top.
    const crisp = items.content.find((i) => i.name === 'Apple Crisp')!;
    expect(crisp.numberOfRecipes).toBe(1);
  });
});
