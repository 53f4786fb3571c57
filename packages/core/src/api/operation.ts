import { z } from 'zod';
import type { Access } from '../team/roles.ts';

/**
 * One route of the HTTP API as a contract (DESIGN.md §4.10): method, path, who may call it, and the
 * bodies of its successful replies. The server registers nothing that is not here (it fills each
 * route's operationId, security and response schemas from it), OpenAPI is generated from it, and the
 * web's test fake checks its replies against the same schemas, so a fake cannot drift from the server.
 * Error replies are always ZApiError (DESIGN.md §5); the routes list the codes they answer.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A reply that is not JSON (an iCalendar feed, a CSV file): its media type, the body a string. */
export type TextBody = { readonly contentType: string; readonly schema: z.ZodString };

/** A JSON body's schema, a text body, or `z.null()` for a reply without a body (204). */
export type ResponseBody = z.ZodType | TextBody;

/** What a request carries besides its method and path, each part a Zod schema. */
export type RequestParts = {
  /** The path's parameters (`{ id }` of `/api/menus/{id}`), as strings in, parsed out. */
  readonly params?: z.ZodType;
  /** The query string's parameters. */
  readonly query?: z.ZodType;
  /** The body: JSON by default; `consumes` names another media type (its schema is then a string's). */
  readonly body?: z.ZodType;
  /** The body's media type when it is not JSON (`text/plain`). */
  readonly consumes?: string;
};

/** What a declaration may add to its method, path and replies. */
export type OperationOptions = RequestParts & {
  /** See `ApiOperation.access`. */
  readonly access?: Access;
  /** One line for the documentation (OpenAPI `summary`). */
  readonly summary?: string;
};

export type ApiOperation = RequestParts & {
  readonly method: HttpMethod;
  /** OpenAPI template: `/api/ingredients/{id}`. */
  readonly path: `/api/${string}`;
  /** 'public': anyone (OpenAPI `security: []`); 'bearer': `Authorization: Bearer <jwt>`. */
  readonly security: 'public' | 'bearer';
  /**
   * A bearer route's least kitchen role (team/roles.ts), or 'self' for the caller's own account; the
   * server refuses others with 403. Public routes have none.
   */
  readonly access?: Access;
  /** The success replies by status code (2xx only). */
  readonly responses: Readonly<Record<number, ResponseBody>>;
  readonly summary?: string;
};

export type ApiOperations = Record<string, ApiOperation>;

export const isTextBody = (body: ResponseBody): body is TextBody =>
  typeof body === 'object' && body !== null && 'contentType' in body;

/** A text reply of the given media type. */
export const textBody = (contentType: string): TextBody => ({ contentType, schema: z.string() });

/** No body (204). */
export const ZNoContent = z.null();

/**
 * A route for a signed-in member of the active kitchen. Unless `access` says otherwise, any member
 * may read (GET: cook and up) and only a chef or the owner may change (other methods): a new route
 * is closed to the lower roles until it says it is not. The fourth argument is either the access
 * alone or the options (access, request parts, summary).
 */
export const bearerOp = <
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  const R extends Record<number, ResponseBody>,
  const O extends OperationOptions = Record<never, never>,
>(
  method: M,
  path: P,
  responses: R,
  options?: O | Access,
  // NoInfer: with no options, O is its default, not guessed from the area's `satisfies ApiOperations`.
): Omit<NoInfer<O>, 'access'> & { method: M; path: P; security: 'bearer'; responses: R; access: Access } => {
  const { access, ...rest } = (typeof options === 'string' ? { access: options } : (options ?? {})) as O;
  return {
    ...(rest as Omit<O, 'access'>),
    method,
    path,
    security: 'bearer' as const,
    responses,
    access: (access ?? (method === 'GET' ? 'cook' : 'chef')) as Access,
  };
};

/** A route anyone may call (sign-up, sign-in, health, the secret calendar address…). */
export const publicOp = <
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  const R extends Record<number, ResponseBody>,
  const O extends Omit<OperationOptions, 'access'> = Record<never, never>,
>(
  method: M,
  path: P,
  responses: R,
  options?: O,
): NoInfer<O> & { method: M; path: P; security: 'public'; responses: R } => ({
  ...((options ?? {}) as O),
  method,
  path,
  security: 'public' as const,
  responses,
});
