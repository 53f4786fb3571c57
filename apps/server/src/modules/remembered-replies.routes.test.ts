import type {
  TBanquetEventListItem,
  TIngredient,
  TMenu,
  TOrderGuideResponse,
  TProductionPlan,
  TRecipe,
} from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { completeItem, createMenuItem, getJson, menuKitchen } from '../test/menu-items.test-helpers.ts';
import { subLine } from '../test/recipes.test-helpers.ts';
import { recordStatements } from '../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * The reads whose replies are remembered with the rows they were computed from (lib/reply-memo.ts,
 * db/json-rows.ts): a read answers the same while nothing it reads changed, and the new figures the
 * moment anything does — a price two levels down, a kitchen setting, the day (a guarantee falling
 * due), a name — with no invalidation anywhere.
 */

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;
let menu: TMenu;

async function send(method: 'PUT' | 'POST', url: string, payload: unknown) {
  const res = await t.app.inject({ method, url, headers: chef.headers, payload: payload as object });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** Sets butter's price per pound: spec 7's update, the ingredient as its GET answered it. */
async function priceButter(cost: number) {
  const butter = await getJson<TIngredient>(t, chef, `/api/ingredients/${k.butter.id}`);
  await send('POST', '/api/ingredients', { ...butter, cost });
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser({ rememberMe: true }); // the calendar test lets nine days pass
  k = await menuKitchen(t, chef);
  const gratin = await createMenuItem(t, chef, {
    ...completeItem('Gratin', 4),
    menuItemRecipes: [subLine(k.bechamel.id, 1, 'Quart')],
  });
  menu = await send('POST', '/api/menus', {
    name: 'Winter',
    season: 'Winter',
    year: 2026,
    menuSections: [{ name: 'Mains', menuSectionItems: [{ menuItem: { id: gratin.id }, price: 10 }] }],
  });
  await send('POST', '/api/events', {
    title: 'Wedding',
    start: '2026-12-10T18:00:00Z',
    end: '2026-12-10T23:00:00Z',
    guestCount: 100,
    location: 'Hall',
    status: 'TENTATIVE', // a definite event keeps the menu as agreed: its cost would not follow the price
    guaranteeDueDate: '2026-12-01',
    banquetEventMenuSectionItems: [
      {
        menuSectionItem: { id: menu.menuSections[0].menuSectionItems[0].id },
        plating: 'Plated',
        prepQuantity: 100,
      },
    ],
  });
});
afterAll(() => t.close());

describe('remembered replies follow every change of what they were computed from', () => {
  it('a recipe: the same reply twice, then the new cost of a price two levels down', async () => {
    const url = `/api/recipes/${k.bechamel.id}`;
    const first = await getJson<TRecipe>(t, chef, url);
    expect(await getJson<TRecipe>(t, chef, url)).toEqual(first);
    // Béchamel: 1 Quart milk ($1.00) + 1/2 Cup roux; roux: 4 oz butter + 1 Cup flour ($0.40/lb × 125 g).
    const flour = 0.4 * (125 / 453.59237);
    expect(first.cost.total).toBeCloseTo(1 + 0.5 * (1 + flour), 6);
    await priceButter(8); // 4 oz at $8/lb: $2.00
    const repriced = await getJson<TRecipe>(t, chef, url);
    expect(repriced.cost.total).toBeCloseTo(1 + 0.5 * (2 + flour), 6);
    await priceButter(4);
    expect(await getJson<TRecipe>(t, chef, url)).toEqual(first);
  });

  it('a menu: the kitchen’s food-cost target, read beside the tree, is part of what it was computed from', async () => {
    const url = `/api/menus/${menu.id}`;
    const first = await getJson<TMenu>(t, chef, url);
    expect(await getJson<TMenu>(t, chef, url)).toEqual(first);
    await send('PUT', '/api/kitchen/settings', { targetFoodCostPercent: first.targetFoodCostPercent + 5 });
    expect((await getJson<TMenu>(t, chef, url)).targetFoodCostPercent).toBe(first.targetFoodCostPercent + 5);
    // The gratin at $10: a quart of béchamel for 4 servings, its cost per serving a quarter of it.
    const perServing = first.menuSectionItems[0].costPerServing;
    await priceButter(8);
    const repriced = await getJson<TMenu>(t, chef, url);
    expect(repriced.menuSectionItems[0].costPerServing).toBeCloseTo(perServing + 0.5 / 4, 6);
    expect(repriced.menuSectionItems[0].foodCostPercent).toBeCloseTo(((perServing + 0.5 / 4) / 10) * 100, 4);
    await priceButter(4);
  });

  it('the calendar: the same rows, yet a guarantee falls due as the days pass', async () => {
    const url = '/api/events?startDate=2026-12-01T00:00:00Z&endDate=2026-12-31T00:00:00Z';
    const [wedding] = await getJson<TBanquetEventListItem[]>(t, chef, url);
    expect(wedding.guaranteeDue).toBe(false);
    const foodCost = wedding.foodCost;
    clock.advance(9 * DAY); // Nov 29: the guarantee (due Dec 1) is within its three days
    const [later] = await getJson<TBanquetEventListItem[]>(t, chef, url);
    expect(later.guaranteeDue).toBe(true);
    expect(later.foodCost).toBe(foodCost);
    await priceButter(8); // the menu's food cost at 100 prepared: 25 quarts of béchamel, $0.50 more each
    const [repriced] = await getJson<TBanquetEventListItem[]>(t, chef, url);
    expect(repriced.foodCost).toBeCloseTo(foodCost + 25 * 0.5, 6);
    await priceButter(4);
  });

  it('the ingredients page: a rename shows on the next read', async () => {
    const first = await getJson<{ content: TIngredient[] }>(t, chef, '/api/ingredients');
    expect(await getJson(t, chef, '/api/ingredients')).toEqual(first);
    const butter = await getJson<TIngredient>(t, chef, `/api/ingredients/${k.butter.id}`);
    await send('POST', '/api/ingredients', { ...butter, name: 'Butter, unsalted' });
    const renamed = await getJson<{ content: TIngredient[] }>(t, chef, '/api/ingredients');
    expect(renamed.content.map((i) => i.name)).toContain('Butter, unsalted');
    expect(renamed.content.map((i) => i.name)).not.toContain('Butter');
  });
});

