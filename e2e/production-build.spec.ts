import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';

/**
 * The mocked API is for `npm run dev:mock` only: the SPA the server serves (apps/web/dist, built by
 * `npm run build` in production mode) carries neither MSW's service worker, nor ours that wraps it,
 * nor the mocks' code, so a kitchen's browser can never answer its own requests with the demo's.
 */

const dist = join(import.meta.dirname, '../apps/web/dist');

test('the served SPA has no mock service worker', async ({ request }) => {
  for (const path of ['/mockServiceWorker.js', '/mock-api-worker.js']) {
    const response = await request.get(path);
    // Unknown paths get the SPA's page (its router shows Not Found), never a script.
    expect(response.headers()['content-type'] ?? '', path).not.toMatch(/javascript/);
    expect(await response.text(), path).not.toContain('importScripts');
  }
});

test('the built bundle holds none of the mocks’ code', () => {
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    // What MSW's browser worker set-up and our mocks' entry would bring with them.
    expect(code, name).not.toContain('mockServiceWorker');
    expect(code, name).not.toContain('startMockApi');
  }
  expect(readdirSync(dist)).not.toContain('mockServiceWorker.js');
  expect(readdirSync(dist)).not.toContain('mock-api-worker.js');
});
