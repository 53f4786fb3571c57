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

  it('prices like a banquet: hors d’oeuvres $3–6 a piece, plated entrées $28–48, as menu prices', async () => {
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
          // Wholesale-costed recipes at banquet prices: well under a chef's 30 % target.
          expect(line.foodCostPercent!, name).toBeLessThan(30);
          priced += 1;
        }
      }
    }
    expect(priced).toBe(13); // 10 Winter Banquet lines + 3 of the 4 Spring Lunch lines
    // The Spring Lunch averages the three dishes it can cost — salad $1.267567 at $14 = 9.05405 %,
    // pasta and salad $2.148190 at $32 = 6.71309 %, cookies $0.553179 at $8 = 6.91474 % → 7.56063 % —
    // not the scampi's "0 %" as well.
    const lunch = menus.content.find((m) => m.name === 'Spring Lunch')!;
    expect(lunch.averageFoodCostPercent).toBeCloseTo(7.56063, 2);

    // By hand, from the demo catalogue: Roast Chicken with Velouté (yield 8) =
    //   8 breasts × 227 g at $90/40 lb ($2.25/lb): 1816 g = 4.003597 lb → $9.008093
    //   2 Tbsp olive oil at $60/gal (256 Tbsp) → $0.468750; 2 tsp salt (6 g at $3/lb) → $0.039683;
    //   1 tsp pepper (2.3 g at $28/lb) → $0.141977
    //   1 Qt of Chicken Velouté (yield 2 Qt) = half of: ½ Cup cream $1.1875 + 1 tsp salt $0.019842
    //     + 2 Qt stock (half the gallon: bones $2, onion $0.185188, carrots $0.161378,
    //       celery $0.223402, thyme $0.042329, pepper $0.141977 → $2.754274 ÷ 2 = $1.377137)
    //     + ½ Cup roux (half the cup: butter 113.5 g $0.875780 + flour 62.5 g $0.055116 → $0.465448)
    //     = $3.049927 ÷ 2 = $1.524964
    //   total $11.183466 ÷ 8 = $1.397933 a serving, sold at $38: 1.397933 ÷ 38 = 3.679 %.
    const winterId = menus.content.find((m) => m.name === 'Winter Banquet')!.id;
    const winter = await get<TMenu>(`/api/menus/${winterId}`);
    const chicken = winter.menuSections[2].menuSectionItems[0];
    expect(chicken.menuItem.name).toBe('Roast Chicken with Velouté');
    expect(chicken.costPerServing).toBeCloseTo(1.397933, 5);
    expect(chicken.price).toBe(38);
    expect(chicken.foodCostPercent).toBeCloseTo(3.679, 3);
    // The Apple Crisp recipe holds its own whipped cream (1½ Cups for 12): the menu item is that
    // recipe alone, not a second helping of cream on top.
    const crisp = items.content.find((i) => i.name === 'Apple Crisp')!;
    expect(crisp.numberOfRecipes).toBe(1);
  });
});
