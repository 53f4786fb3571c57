/**
 * Lighthouse (default mobile preset) on / (sign-in) and /home (signed in), and on /portal/events signed
 * in as the demo planner's kitchen (its banquet week) at tablet size (1024×768), against the real server
 * started from scripts/start.ts on a fresh temporary DATA_DIR. Prints the performance and
 * accessibility scores and lab metrics (median of LIGHTHOUSE_RUNS runs, default 3) and one JSON line
 * last; exits 1 when a median misses the targets of / and /home (performance ≥ 90, accessibility ≥ 95) or, on
 * /portal/events, the planners' (performance ≥ 90, accessibility 100).
 * Lighthouse's simulated throttling still depends on this machine's CPU: run it on an idle machine.
 *
 *   npx node bench/web-lighthouse.bench.ts          (the web app must be built, or start.ts builds it)
 *
 * /home needs a session, and the session lives in sessionStorage (keys jwt and username), which belongs
 * to one tab. So Lighthouse is given a Puppeteer page (its own puppeteer-core) on which we first open
 * the origin and store a token obtained from POST /api/authenticate; `disableStorageReset` keeps it.
 * HTML reports are written to .lighthouse/ (git-ignored).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../e2e/fixtures/chromium-flags.ts';
import { freePort } from '../e2e/fixtures/free-port.ts';
import { authenticate, createActivatedUser } from '../e2e/fixtures/users.ts';
import { median } from './lib/median.ts';

const root = join(import.meta.dirname, '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--headless=new', ...CHROMIUM_FLAGS];

async function startServer(): Promise<{ baseURL: string; dataDir: string; server: ChildProcess }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-lighthouse-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    // The embedded database and the outbox, whatever the caller's environment says.
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
  };
  // process.execPath: this script runs on the pinned Node 24 (npx node), and so does the server.
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, dataDir, server };
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The lab metrics behind the performance score, in ms (CLS unitless). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

type Scores = {
  performance: number;
  accessibility: number;
  finalUrl: string;
  metrics: Record<Metric, number>;
  /** Lighthouse's runtime error (`code: message`) when the run failed: its scores are then 0, its metrics NaN. */
  error?: string;
};

/** The targets of the sign-in page and home: performance ≥ 90 and accessibility ≥ 95 on / and /home. */
const TARGET = { performance: 90, accessibility: 95 };
/** The planners' target on the banquet calendar at tablet size: performance ≥ 90, accessibility 100. */
const CALENDAR_TARGET = { performance: 90, accessibility: 100 };

/** A tablet held landscape: Lighthouse's mobile throttling on a 1024×768 screen. */
const TABLET: Flags = {
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 1024, height: 768, deviceScaleFactor: 2, disabled: false },
};

/** The demo account's session (its kitchen has a banquet week of events): DATA_DIR/demo-credentials.txt. */
async function demoSession(baseURL: string, dataDir: string) {
  const password =
    (await readFile(join(dataDir, 'demo-credentials.txt'), 'utf8')).match(/password: (\S+)/)?.[1] ?? '';
  const username = 'demo@brigade.local';
  const demo = { firstName: 'Demo', lastName: 'Planner', email: username, password };
  return { token: await authenticate(baseURL, demo), username };
}

async function audit(
  browser: Browser,
  url: string,
  name: string,
  session?: { token: string; username: string },
  extraFlags: Flags = {},
) {
  const page = await browser.newPage();
  try {
    const flags: Flags = { logLevel: 'error', output: 'html', ...extraFlags };
    if (session) {
      await page.goto(new URL('/', url).href);
      await page.evaluate(async ({ token, username }) => {
        sessionStorage.setItem('jwt', token);
        sessionStorage.setItem('username', username);
        // The visit to / registered the app-shell service worker and filled its cache: remove both,
        // so the page measured loads as a first visit does (from the network), not from the cache.
        for (const registration of await navigator.serviceWorker.getRegistrations())
          await registration.unregister();
        for (const key of await caches.keys()) await caches.delete(key);
      }, session);
      // disableStorageReset also keeps the HTTP cache, which would measure /home with the scripts the
      // visit to / just loaded: clear it, so /home loads cold as a first visit would.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, finalDisplayedUrl, audits } = result.lhr;
    await writeFile(join(root, '.lighthouse', `${name}.html`), result.report as string);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const { runtimeError } = result.lhr;
    return {
      ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      finalUrl: finalDisplayedUrl,
      metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, metric(id)])) as Record<
        Metric,
        number
      >,
    } satisfies Scores;
  } finally {
    await page.close();
  }
}

