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

export type ApiOperation = {
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
 * is closed to the lower roles until it says it is not.
 */
export const bearerOp = <
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  const R extends Record<number, ResponseBody>,
>(
  method: M,
  path: P,
  responses: R,
  access: Access = method === 'GET' ? 'cook' : 'chef',
) => ({ method, path, security: 'bearer' as const, responses, access });

/** A route anyone may call (sign-up, sign-in, health, the secret calendar address…). */
export const publicOp = <
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  const R extends Record<number, ResponseBody>,
>(
  method: M,
  path: P,
  responses: R,
) => ({ method, path, security: 'public' as const, responses });
