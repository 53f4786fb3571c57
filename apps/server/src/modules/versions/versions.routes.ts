import type { OperationId } from '@brigade/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../errors/app-error.ts';
import type { Actor } from '../activity/record-activity.ts';
import { operationRoute } from '../operation-route.ts';
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

export type VersionRoutesOptions<S extends z.ZodType> = {
  entity: VersionedEntity;
  /** The list, read and restore operations, as the API contract (packages/core/src/api/) names them. */
  operations: [OperationId, OperationId, OperationId];
  /** The entity's save request: a kept version is read back through it. */
  schema: S;
  /** The entity's own save, which a restore goes through (its checks, a new version). */
  makeSave: (app: FastifyInstance) => (by: Actor, body: z.output<S>, id: number) => Promise<unknown>;
};

/**
 * The versions of one versioned entity (recipe, menu item, menu, event): list (newest first), read
 * one, restore one (saved again through the entity's own service, as a new version). Each entity's
 * module registers its own, so this module knows none of them.
 */
export function versionRoutes<S extends z.ZodType>({
  entity,
  operations,
  schema,
  makeSave,
}: VersionRoutesOptions<S>): FastifyPluginAsyncZod {
  return async (app) => {
    const versions = versionsService({ db: app.db });
    const save = makeSave(app);
    const tags = ['versions'];
    app.addHook('onRequest', app.authenticate);
    const [listOp, getOp, restoreOp] = operations;
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
        const body = restoreRequest(schema, kept.content, request.body?.version);
        // biome-ignore lint/suspicious/noExplicitAny: one handler for four entities; the contract checks the reply
        return (await save(request.user, body, id)) as any;
      },
    );
  };
}
