import {
  DEMO_EVENTS,
  DEMO_INGREDIENTS,
  DEMO_MENU_ITEMS,
  DEMO_MENUS,
  DEMO_RECIPES,
  DEMO_ROOMS,
  DEMO_VENDORS,
  demoAllergens,
  demoEventBody,
  demoHistoryStart,
  demoIngredientBody,
  demoMenuBody,
  demoMenuItemBody,
  demoPriceHistory,
  demoRecipeBody,
  demoSectionItems,
  type Role,
} from '@brigade/core';
import { addUser, DEMO_KITCHEN_ID } from './accounts';
import { saveIngredient, saveVendor } from './catalogue';
import { menuChoices, saveEvent } from './events';
import { saveMenuItem } from './menu-items';
import { saveMenu } from './menus';
import type { MockActor, MockKitchen } from './model';
import { saveRecipe } from './recipes';
import { saveRoom } from './rooms';
import { emptyKitchen, type MockState, nextId, setSeeder } from './store';
import { invite } from './team';

/**
 * The demo kitchen of the mocked API, as the server's demo seeder writes it (core's demo data, saved
 * through the same save rules the mocked API answers with): vendors, ingredients with conversions,
 * costs, nutrients and allergens, recipes with sub-recipes, menu items, menus, a dozen events from
 * the day it is seeded over the next weeks, a few months of prices, and a team — plus a second,
 * empty kitchen every user is a chef of, to switch to.
 */

/** The invitation waiting in the demo kitchen: /invitation?key=… shows it (to sam.lee@example.com). */
export const DEMO_INVITATION_KEY = 'mock-invitation-for-sam-lee';

const TEAM: [email: string, firstName: string, lastName: string, role: Role][] = [
  ['demo@brigade.local', 'Demo', 'Chef', 'owner'],
  ['marco.rossi@brigade.local', 'Marco', 'Rossi', 'chef'],
  ['priya.shah@brigade.local', 'Priya', 'Shah', 'planner'],
  ['demo-cook@brigade.local', 'Demo', 'Cook', 'cook'],
];

function seedTeam(kitchen: MockKitchen, now: Date): MockActor {
  const users = TEAM.map(([email, firstName, lastName, role]) => {
    const user = addUser(email, { firstName, lastName, login: email.split('@')[0] });
    kitchen.members.set(user.id, { role, joinedAt: now });
    return user;
  });
  return { user: users[0], kitchen, role: 'owner' };
}

function seedKitchen(by: MockActor, now: Date): void {
  const vendorIds = new Map<string, number>(DEMO_VENDORS.map((name) => [name, saveVendor(by, { name }).id]));
  const ingredientIds = new Map<string, number>();
  for (const demo of DEMO_INGREDIENTS) {
    const body = {
      ...demoIngredientBody(demo, vendorIds.get(demo.vendor)!),
      allergens: demoAllergens(demo.name),
    };
    ingredientIds.set(demo.name, saveIngredient(by, body).id);
  }
  const recipeIds = new Map<string, number>();
  for (const demo of DEMO_RECIPES) {
    const body = demoRecipeBody(
      demo,
      (n) => ingredientIds.get(n),
      (n) => recipeIds.get(n),
    );
    recipeIds.set(demo.name, saveRecipe(by, body).id);
  }
  const itemIds = new Map<string, number>();
  for (const demo of DEMO_MENU_ITEMS)
    itemIds.set(
      demo.name,
      saveMenuItem(
        by,
        demoMenuItemBody(demo, (n) => recipeIds.get(n)),
      ).id,
    );
  for (const demo of DEMO_MENUS)
    saveMenu(
      by,
      demoMenuBody(demo, (n) => itemIds.get(n), now.getFullYear()),
    );
  const sectionItems = demoSectionItems(menuChoices(by.kitchen));
  const rooms = new Map(DEMO_ROOMS.map(([name, capacity]) => [name, saveRoom(by, { name, capacity }).id]));
  for (const demo of DEMO_EVENTS) saveEvent(by, demoEventBody(demo, sectionItems, now, undefined, rooms));
  // The history the price-history seeder writes, in place of the prices the saves recorded.
  by.kitchen.prices = [...by.kitchen.ingredients.values()].flatMap((i) =>
    demoPriceHistory(i.name, i, i.createdAt, now).map(
      ({ cost, costAmount, costUnits, changedAt, source }) => ({
        ingredientId: i.id,
        cost,
        costAmount,
        costUnits,
        changedAt,
        changedBy: 'demo',
        source,
      }),
    ),
  );
  // The dishes date from when the history starts (cost since a past day compares, not "did not exist").
  for (const dish of [
    ...by.kitchen.recipes.values(),
    ...by.kitchen.menuItems.values(),
    ...by.kitchen.menus.values(),
  ])
    dish.createdAt = demoHistoryStart(dish.createdAt, now);
  invite(by, 'sam.lee@example.com', 'cook', DEMO_INVITATION_KEY);
}

setSeeder((state: MockState) => {
  const now = state.seededAt;
  const demo = emptyKitchen(nextId('kitchen'), 'Demo kitchen');
  const second = emptyKitchen(nextId('kitchen'), 'Harbor Street Café');
  if (demo.id !== DEMO_KITCHEN_ID) throw new Error('the demo kitchen is the first one');
  state.kitchens.set(demo.id, demo);
  state.kitchens.set(second.id, second);
  const owner = seedTeam(demo, now);
  for (const id of demo.members.keys()) second.members.set(id, { role: 'chef', joinedAt: now });
  seedKitchen(owner, now);
});
