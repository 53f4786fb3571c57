import { MENU_MESSAGES, ZMenuSaveRequest } from '@brigade/core';
import { crudRoutes } from '../crud-routes.ts';
import { versionRoutes } from '../versions/versions.routes.ts';
import { menusService } from './menus.service.ts';

/** Seasonal menus (spec 7): list, read (with food-cost figures per item), save, delete. */
export const menusRoutes = crudRoutes(
  {
    tag: 'menus',
    operations: {
      list: 'listMenus',
      get: 'getMenu',
      create: 'createMenu',
      update: 'updateMenu',
      delete: 'deleteMenu',
    },
    summaries: {
      list: 'A page of the kitchen’s menus by name (searchText matches word starts), with live validity and average food-cost %',
      get: 'One menu: sections in order, each item with its price, cost per serving, food-cost %, gross profit and margin',
      create: 'Creates a menu with its sections and items in one transaction (work in progress allowed)',
      update: 'Replaces a menu, its sections and items (409 when a `version` sent is stale)',
      delete: 'Deletes a menu',
    },
  },
  (app) => menusService({ db: app.db, clock: app.clock }),
);

/** The versions kept of menus: list, read one, restore one through the save above (modules/versions). */
export const menuVersionsRoutes = versionRoutes({
  entity: { entityType: 'menu', notFound: MENU_MESSAGES.notFound },
  operations: ['listMenuVersions', 'getMenuVersion', 'restoreMenuVersion'],
  schema: ZMenuSaveRequest,
  makeSave: (app) => menusService({ db: app.db, clock: app.clock }).save,
});
