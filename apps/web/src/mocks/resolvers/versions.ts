import {
  type ApiReply,
  type TVersionedEntityType,
  ZBanquetEventRequest,
  ZMenuItemSaveRequest,
  ZMenuSaveRequest,
  ZRecipeSaveRequest,
  ZRestoreVersionRequest,
  ZVersionParams,
} from '@brigade/core';
import type { MockRequest, Resolvers } from '../contract-handler';
import { eventOf, saveEvent, toEvent } from '../kitchen/events';
import { menuItemOf, saveMenuItem, toMenuItem } from '../kitchen/menu-items';
import { menuOf, saveMenu, toMenu } from '../kitchen/menus';
import type { MockActor, MockKitchen } from '../kitchen/model';
import { recipeOf, saveRecipe, toRecipe } from '../kitchen/recipes';
import { keepVersion, listVersions, versionOf } from '../kitchen/versions';
import { parse } from '../mock-error';
import { idOf } from './catalogue';

type Schema<T> = Parameters<typeof parse<T>>[0];

/**
 * The three version operations of one entity, as the server's versions routes: list (404 for an
 * entity the kitchen does not have), read one, restore one through the entity's own save.
 */
function versionResolvers<B, R extends { id: number }>(
  type: TVersionedEntityType,
  entityOf: (kitchen: MockKitchen, id: number) => unknown,
  schema: Schema<B>,
  save: (by: MockActor, body: B, id: number) => R,
) {
  const params = (req: MockRequest) => parse(ZVersionParams, req.params, 'params');
  return {
    list: (req: MockRequest) => {
      const { kitchen } = req.by();
      const id = idOf(req);
      entityOf(kitchen, id);
      return listVersions(kitchen, type, id);
    },
    get: (req: MockRequest) => {
      const { id, n } = params(req);
      return versionOf(req.by().kitchen, type, id, n);
    },
    restore: async (req: MockRequest) => {
      const by = req.by();
      const { id, n } = params(req);
      const { version: _old, ...content } = versionOf(by.kitchen, type, id, n).content;
      // A restore is a save of the old content, with the `version` the client read (if sent).
      const sent = parse(ZRestoreVersionRequest, await req.json());
      const body = parse(
        schema,
        sent.version === undefined ? content : { ...content, version: sent.version },
      );
      return save(by, body, id);
    },
  };
}

const recipe = versionResolvers('recipe', recipeOf, ZRecipeSaveRequest, (by, body, id) =>
  keepVersion(by, 'recipe', toRecipe(saveRecipe(by, body, id))),
);
const menuItem = versionResolvers('menuItem', menuItemOf, ZMenuItemSaveRequest, (by, body, id) =>
  keepVersion(by, 'menuItem', toMenuItem(saveMenuItem(by, body, id))),
);
const menu = versionResolvers('menu', menuOf, ZMenuSaveRequest, (by, body, id) =>
  keepVersion(by, 'menu', toMenu(by.kitchen, saveMenu(by, body, id))),
);
const event = versionResolvers('event', eventOf, ZBanquetEventRequest, (by, body, id) => {
  const { event, flags } = saveEvent(by, body, id);
  return { ...keepVersion(by, 'event', toEvent(by.kitchen, event)), ...flags };
});

/** A kept version's content is the entity as its save answered it (the contract types it per entity). */
const as = <K extends keyof Resolvers>(resolve: (req: MockRequest) => unknown) =>
  resolve as (req: MockRequest) => ApiReply<K>;

/** The versions of recipes, menu items, menus and events (contract: versions.ts), kept by the mocked saves. */
export const versionsResolvers = {
  listRecipeVersions: recipe.list,
  getRecipeVersion: as<'getRecipeVersion'>(recipe.get),
  restoreRecipeVersion: recipe.restore,
  listMenuItemVersions: menuItem.list,
  getMenuItemVersion: as<'getMenuItemVersion'>(menuItem.get),
  restoreMenuItemVersion: menuItem.restore,
  listMenuVersions: menu.list,
  getMenuVersion: as<'getMenuVersion'>(menu.get),
  restoreMenuVersion: menu.restore,
  listEventVersions: event.list,
  getEventVersion: as<'getEventVersion'>(event.get),
  restoreEventVersion: event.restore,
} satisfies Partial<Resolvers>;
