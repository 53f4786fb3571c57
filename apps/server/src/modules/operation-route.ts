import { API, type ApiInput, type ApiReply, type OperationId, ZApiError } from '@brigade/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

/** A request to an operation: its params, query and body typed as the contract's schemas parse them. */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: ApiInput<K>['params'];
  Querystring: ApiInput<K>['query'];
  Body: ApiInput<K>['body'];
}>;

/** A handler answers the operation's reply, or sends it itself (a status other than 200, headers). */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<ApiReply<K> | FastifyReply> | ApiReply<K> | FastifyReply;

export type OperationRouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'onRequest' | 'preHandler' | 'bodyLimit'
> & {
  /** The OpenAPI group. */
  tags: string[];
  /** One line for the documentation. */
  summary: string;
  /** More for the documentation (Markdown). */
  description?: string;
  /** The error statuses it may answer (the body is always `{ title, message, errors }`). */
  errors?: number[];
};

/**
 * Registers an operation of the contract (packages/core/src/api/) with its handler: the method and the
 * path come from the declaration, and the contract hook (plugins/api-contract.ts) fills in the request
 * schemas, the replies, the operationId and the security, so a route file holds what only it knows —
 * what the operation does.
 */
export function operationRoute<K extends OperationId>(
  app: FastifyInstance,
  id: K,
  options: OperationRouteOptions,
  handler: OperationHandler<K>,
): void {
  const { tags, summary, description, errors = [], ...rest } = options;
  const operation = API[id];
  app.route({
    ...rest,
    method: operation.method,
    url: operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
    schema: {
      tags,
      summary,
      ...(description ? { description } : {}),
      response: Object.fromEntries(errors.map((status) => [status, ZApiError])),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
