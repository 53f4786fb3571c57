/**
 * Brigade's service worker: the app shell offline, so a station tablet reloads with no network.
 * The build (vite.config.ts, serviceWorker()) prepends `self.__PRECACHE` (the build's files) and
 * `self.__VERSION` (a hash of them); production builds only — dev and the mocked API (MSW's own
 * worker) never register it.
 *
 * Rules: navigations go to the network first and fall back to the cached index.html (the SPA routes
 * itself); the build's files come from the cache (their names are content-hashed); the API is never
 * touched here — the station keeps its data and its queue of check-offs in the page's storage.
 */
const CACHE = `brigade-shell-${self.__VERSION}`;
const SHELL = '/index.html';
/** A navigation that has not answered in this long is served the cached shell (a walk-in's weak signal). */
const NAVIGATION_TIMEOUT_MS = 4000;
/** When a shell was cached (a private entry of each cache). */
const CREATED = '/__brigade-shell-created';
const OLD_SHELL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(self.__PRECACHE);
      await cache.put(CREATED, new Response(String(Date.now())));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // A page opened before this version still lazy-loads its own screens' files: older shells are
      // kept a week (a tablet left open at a station), then dropped.
      for (const key of await caches.keys()) {
        if (!key.startsWith('brigade-shell-') || key === CACHE) continue;
        const created = await (await caches.open(key)).match(CREATED);
        const age = Date.now() - Number(created ? await created.text() : 0);
        if (!(age < OLD_SHELL_KEPT_MS)) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function shell() {
  return (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error();
}

async function navigate(request) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([fetch(request), late]);
    return answer ?? (await shell());
  } catch {
    return shell();
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  event.respondWith(
    (async () =>
      (await caches.match(request, { cacheName: CACHE, ignoreSearch: true })) ??
      (await caches.match(request, { ignoreSearch: true })) ??
      fetch(request))(),
  );
});
