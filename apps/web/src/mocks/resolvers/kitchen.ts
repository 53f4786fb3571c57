import {
  INGREDIENT_PAGE_SIZE,
  KITCHEN_SETTINGS_STALE_MESSAGE,
  RecipeImportError,
  recipeImportDraft,
  type TKitchenSettingsResponse,
  ZKitchenBackup,
  ZKitchenSettings,
  ZMenuItemListQuery,
  ZMenuItemSaveRequest,
  ZMenuListQuery,
  ZMenuSaveRequest,
  ZRecipeImportRequest,
  ZRecipeListQuery,
  ZRecipeSaveRequest,
  ZRecipeSpreadsheetRequest,
  ZRecipeSpreadsheetUndo,
  ZRestoreVersionRequest,
} from '@brigade/core';
import { type Resolvers, reply } from '../contract-handler';
import { kitchenBackup, restoreKitchen } from '../kitchen/backup';
import {
  deleteMenuItem,
  menuItemOf,
  saveMenuItem,
  toMenuItem,
  toMenuItemListItem,
} from '../kitchen/menu-items';
import { deleteMenu, menuOf, saveMenu, toMenu, toMenuListItem } from '../kitchen/menus';
import type { MockKitchen } from '../kitchen/model';
import {
  importRecipeSpreadsheet,
  previewRecipeSpreadsheet,
  undoRecipeSpreadsheetImport,
} from '../kitchen/recipe-spreadsheet';
import {
  approveRecipe,
  deleteRecipe,
  recipeOf,
  saveRecipe,
  toRecipe,
  toRecipeGraph,
  toRecipeListItem,
} from '../kitchen/recipes';
import { recordActivity } from '../kitchen/store';
import { keepVersion } from '../kitchen/versions';
import { conflict, fieldError, parse } from '../mock-error';
import { namedPage } from '../text';
import { idOf } from './catalogue';

/** The kitchen's settings as GET/PUT /api/kitchen/settings answer them. */
const settingsOf = (kitchen: MockKitchen): TKitchenSettingsResponse => ({
  targetFoodCostPercent: kitchen.targetFoodCostPercent,
  guaranteeDaysBefore: kitchen.guaranteeDaysBefore,
  measurementSystem: kitchen.measurementSystem,
  versionsToKeep: kitchen.versionsToKeep,
  onlyApprovedRecipesOnEvents: kitchen.onlyApprovedRecipesOnEvents,
  version: kitchen.settingsVersion,
});

/** Recipes, menu items, menus and the kitchen's settings (contract: kitchen.ts). */

/** The list screens' page size without `limit` (spec 9), as the server's. */
const PAGE_SIZE = INGREDIENT_PAGE_SIZE;

