import type { TMenu, TMenuItemListItem, TPage } from '@brigade/core';
import type { TestApp, TestUser } from '../apps/server/src/test/test-app.ts';
import { benchApp, driverLabel, loadBefore, loopReport, readsOf } from './lib/bench-app.ts';
import { closedLoop } from './lib/closed-loop.ts';
import { postMenu, seedCatalogue, seedChains, seedMenuItems, send } from './lib/kitchen.ts';
import { envNumber, exitBench, printVerdict, sized } from './lib/smoke.ts';

const SECTIONS = sized(8, 2);
const ITEMS_PER_SECTION = sized(10, 3);
const MENU_ITEMS = sized(320, 12);
const PAGE = sized(300, 10);
const CHAINS = sized(12, 3); // distinct 4-level sub-recipe chains
const LEVELS = sized(4, 2);
const INGREDIENT_LINES = sized(5, 2); // per recipe
const INGREDIENTS = sized(60, 8);
const SAMPLES = envNumber('BENCH_SAMPLES', 400, 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const WARMUP = sized(40, 3);
const TARGETS = { menuP95: 40, menuItemsP95: 30 };

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The kitchen (lib/kitchen.ts): ingredients with nutrients and allergens, 4-level chains all made by
 * Banquets, menu items (the menu's 80 with 2–3 recipe lines, the rest 1–3), the 8 × 10 menu and a
 * 1-item menu; every figure complete. Answers the two menus' ids.
 */
async function seed(t: TestApp, user: TestUser) {
  const ingredientIds = await seedCatalogue(t, user, { ingredients: INGREDIENTS, allergens: true });
  const tops = await seedChains(t, user, ingredientIds, {
    chains: CHAINS,
    levels: LEVELS,
    ingredientLines: INGREDIENT_LINES,
    team: 'Banquets',
  });
  const menuSize = SECTIONS * ITEMS_PER_SECTION;
  const menuItemIds = await seedMenuItems(t, user, tops, MENU_ITEMS, menuSize);
  const menu = (await postMenu(t, user, 'Bench Winter Menu', menuItemIds, SECTIONS, ITEMS_PER_SECTION)).id;
  const smallMenu = (await postMenu(t, user, 'Bench Small Menu', menuItemIds, 1, 1)).id;
  return { menu, smallMenu };
}

// ---------------------------------------------------------------------------------------------------

const t = await benchApp();
let pass = false;
let failed = true;
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
      small: await readsOf(t, user, 'GET', `/api/menus/${smallMenu}`),
      big: await readsOf(t, user, 'GET', `/api/menus/${menu}`),
    },
    menuItems: {
      small: await readsOf(t, user, 'GET', '/api/menuItems?limit=1'),
      big: await readsOf(t, user, 'GET', menuItemsPath),
    },
  };

  console.log(
    `Menus bench on ${driverLabel(t)}, Node ${process.version}, closed loop, ${CONCURRENCY} in flight, ${SAMPLES} requests each`,
  );
  console.log(
    `setup: ${INGREDIENTS} ingredients, ${CHAINS} chains × ${LEVELS} levels × ${INGREDIENT_LINES} ingredient lines, ` +
      `${MENU_ITEMS} menu items, a ${SECTIONS} × ${ITEMS_PER_SECTION} menu, in ${setupSeconds} s`,
  );
  console.log(loadBefore());

  const results: Record<string, Awaited<ReturnType<typeof closedLoop>>> = {};
  for (const [key, title, path, target] of [
    [
      'menu',
      `1. GET /api/menus/{id}, ${SECTIONS} × ${ITEMS_PER_SECTION} items (${bytes.menu} bytes)`,
      `/api/menus/${menu}`,
      TARGETS.menuP95,
    ],
    [
      'menuItems',
      `2. GET /api/menuItems?limit=${PAGE} of ${MENU_ITEMS} (${bytes.menuItems} bytes)`,
      menuItemsPath,
      TARGETS.menuItemsP95,
    ],
  ] as const) {
    const request = { method: 'GET' as const, path: () => path };
    await closedLoop(address, token, request, { samples: WARMUP, concurrency: CONCURRENCY });
    const r = await closedLoop(address, token, request, { samples: SAMPLES, concurrency: CONCURRENCY });
    results[key] = r;
    console.log(loopReport(t, title, r, target));
  }
  console.log(
    `queries per read: ${queries.menu.big} (menus; ${queries.menu.small} for a 1-item menu), ` +
      `${queries.menuItems.big} (menu items list; ${queries.menuItems.small} for limit=1)`,
  );

  const failures = results.menu.non2xx + results.menuItems.non2xx;
  const constant =
    queries.menu.small === queries.menu.big && queries.menuItems.small === queries.menuItems.big;
  failed = failures > 0 || !constant;
  pass =
    failures === 0 &&
    constant &&
    results.menu.p95 < TARGETS.menuP95 &&
    results.menuItems.p95 < TARGETS.menuItemsP95;
  if (failures > 0) console.log(`${failures} requests did not answer 200.`);
  if (!constant) console.log('A read sends more queries for a bigger menu or page.');
  printVerdict(pass, {
    bench: 'menus',
    database: t.database.driver,
    node: process.version,
    concurrency: CONCURRENCY,
    setupSeconds,
    bytes,
    queries,
    ...results,
    targets: TARGETS,
  });
} finally {
  await t.close();
}
exitBench(pass, failed);