/** A GET's reply, and the statements it sent. */
async function readRecorded<T>(url: string): Promise<{ reply: T; statements: string[] }> {
  const recorded = recordStatements(t.database);
  try {
    return { reply: await getJson<T>(t, chef, url), statements: recorded.statements };
  } finally {
    recorded.stop();
  }
}

/** The statements that read nutrients (a list, so that a failure shows them). */
const nutrientStatements = (statements: string[]) =>
  statements.filter((text) => text.includes('ingredient_nutrients'));
const readsConversions = (statements: string[]) =>
  statements.some((text) => text.includes('FROM conversions'));

describe('reads that cost or count the trees and show nothing of their nutrition do not read nutrients', () => {
  it('the calendar list, which costs its menus', async () => {
    const { reply, statements } = await readRecorded<TBanquetEventListItem[]>(
      '/api/events?startDate=2026-12-01T00:00:00Z&endDate=2026-12-31T00:00:00Z',
    );
    expect(reply[0].foodCost).toBeGreaterThan(0);
    // It still reads what costing needs: the ingredients' conversions.
    expect(readsConversions(statements)).toBe(true);
    expect(nutrientStatements(statements)).toEqual([]);
  });

  it('the production plan, which counts the batches the wedding needs', async () => {
    const { reply, statements } = await readRecorded<TProductionPlan>(
      '/api/production-plan?startDate=2026-12-10&endDate=2026-12-10&includeTentative=true',
    );
    const batches = reply.days.flatMap((d) => d.teams.flatMap((team) => team.batches));
    expect(batches.length).toBeGreaterThan(0);
    expect(readsConversions(statements)).toBe(true);
    expect(nutrientStatements(statements)).toEqual([]);
  });

  it('the order guide, which buys what the wedding needs', async () => {
    const { reply, statements } = await readRecorded<TOrderGuideResponse>(
      '/api/order-guide?startDate=2026-12-01T00:00:00Z&endDate=2026-12-31T00:00:00Z&includeTentative=true',
    );
    const lines = reply.vendors.flatMap((v) => v.lines);
    // The béchamel's roux and milk: butter, flour and milk.
    expect(lines.map((l) => l.ingredientId).sort((a, b) => a - b)).toEqual(
      [k.butter.id, k.flour.id, k.milk.id].sort((a, b) => a - b),
    );
    expect(lines.every((l) => l.demand > 0)).toBe(true);
    expect(readsConversions(statements)).toBe(true);
    expect(nutrientStatements(statements)).toEqual([]);
  });

  it('while the menu’s own page, which shows nutrition, reads them', async () => {
    const { statements } = await readRecorded<TMenu>(`/api/menus/${menu.id}`);
    expect(nutrientStatements(statements).length).toBeGreaterThan(0);
  });
});
