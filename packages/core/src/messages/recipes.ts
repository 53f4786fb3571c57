import { namesList, staleMessage } from './names-list.ts';

/** The server's refusals about recipes, menu items and menus (ours), answered alike by the mocked API. */
export const RECIPE_MESSAGES = {
  notFound: 'Recipe not found',
  /** The delete dialog shows the title as its header (spec 4). */
  inUseTitle: 'Recipe in use',
  stale: staleMessage('recipe'),
  idOnCreate: 'A new recipe cannot carry an id: update an existing recipe with PUT /api/recipes/{id}.',
  idMismatch: 'The id in the body is not the id of the recipe in the address.',
  ingredientNotFound: (line: number) => `The ingredient of ingredient line ${line} was not found.`,
  subRecipeNotFound: (line: number) => `The recipe of sub-recipe line ${line} was not found.`,
  approvedTitle: 'Recipe approved',
  changedMeanwhileDelete: 'This recipe was just put to use by a menu item. Reload and try again.',
  changedMeanwhile: 'An ingredient or recipe this recipe uses was deleted meanwhile. Reload and try again.',
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
  stale: staleMessage('menu item'),
  idOnCreate: 'A new menu item cannot carry an id: update an existing one with PUT /api/menuItems/{id}.',
  idMismatch: 'The id in the body is not the id of the menu item in the address.',
  recipeNotFound: (line: number) => `The recipe of recipe line ${line} was not found.`,
  changedMeanwhile: 'A recipe this menu item uses was deleted meanwhile. Reload and try again.',
  inUse: (name: string, menus: string[]) =>
    `${name} cannot be deleted: it is on the ${menus.length === 1 ? 'menu' : 'menus'} ${namesList(menus)}. ` +
    `Remove it from ${menus.length === 1 ? 'that menu' : 'those menus'} first.`,
} as const;

export const MENU_MESSAGES = {
  notFound: 'Menu not found',
  stale: staleMessage('menu'),
  idOnCreate: 'A new menu cannot carry an id: update an existing menu with PUT /api/menus/{id}.',
  idMismatch: 'The id in the body is not the id of the menu in the address.',
  menuItemNotFound: (section: number, item: number) =>
    `The menu item of item ${item} in section ${section} was not found.`,
  changedMeanwhile: 'A menu item this menu lists was deleted meanwhile. Reload and try again.',
  inUseTitle: 'Menu in use',
  inUseByEvents: (name: string, events: string[]) =>
    `${name} cannot be deleted: its menu items are served at the ${events.length === 1 ? 'event' : 'events'} ` +
    `${namesList(events)}. Remove them from ${events.length === 1 ? 'that event' : 'those events'} first.`,
  droppedInUse: (events: string[]) =>
    `A menu item you removed is served at the ${events.length === 1 ? 'event' : 'events'} ${namesList(events)}. ` +
    `Remove it from ${events.length === 1 ? 'that event' : 'those events'} first, or keep it on the menu.`,
} as const;
