import type { TMenu } from '@brigade/core';
import { expect } from 'vitest';
import { completeItem, createMenuItem } from '../../test/menu-items.test-helpers.ts';
import { complete, createRecipe, line, subLine } from '../../test/recipes.test-helpers.ts';
import type { TestApp, TestUser } from '../../test/test-app.ts';

async function created<T>(t: TestApp, user: TestUser, url: string, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

/**
 * "Butter Night": 3 Butter Plates of the Winter menu, each 1 lb of `butterId` (through a Butter
 * Block recipe) — an event that uses 3 lb once completed. Answers its id.
 */
export async function createButterNight(
  t: TestApp,
  chef: TestUser,
  butterId: number,
  when: { start: string; end: string },
): Promise<number> {
  const block = await createRecipe(t, chef, {
    ...complete('Butter Block', 1, 'Each'),
    recipeIngredients: [line(butterId, 1, 'Pound')],
  });
  const plate = await createMenuItem(t, chef, {
    ...completeItem('Butter Plate', 1),
    menuItemRecipes: [subLine(block.id, 1, 'Each')],
  });
  const menu = await created<TMenu>(t, chef, '/api/menus', {
    name: 'Winter',
    season: 'Winter',
    year: 2026,
    menuSections: [{ name: 'All', menuSectionItems: [{ menuItem: { id: plate.id }, price: 10 }] }],
  });
  const event = await created<{ id: number }>(t, chef, '/api/events', {
    title: 'Butter Night',
    ...when,
    guestCount: 3,
    location: 'Hall',
    banquetEventMenuSectionItems: [
      {
        menuSectionItem: { id: menu.menuSections[0].menuSectionItems[0].id },
        plating: 'Plated',
        prepQuantity: 3,
      },
    ],
  });
  return event.id;
}
