import {
  apiResponseBody,
  isTextBody,
  matchApiOperation,
  type Role,
  type TKitchenMembership,
  ZApiError,
} from '@brigade/core';
import { http } from 'msw';

/**
 * The routes a web test answers ('GET /api/menus/3' → a reply), as MSW handlers: the replies'
 * helpers, the routes every test starts with, and the check of every reply against the API contract
 * (packages/core/src/api/), the one the server registers its routes from: a success body must be what
 * the operation's schema accepts (no body only where the server sends none), an error reply must have
 * the `{ title, message, errors }` shape. A fake that drifts from the server fails its test, named,
 * when the test ends (the reply still reaches the screen, so the test's own assertions run as they
 * would).
 */

/** A request as the app sent it: `path` is the API's path and query ('/api/recipes?page=0'). */
export type RecordedRequest = { method: string; path: string; headers: Headers; body: string | null };
export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;
export type Routes = Record<string, RouteHandler>;

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

/**
 * The path the API knows a request by: the URL's pathname without the base the client puts in front
 * of it (VITE_API_BASE_URL, default the page's own origin), so routes read '/api/…' wherever the API is.
 */
export function apiPath(url: URL): string {
  const base = new URL(import.meta.env.VITE_API_BASE_URL || '/', location.href).pathname.replace(/\/$/, '');
  return base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
}

/**
 * The request as a route's handler (and a test's `requests`) sees it, at once; its body (null when
 * there is none) once `bodyRead` settles.
 */
export function recordOf(request: Request): { recorded: RecordedRequest; bodyRead: Promise<unknown> } {
  const url = new URL(request.url);
  const recorded: RecordedRequest = {
    method: request.method,
    path: apiPath(url) + url.search,
    headers: new Headers(request.headers),
    body: null,
  };
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const bodyRead = hasBody
    ? request
        .clone()
        .text()
        .then((text) => {
          recorded.body = text === '' ? null : text;
        })
    : Promise.resolve();
  return { recorded, bodyRead };
}

/** Replies of the current test that the server could not have sent. */
const drift: string[] = [];

/** The fake replies off the contract since the last call (the web project's setup fails the test). */
export function takeDrift(): string[] {
  return drift.splice(0);
}

async function readJson(response: Response): Promise<{ value?: unknown; error?: string }> {
  const text = await response.clone().text();
  if (text === '') return {};
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: `a body that is not JSON: ${text.slice(0, 80)}` };
  }
}

/** What is wrong with a fake reply, by the contract; undefined when the server could send it. */
export async function contractProblem(
  method: string,
  pathname: string,
  response: Response,
): Promise<string | undefined> {
  const operation = matchApiOperation(method, pathname);
  // A path the contract does not know is not a Brigade route (the HTTP client's own tests use such).
  if (!operation) return undefined;
  // A network failure (HttpResponse.error()) is no reply of the server's.
  if (response.type === 'error') return undefined;
  const where = `${method} ${pathname}`;
  const status = response.status;
  const name = `${where} (${operation.operationId}) ${status}`;
  if (!response.ok) {
    const body = await readJson(response);
    if (body.error) return `${name}: ${body.error}`;
    const parsed = ZApiError.safeParse(body.value);
    return parsed.success ? undefined : `${name}: not the error shape { title, message, errors }`;
  }
  // A success status the server does not send (a test of how the web takes an unexpected 200) still
  // has its body checked, against the operation's success body.
  const bodies = Object.values(operation.responses);
  const schema = apiResponseBody(operation, status) ?? (new Set(bodies).size === 1 ? bodies[0] : undefined);
  if (!schema) return undefined;
  if (isTextBody(schema)) return undefined;
  const body = await readJson(response);
  if (body.error) return `${name}: ${body.error}`;
  const parsed = schema.safeParse(body.value === undefined ? null : body.value);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
  return `${name}: ${issues}`;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * MSW handlers answering these routes ('GET /api/menus/3', exactly that path) on whatever origin the
 * client calls, each reply checked against the contract.
 */
export function routeHandlers(routes: Routes) {
  return Object.entries(routes).map(([route, handler]) => {
    const [method, pathname] = route.split(' ');
    return http[method.toLowerCase() as Method](`*${pathname}`, async ({ request }) => {
      const { recorded, bodyRead } = recordOf(request);
      await bodyRead;
      const response = await handler(recorded);
      const problem = await contractProblem(method, apiPath(new URL(request.url)), response);
      if (problem) drift.push(problem);
      return response;
    });
  });
}

/** The kitchen a fake session works in, unless a test says otherwise. */
export const TEST_KITCHEN: TKitchenMembership = { id: 1, name: 'Test Kitchen', role: 'owner', active: true };

/**
 * The caller's kitchens (GET /api/account/kitchens), which every signed-in screen reads for the role:
 * `fakeApi({ ...memberOf('cook'), … })` makes the session a cook's. Other kitchens may follow.
 */
export function memberOf(role: Role, others: TKitchenMembership[] = []): Routes {
  return { 'GET /api/account/kitchens': () => json([{ ...TEST_KITCHEN, role }, ...others]) };
}

/**
 * Routes the fake answers when a test does not give them, what every screen reads around its own
 * calls: as after any sign-up, the session's user owns their one kitchen, so the screens
 * offer everything; and the server runs as it does out of the box, with billing off (no trial, no
 * banner) and no sign-in with Google.
 */
export const DEFAULT_ROUTES: Routes = {
  ...memberOf('owner'),
  'GET /api/subscription': () =>
    json({
      billingEnabled: false,
      access: 'unrestricted',
      readOnlyMessage: null,
      trialEndsAt: null,
      trialDaysLeft: null,
      subscription: null,
    }),
  'GET /api/auth-config': () =>
    json({
      googleClientId: null,
      oidcIssuer: 'https://accounts.google.com',
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
    }),
};
