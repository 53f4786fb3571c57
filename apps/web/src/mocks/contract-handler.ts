import {
  API_OPERATIONS,
  type ApiReply,
  isTextBody,
  MSG,
  type NamedApiOperation,
  type OperationId,
  type ResponseBody,
  roleAllows,
} from '@brigade/core';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { failureFor } from './failure-switch';
import { actorOf } from './kitchen/accounts';
import type { MockActor } from './kitchen/model';
import { INVALID_JSON, MockError } from './mock-error';

/**
 * The MSW handlers of the mocked API, one per operation of the API contract (packages/core/src/api/):
 * its method and path, any origin (so a `VITE_API_BASE_URL` elsewhere is mocked too), the bearer
 * token and the least role the contract names (401 and 403 as the server answers them), the failure
 * switch, and the reply: the resolver's body with the contract's status and media type, or the
 * server's error shape for a refusal.
 */

/** What a resolver reads of a request. */
export type MockRequest = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The query string as an object (a repeated key: its first value), for the route's query schema. */
  query: Record<string, string>;
  /** The signed-in member (401 without a session). */
  by(): MockActor;
  /** The JSON body (400 as the server's when it is not JSON; undefined when empty). */
  json(): Promise<unknown>;
};

/** A reply with a status other than the operation's first, or with headers. */
export class MockReply<T> {
  readonly status: number;
  readonly body: T;
  readonly headers: Record<string, string>;

  constructor(status: number, body: T, headers: Record<string, string> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}
export const reply = <T>(status: number, body: T, headers: Record<string, string> = {}) =>
  new MockReply(status, body, headers);

type Answer<K extends OperationId> = ApiReply<K> | MockReply<ApiReply<K>>;
export type Resolver<K extends OperationId> = (request: MockRequest) => Answer<K> | Promise<Answer<K>>;
/** One resolver per operation of the contract: the compiler refuses a contract without its mock. */
export type Resolvers = { [K in OperationId]: Resolver<K> };

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** What the failure switch answers for a status: the server's words where it has them. */
const FAILURE_MESSAGES: Record<number, string> = {
  401: 'Your session is not valid. Please sign in again.',
  403: MSG.roleForbidden,
  404: 'Not found',
  409: 'This was changed by someone else since you opened it. Reload it to see their changes, then make yours again.',
  500: GENERIC_500,
  503: 'The service is temporarily unavailable. Please try again.',
};

const errorReply = (error: MockError) => HttpResponse.json(error.body(), { status: error.status });

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

function mockRequest(op: NamedApiOperation, request: Request, params: Record<string, unknown>): MockRequest {
  const url = new URL(request.url);
  let actor: MockActor | undefined;
  return {
    request,
    url,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    query: Object.fromEntries([...url.searchParams.keys()].map((k) => [k, url.searchParams.get(k) ?? ''])),
    by: () => {
      actor ??= actorOf(bearerToken(request));
      if (op.access && !roleAllows(actor.role, op.access)) throw new MockError(403, MSG.roleForbidden);
      return actor;
    },
    json: async () => {
      const text = await request.clone().text();
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text);
      } catch {
        throw new MockError(400, INVALID_JSON);
      }
    },
  };
}

function toResponse(op: NamedApiOperation, answer: unknown): Response {
  const [status, body, headers] =
    answer instanceof MockReply
      ? [answer.status, answer.body, answer.headers]
      : [Number(Object.keys(op.responses)[0]), answer, {}];
  const schema = (op.responses as Record<number, ResponseBody>)[status];
  if (schema && isTextBody(schema)) {
    return new HttpResponse(body as string, {
      status,
      headers: { 'content-type': `${schema.contentType}; charset=utf-8`, ...headers },
    });
  }
  return HttpResponse.json(body as object, { status, headers });
}

async function answer(
  op: NamedApiOperation,
  resolve: Resolver<OperationId>,
  request: Request,
  params: Record<string, unknown>,
): Promise<Response> {
  const failure = failureFor(op.operationId);
  if (failure && 'network' in failure) return HttpResponse.error();
  if (failure && 'slowMs' in failure) await delay(failure.slowMs);
  try {
    if (failure && 'status' in failure)
      throw new MockError(failure.status, FAILURE_MESSAGES[failure.status] ?? GENERIC_500);
    const req = mockRequest(op, request, params);
    // Every bearer route checks the session and the role first (the server's onRequest hooks).
    if (op.security === 'bearer' && op.access !== 'anyone') req.by();
    return toResponse(op, await resolve(req));
  } catch (error) {
    if (error instanceof MockError) return errorReply(error);
    console.error(`mocked ${op.operationId} failed`, error);
    return errorReply(new MockError(500, GENERIC_500));
  }
}

/** How many segments of a path are literal: where two paths match a request, the more literal one wins. */
const literals = (path: string) => path.split('/').filter((s) => s && !s.startsWith('{')).length;

export function contractHandlers(resolvers: Resolvers): HttpHandler[] {
  return [...API_OPERATIONS]
    .sort((a, b) => literals(b.path) - literals(a.path))
    .map((op) => {
      const method = op.method.toLowerCase() as Lowercase<typeof op.method>;
      const path = `*${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
      const resolve = resolvers[op.operationId] as Resolver<OperationId>;
      return http[method](path, ({ request, params }) => answer(op, resolve, request, params));
    });
}
