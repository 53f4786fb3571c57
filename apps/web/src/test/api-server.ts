import { setupServer } from 'msw/node';
import { handlers as mockedApi, resetMockKitchen, setMockFailures } from '../mocks';
import { apiPath, DEFAULT_ROUTES, routeHandlers } from './routes';

/**
 * The Brigade API as the web tests see it: an MSW server (msw/node) answering the app's real `fetch`
 * at the HTTP level. The web project's setup starts it for every test file, restores its handlers
 * after each test and fails a test that made a request nothing answered.
 *
 * Its handlers, in the order they answer: a test's own (`fakeApi(routes)`, or `server.use(...)`),
 * then the default routes every test starts with (./routes.ts: the session owns its one kitchen,
 * billing and sign-in with Google are off), then the mocked API (apps/web/src/mocks/: every operation
 * of the contract over the in-memory demo kitchen, where any session token is the kitchen's owner).
 */
export const server = setupServer(...routeHandlers(DEFAULT_ROUTES), ...mockedApi);

/** After each test: the test's own handlers go, and the mocked kitchen is seeded afresh. */
export function resetApi(): void {
  server.resetHandlers();
  resetMockKitchen();
  setMockFailures(null);
}

/** Requests of the current test that no handler answered (the mocked API answers the contract's). */
const unanswered: string[] = [];

/** Starts answering; a request no handler answers fails as a network error, and fails its test. */
export function listen(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      unanswered.push(`${request.method} ${apiPath(new URL(request.url))}`);
      print.error();
    },
  });
}

/** The requests nothing answered since the last call. */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}
