import type { z } from 'zod';
import { accountsApi } from './accounts.ts';
import { billingApi } from './billing.ts';
import { catalogueApi } from './catalogue.ts';
import { eventsApi } from './events.ts';
import { feedbackApi } from './feedback.ts';
import { inventoryApi } from './inventory.ts';
import { kitchenApi } from './kitchen.ts';
import type { ApiOperation, HttpMethod, ResponseBody, TextBody } from './operation.ts';
import { productionApi } from './production.ts';
import { purchasingApi } from './purchasing.ts';
import { roomsApi } from './rooms.ts';
import { systemApi } from './system.ts';
import { teamApi } from './team.ts';
import { thirdPartySignInApi } from './third-party-sign-in.ts';
import { versionsApi } from './versions.ts';

/**
 * Every operation of the API by its operationId: the one list the server registers from, OpenAPI
 * names its operations with, and the web's client and test fake look replies up in. Add a route here
 * first (in its area's file); the server refuses to register a route this list does not have.
 */
export const API_AREAS = [
  systemApi,
  accountsApi,
  thirdPartySignInApi,
  billingApi,
  feedbackApi,
  catalogueApi,
  kitchenApi,
  eventsApi,
  roomsApi,
  purchasingApi,
  inventoryApi,
  productionApi,
  teamApi,
  versionsApi,
];

export const API = {
  ...systemApi,
  ...accountsApi,
  ...thirdPartySignInApi,
  ...billingApi,
  ...feedbackApi,
  ...catalogueApi,
  ...kitchenApi,
  ...eventsApi,
  ...roomsApi,
  ...purchasingApi,
  ...inventoryApi,
  ...productionApi,
  ...teamApi,
  ...versionsApi,
};

export type OperationId = keyof typeof API;
export type NamedApiOperation = ApiOperation & { readonly operationId: OperationId };

type BodyOf<B> = B extends TextBody ? string : B extends z.ZodType ? z.output<B> : never;
type ResponsesOf<K extends OperationId> = (typeof API)[K]['responses'];

/** The body of a successful reply of an operation (any of its 2xx codes). */
export type ApiReply<K extends OperationId> = {
  [S in keyof ResponsesOf<K>]: BodyOf<ResponsesOf<K>[S]>;
}[keyof ResponsesOf<K>];

/** A query string's value as a client passes it (absent ones are left out). */
export type QueryValue = string | number | boolean | null | undefined;

type Shape<T> = { [K in keyof T]: T[K] };

/** `{id}` and `{fdcId}` of a path template, as the values a caller fills them with. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [N in Name]: string | number } & PathParams<Rest>
  : unknown;

/**
 * A query's parameters by the schema's names, each a scalar; those the schema may go without
 * (optional, or with a default) optional.
 */
type QueryOf<S> = S extends z.ZodType
  ? Shape<
      { [K in keyof z.input<S> as undefined extends z.input<S>[K] ? K : never]?: QueryValue } & {
        [K in keyof z.input<S> as undefined extends z.input<S>[K] ? never : K]: QueryValue;
      }
    >
  : never;

type Operation<K extends OperationId> = (typeof API)[K];

/**
 * What a client sends to an operation, from its declaration: the path's parameters (required when
 * the path has any), the query (by the schema's names), the body (what the schema accepts).
 */
export type ApiRequest<K extends OperationId> = Shape<
  (Operation<K>['path'] extends `${string}{${string}`
    ? { params: Shape<PathParams<Operation<K>['path']>> }
    : { params?: never }) &
    (Operation<K> extends { query: infer Q } ? { query?: QueryOf<Q> } : { query?: never }) &
    (Operation<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never })
>;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a server handler of an operation reads, each part as its schema parsed it. */
export type ApiInput<K extends OperationId> = {
  params: Operation<K> extends { params: infer S } ? Parsed<S> : undefined;
  query: Operation<K> extends { query: infer S } ? Parsed<S> : undefined;
  body: Operation<K> extends { body: infer S } ? Parsed<S> : undefined;
};

/** What a client needs of an operation at run time to call it: no schema. */
export type OperationRoute = Pick<ApiOperation, 'method' | 'path' | 'security' | 'access' | 'consumes'>;
export type OperationRoutes = Record<OperationId, OperationRoute>;

/**
 * The operations without their schemas: what the web's client and role checks read at run time.
 * The web build computes it from API once (a virtual module, apps/web/vite.config.ts), so a page
 * downloads the table, not every schema of the API.
 */
export function operationRoutes(api: Record<string, ApiOperation>): OperationRoutes {
  return Object.fromEntries(
    Object.entries(api).map(([id, op]) => [
      id,
      {
        method: op.method,
        path: op.path,
        security: op.security,
        ...(op.access ? { access: op.access } : {}),
        ...(op.consumes ? { consumes: op.consumes } : {}),
      },
    ]),
  ) as OperationRoutes;
}

export const API_OPERATIONS: readonly NamedApiOperation[] = Object.entries(API).map(
  ([operationId, operation]) => ({ ...operation, operationId: operationId as OperationId }),
);

const byRoute = new Map(API_OPERATIONS.map((op) => [`${op.method} ${op.path}`, op]));

/**
 * The operation registered at a route path, as OpenAPI writes it (`/api/menus/{id}`) or as Fastify
 * does (`/api/menus/:id`); parameter names must match.
 */
export function apiOperation(method: string, routePath: string): NamedApiOperation | undefined {
  const path = routePath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * The operation a request goes to (`GET /api/menus/12`), or undefined. Where a literal segment and a
 * parameter both match (`/api/events/menu-choices` and `/api/events/{id}`), the literal one wins, as
 * in the server's router.
 */
export function matchApiOperation(method: string, pathname: string): NamedApiOperation | undefined {
  const segments = pathname.split('?')[0].split('/');
  const wanted = method.toUpperCase() as HttpMethod;
  let best: NamedApiOperation | undefined;
  let bestLiterals = -1;
  for (const op of API_OPERATIONS) {
    if (op.method !== wanted) continue;
    const template = op.path.split('/');
    if (template.length !== segments.length) continue;
    let literals = 0;
    let matches = true;
    for (let i = 0; i < template.length && matches; i++) {
      if (isParam(template[i])) matches = segments[i] !== '';
      else if (template[i] === segments[i]) literals += 1;
      else matches = false;
    }
    if (matches && literals > bestLiterals) {
      best = op;
      bestLiterals = literals;
    }
  }
  return best;
}

/** The schema of an operation's reply with this status, or undefined when it is not one of its replies. */
export function apiResponseBody(operation: ApiOperation, status: number): ResponseBody | undefined {
  return (operation.responses as Record<number, ResponseBody>)[status];
}
