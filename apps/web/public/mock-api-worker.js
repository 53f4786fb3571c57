/**
 * The mocked API's service worker (`npm run dev:mock`): MSW's own worker, mockServiceWorker.js, kept
 * exactly as `npx msw init` writes it, plus one rule. MSW's worker takes every request of the page
 * and asks the page whether a handler answers it; only the API's requests can be answered, yet Vite
 * serves the app as hundreds of separate modules, and each one also made that round trip through a
 * page busy starting the app (a screen's first visit after a reload took up to twice as long). So
 * what the page loads as a script, a style, an image, a font or a manifest goes straight to the
 * network, without waking this worker: the static routes of the Service Worker API (Chromium 123
 * and later; elsewhere every request still passes through MSW, and the mocks answer the same).
 */
importScripts('./mockServiceWorker.js');

const STRAIGHT_TO_NETWORK = ['script', 'style', 'image', 'font', 'manifest'];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event.addRoutes(
      STRAIGHT_TO_NETWORK.map((destination) => ({
        condition: { requestDestination: destination },
        source: 'network',
      })),
    ),
  );
});
