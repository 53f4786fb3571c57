import type { Browser, Page, TestInfo } from '@playwright/test';
import { demoSession } from './fixtures/demo-session.ts';
import { expect, test } from './fixtures/test.ts';
import { StationPage } from './page-models/station-page.ts';

/**
 * Station mode on the demo account (its Harper–Lee Wedding today): a tablet loads its team's station,
 * loses the network, reloads (the app shell from the service worker, the plan from the tablet's
 * storage), checks a batch off, reloads again (the tap is queued on the tablet, not lost), comes back
 * online (the queue is sent). A second tablet checks the same batch meanwhile: the batch stays done on
 * both. Then the second tablet logs cooling temperatures and prints the day's cooling log.
 */
test.use({ serviceWorkers: 'allow' });

/** A tablet: its own browser context (storage, service worker), signed in as the demo chef. */
async function tablet(browser: Browser, baseURL: string, viewport = { width: 1024, height: 768 }) {
  const session = await demoSession(baseURL);
  const context = await browser.newContext({ baseURL, viewport, hasTouch: true, serviceWorkers: 'allow' });
  await context.addInitScript(
    ([token, email]) => {
      sessionStorage.setItem('jwt', token);
      sessionStorage.setItem('username', email);
    },
    [session.token, session.email] as const,
  );
  const page = await context.newPage();
  return { context, page, station: new StationPage(page) };
}

async function shot(testInfo: TestInfo, page: Page, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a station works offline: reload, check off, back online; two tablets check the same batch, it stays done', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const a = await tablet(browser, baseURL as string);
  await a.station.goto('Banquets');
  await a.station.waitForServiceWorker();
  await expect(a.station.batches.first()).toBeVisible();
  await shot(testInfo, a.page, 'station-online');
  const name = (await a.station.batches.first().getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');

  await a.context.setOffline(true);
  await a.page.reload();
  await expect(a.station.banner).toContainText(/Offline since \d{1,2}:\d\d/);
  await expect(a.station.batch(name)).toBeVisible();
  const done = a.station.doneButton(name);
  if ((await done.getAttribute('aria-pressed')) === 'true') {
    // Undo a check from an earlier run first, offline too: the queue sends both, in order.
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'false');
  }
  await done.click();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  // Shown as the server will record it: the member's name, remembered from when the tablet was online.
  await expect(a.station.batch(name)).toContainText(/Done by Demo Chef at/);
  await expect(a.station.banner).toContainText(/will be sent when the network is back/);
  await shot(testInfo, a.page, 'station-offline-checked');

  // A reload offline keeps the tap: it is on the tablet, waiting.
  await a.page.reload();
  await expect(a.station.doneButton(name)).toHaveAttribute('aria-pressed', 'true');
  await expect(a.station.banner).toContainText(/Offline since/);

  // Meanwhile a second tablet, online, checks the same batch: both taps are recorded.
  const b = await tablet(browser, baseURL as string);
  await b.station.goto('Banquets');
  const other = b.station.doneButton(name);
  await expect(other).toBeVisible();
  if ((await other.getAttribute('aria-pressed')) === 'true') {
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'false');
  }
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(b.station.banner).toBeHidden();

  // The first tablet is back online: its queued tap goes; the batch stays checked on both.
  await a.context.setOffline(false);
  await expect(a.station.banner).toBeHidden({ timeout: 20_000 });
  await a.page.reload();
  await expect(a.station.doneButton(name)).toHaveAttribute('aria-pressed', 'true');
  await b.page.reload();
  await expect(b.station.doneButton(name)).toHaveAttribute('aria-pressed', 'true');
  await expect(b.station.batch(name)).toContainText('Done by Demo Chef');

  // The cooling log, from the second tablet: 150 °F now starts the clock, 70 °F is due in 2 hours.
  const dialog = await b.station.openCooling(name);
  await dialog.getByLabel('Temperature (°F)').fill('150');
  await dialog.getByRole('button', { name: 'Log temperature' }).click();
  await expect(dialog).toContainText('150 °F');
  await dialog.getByLabel('Temperature (°F)').fill('120');
  await dialog.getByRole('button', { name: 'Log temperature' }).click();
  await expect(dialog).toContainText(/Cooling: 70 °F or below by \d{1,2}:\d\d/);
  await shot(testInfo, b.page, 'station-cooling');
  await dialog.getByLabel('Temperature (°F)').fill('900');
  await dialog.getByRole('button', { name: 'Log temperature' }).click();
  await expect(dialog).toContainText('Please enter a temperature between -40 °F and 500 °F');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The day's cooling log to print, with the readings just logged.
  await b.page.getByRole('link', { name: 'Cooling log' }).click();
  await expect(b.page.getByRole('heading', { level: 1 })).toContainText('Cooling log —');
  await expect(b.page.getByRole('table')).toContainText(name);
  await expect(b.page.getByRole('table')).toContainText('150 °F');
  await shot(testInfo, b.page, 'cooling-log-print');

  // Readable on a laptop and on a phone too.
  for (const [width, height] of [
    [1366, 850],
    [390, 844],
  ]) {
    await b.page.setViewportSize({ width, height });
    await b.station.goto('Banquets');
    await expect(b.station.batch(name)).toBeVisible();
    await shot(testInfo, b.page, `station-${width}x${height}`);
  }

  await a.context.close();
  await b.context.close();
});
