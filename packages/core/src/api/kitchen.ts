import { ZIdParams } from '../schemas/fields.ts';
import { ZKitchenBackup, ZKitchenImportResult } from '../schemas/kitchen-backup.ts';
import { ZKitchenSettings, ZKitchenSettingsResponse } from '../schemas/kitchen-settings.ts';
import { ZMenu, ZMenuListItem, ZMenuListQuery, ZMenuSaveRequest } from '../schemas/menu.ts';
import {
  ZMenuItem,
  ZMenuItemListItem,
  ZMenuItemListQuery,
  ZMenuItemSaveRequest,
} from '../schemas/menu-item.ts';
import { ZPage } from '../schemas/page.ts';
import { ZRecipe, ZRecipeListItem, ZRecipeListQuery, ZRecipeSaveRequest } from '../schemas/recipe.ts';
import { ZRecipeGraph } from '../schemas/recipe-graph.ts';
import { ZRecipeImportDraft, ZRecipeImportRequest } from '../schemas/recipe-import.ts';
import {
  ZRecipeSpreadsheetPreview,
  ZRecipeSpreadsheetRequest,
  ZRecipeSpreadsheetResult,
  ZRecipeSpreadsheetUndo,
} from '../schemas/recipe-spreadsheet.ts';
import { ZRestoreVersionRequest } from '../schemas/version.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** Recipes, menu items, menus and the kitchen's settings (spec 7). */
export const kitchenApi = {
  listRecipes: bearerOp('GET', '/api/recipes', { 200: ZPage(ZRecipeListItem) }, { query: ZRecipeListQuery }),
  getRecipe: bearerOp('GET', '/api/recipes/{id}', { 200: ZRecipe }, { params: ZIdParams }),
  getRecipeTree: bearerOp('GET', '/api/recipes/{id}/tree', { 200: ZRecipeGraph }, { params: ZIdParams }),
  createRecipe: bearerOp('POST', '/api/recipes', { 201: ZRecipe }, { body: ZRecipeSaveRequest }),
  updateRecipe: bearerOp(
    'PUT',
    '/api/recipes/{id}',
    { 200: ZRecipe },
    { params: ZIdParams, body: ZRecipeSaveRequest },
  ),
  /** A chef or the owner approves the recipe as saved (who and when); a stale `version` sent: 409. */
  approveRecipe: bearerOp(
    'POST',
    '/api/recipes/{id}/approve',
    { 200: ZRecipe },
    { access: 'chef', params: ZIdParams, body: ZRestoreVersionRequest },
  ),
  // A draft, not saved: chefs and owners import (they are who create recipes).
  importRecipe: bearerOp(
    'POST',
    '/api/recipes/import',
    { 200: ZRecipeImportDraft },
    { body: ZRecipeImportRequest, summary: 'Reads a recipe page, its JSON-LD or pasted text into a draft' },
  ),
  // A spreadsheet of recipes: its preview (nothing saved), the import (all or nothing) and its one Undo.
  previewRecipeSpreadsheet: bearerOp(
    'POST',
    '/api/recipes/import/spreadsheet/preview',
    { 200: ZRecipeSpreadsheetPreview },
    {
      body: ZRecipeSpreadsheetRequest,
      summary:
        'Groups a spreadsheet’s rows into recipes, matches their lines to the catalogue; saves nothing',
    },
  ),
  importRecipeSpreadsheet: bearerOp(
    'POST',
    '/api/recipes/import/spreadsheet',
    { 201: ZRecipeSpreadsheetResult },
    {
      body: ZRecipeSpreadsheetRequest,
      summary: 'Creates the recipes of a spreadsheet in one transaction, each as POST /api/recipes saves it',
    },
  ),
  undoRecipeSpreadsheetImport: bearerOp(
    'POST',
    '/api/recipes/import/spreadsheet/undo',
    { 200: ZDeleteReply },
    {
      body: ZRecipeSpreadsheetUndo,
      summary: 'Removes the recipes an import created, in one transaction',
    },
  ),
  deleteRecipe: bearerOp('DELETE', '/api/recipes/{id}', { 200: ZDeleteReply }, { params: ZIdParams }),

  listMenuItems: bearerOp(
    'GET',
    '/api/menuItems',
    { 200: ZPage(ZMenuItemListItem) },
    { query: ZMenuItemListQuery },
  ),
  getMenuItem: bearerOp('GET', '/api/menuItems/{id}', { 200: ZMenuItem }, { params: ZIdParams }),
  createMenuItem: bearerOp('POST', '/api/menuItems', { 201: ZMenuItem }, { body: ZMenuItemSaveRequest }),
  updateMenuItem: bearerOp(
    'PUT',
    '/api/menuItems/{id}',
    { 200: ZMenuItem },
    { params: ZIdParams, body: ZMenuItemSaveRequest },
  ),
  deleteMenuItem: bearerOp('DELETE', '/api/menuItems/{id}', { 200: ZDeleteReply }, { params: ZIdParams }),

  listMenus: bearerOp('GET', '/api/menus', { 200: ZPage(ZMenuListItem) }, { query: ZMenuListQuery }),
  getMenu: bearerOp('GET', '/api/menus/{id}', { 200: ZMenu }, { params: ZIdParams }),
  createMenu: bearerOp('POST', '/api/menus', { 201: ZMenu }, { body: ZMenuSaveRequest }),
  updateMenu: bearerOp(
    'PUT',
    '/api/menus/{id}',
    { 200: ZMenu },
    { params: ZIdParams, body: ZMenuSaveRequest },
  ),
  deleteMenu: bearerOp('DELETE', '/api/menus/{id}', { 200: ZDeleteReply }, { params: ZIdParams }),

  getKitchenSettings: bearerOp('GET', '/api/kitchen/settings', { 200: ZKitchenSettingsResponse }),
  updateKitchenSettings: bearerOp(
    'PUT',
    '/api/kitchen/settings',
    { 200: ZKitchenSettingsResponse },
    { body: ZKitchenSettings },
  ),
  // The whole kitchen out and back in: a chef's or the owner's, as the recipes they hold.
  exportKitchen: bearerOp(
    'GET',
    '/api/kitchen/export',
    { 200: ZKitchenBackup },
    { access: 'chef', summary: 'The whole kitchen as one versioned JSON document (a backup)' },
  ),
  importKitchen: bearerOp(
    'POST',
    '/api/kitchen/import',
    { 201: ZKitchenImportResult },
    {
      access: 'chef',
      body: ZKitchenBackup,
      summary: 'Restores a backup into this kitchen, which must be empty (409 otherwise)',
    },
  ),
} satisfies ApiOperations;
