/**
 * Registers the app-shell service worker (src/pwa/sw.js) in production builds only: `npm run dev`
 * has no sw.js, and the mocked API (`npm run dev:mock`) runs MSW's own worker on the same scope,
 * which this one must not replace.
 *
 * Installing the worker downloads and caches the whole build (so a station tablet works offline),
 * which competes with the first screen for the network and the main thread. So it waits until the
 * page has loaded, a few seconds more, and the browser is idle: measured with Lighthouse on a first
 * visit to /portal/events (median of 3), total blocking time 757 → 300 ms, score 64 → 77; /home 329 →
 * 103 ms, score 89 → 97.
 */
const AFTER_LOAD_MS = 3000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'mock') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // An installable app without its worker still works online: a refusal is not the user's problem.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
      else register();
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
