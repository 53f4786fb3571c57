/**
 * Production plan benchmark (the production plan's target), over real HTTP on 127.0.0.1:
 *   GET /api/production-plan for one month holding 300 Definite events × 10 menu items (prep
 *   quantity = the guest count, 40–340), every item on 2–3 recipes of 4-level sub-recipe chains
 *   (15 chains, 60 recipes, ingredients priced by weight and used in cups, each, grams, ounces and
 *   tablespoons through their conversions), with lead times (the two lower levels a day ahead) and
 *   shelf lives → p95 < 300 ms; and the SQL reads a request sends, the same for one day as for the
 *   month (a bounded number whatever the size).
 * The server is the real app (buildApp, through the test app, replies written as in production:
 * not re-checked against their schema as the tests' servers do) on a fresh database: in-memory PGlite
 * by default; with DATABASE_URL=postgres://… (e.g. postgres://postgres@127.0.0.1:5432/test) a fresh
 * schema on that server, dropped afterwards. A neighbour kitchen's 300 events share the table.
 * Seeding: the catalogue, recipes, menu items and menu through the API (lib/banquet-kitchen.ts); the
 * events by the events repository (the SQL POST /api/events runs).
 * The load is a closed loop over keep-alive HTTP (lib/closed-loop.ts): BENCH_CONCURRENCY requests
 * in flight (default 1, so p50 is the service time), after a warm-up.
 * Usage: `npm run bench:production` or `DATABASE_URL=… npm run bench:production`; BENCH_SAMPLES
 * (default 200). Prints its figures, then one JSON line last.
 */
