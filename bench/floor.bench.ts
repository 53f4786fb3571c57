/**
 * Throughput against its floor: each read endpoint of the running server against a bare
 * Fastify route that sends the SQL that endpoint sends and answers the JSON it answers
 * (lib/floor-server.ts), measured side by side in one run, on PGlite and on PostgreSQL.
 *
 * The floor is built from the endpoint itself, every run: the bench calls each endpoint once in this
 * process with its driver tapped, and keeps the statements (texts and values: the token check
 * included) and the reply. So when a query changes, the floor changes with it and the ratio stays
 * honest. Endpoints, on the demo kitchen (`npm start`'s, with the USDA SR28 foods):
 *   GET /api/ingredients (47 rows), GET /api/recipes/{id} (the recipe with the most sub-recipes),
 *   GET /api/foods?searchText=butter, GET /api/menus/{id} (the biggest menu), GET /api/events (every
 *   demo event).
 * Servers run in their own processes (the real app as `npm start` builds it, at LOG_LEVEL=info; the
 * floor), loaded in turn by a closed loop of BENCH_CONNECTIONS (default 10) keep-alive connections
 * from this process, BENCH_SECONDS (default 2) each, BENCH_ROUNDS (default 10) rounds alternating
 * Brigade, its prepared floor and its plain floor (in reverse order every other round, so Brigade and
 * its prepared floor always run one right after the other), after a warm-up.
 * The verdict is the median, over the rounds, of Brigade's req/s over its prepared floor's in the same
 * round: on a shared host whose speed drifts by ±20 % within a minute (and once in a while halves for
 * a few seconds), two servers measured seconds apart see the same host, and one slow window moves
 * the median little. Printed beside it: requests per second over all rounds (the pooled ratio), and
 * the CPU each server process used per request, beside the whole machine's and (on PostgreSQL) the
 * database processes' busy CPU per request: where the time went.
 * On PostgreSQL there are two floors: statements unnamed, as a plain pg route sends them (the floor
 * of the issue), and named (parsed once per connection, as Brigade now sends them: the tighter one).
 *
 * Usage: `npm run bench:floor` (PGlite), `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm
 * run bench:floor` (PGlite, then PostgreSQL in a fresh schema dropped afterwards); BENCH_ONLY=pglite
 * or postgres; BENCH_ENDPOINTS=ingredients,menus (some endpoints only, by a part of their name).
 * BENCH_UNNAMED=true (PostgreSQL): Brigade with its statements unnamed too, as it was before it named them.
 * BENCH_COMPUTED=true: Brigade with REPLY_MEMO=off too, every reply computed (lib/reply-memo.ts): what a
 * read costs when what it reads has just changed, or the first time.
 * BENCH_CPU_PROF=<folder>: V8 CPU profiles of the Brigade server processes (and of the prepared floor's,
 * in <folder>/prepared-floor), to compare where each spends its time.
 * Prints its figures, then one JSON line last.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { DEMO_LOGIN, ensureDemoAccount } from '../apps/server/src/demo/demo-account.ts';
import { ensureUsdaLoaded } from '../apps/server/src/foods/load-sr28.ts';
import { accountsRepository } from '../apps/server/src/modules/accounts/accounts.repository.ts';
import { benchServerConfig } from './lib/child-server.ts';
import { machineBusyMs } from './lib/closed-loop.ts';
import type { FloorRoute, FloorSpec, FloorStatement } from './lib/floor-server.ts';
import { HttpConnections } from './lib/http-connections.ts';
import { median } from './lib/median.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 2;
/**
 * Each window starts with this much load that is not counted: a server's pool may have closed idle
 * database connections while the others were measured (pg-pool's 10 s; a variant makes a round longer),
 * and reopening them (a new PostgreSQL backend, its statements prepared again) belongs to no request.
 */
const WINDOW_WARMUP_SECONDS = 0.5;
const TARGET_RATIO = 0.9;
const JWT_SECRET = randomBytes(32).toString('hex');
const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
};

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------------
// Databases: a PGlite folder (copied for the floor: one process per folder), or a fresh schema.

