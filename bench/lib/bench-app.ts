/**
 * The benches' in-process server: the real app (buildApp, through the test app) on a fresh database,
 * and what the benches measure of it besides latency.
 */
import { availableParallelism, loadavg } from 'node:os';
import { recordStatements, selects } from '../../apps/server/src/test/statement-recorder.ts';
import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
  type TestUser,
} from '../../apps/server/src/test/test-app.ts';
import type { closedLoop } from './closed-loop.ts';
import { send } from './kitchen.ts';
import { percentile } from './open-loop.ts';
import { postgresReachable } from './postgres-reachable.ts';
import { SMOKE } from './smoke.ts';

/**
 * The app on in-memory PGlite, or with DATABASE_URL=postgres://… (e.g.
 * postgres://postgres@127.0.0.1:5432/test) on a fresh schema of that server, dropped on close.
 */
export function benchApp(options?: TestAppOptions): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  process.env.TEST_DB = url ? 'postgres' : 'pglite';
  if (url) process.env.TEST_DATABASE_URL = url;
  return createTestApp(options);
}

export const driverLabel = (t: TestApp) =>
  t.database.driver === 'postgres' ? 'PostgreSQL (fresh schema)' : 'PGlite (in memory)';

/** The SQL reads one request sends (statements recorded where they leave for the database). */
export async function readsOf(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<number> {
  const recorder = recordStatements(t.database);
  try {
    await send(t, user, method, url, body);
    return selects(recorder.statements).length;
  } finally {
    recorder.stop();
  }
}

/** The load average before measuring: on a shared machine, part of the figures. */
export const loadBefore = () =>
  `load average before measuring: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${availableParallelism()} cores (shared)`;

/** A closed loop's figures as the benches print them, under `title`. */
export function loopReport(
  t: TestApp,
  title: string,
  r: Awaited<ReturnType<typeof closedLoop>>,
  target: number,
) {
  return (
    `${title}:\n     p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.reqPerSecond} req/s ` +
    `(target p95 < ${target} ms)\n     ${r.cpuPerRequest} ms CPU of this process per request; ` +
    `the rest of the machine kept ${r.otherCores ?? '?'} of ${availableParallelism()} cores busy meanwhile` +
    (t.database.driver === 'postgres' ? ' (PostgreSQL included)' : '')
  );
}

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `bench` on a fresh test app on PGlite, then on PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a fresh schema, dropped afterwards) when it answers; a
 * smoke run stays on PGlite. Answers each driver's figures (null: skipped), after `report` printed them.
 */
export async function onEachDriver<R>(
  bench: (t: TestApp, user: TestUser, address: string) => Promise<R>,
  report: (driver: string, figures: R) => void,
) {
  const results: Record<string, R | null> = {};
  for (const driver of ['pglite', 'postgres'] as const) {
    if (driver === 'postgres' && (SMOKE || !(await postgresReachable(PG_URL)))) {
      console.log(`postgres: ${SMOKE ? 'not in a smoke run' : `not reachable at ${PG_URL}`}, skipped`);
      results[driver] = null;
      continue;
    }
    process.env.TEST_DB = driver;
    process.env.TEST_DATABASE_URL = PG_URL;
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const figures = await bench(t, user, address);
      results[driver] = figures;
      report(driver, figures);
    } finally {
      await t.close();
    }
  }
  return results;
}

/** A POST over HTTP, timed from the request to the answer's last byte; throws unless 2xx. */
export async function timedPost(address: string, user: TestUser, path: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${text.slice(0, 300)}`);
  return { ms, json: JSON.parse(text) };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Times each phase of `run` (its steps, named by `mark` as each one ends) over `samples` runs after
 * `warmup` runs; answers each phase's p50 and p95 in ms.
 */
export async function phases(
  warmup: number,
  samples: number,
  run: (mark: (phase: string) => void) => Promise<void>,
) {
  const times = new Map<string, number[]>();
  for (let i = 0; i < warmup + samples; i++) {
    let last = performance.now();
    await run((phase) => {
      const now = performance.now();
      if (i >= warmup) times.set(phase, [...(times.get(phase) ?? []), now - last]);
      last = now;
    });
  }
  return Object.fromEntries(
    [...times].map(([phase, values]) => {
      values.sort((a, b) => a - b);
      return [phase, { p50: round(percentile(values, 50)), p95: round(percentile(values, 95)) }];
    }),
  );
}
