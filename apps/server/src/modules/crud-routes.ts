import {
  deletedReply,
  type OperationId,
  type TPage,
  ZApiError,
  ZDeleteReply,
  ZIdParams,
  ZPage,
  ZPageQuery,
} from '@brigade/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from './activity/record-activity.ts';
import { UPDATE_DESCRIPTION } from './update-description.ts';

type PageQuery = z.output<typeof ZPageQuery>;

/** What an editable kitchen entity's service offers: the five calls of spec 7's menus and menu items. */
export type CrudService<TOne, TListItem, TBody> = {
  list(kitchenId: number, query: PageQuery): Promise<TPage<TListItem>>;
  get(kitchenId: number, id: number): Promise<TOne>;
  /** `by`: the member writing (the kitchen, created_by/modified_by, the activity). */
  save(by: Actor, body: TBody, id?: number): Promise<TOne>;
  /** Answers the deleted entity's name. */
  remove(by: Actor, id: number): Promise<string>;
};

export type CrudRoutesOptions<TBody> = {
  /** '/api/menus' */
  path: string;
  tag: string;
  one: z.ZodType;
  listItem: z.ZodType;
  body: z.ZodType<TBody>;
  /** The operationId of each route, as the API contract (packages/core/src/api/) names it. */
  operations: Record<CrudCall, OperationId>;
  summaries: Record<CrudCall, string>;
};

type CrudCall = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * The list/read/create/update/delete routes of an editable kitchen entity, the way spec 7 calls them
 * for menus and menu items: GET page, GET one, POST 201, PUT 200 (409 when a version sent is stale),
 * DELETE 200 with the title and message spec 4's delete dialog shows (409 in use). Handlers only read input and call the service.
 */
export function crudRoutes<TOne, TListItem, TBody>(
  options: CrudRoutesOptions<TBody>,
  makeService: (app: FastifyInstance) => CrudService<TOne, TListItem, TBody>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = makeService(app);
    const { path, summaries, operations } = options;
    const tags = [options.tag];
    const security = [{ bearerAuth: [] }];
    const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
    app.addHook('onRequest', app.authenticate);

    app.get(
      path,
      {
        schema: {
          tags,
          security,
          operationId: operations.list,
          summary: summaries.list,
          querystring: ZPageQuery,
          response: { 200: ZPage(options.listItem), 400: ZApiError, 401: ZApiError },
        },
      },
      async (request) => service.list(request.user.kitchenId, request.query),
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          operationId: operations.get,
          summary: summaries.get,
          params: ZIdParams,
          response: { 200: options.one, ...errors },
        },
      },
      async (request) => service.get(request.user.kitchenId, request.params.id),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          security,
          operationId: operations.create,
          summary: summaries.create,
          body: options.body,
          response: { 201: options.one, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.save(request.user, request.body as TBody)),
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          operationId: operations.update,
          summary: summaries.update,
          description: UPDATE_DESCRIPTION,
          params: ZIdParams,
          body: options.body,
          response: { 200: options.one, ...errors },
        },
      },
      async (request) => service.save(request.user, request.body as TBody, request.params.id),
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          operationId: operations.delete,
          summary: summaries.delete,
          params: ZIdParams,
          response: { 200: ZDeleteReply, ...errors },
        },
      },
      async (request) => deletedReply(await service.remove(request.user, request.params.id)),
    );
  };
}
