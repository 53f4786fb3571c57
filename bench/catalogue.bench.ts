/**
 * Catalogue API benchmark, over real HTTP at a fixed 100 req/s:
 *   1. GET /api/ingredients, a 300-item page from a kitchen holding 10,000 ingredients: p95 < 20 ms
 *   2. the same with searchText (word-prefix search, several texts in turn): p95 < 20 ms
 *   3. POST /api/ingredients with 5 conversions and 20 nutrients (creates): p95 < 30 ms
 *      (updates of existing ingredients are measured too, for information)
 * The server runs in its own process (as in production); the load runs here, open-loop: requests
 * start evenly spaced (autocannon's rate limit sends each second's quota back to back, a burst that
 * measures queueing in the burst rather than the rate). Latency counts from each request's scheduled start, loopback
 * HTTP and reading the whole body included; p95 over every request.
 *
 * Database: embedded PGlite in a temporary folder by default; with DATABASE_URL (e.g.
 * postgres://postgres@127.0.0.1:5432/test) a fresh schema on that server, dropped at the end.
 * Another kitchen with 10,000 ingredients shares the tables, as in a multi-tenant database.
 *
 * Run: `npx node bench/catalogue.bench.ts` or `DATABASE_URL=… npx node bench/catalogue.bench.ts`.
 * Options: BENCH_SECONDS (default 15 per scenario), BENCH_RATE (default 100), BENCH_ONLY=list,search,…
 * (some scenarios only), BENCH_CPU_PROF=<folder> (a V8 CPU profile of the server process), BENCH_SMOKE=1
 * (400 ingredients a kitchen, a fraction of a second each: lib/smoke.ts).
 * Prints human-readable figures, then one JSON line last.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createTokenService } from '../apps/server/src/plugins/auth.ts';
import { createBenchUser } from './lib/bench-user.ts';
import { INGREDIENTS as FULL_CATALOGUE, SEARCHES, seedBulkCatalogue } from './lib/bulk-catalogue.ts';
import { serveBenchApp, startChildServer } from './lib/child-server.ts';
import { type Figures, openLoop, type Request } from './lib/open-loop.ts';
import { envNumber, SMOKE, sized } from './lib/smoke.ts';

const SECONDS = envNumber('BENCH_SECONDS', 15, 0.3);
const INGREDIENTS = sized(FULL_CATALOGUE, 400);
const PAGE = 300;
const PAGES = Math.ceil(INGREDIENTS / PAGE);
/** Warm-up seconds, and requests one at a time, of each scenario. */
const WARMUP_SECONDS = sized(3, 0.2);
const ONE_AT_A_TIME = sized(200, 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const targets = { listP95Ms: 20, searchP95Ms: 20, saveP95Ms: 30 };

// ---------------------------------------------------------------------------------------------------
// Database: PGlite in a temporary folder, or a fresh schema on DATABASE_URL.

type Opened = {
  database: Database;
  label: string;
  /** Where the bench server finds the prepared database. */
  target: ServeTarget;
  /** Closes the bench's own connection (the server process opens its own). */
  release(): Promise<void>;
  /** Removes the database (folder or schema). */
  dispose(): Promise<void>;
};

async function openBenchDatabase(): Promise<Opened> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'brigade-bench-'));
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'pglite') });
    await migrate(database.db);
    return {
      database,
      label: 'PGlite (embedded, on disk)',
      target: { pgliteDir: path.join(dir, 'pglite') },
      release: () => database.close(),
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  const database = await openDatabase({ driver: 'postgres', url, searchPath: `"${schema}",public` });
  await migrate(database.db, { schema });
  const version = (await admin.query('SHOW server_version')).rows[0].server_version;
  return {
    database,
    label: `PostgreSQL ${version} (schema ${schema})`,
    target: { pgUrl: url, pgSchema: schema },
    release: () => database.close(),
    dispose: async () => {
      await database.close();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Load: every response's latency is kept to compute p95 exactly.
/** The paced load at this bench's rate (see lib/open-loop.ts). */
const load = (
  url: string,
  token: string,
  request: Request,
  seconds = SECONDS,
  sequential?: { amount: number },
) => openLoop(url, token, request, { rate: RATE, seconds, sequential });

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function saveBody(vendorId: number, name: string, id?: number): string {
  return JSON.stringify({
    ...(id === undefined ? {} : { id }),
    name,
    category: 'Vegetables and Vegetable Products',
    vendor: { id: vendorId },
    cost: 18.5,
    costAmount: 25,
    costUnits: 'Pound',
    servingSize: 100,
    servingUnits: 'Gram',
    conversions: [
      { quantityStart: 1, unitsStart: 'Each', quantityEnd: 150, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 160, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Tablespoon', quantityEnd: 10, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Pint', quantityEnd: 320, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Slice', quantityEnd: 12, unitsEnd: 'Gram' },
    ],
    ingredientNutrients: Array.from({ length: 20 }, (_, i) => ({
      nutrient: `Nutrient ${i + 1}`,
      amount: i * 1.5,
      units: 'mg',
    })),
  });
}

// ---------------------------------------------------------------------------------------------------

type ServeTarget = { pgliteDir?: string; pgUrl?: string; pgSchema?: string };

/** `serve` mode: the API on the prepared database, in this process; prints its address. */
async function serve(target: ServeTarget, jwtSecret: string): Promise<void> {
  const database = target.pgliteDir
    ? await openDatabase({ driver: 'pglite', dataDir: target.pgliteDir })
    : await openDatabase({
        driver: 'postgres',
        url: target.pgUrl as string,
        searchPath: `"${target.pgSchema}",public`,
      });
  await serveBenchApp(database, { jwtSecret });
}

/** Starts `serve` in a child process and answers its address and a way to stop it. */
function startServer(target: ServeTarget, jwtSecret: string) {
  return startChildServer(
    fileURLToPath(import.meta.url),
    { BENCH_TARGET: JSON.stringify(target), BENCH_JWT_SECRET: jwtSecret },
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
}

if (process.argv[2] === 'serve') {
  await serve(JSON.parse(process.env.BENCH_TARGET as string), process.env.BENCH_JWT_SECRET as string);
} else {
  await main();
}

async function main(): Promise<void> {
  const opened = await openBenchDatabase();
  const { database } = opened;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const setupStart = performance.now();
    const make = (login: string) => createBenchUser(database.db, login);
    const user = await make(`bench${randomBytes(3).toString('hex')}`);
    const neighbour = await make(`other${randomBytes(3).toString('hex')}`);
    const vendorIds = await seedBulkCatalogue(database.db, user.kitchenId, INGREDIENTS);
    await seedBulkCatalogue(database.db, neighbour.kitchenId, INGREDIENTS);
    // Fresh statistics and all-visible pages: autovacuum's work on a PostgreSQL server, and on PGlite
    // (no autovacuum) the server's own maintenance a minute after start (db/embedded-maintenance.ts).
    await database.db.execute('VACUUM ANALYZE');
    const setupSeconds = round((performance.now() - setupStart) / 1000, 1);
    // PGlite: one process per folder, so the bench lets go of it before the server opens it.
    await opened.release();
    const jwtSecret = randomBytes(32).toString('hex');
    server = await startServer(opened.target, jwtSecret);
    const { address } = server;
    const token = await createTokenService(jwtSecret, systemClock).sign({
      id: user.id,
      login: user.login,
      kitchenId: user.kitchenId,
    });
    // Sanity: the first page really holds 300 of the kitchen's ingredients.
    const probe = await fetch(`${address}/api/ingredients`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const probePage = (await probe.json()) as { numberOfElements: number; totalElements: number };
    if (probePage.numberOfElements !== PAGE || probePage.totalElements !== INGREDIENTS) {
      throw new Error(`unexpected page: ${JSON.stringify(probePage).slice(0, 200)}`);
    }
    const matches: Record<string, number> = {};
    for (const text of SEARCHES) {
      const res = await fetch(`${address}/api/ingredients?searchText=${encodeURIComponent(text)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      matches[text] = ((await res.json()) as { totalElements: number }).totalElements;
    }

    console.log(
      `Catalogue bench on ${opened.label}, Node ${process.version}, ${RATE} req/s for ${SECONDS} s each`,
    );
    console.log(
      `load average before measuring: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')} (CPU cores shared)`,
    );
    console.log(
      `setup: 2 kitchens × ${INGREDIENTS} ingredients (2 conversions, 6 nutrients each) in ${setupSeconds} s`,
    );

    // Warm up every path (JIT, plan caches) before measuring.
    let page = 0;
    const listPath = () => `/api/ingredients?page=${page++ % PAGES}`;
    let searchIndex = 0;
    const searchPath = () =>
      `/api/ingredients?searchText=${encodeURIComponent(SEARCHES[searchIndex++ % SEARCHES.length])}`;
    let serial = 0;
    const createBody = () => saveBody(vendorIds[serial % vendorIds.length], `Bench Onion ${serial++}`);
    // Updates save the ingredients the creates made, again, with their id (children replaced).
    const created: { id: number; name: string }[] = [];
    let u = 0;
    const updateBody = () => {
      const target = created[u++ % created.length];
      return saveBody(vendorIds[u % vendorIds.length], target.name, target.id);
    };
    const post = { method: 'POST' as const, path: () => '/api/ingredients' };
    const scenarios = [
      {
        key: 'list',
        label: `1. GET /api/ingredients (${PAGE}-item pages 0–${PAGES - 1} of ${INGREDIENTS})`,
        request: { method: 'GET' as const, path: listPath },
        target: targets.listP95Ms,
      },
      {
        key: 'search',
        label: `2. GET /api/ingredients?searchText (${SEARCHES.map((s) => `"${s}": ${matches[s]}`).join(', ')} matches)`,
        request: { method: 'GET' as const, path: searchPath },
        target: targets.searchP95Ms,
      },
      {
        key: 'create',
        label: '3. POST /api/ingredients, create with 5 conversions + 20 nutrients',
        request: { ...post, body: createBody },
        target: targets.saveP95Ms,
      },
      {
        key: 'update',
        label: '   POST /api/ingredients, update (same shape, children replaced)',
        request: { ...post, body: updateBody },
      },
    ];
    const figures: Record<string, { atRate: Figures; oneAtATime: Figures }> = {};
    const only = process.env.BENCH_ONLY?.split(',');
    for (const scenario of scenarios.filter((sc) => !only || only.includes(sc.key))) {
      if (scenario.key === 'update') {
        const res = await fetch(`${address}/api/ingredients?searchText=bench%20onion&limit=1000`, {
          headers: { authorization: `Bearer ${token}` },
        });
        created.push(...((await res.json()) as { content: { id: number; name: string }[] }).content);
      }
      await load(address, token, scenario.request, WARMUP_SECONDS); // warm-up: JIT, caches
      const oneAtATime = await load(address, token, scenario.request, 0, { amount: ONE_AT_A_TIME });
      const atRate = await load(address, token, scenario.request);
      figures[scenario.key] = { atRate, oneAtATime };
      console.log(
        `${scenario.label}:\n     at ${RATE} req/s: p50 ${atRate.p50} ms, p95 ${atRate.p95} ms, p99 ${atRate.p99} ms, ` +
          `max ${atRate.max} ms over ${atRate.requests} requests` +
          (scenario.target ? ` (target p95 < ${scenario.target} ms)` : '') +
          `\n     one at a time: p50 ${oneAtATime.p50} ms, p95 ${oneAtATime.p95} ms over ${oneAtATime.requests} requests`,
      );
    }

    const failures = Object.values(figures).reduce(
      (n, f) => n + f.atRate.errors + f.atRate.non2xx + f.oneAtATime.errors + f.oneAtATime.non2xx,
      0,
    );
    const pass =
      !only &&
      failures === 0 &&
      figures.list.atRate.p95 < targets.listP95Ms &&
      figures.search.atRate.p95 < targets.searchP95Ms &&
      figures.create.atRate.p95 < targets.saveP95Ms;
    console.log(failures > 0 ? `${failures} failed requests.` : 'Every request answered 2xx.');
    console.log(pass ? 'All targets met.' : 'Some targets missed.');
    // A smoke run judges no target: it fails when a request failed.
    if (SMOKE && failures > 0) process.exitCode = 1;
    console.log(
      JSON.stringify({
        bench: 'catalogue',
        loadAverage: loadavg().map((n) => round(n)),
        database: database.driver,
        node: process.version,
        rate: RATE,
        seconds: SECONDS,
        ingredients: INGREDIENTS,
        searchMatches: matches,
        ...figures,
        targets,
        pass,
      }),
    );
  } finally {
    await server?.stop();
    await opened.dispose();
  }
}
