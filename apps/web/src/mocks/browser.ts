import { setupWorker } from 'msw/browser';
import { MOCK_FAILURES_KEY } from './failure-switch';
import { handlers } from './handlers';

/**
 * Starts the mocked API in the browser (`npm run dev:mock`): the service worker
 * (public/mock-api-worker.js: MSW's public/mockServiceWorker.js plus static routes) hands the page's
 * requests to the handlers; requests that are not the API's go to the network, and the app's own
 * files (scripts, styles, images, fonts) never pass through the worker. `?mock=…` in the address
 * sets the failure switch for the tab (failure-switch.ts); `?mock=` clears it.
 */
export async function startMockApi(): Promise<void> {
  const asked = new URLSearchParams(window.location.search).get('mock');
  if (asked !== null) {
    if (asked === '') sessionStorage.removeItem(MOCK_FAILURES_KEY);
    else sessionStorage.setItem(MOCK_FAILURES_KEY, asked);
  }
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mock-api-worker.js` },
  });
}
