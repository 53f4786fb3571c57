import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { queryClient } from '../app/query-client';
import { forgetAuthConfig } from '../features/account/auth-config';
import { clearSession } from '../lib/session';
import { listen, resetApi, server, takeUnanswered } from './api-server';
import { stopRecording } from './fake-api';
import { takeDrift } from './routes';

// Screens are lazy-loaded: the first visit to a route transforms its modules, which takes seconds
// while the other projects load both cores (5 s failed findBy* on screens still loading). findBy* and
// waitFor still return as soon as the condition holds, so only a failing test waits this long.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// The API the app's real `fetch` reaches: an MSW server, each test starting from its base handlers.
beforeAll(listen);
afterAll(() => server.close());

/**
 * After each test, everything a test can change is put back: the files of a worker share their
 * modules and their page (vitest.config.ts), and each test starts as in a new tab on a new page
 * load, whichever tests ran before it.
 */
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  // The session's token and why the last one ended (the sign-in page says so).
  clearSession();
  // The app's one cache outlives a render: each test reads the API afresh, as a new tab would.
  queryClient.clear();
  // Read once per page load in the app: each test reads the sign-in settings its own API answers.
  forgetAuthConfig();
  resetApi();
  stopRecording();
  // Soft failures: the test fails, named, and the hooks after this one still run (they would not
  // after a hook that throws).
  expect.soft(takeDrift(), "The fake API answered what the server's contract does not allow").toEqual([]);
  expect.soft(takeUnanswered(), 'Requests no route of the test (nor a base handler) answered').toEqual([]);
});

/**
 * The page as loaded: no element left in the body (a portal outliving its screen), no attribute a
 * dialog left on it (a scroll lock), no script a screen added (a sign-in or payment library), no
 * title, and the browser's own network status (a test that took the tablet offline).
 */
function resetPage(): void {
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const script of document.head.querySelectorAll('script')) script.remove();
  document.title = '';
  Reflect.deleteProperty(navigator, 'onLine');
}
