/**
 * The benches' banquet kitchen: a catalogue, chains of nested recipes, a menu of menu items over them
 * (all through the API, app.inject: the same validation, services and transactions as HTTP), and
 * events written by the events repository (the SQL POST /api/events runs) when there are too many to
 * post one by one.
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
  method: 'GET' | 'POST',
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

export type BenchMenuShape = {
  ingredients: number;
  /** Distinct sub-recipe chains, `levels` deep; each recipe has `ingredientLines` lines of its own. */
  chains: number;
  levels: number;
  ingredientLines: number;
  sections: number;
  itemsPerSection: number;
  /** [lead time, shelf life] of a chain's recipe at this level (1 at the bottom); none when absent. */
  recipeDays?: (level: number) => [leadTimeDays: number, shelfLifeDays: number];
};

/** The complete menu's section items (sections × itemsPerSection, each a distinct menu item) with their prices. */
export async function seedMenu(t: TestApp, user: TestUser, shape: BenchMenuShape) {
  const { ingredients, chains, levels, ingredientLines, sections, itemsPerSection } = shape;
  const post = <T = { id: number }>(url: string, body: unknown) => send<T>(t, user, 'POST', url, body);
  const vendor = (await post('/api/vendors', { name: 'Bench Provisions' })).id;

  // Priced by weight, with volume and count conversions to grams: every recipe line below converts.
  const ingredientIds: number[] = [];
  for (let i = 0; i < ingredients; i++) {
    const made = await post('/api/ingredients', {
      name: `Bench Ingredient ${i}`,
      category: 'Miscellaneous Ingredients',
      vendor: { id: vendor },
      cost: 2 + (i % 17),
      costAmount: 1 + (i % 5),
      costUnits: ['Pound', 'Kilogram', 'Ounce'][i % 3],
      servingSize: 100,
      servingUnits: 'Gram',
      allergens: [],
      conversions: [
        { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 100 + i, unitsEnd: 'Gram' },
        { quantityStart: 1, unitsStart: 'Each', quantityEnd: 40 + (i % 30), unitsEnd: 'Gram' },
      ],
      // A few nutrients, as a real catalogue has (the prep list does not need them, but reads them).
      ingredientNutrients: NUTRIENTS.map(([nutrient, units], n) => ({
        nutrient,
        amount: 1 + ((i + n) % 9),
        units,
      })),
    });
    ingredientIds.push(made.id);
  }

  // Chains of `levels` levels (level 1 at the bottom; each level uses the one below as a sub-recipe
  // and its own ingredient lines), one team per chain in turn.
  const units = ['Cup', 'Each', 'Gram', 'Ounce', 'Tablespoon'];
  const tops: number[] = [];
  for (let chain = 0; chain < chains; chain++) {
    let below: number | undefined;
    for (let level = 1; level <= levels; level++) {
      const first = (chain * 7 + level * 11) % ingredients;
      const days = shape.recipeDays?.(level);
      below = (
        await post('/api/recipes', {
          name: `Bench Chain ${chain} Level ${level}`,
          team: TEAMS[chain % TEAMS.length],
          category: 'Sauces and Stocks',
          yieldQuantity: 4,
          yieldUnits: 'Quart',
          prepNotes: 'Bench.',
          ...(days ? { leadTimeDays: days[0], shelfLifeDays: days[1] } : {}),
          recipeIngredients: Array.from({ length: ingredientLines }, (_, i) => ({
            ingredient: { id: ingredientIds[(first + i * 3) % ingredients] },
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

  // Menu items of 2–3 recipe lines on distinct chains.
  const menuItemIds: number[] = [];
  for (let i = 0; i < sections * itemsPerSection; i++) {
    const item = await post<TMenuItem>('/api/menuItems', {
      name: `Bench Plate ${String(i).padStart(2, '0')}`,
      servings: 4 + (i % 5),
      servingSize: '8 oz',
      description: `Bench plate ${i}.`,
      platingNotes: 'Warm plate.',
      courseType: ['Appetizer', 'Entrée', 'Dessert'][i % 3],
      menuItemRecipes: Array.from({ length: 2 + (i % 2) }, (_, l) => ({
        recipe: { id: tops[(i + l * 5) % chains] },
        yieldQuantity: 1 + ((i + l) % 3),
        yieldUnits: ['Cup', 'Pint', 'Fluid Ounce'][l % 3],
      })),
    });
    if (!item.valid || item.cost.errors.length > 0) {
      throw new Error(`bench menu item ${i} is not complete: ${JSON.stringify(item.errorMessages)}`);
    }
    menuItemIds.push(item.id);
  }

  const menu = await post<TMenu>('/api/menus', {
    name: 'Bench Banquet Menu',
    season: 'Winter',
    year: 2026,
    menuSections: Array.from({ length: sections }, (_, s) => ({
      name: `Section ${s + 1}`,
      menuSectionItems: Array.from({ length: itemsPerSection }, (_, k) => ({
        menuItem: { id: menuItemIds[s * itemsPerSection + k] },
        price: 18 + ((s * itemsPerSection + k) % 13),
      })),
    })),
  });
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
