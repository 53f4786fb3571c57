/**
 * The calendar's target: a month of 300 events shown in Chromium in < 500 ms, from the click on
 * "next month" to the month's events drawn. Against a running server (npm start), signed in as the
 * demo account; it books 300 events next month (10 a day, the benches' events: lib/kitchen.ts) unless
 * SEEDED=1.
 *
 *   BASE_URL=http://localhost:3000 DATA_DIR=./data npx node bench/calendar.bench.ts
 *
 * TABLET=1: the planners' tablet profile instead of a desktop: a 1024×768 touch screen, the CPU slowed 4×
 * (DevTools' Emulation.setCPUThrottlingRate), taps instead of clicks; the same 500 ms target.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.ts';
import { benchEvent, eventRequest } from './lib/kitchen.ts';
import { median } from './lib/median.ts';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const dataDir = process.env.DATA_DIR ?? 'data';
const password =
  readFileSync(join(dataDir, 'demo-credentials.txt'), 'utf8').match(/password: (\S+)/)?.[1] ?? '';
const TARGET_MS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TABLET = Boolean(process.env.TABLET);
const CPU_SLOWDOWN = 4;

const auth = await fetch(`${base}/api/authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password }),
});
const token = auth.headers.get('authorization');
if (!token) throw new Error(`sign-in failed: ${auth.status}`);

const now = new Date();
const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
if (!process.env.SEEDED) {
  for (let i = 0; i < 300; i++) {
    const event = benchEvent(i, { base: monthStart, days: 30, events: 300 }, []);
    const r = await fetch(`${base}/api/events`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(eventRequest(event)),
    });
    if (r.status !== 201) throw new Error(await r.text());
  }
}

const browser = await launchChromium();
const page = await (
  await browser.newContext(
    TABLET
      ? { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false }
      : { viewport: { width: 1366, height: 850 } },
  )
).newPage();
await page.goto(`${base}/`);
await page.getByLabel('Email', { exact: true }).fill('demo@brigade.local');
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.waitForURL(/home/);
await page.goto(`${base}/portal/events`);
// A finger taps on a tablet; a mouse clicks at a desk.
const press = (target: ReturnType<typeof page.locator>) => (TABLET ? target.tap() : target.click());
await press(page.locator('button:has-text("Month")').first());
await page.waitForTimeout(1000);
if (TABLET) {
  // Signed in and on the calendar at full speed; the months are then drawn on a slowed CPU.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const t = performance.now();
  await press(page.getByRole('button', { name: /^Next/ }).first());
  await page.getByText('Bench Banquet 0', { exact: true }).first().waitFor();
  await page
    .getByText(/Bench Banquet 29\d|\+\d+ more/)
    .first()
    .waitFor();
  times.push(Math.round(performance.now() - t));
  await press(page.getByRole('button', { name: /^Previous/ }).first());
  await page.waitForTimeout(300);
}
await browser.close();
const medianMs = median(times);
const profile = TABLET ? `tablet: 1024×768 touch, CPU ${CPU_SLOWDOWN}× slower` : 'desktop: 1366×850';
console.log(
  `month of 300 events drawn in ${times.join(', ')} ms (median ${medianMs}; target < ${TARGET_MS}; ${profile})`,
);
console.log(
  JSON.stringify({
    bench: 'calendar',
    profile: TABLET ? 'tablet' : 'desktop',
    runsMs: times,
    medianMs,
    targetMs: TARGET_MS,
    pass: medianMs < TARGET_MS,
    loadAverage: loadavg()[0],
  }),
);
