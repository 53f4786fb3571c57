import API from 'virtual:brigade-operations';
import type { ApiReply, ApiRequest, OperationId, QueryValue } from '@brigade/core';
import { type ApiResponse, request } from './api';

/**
 * The web's calls, typed from the API contract (packages/core/src/api/): `call('getMenu', { params:
 * { id } })` sends GET /api/menus/{id} and answers what the contract says getMenu replies. The method,
 * the path, the body's media type and whether the session's token goes along all come from the
 * operation's declaration, so a call site names the operation and nothing else of the protocol.
 */

export type CallArgs<K extends OperationId> = ApiRequest<K> & {
  signal?: AbortSignal;
  /** A signed-in POST's Idempotency-Key; absent, each call is its own submission with a new key. */
  idempotencyKey?: string;
};

/** Callers of operations without parameters, query or body may leave the arguments out. */
type ArgsTuple<K extends OperationId> =
  Record<string, never> extends ApiRequest<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>];

/** The operation's path with its parameters filled in (each encoded as a URL segment). */
export function operationPath(id: OperationId, params: Record<string, string | number> = {}): string {
  return API[id].path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${id}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Calls an operation and answers the whole response (status, headers: sign-in reads Authorization). */
export async function callWithResponse<K extends OperationId>(
  id: K,
  ...[args]: ArgsTuple<K>
): Promise<ApiResponse<ApiReply<K>>> {
  const operation = API[id];
  const { params, query, body, signal, idempotencyKey } = (args ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const text = operation.consumes === 'text/plain';
  const bearer = operation.security === 'bearer';
  return request<ApiReply<K>>(operationPath(id, params), {
    method: operation.method as 'GET',
    query,
    body: text ? undefined : body,
    text: text ? String(body) : undefined,
    // A public operation never carries the session's token (a wrong password's 401 is not a session's).
    auth: bearer,
    signal,
    // One key per submission (this call), kept for its retry (lib/api.ts): a create is made once.
    idempotencyKey:
      bearer && operation.method === 'POST' ? (idempotencyKey ?? crypto.randomUUID()) : undefined,
  });
}

/** Calls an operation and answers its reply's body. */
export async function call<K extends OperationId>(id: K, ...args: ArgsTuple<K>): Promise<ApiReply<K>> {
  return (await callWithResponse(id, ...args)).data;
}

/**
 * TanStack Query keys derived from operations: `[area, operationId, arguments]`, the area being the
 * path's first segment after /api/ (`menus`, `menuItems`, `events`…). Every read of an area shares its
 * first key part, so `areaKey('menus')` invalidates the lists and the menus read one by one.
 */
export function areaKey(area: string): readonly [string] {
  return [area] as const;
}

export function operationKey<K extends OperationId>(
  id: K,
  args?: { params?: object; query?: object },
): readonly unknown[] {
  const area = API[id].path.split('/')[2];
  const parts: unknown[] = [area, id];
  if (args?.params) parts.push(args.params);
  if (args?.query) parts.push(args.query);
  return parts;
}
