import { MENU_ITEM_MESSAGES, ZMenuItemSaveRequest } from '@brigade/core';
import { crudRoutes } from '../crud-routes.ts';
import { versionRoutes } from '../versions/versions.routes.ts';
import { menuItemsService } from './menu-items.service.ts';

/** Menu items (spec 7): list, read (costed, priced, with nutrition and allergens), save, delete. */
export const menuItemsRoutes = crudRoutes(
  {
    tag: 'menu items',
    operations: {
      list: 'listMenuItems',
      get: 'getMenuItem',
      create: 'createMenuItem',
      update: 'updateMenuItem',
      delete: 'deleteMenuItem',
    },
    summaries: {
      list: 'A page of the kitchen’s menu items by name (searchText matches word starts), with live cost and validity',
      get: 'One menu item: recipe lines, cost per serving, suggested price range, nutrition facts, allergens',
      create: 'Creates a menu item and its recipe lines in one transaction (work in progress allowed)',
      update: 'Replaces a menu item and its lines (409 when a `version` sent is stale)',
      delete: 'Deletes a menu item; 409 naming the menus it is on',
    },
  },
  (app) => menuItemsService({ db: app.db, clock: app.clock }),
);

/** The versions kept of menu items: list, read one, restore one through the save above (modules/versions). */
export const menuItemVersionsRoutes = versionRoutes({
  entity: { entityType: 'menuItem', notFound: MENU_ITEM_MESSAGES.notFound },
  operations: ['listMenuItemVersions', 'getMenuItemVersion', 'restoreMenuItemVersion'],
  schema: ZMenuItemSaveRequest,
  makeSave: (app) => menuItemsService({ db: app.db, clock: app.clock }).save,
});
