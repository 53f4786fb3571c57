import type { TMenu, TProductionPlan } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeItem, createMenuItem } from '../../test/menu-items.test-helpers.ts';
import {
  createIngredient,
  createRecipe,
  createVendor,
  line,
  subLine,
} from '../../test/recipes.test-helpers.ts';
import { recordStatements, selects } from '../../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

/**
 * The production plan reads the events of its range, their menus and every recipe tree below them in
 * a fixed number of queries whatever the size (counted where statements leave for the database).
 */

let t: TestApp;
let chef: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  const vendor = await createVendor(t, chef);
  const flour = (await createIngredient(t, chef, vendor, { name: 'Flour', cost: 1, costUnits: 'Pound' })).id;
  const salt = (await createIngredient(t, chef, vendor, { name: 'Salt', cost: 1, costUnits: 'Pound' })).id;
  // Three levels: Top uses Middle uses Base; each has its own ingredient lines.
  let below: number | undefined;
  const recipeIds: number[] = [];
  for (const name of ['Base', 'Middle', 'Top']) {
    below = (
      await createRecipe(t, chef, {
        name,
        team: 'Banquets',
        category: 'Sauces and Stocks',
        yieldQuantity: 2,
        yieldUnits: 'Quart',
        prepNotes: 'Stir.',
        recipeIngredients: [line(flour, 1, 'Pound'), line(salt, 0.1, 'Pound')],
        recipeSubRecipes: below === undefined ? [] : [subLine(below, 1, 'Quart')],
      })
    ).id;
    recipeIds.push(below);
  }
  const items = [];
  for (const [i, id] of recipeIds.entries()) {
    items.push(
      await createMenuItem(t, chef, {
        ...completeItem(`Plate ${i}`, 1),
        menuItemRecipes: [subLine(id, 1, 'Cup')],
      }),
    );
  }
  const menu: TMenu = (
    await t.app.inject({
      method: 'POST',
      url: '/api/menus',
      headers: chef.headers,
      payload: {
        name: 'All',
        season: 'Winter',
        year: 2026,
        menuSections: [
          { name: 'All', menuSectionItems: items.map((m) => ({ menuItem: { id: m.id }, price: 5 })) },
        ],
      },
    })
  ).json();
  const lines = menu.menuSections[0].menuSectionItems.map((i) => i.id);
  const book = async (start: string, sectionItems: number[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: chef.headers,
      payload: {
        title: `Event ${start}`,
        start,
        end: new Date(Date.parse(start) + 3600_000).toISOString(),
        guestCount: 50,
        location: 'Hall',
        banquetEventMenuSectionItems: sectionItems.map((id) => ({
          menuSectionItem: { id },
          plating: 'Buffet',
          prepQuantity: 50,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  // A small day: one event, one menu item over a one-level recipe.
  await book('2026-12-01T18:00:00Z', [lines[0]]);
  // A big fortnight: 12 events, each with every menu item (three levels deep).
  for (let i = 0; i < 12; i++) await book(`2026-12-${String(10 + i).padStart(2, '0')}T18:00:00Z`, lines);
});
afterAll(() => t.close());

describe('GET /api/production-plan: a bounded number of queries', () => {
  it('plans one event over one recipe and 12 events over three-level trees in the same queries', async () => {
    const count = async (startDate: string, endDate: string) => {
      const recorder = recordStatements(t.database);
      try {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/production-plan?startDate=${startDate}&endDate=${endDate}`,
          headers: chef.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return { plan: res.json<TProductionPlan>(), statements: recorder.statements };
      } finally {
        recorder.stop();
      }
    };
    const small = await count('2026-12-01', '2026-12-01');
    const big = await count('2026-12-10', '2026-12-21');
    expect(small.plan.events).toHaveLength(1);
    expect(big.plan.events).toHaveLength(12);
    expect(small.plan.days.flatMap((d) => d.teams.flatMap((tm) => tm.batches))).toHaveLength(1);
    // 12 days × Base, Middle, Top.
    expect(big.plan.days.flatMap((d) => d.teams.flatMap((tm) => tm.batches))).toHaveLength(36);
    // The token check; the range (1); the events (1); in one statement, their lines, the section
    // items, the menu items and everything below them, without nutrients, which a plan does not show,
    // and the keys of the menus the (Definite, so confirmed) events pinned (1: the menus themselves
    // were read, and kept, when the bookings answered); the kitchen's measurement system (1); the
    // check-offs of the plan's days (1).
    expect(selects(small.statements)).toHaveLength(6);
    expect(selects(big.statements)).toHaveLength(6);
    expect(big.statements.length).toBe(small.statements.length);
  });
});
