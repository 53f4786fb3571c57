import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from './fixtures/free-port.ts';
import { type OwnServer, startOwnServer } from './fixtures/own-server.ts';
import { buildWebFor, serveStatic } from './fixtures/static-site.ts';
import { expect, test } from './fixtures/test.ts';

// The SPA deployed as static files on one origin (a CDN), the API on another: the web app built with
// VITE_API_BASE_URL, the server started with CORS_ORIGINS naming the SPA's origin.
test.describe('the web app served from another origin than its API', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let api: OwnServer;
  let spa: { url: string; stop(): Promise<void> };
  let build: { dir: string; remove(): void };

  test.beforeAll(async () => {
    // A build of the web app and a server start: a minute or more on a busy machine.
    test.setTimeout(180_000);
    const [apiPort, spaPort] = [await freePort(), await freePort()];
    const spaOrigin = `http://127.0.0.1:${spaPort}`;
    build = buildWebFor(`http://127.0.0.1:${apiPort}`);
    spa = await serveStatic(build.dir, spaPort);
    api = await startOwnServer({ CORS_ORIGINS: spaOrigin, PUBLIC_URL: spaOrigin, DEMO: 'true' }, apiPort);
  });

  test.afterAll(async () => {
    await spa?.stop();
    await api?.stop();
    build?.remove();
  });

  test('signs in and opens the kitchen, every call going to the API host', async ({
    page,
    signInPage,
    homePage,
  }) => {
    const credentials = await readFile(join(api.dataDir, 'demo-credentials.txt'), 'utf8');
    const email = /^email:\s*(\S+)$/m.exec(credentials)?.[1] ?? '';
    const password = /^password:\s*(\S+)$/m.exec(credentials)?.[1] ?? '';
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    await page.goto(`${spa.url}/`);
    await signInPage.expectShown();
    await signInPage.signIn(email, password);
    await homePage.expectShown();
    expect(new URL(page.url()).origin).toBe(spa.url);

    await page.goto(`${spa.url}/portal/chef/recipes`);
    await expect(page.getByText('Chicken Velouté').first()).toBeVisible();

    expect(apiCalls.length).toBeGreaterThan(2);
    expect(apiCalls.filter((url) => !url.startsWith(`${api.baseURL}/api/`))).toEqual([]);
  });
});
