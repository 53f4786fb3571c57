import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Route = { condition: { requestDestination?: string }; source: string };
type InstallEvent = {
  addRoutes?: (routes: Route[]) => Promise<void>;
  waitUntil: (p: Promise<unknown>) => void;
};

const WORKER = readFileSync(join(import.meta.dirname, '../../public/mock-api-worker.js'), 'utf8');

/** Runs the worker script in a bare service-worker-like scope and fires its `install` listeners. */
function install(event: InstallEvent): { imported: string[] } {
  const imported: string[] = [];
  const listeners: ((e: InstallEvent) => void)[] = [];
  const scope = {
    importScripts: (...urls: string[]) => imported.push(...urls),
    addEventListener: (type: string, listener: (e: InstallEvent) => void) => {
      if (type === 'install') listeners.push(listener);
    },
  };
  runInNewContext(WORKER, { ...scope, self: scope });
  for (const listener of listeners) listener(event);
  return { imported };
}

describe('the mocked API’s service worker (public/mock-api-worker.js)', () => {
  it('is MSW’s worker, loaded as `npx msw init` wrote it', () => {
    const { imported } = install({ waitUntil: () => {} });
    expect(imported).toEqual(['./mockServiceWorker.js']);
  });

  it('sends the app’s own files straight to the network and leaves the API’s requests to MSW', () => {
    const addRoutes = vi.fn(async (_routes: Route[]) => {});
    const waitUntil = vi.fn();
    install({ addRoutes, waitUntil });
    expect(addRoutes).toHaveBeenCalledTimes(1);
    const routes = addRoutes.mock.calls[0][0];
    expect(routes.every((r) => r.source === 'network')).toBe(true);
    const bypassed = routes.map((r) => r.condition.requestDestination);
    // What Vite serves: modules, styles, icons, fonts, the web manifest.
    expect(bypassed).toEqual(expect.arrayContaining(['script', 'style', 'image', 'font', 'manifest']));
    // fetch() (the API client's requests) has the empty destination: it must still reach MSW.
    expect(bypassed).not.toContain('');
    expect(routes.every((r) => Object.keys(r.condition).join() === 'requestDestination')).toBe(true);
    // The install waits for the routes to be in place.
    expect(waitUntil).toHaveBeenCalledWith(addRoutes.mock.results[0].value);
  });

  it('installs as MSW’s worker alone where the browser has no static routes', () => {
    const waitUntil = vi.fn();
    install({ waitUntil });
    expect(waitUntil).not.toHaveBeenCalled();
  });
});
