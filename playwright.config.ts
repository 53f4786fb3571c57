import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/fixtures/chromium-flags.ts';
import { freePort } from './e2e/fixtures/free-port.ts';

/**
 * End-to-end tests: a real Chromium against the real server (`node scripts/start.ts`), which serves the
 * built SPA and /api on one port, on the embedded PGlite in a fresh temporary DATA_DIR per run.
 *
 * The e2e server always runs on PGlite, even when TEST_DATABASE_URL is set: these tests are about the
 * browser, the SPA and the API together, and the PostgreSQL path is already covered by the server tests
 * (vitest project server-pg). A fresh DATA_DIR per run also gives every run an empty outbox.
 *
 * This file is loaded by the runner and again by every worker. The runner picks the port and the data
 * folder once and puts them into process.env, which the workers inherit, so all agree on one server.
 */

if (!process.env.E2E_BASE_URL) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${await freePort()}`;
  // Runs in the runner only, after the web server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// Both are set just above in the runner, and inherited by the workers.
const baseURL = process.env.E2E_BASE_URL!;
const dataDir = process.env.E2E_DATA_DIR!;
const port = new URL(baseURL).port;

// CHROME_PATH, else the Debian Chromium, else Playwright's own browser (if it was installed).
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromePath) ? chromePath : undefined;

const isCI = Boolean(process.env.CI);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: CHROMIUM_FLAGS,
  },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // A test's budget, not a figure it checks: the longest flows take ~15 s alone, and two workers with
  // the server on a busy 2-core machine have taken them past 30 s.
  timeout: 60_000,
  // How long a check waits for the page to get there, not a figure it checks (the benches time screens).
  // A screen's first load on the CI host, two workers and the PGlite server sharing 2 cores, has taken
  // 6.5 s of serial chunk fetches before its first API call (a trace of a failed run): 7 s was too tight.
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app honours reduced motion (no MUI transitions), so axe never sees a half-faded snackbar.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The production build registers an app-shell service worker (station mode, offline). Specs that
    // route /api calls must see them from the page, so the worker is blocked unless a spec allows it
    // (e2e/station.spec.ts, which tests working offline).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: 'dev-mock.spec.ts', use: chromium },
    // `npm run dev:mock` under test: Vite transforms and serves hundreds of modules while the browser
    // fetches them, which takes both cores for minutes and slows the specs beside it past their
    // budgets; so it runs after them, alone (`--no-deps` runs it by itself).
    { name: 'dev-mock', testMatch: 'dev-mock.spec.ts', use: chromium, dependencies: ['chromium'] },
  ],
  webServer: {
    // `npx node` runs the repository's pinned Node 24 whatever Node started Playwright.
    command: 'npx node scripts/start.ts',
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // Embedded PGlite for the e2e server (see above), whatever the caller's environment says.
      DATABASE_URL: '',
      SMTP_URL: '',
      // The first start creates the demo account (e2e/demo-account.spec.ts signs in with it).
      DEMO: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  },
});
