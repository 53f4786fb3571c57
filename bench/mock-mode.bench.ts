/**
 * The frontend developer's target: in mock mode (`npm run dev:mock`: the SPA on Vite's dev server,
 * its API answered by the MSW handlers in the browser) each screen is usable in < 1 s.
 *
 * Starts `npm run dev:mock` on a free port, signs in (any e-mail), then visits each screen once to let
 * Vite transform its modules (a first visit after starting the dev server is Vite's cost, not the
 * app's: reported apart). Then, BENCH_ROUNDS times (default 5), moves to each screen as the app's own
 * links do (a client-side navigation) and times it until the screen shows its data; then, as many
 * times, reloads each screen (the page, its service worker and the mocked kitchen started again).
 * Last, the first navigation to each screen after those reloads: its modules fetched from Vite anew
 * in the new page, unbundled, as a developer waits after each reload (reported, not the verdict).
 * Prints the median and the worst of each, and one JSON line last; exits 1 when a navigation's
 * median misses 1 s.
 *
 *   npx node bench/mock-mode.bench.ts
 */
import { loadavg } from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { startMockDevServer } from '../e2e/fixtures/mock-dev-server.ts';
import { launchChromium } from './lib/chromium.ts';
import { median } from './lib/median.ts';

const TARGET_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** Each screen, and what shows once its data is there (from the mocked demo kitchen). */
const screens: { name: string; path: string; ready: (main: Locator) => Locator }[] = [
  { name: 'vendors', path: '/portal/chef/vendors', ready: (m) => m.getByRole('row').nth(1) },
  { name: 'recipes', path: '/portal/chef/recipes', ready: (m) => m.getByRole('article').first() },
  { name: 'menu items', path: '/portal/chef/menuItems', ready: (m) => m.getByRole('article').first() },
  { name: 'menus', path: '/portal/chef/menus', ready: (m) => m.getByRole('article').first() },
  { name: 'events', path: '/portal/events', ready: (m) => m.getByRole('button', { name: 'Next Week' }) },
  // The first vendor's first line: the month's order is there.
  { name: 'order guide', path: '/portal/events/order-guide', ready: (m) => m.getByRole('row').nth(1) },
  { name: 'food database', path: '/portal/usda', ready: (m) => m.getByRole('searchbox').first() },
  { name: 'account', path: '/account', ready: (m) => m.getByRole('heading').first() },
  // Last: signing in lands on it, so its first visit comes from another screen.
  { name: 'home', path: '/home', ready: (m) => m.getByText('The next 7 days') },
];

/**
 * Milliseconds from `go` until `ready` shows in an element the previous screen did not have (every
 * element present before is marked first, so the screen left behind cannot answer for the new one).
 */
async function timed(page: Page, go: () => Promise<unknown>, ready: Locator): Promise<number> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('body *')) element.setAttribute('data-bench-stale', '');
  });
  const start = performance.now();
  await go();
  await ready
    .and(page.locator(':not([data-bench-stale])'))
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  // Drawn: the frame after the content is in the DOM.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return performance.now() - start;
}

/** A client-side navigation, as the app's links make one (React Router listens to popstate). */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const server = await startMockDevServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  const main = page.getByRole('main');
  process.stdout.write(
    `Mock mode (npm run dev:mock), ${ROUNDS} rounds, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const firstVisit: Record<string, number> = {};
  firstVisit['sign-in page'] = await timed(
    page,
    () => page.goto(server.baseURL),
    page.getByRole('button', { name: 'Sign In', exact: true }),
  );
  firstVisit['sign in'] = await timed(
    page,
    async () => {
      await page.getByLabel('Email', { exact: true }).fill('bench@example.com');
      await page.getByLabel('Password', { exact: true }).fill('any-password');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    },
    main.getByText('The next 7 days'),
  );
  for (const screen of screens) {
    firstVisit[screen.name] = await timed(page, () => navigate(page, screen.path), screen.ready(main));
  }
  const navigations = new Map<string, number[]>(screens.map((s) => [s.name, []]));
  const reloads = new Map<string, number[]>(screens.map((s) => [s.name, []]));
  const afterReload = new Map<string, number>();
  // Every navigation round first, in the page whose first visits loaded each screen's modules: a
  // navigation that follows a reload fetches the screen's modules from Vite again (timed apart below).
  for (let round = 0; round < ROUNDS; round++) {
    for (const screen of screens) {
      // From another screen, so the target's queries start cold in the app (fresh mount).
      navigations
        .get(screen.name)
        ?.push(await timed(page, () => navigate(page, screen.path), screen.ready(main)));
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const screen of screens) {
      reloads
        .get(screen.name)
        ?.push(await timed(page, () => page.goto(`${server.baseURL}${screen.path}`), screen.ready(main)));
    }
  }
  // The first navigation to each screen in the page of the last reload (home, the last screen: its own
  // modules came with that reload, so its figure is a warm one).
  for (const screen of screens) {
    afterReload.set(screen.name, await timed(page, () => navigate(page, screen.path), screen.ready(main)));
  }
  const results = screens.map((s) => {
    const nav = navigations.get(s.name) ?? [];
    const reload = reloads.get(s.name) ?? [];
    return {
      screen: s.name,
      firstVisitMs: Math.round(firstVisit[s.name]),
      navigationMedianMs: Math.round(median(nav)),
      navigationWorstMs: Math.round(Math.max(...nav)),
      reloadMedianMs: Math.round(median(reload)),
      reloadWorstMs: Math.round(Math.max(...reload)),
      firstNavigationAfterReloadMs: Math.round(afterReload.get(s.name) ?? Number.NaN),
    };
  });
  for (const r of results) {
    process.stdout.write(
      `  ${r.screen.padEnd(14)} navigation ${String(r.navigationMedianMs).padStart(5)} ms (worst ${r.navigationWorstMs})` +
        `  reload ${String(r.reloadMedianMs).padStart(5)} ms (worst ${r.reloadWorstMs})` +
        `  first visit ${r.firstVisitMs} ms  after a reload ${r.firstNavigationAfterReloadMs} ms\n`,
    );
  }
  const slow = results.filter((r) => r.navigationMedianMs >= TARGET_MS);
  process.stdout.write(
    slow.length === 0
      ? `\nEvery screen usable in < ${TARGET_MS} ms (median of a navigation).\n`
      : `\nOver ${TARGET_MS} ms: ${slow.map((r) => r.screen).join(', ')}\n`,
  );
  console.log(
    JSON.stringify({
      bench: 'mock-mode',
      rounds: ROUNDS,
      loadAverage: loadavg(),
      signIn: Math.round(firstVisit['sign in']),
      results,
    }),
  );
  if (slow.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
