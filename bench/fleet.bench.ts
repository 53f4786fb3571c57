/**
 * Fleet benchmark, on PostgreSQL: the throughput of GET /api/ingredients (a 300-row page of
 * a kitchen holding 10,000 ingredients) against a minimal Fastify route that sends the same SQL (the
 * statements the real route sent, recorded with their parameters: the token check included) through
 * the same driver (`pg`, a pool of 10 like the server's) and answers the same JSON (the real route's
 * reply, serialized per request). Target: Brigade ≥ 50 % of the bare route's req/s.
 *
 * Then the same with 2 instances of each, one load generator per instance (as two balanced halves of
 * one load), summed: on this 2-core machine the servers, PostgreSQL and the load generator share the
 * same two cores, so the figures are reported as they are, not as a scaling claim.
 *
 * Closed loop (autocannon): BENCH_CONNECTIONS (default 10) requests in flight per instance, for
 * BENCH_SECONDS (default 5) after a 1 s warm-up. Database: DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), in a fresh database created and dropped here.
 *
 * Run: `npm run bench:fleet`. Prints the figures, then one JSON line last.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createBenchUser } from './lib/bench-user.ts';
import { seedBulkCatalogue } from './lib/bulk-catalogue.ts';
import { benchServerConfig } from './lib/child-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_SHARE = 0.5;
const PAGE_PATH = '/api/ingredients?page=0';
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

type Recorded = { statements: { text: string; values: unknown[] }[]; body: unknown };

function appConfig(url: string, jwtSecret: string, dataDir: string): Config {
  return benchServerConfig({ dataDir, jwtSecret, databaseUrl: url });
}

/** `serve brigade`: the real app on the bench database. `serve bare`: the minimal route. */
async function serve(kind: string): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL as string;
  if (kind === 'brigade') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-fleet-bench-'));
    const app = await buildApp(appConfig(url, process.env.BENCH_JWT_SECRET as string, dataDir));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write(`LISTENING ${address}\n`);
    process.on('SIGTERM', () =>
      app.close().then(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }),
    );
    return;
  }
  const recorded: Recorded = JSON.parse(readFileSync(process.env.BENCH_RECORDED as string, 'utf8'));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/api/ingredients', async (_request, reply) => {
    // One after the other, as the real route sends them.
    for (const statement of recorded.statements) await pool.query(statement.text, statement.values);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(recorded.body));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${address}\n`);
  process.on('SIGTERM', () => app.close().then(() => pool.end().then(() => process.exit(0))));
}

async function startInstance(kind: 'brigade' | 'bare', env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url), 'serve', kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { address, stop };
}

/** req/s over all instances, each with its own closed loop of CONNECTIONS requests in flight. */
async function throughput(addresses: string[], token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const once = (seconds: number) =>
    Promise.all(
      addresses.map((address) =>
        autocannon({ url: `${address}${PAGE_PATH}`, connections: CONNECTIONS, duration: seconds, headers }),
      ),
    );
  await once(1);
  const results = await once(SECONDS);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const bad = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  if (bad > 0) throw new Error(`${bad} failed requests`);
  return {
    reqPerSec: round(requests / SECONDS, 0),
    p50Ms: round(Math.max(...results.map((r) => r.latency.p50)), 1),
    p99Ms: round(Math.max(...results.map((r) => r.latency.p99)), 1),
  };
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `brigade_fleet_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-fleet-bench-'));
  const running: { stop(): Promise<void> }[] = [];
  try {
    const setup = performance.now();
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl });
    await database.db.execute('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migrate(database.db);
    const user = await createBenchUser(database.db, 'bench');
    await seedBulkCatalogue(database.db, user.kitchenId);
    await database.db.execute('VACUUM ANALYZE');
    const version = (await admin.query('SHOW server_version')).rows[0].server_version as string;

    // Record what the real route sends and answers, in this process.
    const jwtSecret = randomBytes(32).toString('hex');
    const app = await buildApp(appConfig(databaseUrl, jwtSecret, dataDir), { database });
    const token = await app.tokens.sign({ id: user.id, login: 'bench', kitchenId: user.kitchenId });
    const statements: Recorded['statements'] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [query, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof query === 'string') statements.push({ text: query, values: values ?? [] });
      else statements.push({ text: query.text, values: query.values ?? values ?? [] });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    const res = await app.inject({
      method: 'GET',
      url: PAGE_PATH,
      headers: { authorization: `Bearer ${token}` },
    });
    pg.Client.prototype.query = original;
    if (res.statusCode !== 200) throw new Error(`GET ${PAGE_PATH} answered ${res.statusCode}: ${res.body}`);
    const body = res.json();
    const rows = body.content.length as number;
    await app.close();
    await database.close();
    const recordedFile = path.join(dataDir, 'recorded.json');
    writeFileSync(recordedFile, JSON.stringify({ statements, body } satisfies Recorded));
    const setupSeconds = round((performance.now() - setup) / 1000);

    const env = {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_JWT_SECRET: jwtSecret,
      BENCH_RECORDED: recordedFile,
    };
    const measure = async (kind: 'brigade' | 'bare', instances: number) => {
      const started = await Promise.all(Array.from({ length: instances }, () => startInstance(kind, env)));
      running.push(...started);
      try {
        return await throughput(
          started.map((s) => s.address),
          token,
        );
      } finally {
        await Promise.all(started.map((s) => s.stop()));
        running.splice(0, running.length);
      }
    };
    const figures = {
      bare1: await measure('bare', 1),
      brigade1: await measure('brigade', 1),
      bare2: await measure('bare', 2),
      brigade2: await measure('brigade', 2),
    };
    const share1 = figures.brigade1.reqPerSec / figures.bare1.reqPerSec;
    const share2 = figures.brigade2.reqPerSec / figures.bare2.reqPerSec;

    console.log(
      `PostgreSQL ${version}; ${cpus().length} CPUs; load average before: ${loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `GET ${PAGE_PATH}: ${rows} rows, ${res.body.length} bytes, ${statements.length} SQL statements; setup ${setupSeconds} s`,
    );
    const line = (label: string, f: { reqPerSec: number; p50Ms: number; p99Ms: number }) =>
      console.log(
        `  ${label.padEnd(34)} ${String(f.reqPerSec).padStart(6)} req/s   p50 ${f.p50Ms} ms   p99 ${f.p99Ms} ms`,
      );
    line('bare route, 1 instance', figures.bare1);
    line('Brigade, 1 instance', figures.brigade1);
    console.log(`  Brigade / bare: ${round(share1 * 100)} %   (target ≥ ${TARGET_SHARE * 100} %)`);
    line('bare route, 2 instances', figures.bare2);
    line('Brigade, 2 instances', figures.brigade2);
    console.log(`  Brigade / bare: ${round(share2 * 100)} %`);
    console.log(
      JSON.stringify({
        bench: 'fleet',
        database: `PostgreSQL ${version}`,
        rows,
        statements: statements.length,
        seconds: SECONDS,
        connectionsPerInstance: CONNECTIONS,
        ...figures,
        share1: round(share1, 3),
        share2: round(share2, 3),
        target: TARGET_SHARE,
        pass: share1 >= TARGET_SHARE,
      }),
    );
  } finally {
    await Promise.all(running.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]);
else await main();
