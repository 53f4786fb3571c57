/**
 * Menus benchmark, over real HTTP on 127.0.0.1:
 *  1. GET /api/menus/{id} of a menu of 8 sections × 10 items (80 distinct menu items, each with 2–3
 *     recipe lines on top of 4-level sub-recipe chains, ingredients with conversions, nutrients and
 *     allergens, so costing, nutrition and the allergen roll-up all work for real) → p95 < 40 ms;
 *  2. GET /api/menuItems?limit=300, a 300-item page of 320 menu items (1–3 recipe lines each over the
 *     same recipe trees) with live valid and cost → p95 < 30 ms;
 *  3. the SQL reads each of them sends, counted on a small and on the big case (they must be equal:
 *     a read's query count does not grow with the menu).
 * The server is the real app (buildApp, through the test app) on a fresh database: in-memory PGlite
 * by default; with DATABASE_URL=postgres://… (e.g. postgres://postgres@127.0.0.1:5432/test) a fresh
 * schema on that server, dropped afterwards. Seeding goes through the API (app.inject); the load is a
 * closed loop over keep-alive HTTP (lib/closed-loop.ts): BENCH_CONCURRENCY requests in flight
 * (default 1, so p50 is the service time and req/s what one client gets), after a warm-up. Latency is
 * measured by the client, from writing the request to the last byte of the answer.
 * Usage: `npm run bench:menus` or `DATABASE_URL=… npm run bench:menus`; BENCH_SAMPLES (default 400
 * per target), BENCH_CONCURRENCY. Prints its figures, then one JSON line last.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { TMenu, TMenuItem, TMenuItemListItem, TPage } from '@brigade/core';
import { recordStatements, selects } from '../apps/server/src/test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../apps/server/src/test/test-app.ts';
import { closedLoop } from './lib/closed-loop.ts';

const SECTIONS = 8;
const ITEMS_PER_SECTION = 10;
const MENU_ITEMS = 320;
const PAGE = 300;
const CHAINS = 12; // distinct 4-level sub-recipe chains
const LEVELS = 4;
const INGREDIENT_LINES = 5; // per recipe
const INGREDIENTS = 60;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const WARMUP = 40;
const TARGETS = { menuP95: 40, menuItemsP95: 30 };
const DATABASE_URL = process.env.DATABASE_URL;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------------
// Seeding, through the routes (app.inject: the same validation, services and transactions as HTTP).

async function send<T>(t: TestApp, user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({ method, url, headers: user.headers, payload: body as object });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

const ALLERGENS = ['MILK', 'EGGS', 'WHEAT', 'SOY', 'FISH', 'SESAME'];
const NUTRIENTS = [
  ['Energy', 'kcal'],
  ['Protein', 'g'],
  ['Total lipid (fat)', 'g'],
  ['Carbohydrate', 'g'],
  ['Sodium, Na', 'mg'],
  ['Sugars, total', 'g'],
] as const;

/** Answers the ids of the menu (80 items) and the menu items' count; every figure is complete. */
async function seed(t: TestApp, user: TestUser) {
  const post = <T = { id: number }>(url: string, body: unknown) => send<T>(t, user, 'POST', url, body);
  const vendor = (await post('/api/vendors', { name: 'Bench Provisions' })).id;

  // Ingredients priced by weight, with volume and count conversions to grams, nutrients per 100 g
  // and reviewed allergens (some none), so every recipe line converts, costs and adds nutrition.
  const ingredientIds: number[] = [];
  for (let i = 0; i < INGREDIENTS; i++) {
    const made = await post('/api/ingredients', {
      name: `Bench Ingredient ${i}`,
      category: 'Miscellaneous Ingredients',
      vendor: { id: vendor },
      cost: 2 + (i % 17),
      costAmount: 1 + (i % 5),
      costUnits: ['Pound', 'Kilogram', 'Ounce'][i % 3],
      servingSize: 100,
      servingUnits: 'Gram',
      allergens: i % 3 === 0 ? [] : [ALLERGENS[i % ALLERGENS.length]],
      conversions: [
        { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 100 + i, unitsEnd: 'Gram' },
        { quantityStart: 1, unitsStart: 'Each', quantityEnd: 40 + (i % 30), unitsEnd: 'Gram' },
      ],
      ingredientNutrients: NUTRIENTS.map(([nutrient, units], n) => ({
        nutrient,
        amount: 1 + ((i + n) % 9),
        units,
      })),
    });
    ingredientIds.push(made.id);
  }

  // 12 chains of 4 levels: level 1 at the bottom; each level uses the one below as a sub-recipe and
  // 5 ingredient lines of its own (in cups, each, grams, ounces and tablespoons).
  const units = ['Cup', 'Each', 'Gram', 'Ounce', 'Tablespoon'];
  const tops: number[] = [];
  for (let chain = 0; chain < CHAINS; chain++) {
    let below: number | undefined;
    for (let level = 1; level <= LEVELS; level++) {
      const first = (chain * 7 + level * 11) % INGREDIENTS;
      below = (
        await post('/api/recipes', {
          name: `Bench Chain ${chain} Level ${level}`,
          team: 'Banquets',
          category: 'Sauces and Stocks',
          yieldQuantity: 4,
          yieldUnits: 'Quart',
          prepNotes: 'Bench.',
          recipeIngredients: Array.from({ length: INGREDIENT_LINES }, (_, i) => ({
            ingredient: { id: ingredientIds[(first + i * 3) % INGREDIENTS] },
            yieldQuantity: 1 + ((i + chain) % 4),
            yieldUnits: units[i % units.length],
          })),
          recipeSubRecipes:
            below === undefined ? [] : [{ recipe: { id: below }, yieldQuantity: 1, yieldUnits: 'Quart' }],
        })
      ).id;
    }
    tops.push(below!);
  }

  // Menu items: the first 80 (the menu's) have 2–3 lines, the rest 1–3; lines use distinct chains.
  const menuItemIds: number[] = [];
  const menuSize = SECTIONS * ITEMS_PER_SECTION;
  for (let i = 0; i < MENU_ITEMS; i++) {
    const lines = i < menuSize ? 2 + (i % 2) : 1 + (i % 3);
    const item = await post<TMenuItem>('/api/menuItems', {
      name: `Bench Plate ${String(i).padStart(3, '0')}`,
      servings: 4 + (i % 5),
      servingSize: '8 oz',
      description: `Bench plate ${i}, as the chef makes it.`,
      platingNotes: 'Warm plate.',
      courseType: ['Appetizer', 'Entrée', 'Dessert'][i % 3],
      menuItemRecipes: Array.from({ length: lines }, (_, l) => ({
        recipe: { id: tops[(i + l * 5) % CHAINS] },
        yieldQuantity: 1 + ((i + l) % 3),
        yieldUnits: ['Cup', 'Pint', 'Fluid Ounce'][l % 3],
      })),
    });
    if (!item.valid || item.cost.errors.length > 0 || item.nutrition.errors.length > 0) {
      throw new Error(`bench menu item ${i} is not complete: ${JSON.stringify(item.errorMessages)}`);
    }
    menuItemIds.push(item.id);
  }

  const menuBody = (name: string, sections: number, perSection: number) => ({
    name,
    season: 'Winter',
    year: 2026,
    menuSections: Array.from({ length: sections }, (_, s) => ({
      name: `Section ${s + 1}`,
      menuSectionItems: Array.from({ length: perSection }, (_, k) => ({
        menuItem: { id: menuItemIds[s * perSection + k] },
        price: 18 + ((s * perSection + k) % 13),
      })),
    })),
  });
  const menu = (await post<TMenu>('/api/menus', menuBody('Bench Winter Menu', SECTIONS, ITEMS_PER_SECTION)))
    .id;
  const smallMenu = (await post<TMenu>('/api/menus', menuBody('Bench Small Menu', 1, 1))).id;
  return { menu, smallMenu };
}