type Target = { driver: 'pglite'; dir: string } | { driver: 'postgres'; url: string; schema: string };

async function open(target: Target): Promise<Database> {
  return target.driver === 'pglite'
    ? openDatabase({ driver: 'pglite', dataDir: target.dir })
    : openDatabase({ driver: 'postgres', url: target.url, searchPath: `"${target.schema}",public` });
}

/** Migrates, loads SR28 and the demo kitchen, as a first `npm start` does. */
async function prepare(database: Database, dataDir: string, schema?: string): Promise<void> {
  await migrate(database.db, schema ? { schema } : undefined);
  await ensureUsdaLoaded(database.db, silentLog as never);
  await ensureDemoAccount(database.db, dataDir, silentLog as never);
}

/** VACUUM ANALYZE of this schema's tables only (a shared PostgreSQL server holds other schemas). */
async function vacuum(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { tablename: string }[] }).rows;
  for (const { tablename } of rows) await database.db.execute(sql.raw(`VACUUM ANALYZE "${tablename}"`));
}

// ---------------------------------------------------------------------------------------------------
// Recording what an endpoint sends: the driver tapped in this process, one call through the app.

type Tap = { statements: FloorStatement[]; stop(): void };

function tap(database: Database): Tap {
  const statements: FloorStatement[] = [];
  if (database.driver === 'postgres') {
    // Drizzle's transactions send their begin and commit as statements: they are kept, and every
    // statement between them is marked as inside.
    let inTransaction = false;
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof config === 'string' ? config : config.text;
      const values =
        (Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? config.values : []) ?? [];
      if (/^\s*begin\b/i.test(text)) inTransaction = true;
      statements.push({ text, values: values as unknown[], inTransaction });
      if (/^\s*(commit|rollback)\b/i.test(text)) inTransaction = false;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    return { statements, stop: () => (pg.Client.prototype.query = original) };
  }
  // PGlite: at the client Drizzle is given (db/pglite-drizzle-client.ts), and its transactions.
  type Query = (text: string, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
  type Client = {
    query: Query;
    transaction: (work: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
  };
  const client = (database.db as unknown as { session: { client: Client } }).session.client;
  const { query, transaction } = client;
  client.query = (text, params, ...rest) => {
    statements.push({ text, values: params ?? [] });
    return query(text, params, ...rest);
  };
  client.transaction = (work) =>
    transaction((tx) =>
      work({
        query: (text, params, ...rest) => {
          statements.push({ text, values: params ?? [], inTransaction: true });
          return tx.query(text, params, ...rest);
        },
      }),
    );
  return {
    statements,
    stop: () => {
      client.query = query;
      client.transaction = transaction;
    },
  };
}

type Endpoint = { name: string; path: string };

/** The demo kitchen's endpoints, with the ids of its biggest recipe tree and menu. */
async function endpoints(call: (path: string) => Promise<unknown>): Promise<Endpoint[]> {
  type Page = { content: { id: number }[] };
  const recipes = (await call('/api/recipes?limit=1000')) as Page;
  let recipe = { id: 0, size: -1 };
  for (const { id } of recipes.content) {
    const tree = (await call(`/api/recipes/${id}/tree`)) as { recipes: unknown[] };
    if (tree.recipes.length > recipe.size) recipe = { id, size: tree.recipes.length };
  }
  const menus = (await call('/api/menus?limit=1000')) as Page;
  let menu = { id: 0, size: -1 };
  for (const { id } of menus.content) {
    const one = (await call(`/api/menus/${id}`)) as { menuSections: { menuSectionItems: unknown[] }[] };
    const size = one.menuSections.reduce((n, s) => n + s.menuSectionItems.length, 0);
    if (size > menu.size) menu = { id, size };
  }
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(Date.now() - 60 * day).toISOString();
  const end = new Date(Date.now() + 120 * day).toISOString();
  return [
    { name: 'GET /api/ingredients', path: '/api/ingredients' },
    { name: 'GET /api/recipes/{id}', path: `/api/recipes/${recipe.id}` },
    { name: 'GET /api/foods search', path: '/api/foods?searchText=butter' },
    { name: 'GET /api/menus/{id}', path: `/api/menus/${menu.id}` },
    {
      name: 'GET /api/events',
      path: `/api/events?startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`,
    },
  ];
}

/** Builds the app here, finds the endpoints and records each one's SQL and reply (a warm call). */
async function record(database: Database, dataDir: string) {
  const app = await buildApp(benchConfig(dataDir), { database });
  await app.ready();
  const demo = await accountsRepository(database.db).findByLogin(DEMO_LOGIN);
  if (!demo) throw new Error('no demo account');
  const token = await app.tokens.sign({ id: demo.id, login: demo.login, kitchenId: demo.kitchenId });
  const call = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json();
  };
  const only = process.env.BENCH_ENDPOINTS?.split(',');
  const list = (await endpoints(call)).filter((e) => !only || only.some((o) => e.name.includes(o)));
  const routes: (FloorRoute & { name: string })[] = [];
  for (const endpoint of list) {
    await call(endpoint.path); // warm: statements prepared, caches filled
    const recorded = tap(database);
    let body: unknown;
    try {
      body = await call(endpoint.path);
    } finally {
      recorded.stop();
    }
    routes.push({ name: endpoint.name, path: endpoint.path, statements: recorded.statements, body });
  }
  await app.close();
  return { token, routes };
}

function benchConfig(dataDir: string) {
  return benchServerConfig({
    dataDir,
    jwtSecret: JWT_SECRET,
    // The operator's default level: what a real deployment logs per request.
    logLevel: (process.env.BENCH_LOG_LEVEL ?? 'info') as 'info',
  });
}

// ---------------------------------------------------------------------------------------------------
// Server processes.

type Server = { name: string; address: string; child: ChildProcess; stop(): Promise<void> };

async function startProcess(name: string, args: string[], env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve(match[1]);
      if (out.length > 1_000_000) out = out.slice(-1000);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
  // Log lines (warnings, errors) are read and dropped, so a full pipe never blocks the server.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { name, address, child, stop };
}

/** Brigade as `npm start` runs it, or with its statements unnamed, or computing every reply. */
type Variant = 'as-is' | 'unnamed' | 'computed';

const startBrigade = (target: Target, dataDir: string, variant: Variant = 'as-is') =>
  startProcess(
    variant === 'as-is' ? 'brigade' : `brigade, ${variant}`,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      fileURLToPath(import.meta.url),
      'serve',
    ],
    {
      BENCH_TARGET: JSON.stringify(target),
      BENCH_DATA_DIR: dataDir,
      BENCH_JWT_SECRET: JWT_SECRET,
      BENCH_SERVE_UNNAMED: String(variant === 'unnamed'),
      ...(variant === 'computed' ? { REPLY_MEMO: 'off' } : {}),
    },
  );

