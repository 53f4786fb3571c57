import { deletedReply, type OperationId, type TPage, type ZPageQuery } from '@brigade/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from './activity/record-activity.ts';
import { operationRoute } from './operation-route.ts';
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

export type CrudRoutesOptions = {
  tag: string;
  /** The operation of each call, as the API contract (packages/core/src/api/) names it. */
  operations: Record<CrudCall, OperationId>;
  summaries: Record<CrudCall, string>;
};

type CrudCall = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * The list/read/create/update/delete routes of an editable kitchen entity, the way spec 7 calls them
 * for menus and menu items: GET page, GET one, POST 201, PUT 200 (409 when a version sent is stale),
 * DELETE 200 with the title and message spec 4's delete dialog shows (409 in use). The contract gives
 * each its path and schemas; handlers only read input and call the service.
 */
export function crudRoutes<TOne, TListItem, TBody>(
  options: CrudRoutesOptions,
  makeService: (app: FastifyInstance) => CrudService<TOne, TListItem, TBody>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = makeService(app);
    const { summaries, operations } = options;
    const tags = [options.tag];
    const errors = [400, 401, 404, 409];
    // The five operations share one shape but not one type: their inputs are read as the shape.
    type Input = { params: { id: number }; query: PageQuery; body: TBody };
    const route = (
      call: CrudCall,
      handler: (request: FastifyRequest & Input, reply: FastifyReply) => unknown,
    ) =>
      operationRoute(
        app,
        operations[call],
        {
          tags,
          errors,
          summary: summaries[call],
          ...(call === 'update' ? { description: UPDATE_DESCRIPTION } : {}),
        },
        handler as never,
      );
    app.addHook('onRequest', app.authenticate);

    route('list', (request) => service.list(request.user.kitchenId, request.query));
    route('get', (request) => service.get(request.user.kitchenId, request.params.id));
    route('create', async (request, reply) =>
      reply.code(201).send(await service.save(request.user, request.body)),
    );
    route('update', (request) => service.save(request.user, request.body, request.params.id));
    route('delete', async (request) => deletedReply(await service.remove(request.user, request.params.id)));
  };
}
