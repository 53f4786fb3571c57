import { API, type OperationId } from '@brigade/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { handlers, resetMockKitchen } from './handlers';

/**
 * The mocks' tests call the mocked API as any client would: Node's fetch to an absolute address
 * (the handlers answer any origin), a bearer token, JSON bodies.
 */
export const MOCK_ORIGIN = 'http://mocked-api.test';

export type Call = {
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as text/plain (the password reset's e-mail). */
  text?: string;
  /** false: without a token. */
  token?: string | false;
};

/** Calls an operation: its method from the contract, the path with its parameters filled in. */
export async function callMock(operationId: OperationId, call: Call, token?: string): Promise<Response> {
  const url = new URL(call.path, MOCK_ORIGIN);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ accept: 'application/json' });
  const bearer = call.token === false ? undefined : (call.token ?? token);
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  let body: string | undefined;
  if (call.text !== undefined) {
    headers.set('content-type', 'text/plain');
    body = call.text;
  } else if (call.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.body);
  }
  return fetch(url, { method: API[operationId].method, headers, body });
}

/** The mocked API answering Node's fetch (msw/node) for a test file, from a freshly seeded kitchen. */
export function serveMockApi(): void {
  const server = setupServer(...handlers);
  beforeAll(() => {
    resetMockKitchen();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());
}
