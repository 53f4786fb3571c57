import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { queryClient } from '../app/query-client';
import { forgetAuthConfig } from '../features/account/auth-config';
import { listen, resetApi, server, takeUnanswered } from './api-server';
import { stopRecording } from './fake-api';
import { takeDrift } from './routes';

// Screens are lazy-loaded: the first visit to a route transforms its modules, which can take over a
// second on a busy machine. findBy*/waitFor still return as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// The API the app's real `fetch` reaches: an MSW server, each test starting from its base handlers.
beforeAll(listen);
afterAll(() => server.close());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
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
