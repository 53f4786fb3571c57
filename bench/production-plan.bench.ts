import { addDays, planProduction, type TProductionPlan, ZProductionPlan } from '@brigade/core';
import { eventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { checkOffsRepository } from '../apps/server/src/modules/production/check-offs.repository.ts';
import { assembleEvents } from '../apps/server/src/modules/trees/event-tree.ts';
import { kitchenTreeRepository } from '../apps/server/src/modules/trees/kitchen-tree.repository.ts';
import { benchApp, driverLabel, loadBefore, loopReport, phases, readsOf } from './lib/bench-app.ts';
import { closedLoop } from './lib/closed-loop.ts';
import { benchEvent, insertEvents, seedMenu, send, tomorrow } from './lib/kitchen.ts';
import { envNumber, exitBench, printVerdict, sized } from './lib/smoke.ts';

const EVENTS = sized(300, 20);
const DAYS = sized(30, 5);
const ITEMS_PER_EVENT = sized(10, 3);
const KITCHEN = {
  ingredients: sized(60, 8),
  chains: sized(15, 3),
  levels: sized(4, 2),
  ingredientLines: sized(5, 2),
  sections: sized(6, 2),
  itemsPerSection: sized(10, 3),
};
const SAMPLES = envNumber('BENCH_SAMPLES', 200, 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const WARMUP = sized(20, 2);
const PHASE_SAMPLES = sized(30, 3);
const TARGET_P95 = 300;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Event i: 10 a day over the month, 3–5 hours, 10 distinct menu lines prepared for every guest. */
function eventPlan(i: number, base: number, sectionItems: { id: number; price: number | null }[]) {
  const lines = Array.from(
    { length: ITEMS_PER_EVENT },
    (_, k) => sectionItems[(i * 7 + k * 5) % sectionItems.length],
  );
  return benchEvent(i, { base, days: DAYS, events: EVENTS }, lines);
}

const batchesOf = (plan: TProductionPlan) => plan.days.flatMap((d) => d.teams.flatMap((tm) => tm.batches));

// As a production server runs (config.ts: checkReplies false): the tests' servers also check every
// reply against its Zod schema and re-read what was written, which a 5 MB plan pays several times.
const t = await benchApp({ config: { checkReplies: false } });
let pass = false;
let failed = true;
try {
  const user = await t.createUser();
  const neighbour = await t.createUser();
  const setupStart = performance.now();
  const sectionItems = await seedMenu(t, user, {
    ...KITCHEN,
    // The bottom two levels (a stock, a dough) a day ahead; each keeps a little longer than it waits.
    recipeDays: (level) => (level <= 2 ? [1, 3] : [0, 2]),
  });
  // The month from tomorrow (UTC).
  const base = tomorrow();
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
  const queries = {
    month: await readsOf(t, user, 'GET', monthPath),
    day: await readsOf(t, user, 'GET', dayPath),
  };

  console.log(
    `Production plan bench on ${driverLabel(t)}, Node ${process.version}, closed loop, ${CONCURRENCY} in flight, ${SAMPLES} requests`,
  );
  console.log(
    `setup: ${KITCHEN.ingredients} ingredients, ${KITCHEN.chains} chains × ${KITCHEN.levels} levels, ` +
      `a ${KITCHEN.sections} × ${KITCHEN.itemsPerSection} menu through the API; ${EVENTS} events × ` +
      `${ITEMS_PER_EVENT} menu items over ${DAYS} days (+ ${EVENTS} of a neighbour kitchen) by eventsRepository; ` +
      `${setupSeconds} s in all`,
  );
  console.log(
    `the month's plan: ${plan.days.length} days, ${batches.length} batches, ${uses} uses, ${bytes} bytes`,
  );
  console.log(loadBefore());

  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = user.headers.authorization.slice('Bearer '.length);
  const request = { method: 'GET' as const, path: () => monthPath };
  await closedLoop(address, token, request, { samples: WARMUP, concurrency: CONCURRENCY });
  const r = await closedLoop(address, token, request, { samples: SAMPLES, concurrency: CONCURRENCY });
  console.log(loopReport(t, 'GET /api/production-plan, one month', r, TARGET_P95));

  // Where the time goes: the steps of production.service.ts plan(), in-process, one at a time.
  const query = { startDate, endDate, timeZone: 'UTC', includeTentative: false };
  const phaseFigures = await phases(WARMUP, PHASE_SAMPLES, async (mark) => {
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
  });
  console.log(
    `phases, p50 in ms, in-process one at a time: ${Object.entries(phaseFigures)
      .map(([phase, f]) => `${phase} ${f.p50}`)
      .join(' + ')}`,
  );
  console.log(`queries per request: ${queries.month} (the month), ${queries.day} (one day)`);

  failed = r.non2xx > 0 || queries.month !== queries.day;
  pass = r.non2xx === 0 && r.p95 < TARGET_P95 && queries.month === queries.day;
  if (r.non2xx > 0) console.log(`${r.non2xx} requests did not answer 2xx.`);
  printVerdict(pass, {
    bench: 'production-plan',
    database: t.database.driver,
    node: process.version,
    concurrency: CONCURRENCY,
    setup: { seconds: setupSeconds },
    plan: { days: plan.days.length, batches: batches.length, uses, bytes },
    queries,
    month: r,
    phases: phaseFigures,
    target: { p95: TARGET_P95 },
  });
} finally {
  await t.close();
}
exitBench(pass, failed);
