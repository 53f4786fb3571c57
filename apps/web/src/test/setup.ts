import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens are lazy-loaded: the first visit to a route transforms its modules, which can take over a
// second on a busy machine. findBy*/waitFor still return as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});
