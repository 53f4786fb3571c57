/**
 * Registers the app-shell service worker (src/pwa/sw.js) in production builds only: `npm run dev`
 * has no sw.js, and the mocked API (`npm run dev:mock`) runs MSW's own worker on the same scope,
 * which this one must not replace.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'mock') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // An installable app without its worker still works online: a refusal is not the user's problem.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