import { availableParallelism, loadavg } from 'node:os';
import { addDays, planProduction, type TProductionPlan, ZProductionPlan } from '@brigade/core';
import { eventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { checkOffsRepository } from '../apps/server/src/modules/production/check-offs.repository.ts';
import { assembleEvents } from '../apps/server/src/modules/trees/event-tree.ts';
import { kitchenTreeRepository } from '../apps/server/src/modules/trees/kitchen-tree.repository.ts';
import { recordStatements, selects } from '../apps/server/src/test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../apps/server/src/test/test-app.ts';
import { type BenchEvent, insertEvents, seedMenu, send } from './lib/banquet-kitchen.ts';
import { closedLoop } from './lib/closed-loop.ts';
import { percentile } from './lib/open-loop.ts';

const EVENTS = 300;
const DAYS = 30;
const ITEMS_PER_EVENT = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const WARMUP = 20;
const PHASE_SAMPLES = 30;
const TARGET_P95 = 300;
const DATABASE_URL = process.env.DATABASE_URL;
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Event i: 10 a day over the month, 3–5 hours, 10 distinct menu lines prepared for every guest. */
function eventPlan(
  i: number,
  base: number,
  sectionItems: { id: number; price: number | null }[],
): BenchEvent {
  const start = base + Math.floor((i * DAYS) / EVENTS) * DAY + (8 + (i % 10)) * HOUR;
  const guestCount = 40 + ((i * 37) % 300);
  return {
    title: `Bench Banquet ${i}`,
    start: new Date(start),
    end: new Date(start + (3 + (i % 3)) * HOUR),
    guestCount,
    location: `Ballroom ${1 + (i % 4)}`,
    clientName: `Client ${i}`,
    lines: Array.from(
      { length: ITEMS_PER_EVENT },
      (_, k) => sectionItems[(i * 7 + k * 5) % sectionItems.length],
    ).map((l) => ({ menuSectionItemId: l.id, price: l.price, plating: 'Plated', prepQuantity: guestCount })),
  };
}

/** The SQL reads one request sends (statements recorded where they leave for the database). */
async function readsOf(t: TestApp, user: TestUser, url: string) {
  const recorder = recordStatements(t.database);
  try {
    await send(t, user, 'GET', url);
    return selects(recorder.statements).length;
  } finally {
    recorder.stop();
  }
}

const batchesOf = (plan: TProductionPlan) => plan.days.flatMap((d) => d.teams.flatMap((tm) => tm.batches));

if (DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = DATABASE_URL;
} else {
  process.env.TEST_DB = 'pglite';
}
// As a production server runs (config.ts: checkReplies false): the tests' servers also check every
// reply against its Zod schema and re-read what was written, which a 5 MB plan pays several times.
const t = await createTestApp({ config: { checkReplies: false } });
let pass = false;
try {
  const user = await t.createUser();
  const neighbour = await t.createUser();
  const setupStart = performance.now();
  const sectionItems = await seedMenu(t, user, {
    ingredients: 60,
    chains: 15,
    levels: 4,
    ingredientLines: 5,
    sections: 6,
    itemsPerSection: 10,
    // The bottom two levels (a stock, a dough) a day ahead; each keeps a little longer than it waits.
    recipeDays: (level) => (level <= 2 ? [1, 3] : [0, 2]),
  });
  // The month from tomorrow (UTC).
  const base = Math.ceil(Date.now() / DAY) * DAY + DAY;
  const plans = Array.from({ length: EVENTS }, (_, i) => eventPlan(i, base, sectionItems));
  await insertEvents(t, user, plans);
  await insertEvents(
    t,
    neighbour,
    plans.map((p) => ({ ...p, lines: [] })),
  );
  await t.db.execute('VACUUM ANALYZE');
  const setupSeconds = round((performance.now() - setupStart) / 1000, 1);

  const startDate = new Date(base).toISOString().slice(0, 10);
  const endDate = addDays(startDate, DAYS - 1);
  const monthPath = `/api/production-plan?startDate=${startDate}&endDate=${endDate}`;
  const dayPath = `/api/production-plan?startDate=${startDate}&endDate=${startDate}`;

  const plan: TProductionPlan = await send(t, user, 'GET', monthPath);
  const batches = batchesOf(plan);
  const uses = batches.reduce((n, b) => n + b.uses.length, 0);
  if (plan.events.length !== EVENTS || plan.errors.length > 0 || batches.length === 0) {
    throw new Error(
      `the bench plan is not what it should be: ${plan.errors[0] ?? `${plan.events.length} events`}`,
    );
  }
  const bytes = Buffer.byteLength(JSON.stringify(plan));
  const queries = { month: await readsOf(t, user, monthPath), day: await readsOf(t, user, dayPath) };

  const label = t.database.driver === 'postgres' ? 'PostgreSQL (fresh schema)' : 'PGlite (in memory)';
  console.log(
    `Production plan bench on ${label}, Node ${process.version}, closed loop, ${CONCURRENCY} in flight, ${SAMPLES} requests`,
  );
  console.log(
    `setup: 60 ingredients, 15 chains × 4 levels, a 6 × 10 menu through the API; ${EVENTS} events × ` +
      `${ITEMS_PER_EVENT} menu items over ${DAYS} days (+ ${EVENTS} of a neighbour kitchen) by eventsRepository; ` +
      `${setupSeconds} s in all`,
  );
  console.log(
    `the month's plan: ${plan.days.length} days, ${batches.length} batches, ${uses} uses, ${bytes} bytes`,
  );
  console.log(
    `load average before measuring: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores (shared)`,
  );

  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = user.headers.authorization.slice('Bearer '.length);
  const request = { method: 'GET' as const, path: () => monthPath };
  await closedLoop(address, token, request, { samples: WARMUP, concurrency: CONCURRENCY });
  const r = await closedLoop(address, token, request, { samples: SAMPLES, concurrency: CONCURRENCY });
  console.log(
    `GET /api/production-plan, one month:\n     p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, ` +
      `${r.reqPerSecond} req/s (target p95 < ${TARGET_P95} ms)\n     ${r.cpuPerRequest} ms CPU of this process per request; ` +
      `the rest of the machine kept ${r.otherCores ?? '?'} of ${availableParallelism()} cores busy meanwhile` +
      (t.database.driver === 'postgres' ? ' (PostgreSQL included)' : ''),
  );

  // Where the time goes: the steps of production.service.ts plan(), in-process, one at a time.
  const samples = new Map<string, number[]>();
  const query = { startDate, endDate, timeZone: 'UTC', includeTentative: false };
  for (let i = 0; i < WARMUP + PHASE_SAMPLES; i++) {
    let last = performance.now();
    const mark = (phase: string) => {
      const now = performance.now();
      if (i >= WARMUP) samples.set(phase, [...(samples.get(phase) ?? []), now - last]);
      last = now;
    };
    const rows = await t.db.transaction(
      async (tx) => {
        const ids = (
          await eventsRepository(tx).range(
            user.kitchenId,
            new Date(`${addDays(startDate, -1)}T00:00:00Z`),
            new Date(`${addDays(endDate, 2)}T00:00:00Z`),
          )
        ).map((e) => e.id);
        const tree = await kitchenTreeRepository(tx).loadEvents(user.kitchenId, ids);
        await checkOffsRepository(tx).between(user.kitchenId, addDays(startDate, -5), endDate);
        return tree;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    mark('sql');
    const events = [...assembleEvents(rows).values()].map(({ row, lines }) => ({
      id: row.id,
      title: row.title,
      start: row.startAt,
      status: 'DEFINITE' as const,
      guestCount: row.guestCount,
      lines: lines.map((l) => ({ menuItem: l.sectionItem.menuItem, prepQuantity: l.prepQuantity })),
    }));
    mark('assemble');
    const planned = planProduction(events, query);
    mark('plan');
    const encoded = ZProductionPlan.safeEncode(planned);
    mark('encode');
    JSON.stringify(encoded.data);
    mark('stringify');
  }
  const phases = Object.fromEntries(
    [...samples].map(([phase, values]) => {
      values.sort((a, b) => a - b);
      return [phase, { p50: round(percentile(values, 50)), p95: round(percentile(values, 95)) }];
    }),
  );
  console.log(
    `phases, p50 in ms, in-process one at a time: ${Object.entries(phases)
      .map(([phase, f]) => `${phase} ${f.p50}`)
      .join(' + ')}`,
  );
  console.log(`queries per request: ${queries.month} (the month), ${queries.day} (one day)`);

  pass = r.non2xx === 0 && r.p95 < TARGET_P95 && queries.month === queries.day;
  if (r.non2xx > 0) console.log(`${r.non2xx} requests did not answer 2xx.`);
  console.log(pass ? 'All targets met.' : 'Some targets missed.');
  const [load1] = loadavg();
  console.log(`load average (1 min) at the end: ${load1.toFixed(2)} on ${availableParallelism()} cores`);
  console.log(
    JSON.stringify({
      bench: 'production-plan',
      database: t.database.driver,
      node: process.version,
      concurrency: CONCURRENCY,
      setup: { seconds: setupSeconds },
      plan: { days: plan.days.length, batches: batches.length, uses, bytes },
      queries,
      month: r,
      phases,
      target: { p95: TARGET_P95 },
      pass,
      loadAverage: round(load1),
    }),
  );
} finally {
  await t.close();
}
process.exit(pass ? 0 : 1);
