/**
 * Food database benchmarks :
 *  - first start on PGlite (fresh folder: create, migrate, load SR28) — target < 30 s;
 *  - search on SR28, server-side (the service call), p95 — target < 10 ms on PGlite and PostgreSQL;
 *  - search on 2,000,000 synthetic Branded-style foods in PostgreSQL, p95 — target < 30 ms;
 *  - `npm run import:fdc` of a synthetic 2,000,000-food CSV download: foods/s and peak RSS (< 500 MB).
 * PostgreSQL parts use TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test) and
 * create, then drop, their own databases. Parts: --only=sr28,search2m,import2m; sizes: FOODS_N (2000000).
 * Usage: npx node bench/foods.bench.ts   (figures as it goes, one JSON line last)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rows } from '../apps/server/src/foods/foods-db.ts';
import { ensureUsdaLoaded } from '../apps/server/src/foods/load-sr28.ts';
import { rebuildSearchIndex } from '../apps/server/src/foods/search-index.ts';
import { foodsService } from '../apps/server/src/modules/foods/foods.service.ts';
import { generateFoodsSql, writeFdcCsv } from './foods-synthetic.ts';

const root = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FOODS_N = Number(process.env.FOODS_N ?? 2_000_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const only = (process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'sr28,search2m,import2m').split(
  ',',
);
const quiet = { info: () => {} };

/** What a cook types (the ranking test's queries, typos included), and the empty search. */
const QUERIES = [
  'butter',
  'egg',
  'tomatos',
  'chicken breast',
  'olive oil',
  'all purpose flour',
  'whole milk',
  'garlic',
  'brown sugar',
  'heavy cream',
  'salmon',
  'rice',
  'onions',
  'lemon juice',
  'cheddar',
  'cream cheese',
  'carrots',
  'bananas',
  'black pepper',
  'baking soda',
  'vanilla extract',
  'honey',
  'brocoli',
  'mozarella',
  'chick',
  '',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timeSearches(database: Database, label: string) {
  const service = foodsService(database.db);
  for (const searchText of QUERIES) await service.search({ searchText, page: 0, limit: 250 }); // warm-up
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const searchText of QUERIES) {
      const started = performance.now();
      await service.search({ searchText, page: 0, limit: 250 });
      const ms = performance.now() - started;
      times.push(ms);
      perQuery.set(searchText, [...(perQuery.get(searchText) ?? []), ms]);
    }
  }
  const slowest = [...perQuery]
    .map(([q, t]) => [q || '(empty)', round(percentile(t, 50))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  const figures = {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
  };
  console.log(
    `${label}: ${times.length} searches, p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms; slowest (p50): ${slowest.map(([q, t]) => `"${q}" ${t} ms`).join(', ')}`,
  );
  return figures;
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `brigade_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function sr28() {
  // PGlite in a fresh folder, as the first `npm start` does.
  const dir = mkdtempSync(path.join(tmpdir(), 'brigade-bench-pglite-'));
  try {
    const started = performance.now();
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    await migrate(database.db);
    const opened = performance.now();
    const load = await ensureUsdaLoaded(database.db, quiet);
    const firstStartMs = performance.now() - started;
    console.log(
      `PGlite first start: ${(firstStartMs / 1000).toFixed(1)} s (create + migrate ${((opened - started) / 1000).toFixed(1)} s, SR28 load ${(load.ms / 1000).toFixed(1)} s)`,
    );
    const again = await ensureUsdaLoaded(database.db, quiet);
    console.log(`PGlite later start: the SR28 check takes ${again.ms.toFixed(1)} ms`);
    const pglite = await timeSearches(database, 'SR28 search on PGlite');
    await database.close();
    const postgres = await withDatabase(async (url) => {
      const db = await openDatabase({ driver: 'postgres', url });
      await migrate(db.db);
      const pgLoad = await ensureUsdaLoaded(db.db, quiet);
      console.log(`PostgreSQL SR28 load: ${(pgLoad.ms / 1000).toFixed(1)} s`);
      const figures = await timeSearches(db, 'SR28 search on PostgreSQL');
      await db.close();
      return { ...figures, loadSeconds: round(pgLoad.ms / 1000) };
    });
    return {
      pglite: {
        ...pglite,
        firstStartSeconds: round(firstStartMs / 1000),
        loadSeconds: round(load.ms / 1000),
      },
      postgres,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function search2m() {
  return withDatabase(async (url) => {
    const database = await openDatabase({ driver: 'postgres', url });
    await migrate(database.db);
    await ensureUsdaLoaded(database.db, quiet);
    let started = performance.now();
    await generateFoodsSql(database.db, FOODS_N);
    const generateSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await database.db.transaction((tx) => rebuildSearchIndex(tx));
    await database.db.execute(sql`VACUUM ANALYZE food_terms`);
    await database.db.execute(sql`ANALYZE foods, food_words`);
    const [{ n }] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM foods`);
    console.log(
      `${n} foods in PostgreSQL (generated in ${generateSeconds.toFixed(0)} s, search index ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    const figures = await timeSearches(database, `search on ${n} foods (PostgreSQL)`);
    await database.close();
    return { foods: n, ...figures, generateSeconds: round(generateSeconds) };
  });
}

async function import2m() {
  const dir = mkdtempSync(path.join(tmpdir(), 'brigade-bench-fdc-'));
  try {
    let started = performance.now();
    await writeFdcCsv(dir, FOODS_N);
    console.log(
      `synthetic FDC download of ${FOODS_N} foods written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    return await withDatabase(async (url) => {
      started = performance.now();
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['apps/server/src/foods/import-fdc-cli.ts', dir], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        child.on('exit', (code) =>
          code === 0 ? resolve(text) : reject(new Error(`import exited ${code}\n${text}`)),
        );
      });
      const wall = (performance.now() - started) / 1000;
      const summary = output
        .split(/\r|\n/)
        .filter((line) => !line.includes('█') && !line.includes('░') && line.trim());
      console.log(summary.join('\n'));
      const imported = /Imported (\d+) foods in ([\d.]+) s \((\d+) foods\/s\)/.exec(output);
      const peak = /Peak memory: (\d+) MB/.exec(output);
      if (!imported || !peak) throw new Error(`unexpected import output:\n${output}`);
      return {
        foods: Number(imported[1]),
        seconds: Number(imported[2]),
        foodsPerSecond: Number(imported[3]),
        peakRssMB: Number(peak[1]),
        wallSeconds: round(wall),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Record<string, unknown> = {};
if (only.includes('sr28')) results.sr28 = await sr28();
if (only.includes('search2m')) results.search2m = await search2m();
if (only.includes('import2m')) results.import2m = await import2m();
const sr = results.sr28 as
  | { pglite: { p95: number; firstStartSeconds: number }; postgres: { p95: number } }
  | undefined;
const s2 = results.search2m as { p95: number } | undefined;
const im = results.import2m as { peakRssMB: number } | undefined;
const pass = {
  ...(sr && {
    firstStartUnder30s: sr.pglite.firstStartSeconds < 30,
    sr28PgliteP95Under10ms: sr.pglite.p95 < 10,
    sr28PostgresP95Under10ms: sr.postgres.p95 < 10,
  }),
  ...(s2 && { search2mP95Under30ms: s2.p95 < 30 }),
  ...(im && { importUnder500MB: im.peakRssMB < 500 }),
};
console.log(JSON.stringify({ bench: 'foods', foodsN: FOODS_N, rounds: ROUNDS, results, pass }));
process.exit(0);
