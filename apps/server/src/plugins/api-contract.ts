import {
  type Access,
  apiOperation,
  isTextBody,
  MSG,
  type NamedApiOperation,
  type ResponseBody,
  roleAllows,
  ZApiError,
} from '@brigade/core';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../errors/app-error.ts';

/**
 * Every API route is registered from the contract in packages/core/src/api/ (DESIGN.md §4.10): an
 * `onRoute` hook looks each route up by method and path and fills in its operationId, its security
 * and its success replies' schemas, so the OpenAPI document names every operation and a generated
 * client gets method names. A route the contract does not have stops the server at start (and every
 * test with it): a new route cannot ship without an operationId, a response schema and a security
 * declaration. What a route file declares itself must agree with the contract, or start fails too.
 *
 * Routes outside /api/ (the web app's files) and hidden ones (the OpenAPI document, the docs UI) are
 * not part of the API.
 */

export const BEARER_SECURITY = [{ bearerAuth: [] }];

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  operationId?: string;
  security?: unknown;
  hide?: boolean;
};
type ResponseSchemas = Record<string, unknown>;

/** What the hook saw: tests check every documented route against it. */
export type ContractedRoute = { method: string; url: string; operation: NamedApiOperation };

export function registerApiContract(app: FastifyInstance, seen: ContractedRoute[] = []): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const schema = (route.schema ?? {}) as RouteSchema;
    if (!route.url.startsWith('/api/') || schema.hide || methods.length === 0) return;
    if (methods.length > 1)
      throw contractError(route.url, `registers ${methods.join(', ')} at once: one method per route`);
    const method = methods[0];
    const operation = apiOperation(method, route.url);
    if (!operation) {
      throw contractError(
        `${method} ${route.url}`,
        'is not in the API contract: add it to packages/core/src/api/ (operationId, security, success reply schemas)',
      );
    }
    const where = `${method} ${route.url} (${operation.operationId})`;
    if (schema.operationId !== undefined && schema.operationId !== operation.operationId) {
      throw contractError(
        where,
        `is named ${schema.operationId}: the contract names it ${operation.operationId}`,
      );
    }
    const security = operation.security === 'public' ? [] : BEARER_SECURITY;
    if (schema.security !== undefined && JSON.stringify(schema.security) !== JSON.stringify(security)) {
      throw contractError(
        where,
        `declares security ${JSON.stringify(schema.security)}, the contract ${operation.security}`,
      );
    }
    route.schema = {
      ...schema,
      ...requestFor(where, operation, schema),
      operationId: operation.operationId,
      security,
      response: responsesFor(where, operation, (schema.response ?? {}) as ResponseSchemas),
    } as RouteSchema;
    if (operation.security === 'bearer' && operation.access !== 'anyone') {
      route.onRequest = [...[route.onRequest ?? []].flat(), memberGuard(app, operation.access ?? 'self')];
    }
    seen.push({ method, url: route.url, operation });
  });
}

/**
 * Every bearer route's last onRequest step: the caller is signed in (authenticated here
 * unless the module's own hook already did) and their role in the session's kitchen allows the
 * operation's access; 403 otherwise. Declared once for all routes, so none can skip it.
 */
function memberGuard(app: FastifyInstance, access: Access): onRequestHookHandler {
  return async function memberGuard(request: FastifyRequest) {
    if (!request.user) await app.authenticate(request);
    if (!roleAllows(request.user.role, access)) throw forbidden(MSG.roleForbidden);
  };
}

function contractError(where: string, what: string): Error {
  return new Error(`API contract: ${where} ${what}`);
}

/** The route's declared replies with the contract's success replies in place (a bearer route may answer 401). */
function responsesFor(
  where: string,
  operation: NamedApiOperation,
  declared: ResponseSchemas,
): ResponseSchemas {
  const contract = operation.responses as Record<number, ResponseBody>;
  for (const status of Object.keys(declared)) {
    if (/^2/.test(status) && !(status in contract)) {
      throw contractError(where, `declares a ${status} reply the contract does not have`);
    }
  }
  const responses: ResponseSchemas = { ...declared };
  for (const [status, body] of Object.entries(contract)) {
    const schema = isTextBody(body) ? { content: { [body.contentType]: { schema: body.schema } } } : body;
    const own = declared[status];
    if (own !== undefined && !sameReply(own, schema)) {
      throw contractError(where, `declares a ${status} reply other than the contract’s`);
    }
    responses[status] = schema;
  }
  if (operation.security === 'bearer' && !responses[401]) responses[401] = ZApiError;
  if (operation.access && !['anyone', 'self', 'cook'].includes(operation.access) && !responses[403])
    responses[403] = ZApiError;
  return responses;
}

/** The contract's request parts, in Fastify's words (params, querystring, body, consumes). */
const REQUEST_PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * The route's request schemas, from the contract and only from it: a route that declares one itself
 * is refused (a copy could drift from what the web and the mocks send; register routes with
 * modules/operation-route.ts).
 */
function requestFor(where: string, operation: NamedApiOperation, schema: RouteSchema): Partial<RouteSchema> {
  const parts: Record<string, unknown> = {};
  for (const [contractName, fastifyName] of REQUEST_PARTS) {
    if ((schema as Record<string, unknown>)[fastifyName] !== undefined) {
      throw contractError(
        where,
        `declares its own ${fastifyName} schema: the contract (packages/core/src/api/) declares the request`,
      );
    }
    const contract = operation[contractName];
    if (contract) parts[fastifyName] = contract;
  }
  if (operation.consumes) parts.consumes = [operation.consumes];
  if (operation.summary && !schema.summary) parts.summary = operation.summary;
  return parts;
}

/** Pairs already compared (schemas are module singletons, so most pairs recur in every app built). */
const compared = new WeakMap<object, WeakMap<object, boolean>>();

/** Whether a route's own reply schema says what the contract's says (same JSON Schema). */
function sameReply(own: unknown, contract: unknown): boolean {
  if (own === contract) return true;
  const content = (reply: unknown) => (reply as { content?: Record<string, { schema: unknown }> }).content;
  if (content(own) && content(contract)) {
    const [ours, theirs] = [content(own) ?? {}, content(contract) ?? {}];
    const types = Object.keys(ours);
    return (
      types.length === Object.keys(theirs).length &&
      types.every((type) => type in theirs && sameReply(ours[type].schema, theirs[type].schema))
    );
  }
  if (!(own instanceof z.ZodType) || !(contract instanceof z.ZodType)) return false;
  let row = compared.get(own);
  if (!row) {
    row = new WeakMap();
    compared.set(own, row);
  }
  let same = row.get(contract);
  if (same === undefined) {
    const json = (s: z.ZodType) =>
      JSON.stringify(
        z.toJSONSchema(s, { io: 'output', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }),
      );
    same = json(own) === json(contract);
    row.set(contract, same);
  }
  return same;
}
