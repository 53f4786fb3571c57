import { namesList } from './text';

/**
 * The server's own texts (not the spec's, which are core's MSG) for the refusals the mocked API
 * answers, word for word as its services write them, so a screen built against the mocks shows what
 * it will show against the server.
 */

const stale = (what: string) =>
  `This ${what} was changed by someone else since you opened it. Reload it to see their changes, then make yours again.`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const AUTH_MESSAGES = {
  missingToken: 'Please sign in to continue.',
  invalidToken: 'Your session is not valid. Please sign in again.',
  badCredentials: 'Incorrect username, e-mail or password.',
  activated: 'Your account is activated. You can sign in now.',
  loggedOut: 'You are signed out.',
  emailTaken: 'An account with this e-mail address already exists. Sign in, or reset your password.',
  googleOff: 'Google sign-in is not configured on this server.',
  billingOff: 'Billing is not enabled on this server: every kitchen is free to use.',
} as const;

export const VENDOR_MESSAGES = {
  notFound: 'This vendor does not exist.',
  stale: stale('vendor'),
  duplicate: (name: string) => `A vendor named ${name} already exists.`,
  inUseTitle: 'Vendor in use',
  inUse: (name: string, count: number) =>
    `${name} cannot be deleted: ${plural(count, 'ingredient still uses', 'ingredients still use')} it. ` +
    'Delete those ingredients or move them to another vendor first.',
} as const;

export const INGREDIENT_MESSAGES = {
  notFound: 'This ingredient does not exist.',
  stale: stale('ingredient'),
  foodNotFound: 'This food is not in the food database.',
  duplicate: (name: string, category: string) => `An ingredient named ${name} already exists in ${category}.`,
  inUseTitle: 'Ingredient in use',
  inUse: (name: string, recipes: string[]) => {
    const one = recipes.length === 1;
    return (
      `${name} cannot be deleted: it is used by the ${one ? 'recipe' : 'recipes'} ${namesList(recipes)}. ` +
      `Remove it from ${one ? 'that recipe' : 'those recipes'} first.`
    );
  },
} as const;

export const RECIPE_MESSAGES = {
  notFound: 'Recipe not found',
  inUseTitle: 'Recipe in use',
  stale: stale('recipe'),
  idOnCreate: 'A new recipe cannot carry an id: update an existing recipe with PUT /api/recipes/{id}.',
  idMismatch: 'The id in the body is not the id of the recipe in the address.',
  ingredientNotFound: (line: number) => `The ingredient of ingredient line ${line} was not found.`,
  subRecipeNotFound: (line: number) => `The recipe of sub-recipe line ${line} was not found.`,
  inUse: (name: string, recipes: string[], menuItems: string[]) => {
    const uses = [
      recipes.length > 0 &&
        `as a sub-recipe by the ${recipes.length === 1 ? 'recipe' : 'recipes'} ${namesList(recipes)}`,
      menuItems.length > 0 &&
        `by the ${menuItems.length === 1 ? 'menu item' : 'menu items'} ${namesList(menuItems)}`,
    ].filter(Boolean);
    const one = recipes.length + menuItems.length === 1;
    const what = menuItems.length === 0 ? 'recipe' : recipes.length === 0 ? 'menu item' : '';
    const them = what === '' ? 'them' : one ? `that ${what}` : `those ${what}s`;
    return `${name} cannot be deleted: it is used ${uses.join(' and ')}. Remove it from ${them} first.`;
  },
} as const;

export const MENU_ITEM_MESSAGES = {
  notFound: 'Menu item not found',
  inUseTitle: 'Menu item in use',
  stale: stale('menu item'),
  idOnCreate: 'A new menu item cannot carry an id: update an existing one with PUT /api/menuItems/{id}.',
  idMismatch: 'The id in the body is not the id of the menu item in the address.',
  recipeNotFound: (line: number) => `The recipe of recipe line ${line} was not found.`,
  inUse: (name: string, menus: string[]) =>
    `${name} cannot be deleted: it is on the ${menus.length === 1 ? 'menu' : 'menus'} ${namesList(menus)}. ` +
    `Remove it from ${menus.length === 1 ? 'that menu' : 'those menus'} first.`,
} as const;

export const MENU_MESSAGES = {
  notFound: 'Menu not found',
  stale: stale('menu'),
  idOnCreate: 'A new menu cannot carry an id: update an existing menu with PUT /api/menus/{id}.',
  idMismatch: 'The id in the body is not the id of the menu in the address.',
  menuItemNotFound: (section: number, item: number) =>
    `The menu item of item ${item} in section ${section} was not found.`,
  inUseTitle: 'Menu in use',
  inUseByEvents: (name: string, events: string[]) =>
    `${name} cannot be deleted: its menu items are served at the ${events.length === 1 ? 'event' : 'events'} ` +
    `${namesList(events)}. Remove them from ${events.length === 1 ? 'that event' : 'those events'} first.`,
  droppedInUse: (events: string[]) =>
    `A menu item you removed is served at the ${events.length === 1 ? 'event' : 'events'} ${namesList(events)}. ` +
    `Remove it from ${events.length === 1 ? 'that event' : 'those events'} first, or keep it on the menu.`,
} as const;

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  stale: stale('event'),
  idOnCreate: 'A new event cannot carry an id: update an existing event with PUT /api/events/{id}.',
  idMismatch: 'The id in the body is not the id of the event in the address.',
  menuItemNotFound: (line: number) => `The menu item of event menu line ${line} was not found.`,
  incompleteMenu: (item: string, menu: string) =>
    `${item} is on the menu ${menu}, which is still a work in progress: only complete menus are offered for events.`,
  eventNotFound: (id: number) => `Event ${id} was not found.`,
  feedNotFound: 'This calendar address does not exist (it may have been replaced or revoked).',
  roomNotFound: 'Room not found',
  doubleBooked: (room: string, other: { id: number; title: string }) =>
    `${room} is already booked for ${other.title} (event ${other.id}) at that time: two definite events cannot share a room.`,
} as const;

export const ROOM_MESSAGES = {
  notFound: 'Room not found',
  duplicate: (name: string) => `A room named ${name} already exists.`,
  stale: stale('room'),
  inUse: (name: string, events: string[]) =>
    `${name} cannot be deleted: ${events.length === 1 ? 'an event is' : `${events.length} events are`} booked in it (${events.slice(0, 3).join(', ')}${events.length > 3 ? '…' : ''}).`,
} as const;

export const PURCHASING_MESSAGES = {
  nothingToOrder: 'This vendor has nothing to order for these events.',
  refused: (n: number) =>
    `The price list was not applied: ${n === 1 ? '1 line has' : `${n} lines have`} a problem.`,
  line: (line: number, message: string) => `Line ${line}: ${message}`,
  ambiguous: (name: string, categories: string[]) =>
    `${name} matches ${categories.length} ingredients of this vendor (${categories.join(', ')}); rename one of them first`,
  twice: (name: string, first: number) => `${name} is already priced on line ${first}`,
  nameRequired: 'Ingredient name is required',
} as const;
