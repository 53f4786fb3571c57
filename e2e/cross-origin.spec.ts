import { kitchenApi, whiteSauce } from './fixtures/api.ts';
import { freePort } from './fixtures/free-port.ts';
import { type OwnServer, startOwnServer } from './fixtures/own-server.ts';
import { buildWebFor, serveStatic } from './fixtures/static-site.ts';
import { expect, test } from './fixtures/test.ts';
import { authenticate, createActivatedUser, type NewUser } from './fixtures/users.ts';

// The SPA deployed as static files on one origin (a CDN), the API on another: the web app built with
// VITE_API_BASE_URL, the server started with CORS_ORIGINS naming the SPA's origin.
test.describe('the web app served from another origin than its API', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let api: OwnServer;
  let spa: { url: string; stop(): Promise<void> };
  let build: { dir: string; remove(): void };
  let cook: NewUser;

  test.beforeAll(async () => {
    // A build of the web app and a server start: a minute or more on a busy machine.
    test.setTimeout(180_000);
    const [apiPort, spaPort] = [await freePort(), await freePort()];
    const spaOrigin = `http://127.0.0.1:${spaPort}`;
    build = buildWebFor(`http://127.0.0.1:${apiPort}`);
    spa = await serveStatic(build.dir, spaPort);
    api = await startOwnServer({ CORS_ORIGINS: spaOrigin, PUBLIC_URL: spaOrigin }, apiPort);
    // A kitchen with one recipe, made through the API (the demo kitchen would take far longer to seed).
    cook = await createActivatedUser(api.baseURL, api.dataDir);
    const kitchen = kitchenApi({
      baseURL: api.baseURL,
      token: await authenticate(api.baseURL, cook),
      email: cook.email,
    });
    const vendor = await kitchen.vendor('Dairy Farm Co');
    const dairy = { category: 'Dairy and Egg Products', costAmount: 1, allergens: ['MILK'] };
    const milk = await kitchen.ingredient(vendor, { ...dairy, name: 'Milk', cost: 4, costUnits: 'Gallon' });
    const butter = await kitchen.ingredient(vendor, {
      ...dairy,
      name: 'Butter',
      cost: 4,
      costUnits: 'Pound',
    });
    await whiteSauce(kitchen, milk, butter);
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
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    await page.goto(`${spa.url}/`);
    await signInPage.expectShown();
    await signInPage.signIn(cook.email, cook.password);
    await homePage.expectShown();
    expect(new URL(page.url()).origin).toBe(spa.url);

    await page.goto(`${spa.url}/portal/chef/recipes`);
    await expect(page.getByText('White Sauce').first()).toBeVisible();

    expect(apiCalls.length).toBeGreaterThan(2);
    expect(apiCalls.filter((url) => !url.startsWith(`${api.baseURL}/api/`))).toEqual([]);
  });
});
