import { vi } from 'vitest';

/**
 * A stand-in for the Brigade API server in component tests: `fetch` answers from the given routes
 * ('POST /api/authenticate') and records every request. The real server is exercised end to end.
 */
export type RecordedRequest = { method: string; path: string; headers: Headers; body: string | null };
type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The server's error shape (DESIGN.md §5). */
export function apiError(status: number, title: string, message: string, errors: unknown[] = []): Response {
  return json({ title, message, errors }, status);
}

export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return apiError(404, 'Not Found', `No fake route for ${request.method} ${url.pathname}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests made to one route. */
    calls: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.path.split('?')[0] === pathname),
  };
}
