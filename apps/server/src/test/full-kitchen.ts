import type { TBanquetEvent, TMenu, TRoom } from '@brigade/core';
import { expect } from 'vitest';
import { completeItem, createMenuItem, menuKitchen } from './menu-items.test-helpers.ts';
import { subLine } from './recipes.test-helpers.ts';
import type { TestApp, TestUser } from './test-app.ts';

/**
 * A kitchen with one of every editable thing, saved through the API: the menu kitchen of
 * menu-items.test-helpers (vendor, four ingredients, three recipes), a complete menu item, a complete
 * menu offering it, an event serving it (in 2031: never in the past) and a room. Ids and the versions read.
 */
export async function fullKitchen(t: TestApp, user: TestUser) {
  const k = await menuKitchen(t, user);
  const menuItem = await createMenuItem(t, user, {
    ...completeItem('Gratin', 4),
    menuItemRecipes: [subLine(k.bechamel.id, 2, 'Cup'), subLine(k.crust.id, 1, 'Ounce')],
  });
  const menu = await created<TMenu>(t, user, '/api/menus', {
    name: 'Winter',
    season: 'Winter',
    year: 2020,
    menuSections: [{ name: 'Mains', menuSectionItems: [{ menuItem: { id: menuItem.id }, price: 12 }] }],
  });
  const menuSectionItemId = menu.menuSections[0].menuSectionItems[0].id;
  const event = await created<TBanquetEvent>(t, user, '/api/events', {
    title: 'Smith Wedding',
    start: '2031-06-05T17:00:00Z',
    end: '2031-06-05T23:00:00Z',
    guestCount: 80,
    location: 'Grand Hall',
    banquetEventMenuSectionItems: [
      { menuSectionItem: { id: menuSectionItemId }, plating: 'Plated', prepQuantity: 80, price: 12 },
    ],
  });
  const room = await created<TRoom>(t, user, '/api/rooms', { name: 'Terrace', capacity: 60 });
  return { ...k, menuItem, menu, menuSectionItemId, event, room };
}

export type FullKitchen = Awaited<ReturnType<typeof fullKitchen>>;

async function created<T>(t: TestApp, user: TestUser, url: string, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
