import { setupWorker } from 'msw/browser';
import { MOCK_FAILURES_KEY } from './failure-switch';
import { handlers } from './handlers';

/**
 * Starts the mocked API in the browser (`npm run dev:mock`): the service worker
 * (public/mockServiceWorker.js) hands every request to the handlers; requests that are not the
 * API's (the app's own files) go to the network. `?mock=…` in the address sets the failure switch
 * for the tab (failure-switch.ts); `?mock=` clears it.
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
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
