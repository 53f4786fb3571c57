/**
 * The benches' seeded kitchen, one for every bench that needs a kitchen of recipes: a catalogue,
 * chains of nested recipes, menu items over them and menus (all through the API, app.inject: the same
 * validation, services and transactions as HTTP), and events written by the events repository (the
 * SQL POST /api/events runs) when there are too many to post one by one. Every size is a parameter:
 * each bench asks for its own kitchen, and its smoke run (lib/smoke.ts) for a tiny one.
 */
import { TEAMS, type TMenu, type TMenuItem } from '@brigade/core';
import {
  type EventFields,
  eventsRepository,
} from '../../apps/server/src/modules/events/events.repository.ts';
import { pinMenu } from '../../apps/server/src/modules/events/pin-menu.ts';
import type { TestApp, TestUser } from '../../apps/server/src/test/test-app.ts';

export async function send<T>(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  const res = await t.app.inject({ method, url, headers: user.headers, payload: body as object });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

const NUTRIENTS = [
  ['Energy', 'kcal'],
  ['Protein', 'g'],
  ['Total lipid (fat)', 'g'],
  ['Carbohydrate', 'g'],
  ['Sodium, Na', 'mg'],
  ['Sugars, total', 'g'],
] as const;
const ALLERGENS = ['MILK', 'EGGS', 'WHEAT', 'SOY', 'FISH', 'SESAME'];
const LINE_UNITS = ['Cup', 'Each', 'Gram', 'Ounce', 'Tablespoon'];

export type CatalogueShape = {
  ingredients: number;
  /** Nutrients per 100 g of each ingredient (the first of six; default all six). */
  nutrients?: number;
  /** Reviewed allergens: one in three ingredients has none, the others one each (default: none at all). */
  allergens?: boolean;
};

/**
 * Ingredients priced by weight, with volume and count conversions to grams (so every recipe line
 * converts and costs) and a few nutrients, as a real catalogue has; answers their ids.
 */
export async function seedCatalogue(t: TestApp, user: TestUser, shape: CatalogueShape) {
  const vendor = (await send<{ id: number }>(t, user, 'POST', '/api/vendors', { name: 'Bench Provisions' }))
    .id;
  const ids: number[] = [];
  for (let i = 0; i < shape.ingredients; i++) {
    const made = await send<{ id: number }>(t, user, 'POST', '/api/ingredients', {
      name: `Bench Ingredient ${i}`,
      category: 'Miscellaneous Ingredients',
      vendor: { id: vendor },
      cost: 2 + (i % 17),
      costAmount: 1 + (i % 5),
      costUnits: ['Pound', 'Kilogram', 'Ounce'][i % 3],
      servingSize: 100,
      servingUnits: 'Gram',
      allergens: shape.allergens && i % 3 !== 0 ? [ALLERGENS[i % ALLERGENS.length]] : [],
      conversions: [
        { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 100 + i, unitsEnd: 'Gram' },
        { quantityStart: 1, unitsStart: 'Each', quantityEnd: 40 + (i % 30), unitsEnd: 'Gram' },
      ],
      ingredientNutrients: NUTRIENTS.slice(0, shape.nutrients ?? NUTRIENTS.length).map(
        ([nutrient, units], n) => ({ nutrient, amount: 1 + ((i + n) % 9), units }),
      ),
    });
    ids.push(made.id);
  }
  return ids;
}

export type ChainShape = {
  /** Distinct sub-recipe chains, `levels` deep; each recipe has `ingredientLines` lines of its own. */
  chains: number;
  levels: number;
  ingredientLines: number;
  /** Every chain's team; by default the chains take the teams in turn. */
  team?: string;
  /** [lead time, shelf life] of a chain's recipe at this level (1 at the bottom); none when absent. */
  recipeDays?: (level: number) => [leadTimeDays: number, shelfLifeDays: number];
  /**
   * Which ingredient (an index into the catalogue) a recipe's line uses; by default lines spread over
   * the catalogue, three apart, from a place that differs by chain and level.
   */
  lineIngredient?: (chain: number, level: number, line: number) => number;
};

/**
 * The body that saves a chain's recipe at a level (level 1 at the bottom): its ingredient lines (in
 * cups, each, grams, ounces and tablespoons, through the conversions) and the level below as a
 * sub-recipe. `shift` changes the lines' quantities (a save that really rewrites them).
 */
export function chainRecipeBody(
  shape: ChainShape,
  ingredientIds: number[],
  chain: number,
  level: number,
  below: number | undefined,
  shift = 0,
) {
  const count = ingredientIds.length;
  const first = (chain * 7 + level * 11) % count;
  const pick = shape.lineIngredient ?? ((_c: number, _l: number, i: number) => (first + i * 3) % count);
  const days = shape.recipeDays?.(level);
  return {
    name: `Bench Chain ${chain} Level ${level}`,
    team: shape.team ?? TEAMS[chain % TEAMS.length],
    category: 'Sauces and Stocks',
    yieldQuantity: 4,
    yieldUnits: 'Quart',
    prepNotes: 'Bench.',
    ...(days ? { leadTimeDays: days[0], shelfLifeDays: days[1] } : {}),
    recipeIngredients: Array.from({ length: shape.ingredientLines }, (_, i) => ({
      ingredient: { id: ingredientIds[pick(chain, level, i)] },
      yieldQuantity: 1 + ((i + chain + shift) % 4),
      yieldUnits: LINE_UNITS[i % LINE_UNITS.length],
    })),
    recipeSubRecipes:
      below === undefined ? [] : [{ recipe: { id: below }, yieldQuantity: 1, yieldUnits: 'Quart' }],
  };
}

/** The chains of recipes, each level using the one below; answers each chain's top recipe. */
export async function seedChains(t: TestApp, user: TestUser, ingredientIds: number[], shape: ChainShape) {
  const tops: number[] = [];
  for (let chain = 0; chain < shape.chains; chain++) {
    let below: number | undefined;
    for (let level = 1; level <= shape.levels; level++) {
      const body = chainRecipeBody(shape, ingredientIds, chain, level, below);
      below = (await send<{ id: number }>(t, user, 'POST', '/api/recipes', body)).id;
    }
    tops.push(below as number);
  }
  return tops;
}

/**
 * `count` menu items over the chains' tops, lines on distinct chains: the first `twoOrThree` with 2–3
 * recipe lines, the others 1–3. Each must be complete (valid, costed, its nutrition known).
 */
export async function seedMenuItems(
  t: TestApp,
  user: TestUser,
  tops: number[],
  count: number,
  twoOrThree = count,
) {
  const width = String(count - 1).length;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const lines = i < twoOrThree ? 2 + (i % 2) : 1 + (i % 3);
    const item = await send<TMenuItem>(t, user, 'POST', '/api/menuItems', {
      name: `Bench Plate ${String(i).padStart(width, '0')}`,
      servings: 4 + (i % 5),
      servingSize: '8 oz',
      description: `Bench plate ${i}.`,
      platingNotes: 'Warm plate.',
      courseType: ['Appetizer', 'Entrée', 'Dessert'][i % 3],
      menuItemRecipes: Array.from({ length: lines }, (_, l) => ({
        recipe: { id: tops[(i + l * 5) % tops.length] },
        yieldQuantity: 1 + ((i + l) % 3),
        yieldUnits: ['Cup', 'Pint', 'Fluid Ounce'][l % 3],
      })),
    });
    if (!item.valid || item.cost.errors.length > 0 || item.nutrition.errors.length > 0) {
      throw new Error(`bench menu item ${i} is not complete: ${JSON.stringify(item.errorMessages)}`);
    }
    ids.push(item.id);
  }
  return ids;
}