/** Median of the numbers given; a failed run's NaN metrics are left out (its score of 0 is not). */
const medianOfRuns = (values: number[]): number => median(values.filter((value) => !Number.isNaN(value)));

if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
await mkdir(join(root, '.lighthouse'), { recursive: true });
const { baseURL, dataDir, server } = await startServer();
let browser: Browser | undefined;
try {
  const user = await createActivatedUser(baseURL, dataDir);
  const session = { token: await authenticate(baseURL, user), username: user.email };
  browser = await puppeteer.launch({ executablePath: chromePath, args: chromeArgs, headless: true });

  type Summary = {
    performance: number;
    accessibility: number;
    runs: number[];
    metrics: Record<Metric, number>;
  };
  const demo = await demoSession(baseURL, dataDir);
  const summary: Record<string, Summary> = {};
  for (const [route, routeSession, extraFlags] of [
    ['/', undefined, {}],
    ['/home', session, {}],
    ['/portal/events', demo, TABLET],
  ] as const) {
    const results: Scores[] = [];
    for (let run = 0; run < runs; run++) {
      const name = route === '/' ? 'sign-in' : route.slice(1).replaceAll('/', '-');
      const scores = await audit(browser, `${baseURL}${route}`, name, routeSession, extraFlags);
      // A failed run counts as its 0 in the median; say why it failed rather than print a bare 0.
      if (scores.error) console.log(`${route} run ${run + 1} failed: ${scores.error}`);
      // A lost session would silently measure the sign-in page instead of /home.
      if (new URL(scores.finalUrl).pathname !== route) {
        throw new Error(`Lighthouse ended on ${scores.finalUrl} instead of ${route}`);
      }
      results.push(scores);
    }
    const entry: Summary = {
      performance: medianOfRuns(results.map((r) => r.performance)),
      accessibility: medianOfRuns(results.map((r) => r.accessibility)),
      runs: results.map((r) => r.performance),
      metrics: Object.fromEntries(
        (Object.keys(METRICS) as Metric[]).map((key) => {
          const value = medianOfRuns(results.map((r) => r.metrics[key]));
          return [key, key === 'cls' ? Number(value.toFixed(3)) : Math.round(value)];
        }),
      ) as Record<Metric, number>,
    };
    summary[route] = entry;
    const m = entry.metrics;
    console.log(
      `${route.padEnd(14)} performance ${entry.performance} (runs ${entry.runs.join(', ')})  accessibility ${entry.accessibility}` +
        `  FCP ${m.fcp} ms  LCP ${m.lcp} ms  TBT ${m.tbt} ms  CLS ${m.cls}  SI ${m.si} ms`,
    );
  }
  const meetsTarget = Object.entries(summary).every(([route, entry]) => {
    const target = route === '/portal/events' ? CALENDAR_TARGET : TARGET;
    return entry.performance >= target.performance && entry.accessibility >= target.accessibility;
  });
  console.log(
    JSON.stringify({
      bench: 'web-lighthouse',
      preset: 'mobile',
      runs,
      signIn: summary['/'],
      home: summary['/home'],
      eventsTablet: summary['/portal/events'],
      target: TARGET,
      eventsTarget: CALENDAR_TARGET,
      meetsTarget,
    }),
  );
  if (!meetsTarget) process.exitCode = 1;
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
