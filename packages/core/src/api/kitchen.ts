import { ZKitchenSettingsResponse } from '../schemas/kitchen-settings.ts';
import { ZMenu, ZMenuListItem } from '../schemas/menu.ts';
import { ZMenuItem, ZMenuItemListItem } from '../schemas/menu-item.ts';
import { ZPage } from '../schemas/page.ts';
import { ZRecipe, ZRecipeListItem } from '../schemas/recipe.ts';
import { ZRecipeGraph } from '../schemas/recipe-graph.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** Recipes, menu items, menus and the kitchen's settings (spec 7, issue 13). */
export const kitchenApi = {
  listRecipes: bearerOp('GET', '/api/recipes', { 200: ZPage(ZRecipeListItem) }),
  getRecipe: bearerOp('GET', '/api/recipes/{id}', { 200: ZRecipe }),
  getRecipeTree: bearerOp('GET', '/api/recipes/{id}/tree', { 200: ZRecipeGraph }),
  createRecipe: bearerOp('POST', '/api/recipes', { 201: ZRecipe }),
  updateRecipe: bearerOp('PUT', '/api/recipes/{id}', { 200: ZRecipe }),
  deleteRecipe: bearerOp('DELETE', '/api/recipes/{id}', { 200: ZDeleteReply }),

  listMenuItems: bearerOp('GET', '/api/menuItems', { 200: ZPage(ZMenuItemListItem) }),
  getMenuItem: bearerOp('GET', '/api/menuItems/{id}', { 200: ZMenuItem }),
  createMenuItem: bearerOp('POST', '/api/menuItems', { 201: ZMenuItem }),
  updateMenuItem: bearerOp('PUT', '/api/menuItems/{id}', { 200: ZMenuItem }),
  deleteMenuItem: bearerOp('DELETE', '/api/menuItems/{id}', { 200: ZDeleteReply }),

  listMenus: bearerOp('GET', '/api/menus', { 200: ZPage(ZMenuListItem) }),
  getMenu: bearerOp('GET', '/api/menus/{id}', { 200: ZMenu }),
  createMenu: bearerOp('POST', '/api/menus', { 201: ZMenu }),
  updateMenu: bearerOp('PUT', '/api/menus/{id}', { 200: ZMenu }),
  deleteMenu: bearerOp('DELETE', '/api/menus/{id}', { 200: ZDeleteReply }),

  getKitchenSettings: bearerOp('GET', '/api/kitchen/settings', { 200: ZKitchenSettingsResponse }),
  updateKitchenSettings: bearerOp('PUT', '/api/kitchen/settings', { 200: ZKitchenSettingsResponse }),
} satisfies ApiOperations;
