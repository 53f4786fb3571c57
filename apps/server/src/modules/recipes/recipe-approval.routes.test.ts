import { EVENT_MESSAGES, type TBanquetEvent, type TMenu, type TRecipe } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import { subLine } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  k = await menuKitchen(t, chef);
});
afterAll(() => t.close());

async function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return t.app.inject({ method, url, headers: chef.headers, payload: body as Record<string, unknown> });
}
async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, status = 200): Promise<T> {
  const res = await send(method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

describe('recipe status: Draft or Approved', () => {
  it('is a draft until a chef approves it (who, when); a saved change makes it a draft again', async () => {
    const roux = await ok<TRecipe>('GET', `/api/recipes/${k.roux.id}`);
    expect(roux).toMatchObject({ status: 'DRAFT', approvedBy: null, approvedAt: null });
    const stale = await send('POST', `/api/recipes/${k.roux.id}/approve`, { version: roux.version - 1 });
    expect(stale.statusCode).toBe(409);

    const approved = await ok<TRecipe>('POST', `/api/recipes/${k.roux.id}/approve`, {
      version: roux.version,
    });
    expect(approved).toMatchObject({
      status: 'APPROVED',
      approvedBy: chef.login,
      approvedAt: '2026-11-20T12:00:00.000Z',
      version: roux.version + 1,
    });
    // A version is kept of the approval: its status changed.
    const [v] = await ok<{ changes: { fields: unknown[] } }[]>('GET', `/api/recipes/${k.roux.id}/versions`);
    expect(v.changes.fields).toEqual([{ field: 'status', before: 'DRAFT', after: 'APPROVED' }]);

    const saved = await ok<TRecipe>('PUT', `/api/recipes/${k.roux.id}`, {
      ...approved,
      prepNotes: 'Cook it blond.',
    });
    expect(saved).toMatchObject({ status: 'DRAFT', approvedBy: null });
  });

  it('with the kitchen’s setting, lets onto events only menu items whose recipes are all approved', async () => {
    // Gratin: béchamel (itself using the roux as a sub-recipe).
    const gratin = await createMenuItem(t, chef, {
      ...completeItem('Gratin', 4),
      menuItemRecipes: [subLine(k.bechamel.id, 1, 'Cup')],
    });
    const menu = await ok<TMenu>(
      'POST',
      '/api/menus',
      {
        name: 'Winter',
        season: 'Winter',
        year: 2026,
        menuSections: [{ name: 'Sides', menuSectionItems: [{ menuItem: { id: gratin.id }, price: 9 }] }],
      },
      201,
    );
    const event = {
      title: 'Gala',
      start: '2026-12-05T17:00:00Z',
      end: '2026-12-05T23:00:00Z',
      guestCount: 40,
      location: 'Hall',
      banquetEventMenuSectionItems: [
        { menuSectionItem: { id: menu.menuSections[0].menuSectionItems[0].id } },
      ],
    };
    // Off (the default): drafts are fine.
    await ok<TBanquetEvent>('POST', '/api/events', event, 201);

    await ok('PUT', '/api/kitchen/settings', {
      targetFoodCostPercent: 30,
      onlyApprovedRecipesOnEvents: true,
    });
    const bechamel = await ok<TRecipe>('POST', `/api/recipes/${k.bechamel.id}/approve`);
    expect(bechamel.status).toBe('APPROVED');
    // The roux (a sub-recipe of the béchamel) is a draft again since the first test saved it.
    const refused = await send('POST', '/api/events', event);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EVENT_MESSAGES.unapprovedRecipe('Gratin', ['Roux']));
    expect(refused.json().errors[0].field).toBe('banquetEventMenuSectionItems.0.menuSectionItem');

    await ok('POST', `/api/recipes/${k.roux.id}/approve`);
    await ok<TBanquetEvent>('POST', '/api/events', event, 201);
  });
});