/** A menu of `sections` × `perSection` of the menu items, in order, priced $18–30. */
export function postMenu(
  t: TestApp,
  user: TestUser,
  name: string,
  menuItemIds: number[],
  sections: number,
  perSection: number,
) {
  return send<TMenu>(t, user, 'POST', '/api/menus', {
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
}

export type BenchMenuShape = CatalogueShape &
  ChainShape & {
    sections: number;
    itemsPerSection: number;
  };

/** A banquet kitchen's complete menu: its section items (sections × itemsPerSection, each a distinct menu item) with their prices. */
export async function seedMenu(t: TestApp, user: TestUser, shape: BenchMenuShape) {
  const ingredientIds = await seedCatalogue(t, user, shape);
  const tops = await seedChains(t, user, ingredientIds, shape);
  const menuItemIds = await seedMenuItems(t, user, tops, shape.sections * shape.itemsPerSection);
  const menu = await postMenu(
    t,
    user,
    'Bench Banquet Menu',
    menuItemIds,
    shape.sections,
    shape.itemsPerSection,
  );
  return menu.menuSections.flatMap((s) => s.menuSectionItems.map((x) => ({ id: x.id, price: x.price })));
}

/** An event as the benches write it: its fields and menu lines. */
export type BenchEvent = {
  title: string;
  start: Date;
  end: Date;
  guestCount: number;
  location: string;
  clientName: string;
  lines: { menuSectionItemId: number; price: number | null; plating: string; prepQuantity: number }[];
};

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** Tomorrow, 00:00 UTC: events from there on never end in the past. */
export const tomorrow = () => Math.ceil(Date.now() / DAY) * DAY + DAY;

/**
 * Event i of `events` spread evenly over `days` from `base` (a day's start, UTC): 3–5 hours from
 * 8–17 h, 40–339 guests, every menu line prepared for every guest.
 */
export function benchEvent(
  i: number,
  spread: { base: number; days: number; events: number },
  lines: { id: number; price: number | null }[],
): BenchEvent {
  const start = spread.base + Math.floor((i * spread.days) / spread.events) * DAY + (8 + (i % 10)) * HOUR;
  const guestCount = 40 + ((i * 37) % 300);
  return {
    title: `Bench Banquet ${i}`,
    start: new Date(start),
    end: new Date(start + (3 + (i % 3)) * HOUR),
    guestCount,
    location: `Ballroom ${1 + (i % 4)}`,
    clientName: `Client ${i}`,
    lines: lines.map((l) => ({
      menuSectionItemId: l.id,
      price: l.price,
      plating: 'Plated',
      prepQuantity: guestCount,
    })),
  };
}

/** The body of POST /api/events that books this event. */
export const eventRequest = (p: BenchEvent) => ({
  title: p.title,
  start: p.start.toISOString(),
  end: p.end.toISOString(),
  allDay: false,
  guestCount: p.guestCount,
  location: p.location,
  clientName: p.clientName,
  banquetEventMenuSectionItems: p.lines.map((l) => ({
    menuSectionItem: { id: l.menuSectionItemId },
    plating: l.plating,
    prepQuantity: l.prepQuantity,
    price: l.price,
  })),
});

/** The same rows POST /api/events writes (a confirmed Definite event), by the repository it uses, in one transaction. */
export async function insertEvents(t: TestApp, user: TestUser, plans: BenchEvent[]) {
  await t.db.transaction(async (tx) => {
    const repo = eventsRepository(tx);
    const now = new Date();
    for (const p of plans) {
      const fields: EventFields = {
        title: p.title,
        startAt: p.start,
        endAt: p.end,
        allDay: false,
        resource: null,
        guestCount: p.guestCount,
        location: p.location,
        guaranteedCount: null,
        clientName: p.clientName,
        clientPhone: null,
        notes: null,
        pricePerGuest: null,
        dietaryCounts: [],
        // Definite (the default status), so confirmed as POST /api/events confirms it: its menu's
        // trees pinned, which every read of the event then answers from.
        pinnedMenuId: await pinMenu(
          tx,
          user.kitchenId,
          p.lines.map((l) => l.menuSectionItemId),
        ),
        confirmedAt: now,
        confirmedBy: user.login,
      };
      const row = await repo.insert(user.kitchenId, fields, user.login, now);
      await repo.replaceItems(user.kitchenId, row.id, p.lines, false);
    }
  });
}