export const kitchenResolvers = {
  listRecipes: (req) => {
    const { kitchen } = req.by();
    const { category, ...query } = parse(ZRecipeListQuery, req.query, 'querystring');
    const rows = [...kitchen.recipes.values()].filter(
      (r) => category === undefined || r.category === category,
    );
    return namedPage(rows, query, PAGE_SIZE, toRecipeListItem);
  },
  getRecipe: (req) => toRecipe(recipeOf(req.by().kitchen, idOf(req))),
  getRecipeTree: (req) => toRecipeGraph(recipeOf(req.by().kitchen, idOf(req))),
  createRecipe: async (req) => {
    const by = req.by();
    return reply(
      201,
      keepVersion(by, 'recipe', toRecipe(saveRecipe(by, parse(ZRecipeSaveRequest, await req.json())))),
    );
  },
  updateRecipe: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return keepVersion(
      by,
      'recipe',
      toRecipe(saveRecipe(by, parse(ZRecipeSaveRequest, await req.json()), id)),
    );
  },
  approveRecipe: async (req) => {
    const by = req.by();
    const sent = parse(ZRestoreVersionRequest, await req.json());
    return keepVersion(by, 'recipe', toRecipe(approveRecipe(by, idOf(req), sent.version)));
  },
  deleteRecipe: (req) => deleteRecipe(req.by(), idOf(req)),
  previewRecipeSpreadsheet: async (req) =>
    previewRecipeSpreadsheet(req.by(), parse(ZRecipeSpreadsheetRequest, await req.json())),
  importRecipeSpreadsheet: async (req) =>
    reply(201, importRecipeSpreadsheet(req.by(), parse(ZRecipeSpreadsheetRequest, await req.json()))),
  undoRecipeSpreadsheetImport: async (req) =>
    undoRecipeSpreadsheetImport(req.by(), parse(ZRecipeSpreadsheetUndo, await req.json())),
  // As the server: core reads the source and matches its lines to this kitchen; nothing is saved.
  importRecipe: async (req) => {
    const { kitchen } = req.by();
    const { source } = parse(ZRecipeImportRequest, await req.json());
    const catalogue = [
      ...[...kitchen.ingredients.values()].map((i) => ({
        kind: 'ingredient' as const,
        id: i.id,
        name: i.name,
      })),
      ...[...kitchen.recipes.values()].map((r) => ({ kind: 'recipe' as const, id: r.id, name: r.name })),
    ];
    try {
      return recipeImportDraft(source, catalogue);
    } catch (err) {
      if (err instanceof RecipeImportError) throw fieldError('source', err.message);
      throw err;
    }
  },

  listMenuItems: (req) => {
    const { kitchen } = req.by();
    return namedPage(
      kitchen.menuItems.values(),
      parse(ZMenuItemListQuery, req.query, 'querystring'),
      PAGE_SIZE,
      toMenuItemListItem,
    );
  },
  getMenuItem: (req) => toMenuItem(menuItemOf(req.by().kitchen, idOf(req))),
  createMenuItem: async (req) => {
    const by = req.by();
    return reply(
      201,
      keepVersion(
        by,
        'menuItem',
        toMenuItem(saveMenuItem(by, parse(ZMenuItemSaveRequest, await req.json()))),
      ),
    );
  },
  updateMenuItem: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return keepVersion(
      by,
      'menuItem',
      toMenuItem(saveMenuItem(by, parse(ZMenuItemSaveRequest, await req.json()), id)),
    );
  },
  deleteMenuItem: (req) => deleteMenuItem(req.by(), idOf(req)),

  listMenus: (req) => {
    const { kitchen } = req.by();
    return namedPage(
      kitchen.menus.values(),
      parse(ZMenuListQuery, req.query, 'querystring'),
      PAGE_SIZE,
      toMenuListItem,
    );
  },
  getMenu: (req) => {
    const { kitchen } = req.by();
    return toMenu(kitchen, menuOf(kitchen, idOf(req)));
  },
  createMenu: async (req) => {
    const by = req.by();
    return reply(
      201,
      keepVersion(by, 'menu', toMenu(by.kitchen, saveMenu(by, parse(ZMenuSaveRequest, await req.json())))),
    );
  },
  updateMenu: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return keepVersion(
      by,
      'menu',
      toMenu(by.kitchen, saveMenu(by, parse(ZMenuSaveRequest, await req.json()), id)),
    );
  },
  deleteMenu: (req) => deleteMenu(req.by(), idOf(req)),

  getKitchenSettings: (req) => settingsOf(req.by().kitchen),
  exportKitchen: (req) => kitchenBackup(req.by().kitchen, new Date()),
  importKitchen: async (req) => {
    const by = req.by();
    return reply(201, restoreKitchen(by, parse(ZKitchenBackup, await req.json()), new Date()));
  },
  updateKitchenSettings: async (req) => {
    const by = req.by();
    const sent = parse(ZKitchenSettings, await req.json());
    const before = settingsOf(by.kitchen);
    if (sent.version != null && sent.version !== before.version)
      throw conflict(KITCHEN_SETTINGS_STALE_MESSAGE, [
        { field: 'version', message: KITCHEN_SETTINGS_STALE_MESSAGE },
      ]);
    by.kitchen.settingsVersion += 1;
    by.kitchen.targetFoodCostPercent = sent.targetFoodCostPercent;
    // Left out of a save: the kitchen's stays as it was.
    by.kitchen.guaranteeDaysBefore = sent.guaranteeDaysBefore ?? by.kitchen.guaranteeDaysBefore;
    by.kitchen.measurementSystem = sent.measurementSystem ?? by.kitchen.measurementSystem;
    by.kitchen.versionsToKeep = sent.versionsToKeep ?? by.kitchen.versionsToKeep;
    by.kitchen.onlyApprovedRecipesOnEvents =
      sent.onlyApprovedRecipesOnEvents ?? by.kitchen.onlyApprovedRecipesOnEvents;
    const saved = settingsOf(by.kitchen);
    const changes = Object.fromEntries(
      (Object.keys(saved) as (keyof typeof saved)[])
        .filter((key) => key !== 'version' && before[key] !== saved[key])
        .map((key) => [key, [before[key], saved[key]]]),
    );
    if (Object.keys(changes).length > 0)
      recordActivity(by, 'kitchen', by.kitchen.id, 'changed', by.kitchen.name, new Date(), changes);
    return saved;
  },
} satisfies Partial<Resolvers>;
