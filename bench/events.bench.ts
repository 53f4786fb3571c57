/**
 * Events benchmark, over real HTTP on 127.0.0.1:
 *  1. GET /api/events?startDate&endDate of one calendar month, in a kitchen holding 2,000 events spread
 *     over two years (2–4 menu lines each; ~83 a month), the months taken in turn → p95 < 30 ms;
 *  2. POST /api/preplist of 60 menu items × 2,000 guests (prepQuantity 2000 each), every item on
 *     2–3 recipes 4 levels deep (sub-recipe chains, ingredients priced by weight and used in cups,
 *     each, ounces and tablespoons through their conversions; 6 nutrients each), across the three
 *     teams → p95 < 150 ms;
 *  3. where the time goes: each read's phases timed in-process, one at a time (SQL, assembling the
 *     trees, core's planner, the response schema's encode, JSON.stringify), and the SQL reads each
 *     request sends.
 * The server is the real app (buildApp, through the test app) on a fresh database: in-memory PGlite
 * by default; with DATABASE_URL=postgres://… (e.g. postgres://postgres@127.0.0.1:5432/test) a fresh
 * schema on that server, dropped afterwards. A neighbour kitchen's 2,000 events share the table.
 *
 * Seeding: the catalogue, recipes, menu items and the menu go through the API (app.inject: the same
 * validation, services and transactions as HTTP), and so do the first BENCH_API_EVENTS events
 * (default 100, timed: the setup line prints the cost per event). Each POST /api/events re-reads the
 * whole 60-item menu tree to check the menu is complete and answers the event's tree, so 2,000 of
 * them would take minutes on the bench machine: the rest are written in-process by the events
 * repository (eventsRepository(tx).insert + replaceItems, the SQL the POST itself runs, in one
 * transaction), with the same fields and lines. BENCH_API_EVENTS=2000 seeds all of them by the API.
 *
 * The load is a closed loop over keep-alive HTTP (lib/closed-loop.ts): BENCH_CONCURRENCY requests
 * in flight (default 1, so p50 is the service time), after a warm-up.
 * Usage: `npm run bench:events` or `DATABASE_URL=… npm run bench:events`; BENCH_SAMPLES (default 400
 * per target), BENCH_CONCURRENCY, BENCH_ONLY=list|preplist|orderguide, BENCH_CPU_PROF=<folder> (a V8 CPU
 * profile of each measured loop, server and load together: they share this process; open it in
 * Chrome DevTools), BENCH_SMOKE=1 (a tiny kitchen, a few samples: lib/smoke.ts). Prints its figures,
 * then one JSON line last.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import {
  isGuaranteeDue,
  planPreplist,
  type TBanquetEvent,
  type TBanquetEventListItem,
  TEAMS,
  type TPreplistResponse,
  ZBanquetEventListItem,
  ZPreplistResponse,
} from '@brigade/core';
import { toEventListItem } from '../apps/server/src/modules/events/event-response.ts';
import { eventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { listFoodCosts, loadListMenus } from '../apps/server/src/modules/events/list-food-costs.ts';
import { assembleSectionItems } from '../apps/server/src/modules/trees/event-tree.ts';
import { kitchenTreeRepository } from '../apps/server/src/modules/trees/kitchen-tree.repository.ts';
import { benchApp, driverLabel, loadBefore, loopReport, phases, readsOf } from './lib/bench-app.ts';
import { closedLoop } from './lib/closed-loop.ts';
import { benchEvent, eventRequest, insertEvents, seedMenu, send, tomorrow } from './lib/kitchen.ts';
import { envNumber, exitBench, printVerdict, sized } from './lib/smoke.ts';

const EVENTS = sized(2000, 60);
const DAYS = sized(730, 70); // the events' spread: two years from tomorrow
/** The fewest events a month of the spread holds (~2.7 a day). */
const MIN_PER_MONTH = sized(70, 20);
const GUESTS = 2000;
const SECTIONS = sized(6, 2);
const ITEMS_PER_SECTION = sized(10, 3); // 60 menu items, all on the prep list
const CHAINS = sized(15, 3); // distinct 4-level sub-recipe chains
const LEVELS = sized(4, 2);
const INGREDIENT_LINES = sized(5, 2); // per recipe
const INGREDIENTS = sized(60, 8);
const API_EVENTS = Math.min(EVENTS, envNumber('BENCH_API_EVENTS', 100, 3));
const SAMPLES = envNumber('BENCH_SAMPLES', 400, 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const PHASE_SAMPLES = sized(60, 3);
const WARMUP = sized(30, 3);
const ONLY = process.env.BENCH_ONLY;
const CPU_PROF = process.env.BENCH_CPU_PROF;
const TARGETS = { listP95: 30, preplistP95: 150, orderGuideP95: 300 };
/** The order guide: 100 events × 40 menu items over the same 4-level recipes. */
const GUIDE_EVENTS = sized(100, 3);
const GUIDE_ITEMS = sized(40, 4);
const DAY = 24 * 3600 * 1000;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Event i: ~2.7 a day over two years from tomorrow (UTC), 3–5 hours long, 2–4 distinct menu lines. */
function eventPlan(i: number, base: number, sectionItems: { id: number; price: number | null }[]) {
  const lines = Array.from(
    { length: 2 + (i % 3) },
    (_, k) => sectionItems[(i * 7 + k * 13) % sectionItems.length],
  );
  return benchEvent(i, { base, days: DAYS, events: EVENTS }, lines);
}

// ---------------------------------------------------------------------------------------------------
// Measuring.

/** With BENCH_CPU_PROF=<folder>, a V8 CPU profile of `work` alone (server and load: one process). */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!CPU_PROF) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(CPU_PROF, { recursive: true });
    writeFileSync(path.join(CPU_PROF, `events-${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** 'sql 3.1 + rows 0.2 … = 3.5 ms': what is left of the HTTP p50 is Fastify (auth, validation) and HTTP. */
const showPhases = (figures: Record<string, { p50: number; p95: number }>) =>
  `${Object.entries(figures)
    .map(([phase, f]) => `${phase} ${f.p50}`)
    .join(' + ')} = ${round(Object.values(figures).reduce((sum, f) => sum + f.p50, 0))} ms`;

// ---------------------------------------------------------------------------------------------------

const t = await benchApp();
let pass = false;
let failed = true;
try {
  const user = await t.createUser();
  const neighbour = await t.createUser();
  const setupStart = performance.now();
  const sectionItems = await seedMenu(t, user, {
    ingredients: INGREDIENTS,
    chains: CHAINS,
    levels: LEVELS,
    ingredientLines: INGREDIENT_LINES,
    sections: SECTIONS,
    itemsPerSection: ITEMS_PER_SECTION,
  });
  const menuSeconds = round((performance.now() - setupStart) / 1000, 1);

  // Events from tomorrow, 00:00 UTC: none ends in the past.
  const base = tomorrow();
  const plans = Array.from({ length: EVENTS }, (_, i) => eventPlan(i, base, sectionItems));
  const apiStart = performance.now();
  for (const p of plans.slice(0, API_EVENTS)) await send(t, user, 'POST', '/api/events', eventRequest(p));
  const apiMsPerEvent = API_EVENTS === 0 ? null : round((performance.now() - apiStart) / API_EVENTS, 1);
  const repoStart = performance.now();
  await insertEvents(t, user, plans.slice(API_EVENTS));
  // The neighbour's events (no menu lines) share the table and its index, as in a multi-tenant database.
  await insertEvents(
    t,
    neighbour,
    plans.map((p) => ({ ...p, lines: [] })),
  );
  const repoSeconds = round((performance.now() - repoStart) / 1000, 1);
  // Fresh statistics, as autovacuum (PostgreSQL) or the embedded maintenance (PGlite) leaves them.
  await t.db.execute('VACUUM ANALYZE');
  // A second kitchen member's view is not needed: the order guide's 100 events are the user's own,
  // each with 40 of the menu's items, in a year of their own (after the two years above).
  const guideBase = base + (DAYS + 30) * DAY;
  const guidePlans = Array.from({ length: GUIDE_EVENTS }, (_, i) => {
    const plan = eventPlan(i, guideBase, sectionItems);
    const lines = Array.from({ length: GUIDE_ITEMS }, (_, k) => sectionItems[(i + k) % sectionItems.length]);
    return {
      ...plan,
      title: `Order Guide Banquet ${i}`,
      lines: lines.map((l) => ({
        menuSectionItemId: l.id,
        price: l.price,
        plating: 'Plated',
        prepQuantity: plan.guestCount,
      })),
    };
  });
  await insertEvents(t, user, guidePlans);
  const setupSeconds = round((performance.now() - setupStart) / 1000, 1);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = user.headers.authorization.slice('Bearer '.length);

  // The months wholly inside the events' two years, taken in turn.
  const months: { from: string; to: string }[] = [];
  const last = base + DAYS * DAY;
  for (let m = new Date(base); ; ) {
    const from = Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1);
    const to = Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 2, 1);
    if (to > last) break;
    months.push({ from: new Date(from).toISOString(), to: new Date(to - 1).toISOString() });
    m = new Date(from);
  }
  const guidePath = `/api/order-guide?startDate=${encodeURIComponent(new Date(guideBase).toISOString())}&endDate=${encodeURIComponent(new Date(guideBase + 400 * DAY).toISOString())}`;
  const monthPath = (m: { from: string; to: string }) =>
    `/api/events?startDate=${encodeURIComponent(m.from)}&endDate=${encodeURIComponent(m.to)}`;

  // Sanity: every event is there, each month holds its share, an event seeded by the repository reads
  // back complete like one the API made, and the prep list has no errors.
  const all: TBanquetEventListItem[] = await send(
    t,
    user,
    'GET',
    monthPath({ from: new Date(base).toISOString(), to: new Date(last + DAY).toISOString() }),
  );
  const perMonth: number[] = [];
  for (const m of months)
    perMonth.push((await send<TBanquetEventListItem[]>(t, user, 'GET', monthPath(m))).length);
  const viaApi: TBanquetEvent = await send(t, user, 'GET', `/api/events/${all[0].id}`);
  const viaRepo: TBanquetEvent = await send(t, user, 'GET', `/api/events/${all[all.length - 1].id}`);
  if (
    all.length !== EVENTS ||
    all.some((e) => e.numberOfMenuItems < 2 || e.numberOfMenuItems > 4) ||
    Math.min(...perMonth) < MIN_PER_MONTH ||
    !viaApi.figures.costComplete ||
    !viaRepo.figures.costComplete ||
    viaRepo.banquetEventMenuSectionItems.length !== all[all.length - 1].numberOfMenuItems
  ) {
    throw new Error('the bench events are not what they should be');
  }
  const preplistBody = {
    banquetEventMenuSectionItems: sectionItems.map((s) => ({
      menuSectionItem: { id: s.id },
      prepQuantity: GUESTS,
      plating: 'Plated',
    })),
  };
  const prep: TPreplistResponse = await send(t, user, 'POST', '/api/preplist', preplistBody);
  let prepRecipes = 0;
  const walk = (
    rs: TPreplistResponse['teamPreplists'][0]['preplistSections'][0]['preplistItems'][0]['prepRecipes'],
  ) => {
    for (const r of rs) {
      prepRecipes += 1;
      walk(r.prepRecipes);
    }
  };
  for (const team of prep.teamPreplists)
    for (const s of team.preplistSections) for (const item of s.preplistItems) walk(item.prepRecipes);
  if (
    prep.errors.length > 0 ||
    prep.teamPreplists.length !== TEAMS.length ||
    // A team's list names each recipe once: every level of every chain, once.
    prepRecipes !== CHAINS * LEVELS
  ) {
    throw new Error(
      `the bench prep list is not what it should be: ${prep.errors[0] ?? `${prepRecipes} recipes`}`,
    );
  }
  const bytes = {
    list: Buffer.byteLength(JSON.stringify(await send(t, user, 'GET', monthPath(months[0])))),
    preplist: Buffer.byteLength(JSON.stringify(prep)),
  };
  const queries = {
    list: await readsOf(t, user, 'GET', monthPath(months[0])),
    preplist: {
      small: await readsOf(t, user, 'POST', '/api/preplist', {
        banquetEventMenuSectionItems: preplistBody.banquetEventMenuSectionItems.slice(0, 1),
      }),
      big: await readsOf(t, user, 'POST', '/api/preplist', preplistBody),
    },
  };

  console.log(
    `Events bench on ${driverLabel(t)}, Node ${process.version}, closed loop, ${CONCURRENCY} in flight, ${SAMPLES} requests each`,
  );
  console.log(
    `setup: ${INGREDIENTS} ingredients, ${CHAINS} chains × ${LEVELS} levels, a ${SECTIONS} × ${ITEMS_PER_SECTION} menu ` +
      `through the API in ${menuSeconds} s; ${EVENTS} events over ${DAYS} days (+ ${EVENTS} of a neighbour kitchen): ` +
      `${API_EVENTS} through POST /api/events at ${apiMsPerEvent} ms each` +
      (API_EVENTS < EVENTS
        ? ` (all ${EVENTS} would take ~${round(((apiMsPerEvent ?? 0) * EVENTS) / 1000, 0)} s), ` +
          `the other ${EVENTS - API_EVENTS} + the neighbour's by eventsRepository in ${repoSeconds} s`
        : '') +
      `; ${setupSeconds} s in all`,
  );
  console.log(
    `events per month: ${Math.min(...perMonth)}–${Math.max(...perMonth)} over ${months.length} months; ` +
      `prep list: ${prep.teamPreplists.length} teams, ${prepRecipes} prep recipes, ${prep.totals.length} pull-list lines`,
  );
  console.log(loadBefore());

  let month = 0;
  const preplistJson = JSON.stringify(preplistBody);
  const scenarios = [
    {
      key: 'list',
      title: `1. GET /api/events, one month (${bytes.list} bytes for the first)`,
      request: { method: 'GET' as const, path: () => monthPath(months[month++ % months.length]) },
      target: TARGETS.listP95,
    },
    {
      key: 'preplist',
      title: `2. POST /api/preplist, ${sectionItems.length} items × ${GUESTS} (${bytes.preplist} bytes)`,
      request: { method: 'POST' as const, path: () => '/api/preplist', body: () => preplistJson },
      target: TARGETS.preplistP95,
    },
    {
      key: 'orderguide',
      title: `3. GET /api/order-guide, ${GUIDE_EVENTS} events × ${GUIDE_ITEMS} menu items`,
      request: { method: 'GET' as const, path: () => guidePath },
      target: TARGETS.orderGuideP95,
    },
  ].filter((s) => !ONLY || s.key === ONLY);
  const results: Record<string, Awaited<ReturnType<typeof closedLoop>>> = {};
  for (const { key, title, request, target } of scenarios) {
    await closedLoop(address, token, request, { samples: WARMUP, concurrency: CONCURRENCY });
    const r = await profiled(key, () =>
      closedLoop(address, token, request, { samples: SAMPLES, concurrency: CONCURRENCY }),
    );
    results[key] = r;
    console.log(loopReport(t, title, r, target));
  }

  // Where the time goes: the steps of events.service.ts list() and preplist(), in-process, one at a time.
  const listEncoder = ZBanquetEventListItem.array();
  let phaseMonth = 0;
  const listPhases = await phases(WARMUP, PHASE_SAMPLES, async (mark) => {
    const m = months[phaseMonth++ % months.length];
    const rows = await eventsRepository(t.db).range(user.kitchenId, new Date(m.from), new Date(m.to));
    mark('sql');
    const menus = await loadListMenus(t.db, user.kitchenId, rows);
    mark('menus sql');
    const foodCosts = listFoodCosts(menus);
    mark('food costs');
    const now = new Date();
    const items = rows.map((row) =>
      toEventListItem(row, foodCosts.get(row.id) ?? 0, isGuaranteeDue(row, now)),
    );
    mark('rows');
    const encoded = listEncoder.safeEncode(items);
    mark('encode');
    JSON.stringify(encoded.data);
    mark('stringify');
  });
  const ids = sectionItems.map((s) => s.id);
  const preplistPhases = await phases(WARMUP, PHASE_SAMPLES, async (mark) => {
    const rows = await t.db.transaction(
      (tx) => kitchenTreeRepository(tx).loadSectionItems(user.kitchenId, ids),
      {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      },
    );
    mark('sql');
    const items = assembleSectionItems(rows);
    mark('assemble');
    const list = planPreplist(
      ids.map((id) => {
        const item = items.get(id)!;
        return { menuItem: item.menuItem, prepQuantity: GUESTS, plating: 'Plated', section: item.section };
      }),
    );
    mark('plan');
    const encoded = ZPreplistResponse.safeEncode(list);
    mark('encode');
    JSON.stringify(encoded.data);
    mark('stringify');
  });
  console.log(
    `phases, p50 in ms, in-process one at a time (the rest of an HTTP p50: Fastify and HTTP):\n     list: ${showPhases(listPhases)}` +
      `\n     preplist: ${showPhases(preplistPhases)}`,
  );
  console.log(
    `queries per request: ${queries.list} (list), ${queries.preplist.big} (preplist; ${queries.preplist.small} for 1 item)`,
  );

  const failures = Object.values(results).reduce((n, r) => n + r.non2xx, 0);
  failed = failures > 0;
  pass =
    !ONLY &&
    failures === 0 &&
    results.list.p95 < TARGETS.listP95 &&
    results.preplist.p95 < TARGETS.preplistP95 &&
    results.orderguide.p95 < TARGETS.orderGuideP95;
  if (failures > 0) console.log(`${failures} requests did not answer 2xx.`);
  printVerdict(pass, {
    bench: 'events',
    database: t.database.driver,
    node: process.version,
    concurrency: CONCURRENCY,
    setup: { seconds: setupSeconds, apiEvents: API_EVENTS, apiMsPerEvent, repositorySeconds: repoSeconds },
    eventsPerMonth: { min: Math.min(...perMonth), max: Math.max(...perMonth), months: months.length },
    bytes,
    queries,
    ...results,
    phases: { list: listPhases, preplist: preplistPhases },
    targets: TARGETS,
  });
} finally {
  await t.close();
}
exitBench(pass, failed);