const startFloor = (specFile: string, prepared: boolean) =>
  startProcess(
    prepared ? 'floor, prepared' : 'floor',
    [
      ...(process.env.BENCH_CPU_PROF && prepared
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_CPU_PROF, 'prepared-floor')}`]
        : []),
      fileURLToPath(new URL('./lib/floor-server.ts', import.meta.url)),
    ],
    { FLOOR_SPEC: specFile, FLOOR_PREPARED: String(prepared) },
  );

/** `serve` mode: the real app on the prepared database, in its own process, as `npm start` runs it. */
async function serve(): Promise<void> {
  const target = JSON.parse(process.env.BENCH_TARGET as string) as Target;
  if (process.env.BENCH_SERVE_UNNAMED === 'true') {
    // Brigade as it was before it named its statements on PostgreSQL: its own statement names taken off again.
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { name?: string } | undefined;
      if (config?.name?.startsWith('brigade_')) args[0] = { ...config, name: undefined };
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }
  const database = await open(target);
  const config = {
    ...benchConfig(process.env.BENCH_DATA_DIR as string),
    jwtSecret: process.env.BENCH_JWT_SECRET as string,
  };
  const app = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${address}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------------
// Load.

/** CPU time (ms) a process has used so far (utime + stime from /proc), NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (ms) used so far by each process named `comm` (PostgreSQL's backends: "postgres"), by pid,
 * from /proc; empty elsewhere.
 */
function processesCpuMs(comm: string): Map<string, number> {
  const cpu = new Map<string, number>();
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== comm) continue;
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    // No /proc: no figure.
  }
  return cpu;
}

/**
 * The CPU the processes alive at the end of a window used during it (a backend started meanwhile
 * counts from 0). A backend that ended during the window (a pool closing an idle connection) is left
 * out: its CPU at the start would otherwise be subtracted from the others'. NaN without /proc.
 */
function cpuDuring(before: Map<string, number>, after: Map<string, number>): number {
  if (after.size === 0) return Number.NaN;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

type Window = {
  requests: number;
  seconds: number;
  failed: number;
  cpuMs: number;
  /** The whole machine's busy CPU (every process: server, database, this load generator). */
  machineMs: number;
  /** PostgreSQL's processes (0 on PGlite: the database runs inside the server process). */
  databaseMs: number;
};

/** A closed loop of CONNECTIONS keep-alive connections for `seconds`. */
async function loop(server: Server, path: string, token: string, seconds: number): Promise<Window> {
  const connections = new HttpConnections(server.address, CONNECTIONS);
  await connections.warm(CONNECTIONS);
  const warmUntil = performance.now() + WINDOW_WARMUP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < warmUntil) await connections.send({ method: 'GET', path, token });
    }),
  );
  let requests = 0;
  let failed = 0;
  const cpuBefore = cpuMs(server.child.pid);
  const machineBefore = machineBusyMs() ?? Number.NaN;
  const databaseBefore = processesCpuMs('postgres');
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const status = await connections.send({ method: 'GET', path, token });
        requests += 1;
        if (status !== 200) failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  connections.close();
  return {
    requests,
    seconds: elapsed,
    failed,
    cpuMs: cpuMs(server.child.pid) - cpuBefore,
    machineMs: (machineBusyMs() ?? Number.NaN) - machineBefore,
    databaseMs: cpuDuring(databaseBefore, processesCpuMs('postgres')),
  };
}

type Figure = {
  reqPerSecond: number;
  cpuMsPerRequest: number;
  /** Busy CPU of the whole machine per request, and of PostgreSQL's processes: where the time went. */
  machineMsPerRequest: number;
  databaseMsPerRequest: number;
  failed: number;
  /** Each round's req/s: how far the rounds agree. */
  rounds: number[];
};

function sum(windows: Window[]): Figure {
  const requests = windows.reduce((n, w) => n + w.requests, 0);
  const seconds = windows.reduce((n, w) => n + w.seconds, 0);
  const cpu = windows.reduce((n, w) => n + w.cpuMs, 0);
  const machine = windows.reduce((n, w) => n + w.machineMs, 0);
  const database = windows.reduce((n, w) => n + w.databaseMs, 0);
  return {
    reqPerSecond: round(requests / seconds, 0),
    cpuMsPerRequest: round(cpu / requests, 3),
    machineMsPerRequest: round(machine / requests, 3),
    databaseMsPerRequest: round(database / requests, 3),
    failed: windows.reduce((n, w) => n + w.failed, 0),
    rounds: windows.map((w) => round(w.requests / w.seconds, 0)),
  };
}

// ---------------------------------------------------------------------------------------------------
// One database.

async function benchDatabase(driver: 'pglite' | 'postgres') {
  const work = mkdtempSync(path.join(tmpdir(), 'brigade-floor-'));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  let target: Target;
  /** Where each floor finds the database (on PGlite a copy of its own: one process per folder). */
  let floorTarget: (prepared: boolean) => Pick<FloorSpec, 'driver' | 'pgliteDir' | 'pgUrl' | 'pgSchema'>;
  let label: string;
  let dropSchema: (() => Promise<void>) | undefined;
  if (driver === 'pglite') {
    target = { driver, dir: path.join(work, 'pglite') };
    floorTarget = (prepared) => ({
      driver,
      pgliteDir: path.join(work, prepared ? 'pglite-floor-prepared' : 'pglite-floor'),
    });
    label = 'PGlite (embedded, on disk)';
  } else {
    const url = process.env.DATABASE_URL as string;
    const schema = `bench_floor_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    label = `PostgreSQL ${(await admin.query('SHOW server_version')).rows[0].server_version}`;
    await admin.end();
    target = { driver, url, schema };
    floorTarget = () => ({ driver, pgUrl: url, pgSchema: schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    };
  }
  const servers: Server[] = [];
  try {
    process.stdout.write(`\n${label}: preparing the demo kitchen and SR28…\n`);
    const database = await open(target);
    await prepare(database, dataDir, target.driver === 'postgres' ? target.schema : undefined);
    // Fresh statistics and all-visible pages, as autovacuum (or the embedded maintenance) leaves them.
    await vacuum(database);
    const { token, routes } = await record(database, dataDir);
    await database.close();
    const floorSpec = (prepared: boolean) => {
      const spec = { ...floorTarget(prepared), routes } satisfies FloorSpec;
      if (spec.pgliteDir && target.driver === 'pglite')
        cpSync(target.dir, spec.pgliteDir, { recursive: true });
      const file = path.join(work, `floor-${prepared ? 'prepared' : 'plain'}.json`);
      writeFileSync(file, JSON.stringify(spec));
      return file;
    };

    const brigade = await startBrigade(target, dataDir);
    servers.push(brigade);
    const floor = await startFloor(floorSpec(false), false);
    servers.push(floor);
    const preparedFloor = await startFloor(floorSpec(true), true);
    servers.push(preparedFloor);
    // Brigade and its prepared floor side by side, in both orders: each round pairs them.
    const contenders = [brigade, preparedFloor, floor];
    // Brigade's variants, measured beside it: BENCH_UNNAMED=true (PostgreSQL), its statements unnamed,
    // as it was before it named them; BENCH_COMPUTED=true, every reply computed.
    const variants: Variant[] = [
      ...(driver === 'postgres' && process.env.BENCH_UNNAMED === 'true' ? (['unnamed'] as const) : []),
      ...(process.env.BENCH_COMPUTED === 'true' ? (['computed'] as const) : []),
    ];
    for (const variant of variants) {
      const server = await startBrigade(target, dataDir, variant);
      servers.push(server);
      contenders.push(server);
    }

    const results = [];
    for (const route of routes) {
      for (const server of contenders) await loop(server, route.path, token, WARMUP_SECONDS);
      const windows = new Map<Server, Window[]>(contenders.map((s) => [s, []]));
      // Counterbalanced: every other round runs the servers in reverse order, so a host whose speed
      // drifts during a run (on a shared machine, rounds have moved by ±20 %) favours no one.
      // Short rounds, many of them: each pair of windows sees the same host.
      for (let r = 0; r < ROUNDS; r++) {
        for (const server of r % 2 === 0 ? contenders : [...contenders].reverse())
          windows.get(server)?.push(await loop(server, route.path, token, SECONDS));
      }
      const figures = contenders.map((s) => sum(windows.get(s) ?? []));
      const [own, prepared, plain, ...others] = figures;
      // Each round's Brigade over its prepared floor, measured one right after the other.
      const pairedRatios = own.rounds.map((rate, r) => round(rate / prepared.rounds[r]));
      const variantFigures = new Map(variants.map((v, i) => [v, others[i]]));
      const before = variantFigures.get('unnamed');
      const computed = variantFigures.get('computed');
      const result = {
        endpoint: route.name,
        statements: route.statements.length,
        brigade: own,
        floor: plain,
        ratio: round(own.reqPerSecond / plain.reqPerSecond),
        preparedFloor: prepared,
        /** The verdict: the median of the rounds' paired ratios. */
        ratioToPreparedFloor: round(median(pairedRatios)),
        pairedRatios,
        /** All of Brigade's requests over all of its prepared floor's, per second of each. */
        pooledRatioToPreparedFloor: round(own.reqPerSecond / prepared.reqPerSecond),
        ...(before
          ? { brigadeUnnamed: before, unnamedRatio: round(before.reqPerSecond / plain.reqPerSecond) }
          : {}),
        ...(computed
          ? {
              brigadeComputed: computed,
              computedRatioToPreparedFloor: round(computed.reqPerSecond / prepared.reqPerSecond),
            }
          : {}),
      };
      results.push(result);
      const pct = (r: number) => `${Math.round(r * 100)} %`;
      process.stdout.write(
        `  ${route.name.padEnd(24)} ${String(route.statements.length).padStart(2)} statements  ` +
          `Brigade ${String(own.reqPerSecond).padStart(5)} req/s (${own.cpuMsPerRequest} ms CPU/req)  ` +
          `floor ${String(plain.reqPerSecond).padStart(5)} (${plain.cpuMsPerRequest}) ${pct(result.ratio)}  ` +
          `prepared floor ${String(prepared.reqPerSecond).padStart(5)} (${prepared.cpuMsPerRequest}) ` +
          `${pct(result.ratioToPreparedFloor)} (median of ${ROUNDS} paired rounds; pooled ${pct(result.pooledRatioToPreparedFloor)})` +
          (before
            ? `  | Brigade unnamed ${before.reqPerSecond} (${before.cpuMsPerRequest}) ${pct(before.reqPerSecond / plain.reqPerSecond)}`
            : '') +
          (computed
            ? `  | Brigade computing every reply ${computed.reqPerSecond} (${computed.cpuMsPerRequest}) ${pct(computed.reqPerSecond / prepared.reqPerSecond)}`
            : '') +
          (own.failed + plain.failed + prepared.failed > 0
            ? `  FAILED ${own.failed}/${plain.failed}/${prepared.failed}`
            : '') +
          '\n',
      );
      // Where each request's time went: the whole machine (server, database, this load generator
      // share it) and, on PostgreSQL, its own processes.
      const where = (f: Figure) =>
        `${f.machineMsPerRequest} machine${driver === 'postgres' ? `, ${f.databaseMsPerRequest} PostgreSQL` : ''}`;
      process.stdout.write(
        `  ${''.padEnd(24)}    ms CPU/req: Brigade ${where(own)}  floor ${where(plain)}  prepared floor ${where(prepared)}\n`,
      );
      process.stdout.write(
        `  ${''.padEnd(24)}    req/s by round: Brigade ${own.rounds.join(' / ')}  prepared floor ${prepared.rounds.join(' / ')}\n` +
          `  ${''.padEnd(24)}    Brigade ÷ prepared floor by round: ${pairedRatios.map(pct).join(' / ')}\n`,
      );
    }
    return { database: label, results };
  } finally {
    for (const server of servers) await server.stop();
    await dropSchema?.();
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------

if (process.argv[2] === 'serve') {
  await serve();
} else {
  const only = process.env.BENCH_ONLY;
  const drivers = (['pglite', 'postgres'] as const).filter(
    (d) => (!only || only === d) && (d === 'pglite' || process.env.DATABASE_URL),
  );
  process.stdout.write(
    `Throughput against the floor: ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per server and endpoint, ` +
      `${availableParallelism()} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  const runs = [];
  for (const driver of drivers) runs.push(await benchDatabase(driver));
  // The target is set against the prepared floor: the plain one only shows that statements are prepared.
  const below = runs.flatMap((run) =>
    run.results
      .filter((r) => r.ratioToPreparedFloor < TARGET_RATIO)
      .map((r) => `${run.database}: ${r.endpoint} ${Math.round(r.ratioToPreparedFloor * 100)} %`),
  );
  process.stdout.write(
    below.length === 0
      ? `\nEvery endpoint at ≥ ${TARGET_RATIO * 100} % of its prepared floor.\n`
      : `\nBelow ${TARGET_RATIO * 100} % of the prepared floor: ${below.join('; ')}\n`,
  );
  console.log(
    JSON.stringify({
      bench: 'floor',
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      loadAverage: loadavg().map((l) => round(l)),
      targetRatio: TARGET_RATIO,
      runs,
    }),
  );
}