/** The SQL reads one GET sends (statements recorded where they leave for the database). */
async function readsOf(t: TestApp, user: TestUser, url: string): Promise<number> {
  const recorder = recordStatements(t.database);
  try {
    await send(t, user, 'GET', url);
    return selects(recorder.statements).length;
  } finally {
    recorder.stop();
  }
}

// ---------------------------------------------------------------------------------------------------

if (DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = DATABASE_URL;
} else {
  process.env.TEST_DB = 'pglite';
}
const t = await createTestApp();
let pass = false;
try {
  const user = await t.createUser();
  const setupStart = performance.now();
  const { menu, smallMenu } = await seed(t, user);
  // Fresh statistics, as autovacuum (PostgreSQL) or the embedded maintenance (PGlite) leaves them.
  await t.db.execute('VACUUM ANALYZE');
  const setupSeconds = round((performance.now() - setupStart) / 1000, 1);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = user.headers.authorization.slice('Bearer '.length);

  // Sanity: the menu and the page hold what they should, every figure complete.
  const read: TMenu = await send(t, user, 'GET', `/api/menus/${menu}`);
  const lines = read.menuSections.flatMap((s) => s.menuSectionItems);
  if (
    read.menuSections.length !== SECTIONS ||
    new Set(lines.map((l) => l.menuItem.id)).size !== SECTIONS * ITEMS_PER_SECTION ||
    !lines.every((l) => l.costComplete && l.costPerServing > 0 && l.menuItem.valid) ||
    read.averageFoodCostPercent === null
  ) {
    throw new Error('the bench menu is not what it should be');
  }
  const menuItemsPath = `/api/menuItems?limit=${PAGE}`;
  const page: TPage<TMenuItemListItem> = await send(t, user, 'GET', menuItemsPath);
  if (
    page.numberOfElements !== PAGE ||
    page.totalElements !== MENU_ITEMS ||
    !page.content.every((m) => m.valid && m.costComplete && m.costPerServing > 0)
  ) {
    throw new Error('the bench menu item page is not what it should be');
  }
  const bytes = {
    menu: Buffer.byteLength(JSON.stringify(read)),
    menuItems: Buffer.byteLength(JSON.stringify(page)),
  };

  const queries = {
    menu: {
      small: await readsOf(t, user, `/api/menus/${smallMenu}`),
      big: await readsOf(t, user, `/api/menus/${menu}`),
    },
    menuItems: {
      small: await readsOf(t, user, '/api/menuItems?limit=1'),
      big: await readsOf(t, user, menuItemsPath),
    },
  };

  const label = t.database.driver === 'postgres' ? 'PostgreSQL (fresh schema)' : 'PGlite (in memory)';
  console.log(
    `Menus bench on ${label}, Node ${process.version}, closed loop, ${CONCURRENCY} in flight, ${SAMPLES} requests each`,
  );
  console.log(
    `setup: ${INGREDIENTS} ingredients, ${CHAINS} chains × ${LEVELS} levels × ${INGREDIENT_LINES} ingredient lines, ` +
      `${MENU_ITEMS} menu items, a ${SECTIONS} × ${ITEMS_PER_SECTION} menu, in ${setupSeconds} s`,
  );
  console.log(
    `load average before measuring: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores (shared)`,
  );

  const results: Record<string, Awaited<ReturnType<typeof closedLoop>>> = {};
  for (const [key, title, path, target] of [
    [
      'menu',
      `1. GET /api/menus/{id}, 8 × 10 items (${bytes.menu} bytes)`,
      `/api/menus/${menu}`,
      TARGETS.menuP95,
    ],
    [
      'menuItems',
      `2. GET /api/menuItems?limit=300 of ${MENU_ITEMS} (${bytes.menuItems} bytes)`,
      menuItemsPath,
      TARGETS.menuItemsP95,
    ],
  ] as const) {
    const request = { method: 'GET' as const, path: () => path };
    await closedLoop(address, token, request, { samples: WARMUP, concurrency: CONCURRENCY });
    const r = await closedLoop(address, token, request, { samples: SAMPLES, concurrency: CONCURRENCY });
    results[key] = r;
    console.log(
      `${title}:\n     p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.reqPerSecond} req/s ` +
        `(target p95 < ${target} ms)\n     ${r.cpuPerRequest} ms CPU of this process per request; ` +
        `the rest of the machine kept ${r.otherCores ?? '?'} of ${availableParallelism()} cores busy meanwhile` +
        (t.database.driver === 'postgres' ? ' (PostgreSQL included)' : ''),
    );
  }
  console.log(
    `queries per read: ${queries.menu.big} (menus; ${queries.menu.small} for a 1-item menu), ` +
      `${queries.menuItems.big} (menu items list; ${queries.menuItems.small} for limit=1)`,
  );

  const failures = results.menu.non2xx + results.menuItems.non2xx;
  const constant =
    queries.menu.small === queries.menu.big && queries.menuItems.small === queries.menuItems.big;
  pass =
    failures === 0 &&
    constant &&
    results.menu.p95 < TARGETS.menuP95 &&
    results.menuItems.p95 < TARGETS.menuItemsP95;
  if (failures > 0) console.log(`${failures} requests did not answer 200.`);
  if (!constant) console.log('A read sends more queries for a bigger menu or page.');
  console.log(pass ? 'All targets met.' : 'Some targets missed.');
  // Latency on a shared machine depends on what else runs: the load average is part of the figures.
  const [load1] = loadavg();
  console.log(`load average (1 min) at the end: ${load1.toFixed(2)} on ${availableParallelism()} cores`);
  console.log(
    JSON.stringify({
      bench: 'menus',
      database: t.database.driver,
      node: process.version,
      concurrency: CONCURRENCY,
      setupSeconds,
      bytes,
      queries,
      ...results,
      targets: TARGETS,
      pass,
      loadAverage: round(load1),
    }),
  );
} finally {
  await t.close();
}
process.exit(pass ? 0 : 1);
