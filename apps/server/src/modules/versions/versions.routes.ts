import {
  EVENT_MESSAGES,
  MENU_ITEM_MESSAGES,
  MENU_MESSAGES,
  type OperationId,
  RECIPE_MESSAGES,
  ZBanquetEventRequest,
  ZMenuItemSaveRequest,
  ZMenuSaveRequest,
  ZRecipeSaveRequest,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../errors/app-error.ts';
import type { Actor } from '../activity/record-activity.ts';
import { eventsService } from '../events/events.service.ts';
import { menuItemsService } from '../menu-items/menu-items.service.ts';
import { menusService } from '../menus/menus.service.ts';
import { operationRoute } from '../operation-route.ts';
import { recipesService } from '../recipes/recipes.service.ts';
import { type VersionedEntity, versionsService } from './versions.service.ts';

/**
 * Re-reads a kept version's content as the entity's save request (a PUT accepts the entity as its GET
 * answered it), with the `version` the client read: a restore is a normal save, with its checks.
 */
function restoreRequest<S extends z.ZodType>(
  schema: S,
  content: unknown,
  version: number | undefined,
): z.output<S> {
  const { version: _old, ...rest } = content as Record<string, unknown>;
  const parsed = schema.safeParse(version === undefined ? rest : { ...rest, version });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: i.path.join('.') || 'content',
      message: i.message,
    }));
    throw badRequest(errors[0].message, errors);
  }
  return parsed.data;
}

/**
 * The versions of recipes, menu items, menus and events: list (newest first), read one, restore one
 * (saved again through the entity's own service, as a new version).
 */
export const versionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const versions = versionsService({ db: app.db });
  const deps = { db: app.db, clock: app.clock };
  const recipes = recipesService(deps);
  const menuItems = menuItemsService(deps);
  const menus = menusService(deps);
  const events = eventsService(deps);
  const tags = ['versions'];
  app.addHook('onRequest', app.authenticate);

  /** One entity's versions: its 404, its three operations, its save schema and its save. */
  const area = <S extends z.ZodType>(
    entity: VersionedEntity,
    ops: [OperationId, OperationId, OperationId],
    schema: S,
    save: (by: Actor, body: z.output<S>, id: number) => Promise<unknown>,
  ) => ({
    entity,
    ops,
    restore: (by: Actor, content: unknown, id: number, version: number | undefined) =>
      save(by, restoreRequest(schema, content, version), id),
  });
  const areas = [
    area(
      { entityType: 'recipe', notFound: RECIPE_MESSAGES.notFound },
      ['listRecipeVersions', 'getRecipeVersion', 'restoreRecipeVersion'],
      ZRecipeSaveRequest,
      recipes.save,
    ),
    area(
      { entityType: 'menuItem', notFound: MENU_ITEM_MESSAGES.notFound },
      ['listMenuItemVersions', 'getMenuItemVersion', 'restoreMenuItemVersion'],
      ZMenuItemSaveRequest,
      menuItems.save,
    ),
    area(
      { entityType: 'menu', notFound: MENU_MESSAGES.notFound },
      ['listMenuVersions', 'getMenuVersion', 'restoreMenuVersion'],
      ZMenuSaveRequest,
      menus.save,
    ),
    area(
      { entityType: 'event', notFound: EVENT_MESSAGES.notFound },
      ['listEventVersions', 'getEventVersion', 'restoreEventVersion'],
      ZBanquetEventRequest,
      events.save,
    ),
  ];

  for (const { entity, ops, restore } of areas) {
    const [listOp, getOp, restoreOp] = ops;
    operationRoute(
      app,
      listOp as 'listRecipeVersions',
      { tags, errors: [400, 401, 404], summary: `The versions kept of a ${entity.entityType}, newest first` },
      (request) => versions.list(request.user.kitchenId, entity, request.params.id),
    );
    operationRoute(
      app,
      getOp as 'getRecipeVersion',
      {
        tags,
        errors: [400, 401, 404],
        summary: `One version of a ${entity.entityType}: the whole ${entity.entityType} as it was saved`,
      },
      // biome-ignore lint/suspicious/noExplicitAny: one handler for four entities; the contract checks the reply
      (request) => versions.get(request.user.kitchenId, entity, request.params.id, request.params.n) as any,
    );
    operationRoute(
      app,
      restoreOp as 'restoreRecipeVersion',
      {
        tags,
        errors: [400, 401, 404, 409],
        summary: `Saves an old version's content again as a new version (409 when a \`version\` sent is stale)`,
      },
      async (request) => {
        const { id, n } = request.params;
        const kept = await versions.get(request.user.kitchenId, entity, id, n);
        // biome-ignore lint/suspicious/noExplicitAny: one handler for four entities; the contract checks the reply
        return (await restore(request.user, kept.content, id, request.body?.version)) as any;
      },
    );
  }
};
