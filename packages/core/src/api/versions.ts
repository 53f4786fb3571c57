import { z } from 'zod';
import { ZBanquetEvent } from '../schemas/banquet-event.ts';
import { ZIdParams } from '../schemas/fields.ts';
import { ZMenu } from '../schemas/menu.ts';
import { ZMenuItem } from '../schemas/menu-item.ts';
import { ZRecipe } from '../schemas/recipe.ts';
import {
  ZEntityVersion,
  ZRestoreVersionRequest,
  ZVersionListItem,
  ZVersionParams,
} from '../schemas/version.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/**
 * The three version operations under an entity's path: the list (newest first), one version with the
 * whole entity as it was saved, and a restore, which is a save (the same role as the entity's update)
 * answering the entity as saved.
 */
function versionOps<const P extends string, S extends z.ZodType>(
  area: P,
  entity: S,
  access: 'chef' | 'planner',
) {
  return {
    list: bearerOp(
      'GET',
      `/api/${area}/{id}/versions`,
      { 200: z.array(ZVersionListItem) },
      { params: ZIdParams },
    ),
    get: bearerOp(
      'GET',
      `/api/${area}/{id}/versions/{n}`,
      { 200: ZEntityVersion(entity) },
      { params: ZVersionParams },
    ),
    restore: bearerOp(
      'POST',
      `/api/${area}/{id}/versions/{n}/restore`,
      { 200: entity },
      { access, params: ZVersionParams, body: ZRestoreVersionRequest },
    ),
  };
}

const recipe = versionOps('recipes', ZRecipe, 'chef');
const menuItem = versionOps('menuItems', ZMenuItem, 'chef');
const menu = versionOps('menus', ZMenu, 'chef');
const event = versionOps('events', ZBanquetEvent, 'planner');

/**
 * The versions of recipes, menu items, menus and events: every save keeps one (who, when, the whole
 * entity, what changed); a restore saves an old one's content again as a new version.
 */
export const versionsApi = {
  listRecipeVersions: recipe.list,
  getRecipeVersion: recipe.get,
  restoreRecipeVersion: recipe.restore,
  listMenuItemVersions: menuItem.list,
  getMenuItemVersion: menuItem.get,
  restoreMenuItemVersion: menuItem.restore,
  listMenuVersions: menu.list,
  getMenuVersion: menu.get,
  restoreMenuVersion: menu.restore,
  listEventVersions: event.list,
  getEventVersion: event.get,
  restoreEventVersion: event.restore,
} satisfies ApiOperations;
