import { server } from './api-server';
import { type RecordedRequest, type Routes, recordOf, routeHandlers } from './routes';

export {
  apiError,
  contractProblem,
  json,
  memberOf,
  type RecordedRequest,
  TEST_KITCHEN,
} from './routes';

/**
 * A test's stand-in for the Brigade API server: `fakeApi(routes)` makes the test's MSW server
 * (./api-server.ts) answer the given routes ('POST /api/authenticate': a reply, see ./routes.ts) for
 * the rest of the test, ahead of its base handlers, and records every request the app sends through
 * its real `fetch`. The real server is exercised end to end.
 */

/** Where the requests of the current `fakeApi` go, in the order sent; null when no test records. */
let recording: RecordedRequest[] | null = null;

// Every request the app sends is recorded, whichever handler answers it (or none), as it starts; its
// body is filled in once read, a few microtasks later, long before the app can hold the reply.
server.events.on('request:start', ({ request }) => {
  recording?.push(recordOf(request).recorded);
});

/**
 * Answers the given routes for the rest of the test, in place of the routes of any earlier call; the
 * default routes (the session's kitchen, billing off…) and the server's base handlers answer the rest.
 */
export function fakeApi(routes: Routes) {
  const requests: RecordedRequest[] = [];
  recording = requests;
  server.resetHandlers();
  server.use(...routeHandlers(routes));
  return {
    requests,
    /** The requests made to one route. */
    calls: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.path.split('?')[0] === pathname),
  };
}

/** Stops recording (the web project's setup, after each test). */
export function stopRecording(): void {
  recording = null;
}
