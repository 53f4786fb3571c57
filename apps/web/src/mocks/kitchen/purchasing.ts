import {
  costPerUnit,
  costSince,
  effectivePrepQuantity,
  eventCountsForDemand,
  menuItemCost,
  menuPlateCost,
  ORDER_GUIDE_MESSAGES,
  orderGuide,
  planPreplist,
  priceListPreview,
  priceListRefusal,
  recipeCost,
  repriceMenu,
  repriceMenuItem,
  repriceRecipe,
  type TCostSinceResponse,
  type TNeed,
  type TOrderGuideQuery,
  type TOrderGuideResponse,
  type TPriceAt,
  type TPriceHistory,
  type TPriceListRequest,
  type TPriceListResult,
  VENDOR_MESSAGES,
} from '@brigade/core';
import { MockError, notFound } from '../mock-error';
import { eventsBetween, servedItems } from './events';
import { guarded } from './figures';
import { orderLevels } from './inventory';
import type {
  MockActor,
  MockEvent,
  MockIngredient,
  MockKitchen,
  MockMenu,
  MockMenuItem,
  MockRecipe,
} from './model';
import { recordActivity, updated } from './store';

/** Purchasing (the server's purchasing services): order guide, price history, cost since, price lists. */

/** Every ingredient used under these recipes (through sub-recipes), each recipe walked once. */
function ingredientsUnder(roots: Iterable<MockRecipe>): Map<number, MockIngredient> {
  const found = new Map<number, MockIngredient>();
  const seen = new Set<MockRecipe>();
  const walk = (recipe: MockRecipe) => {
    if (seen.has(recipe)) return;
    seen.add(recipe);
    for (const line of recipe.recipeIngredients) found.set(line.ingredient.id, line.ingredient);
    for (const line of recipe.recipeSubRecipes) walk(line.recipe);
  };
  for (const root of roots) walk(root);
  return found;
}

/**
 * What these events' prep lists need of each ingredient (core's planner; a line without a prep
 * quantity is prepared for every guest): the order guide's demand, and a completed event's use.
 */
export function eventNeeds(kitchen: MockKitchen, events: MockEvent[]): { needs: TNeed[]; errors: string[] } {
  const served = servedItems(kitchen);
  const orders = new Map<MockMenuItem, number>();
  for (const event of events) {
    for (const line of event.lines) {
      const item = served.get(line.sectionItemId);
      if (!item) continue;
      const prepared = effectivePrepQuantity(line.prepQuantity, event.guestCount) ?? 0;
      orders.set(item.menuItem, (orders.get(item.menuItem) ?? 0) + prepared);
    }
  }
  const plan = guarded(() =>
    planPreplist([...orders].map(([menuItem, prepQuantity]) => ({ menuItem, prepQuantity }))),
  );
  const ingredients = ingredientsUnder(
    [...orders.keys()].flatMap((m) => m.menuItemRecipes.map((l) => l.recipe)),
  );
  const needs: TNeed[] = plan.totals.flatMap((t) => {
    const ingredient = t.ingredientId === null ? undefined : ingredients.get(t.ingredientId);
    return ingredient
      ? [
          {
            ingredient: { ...ingredient, vendor: { id: ingredient.vendor.id, name: ingredient.vendor.name } },
            quantity: t.quantity,
            units: t.units,
          },
        ]
      : [];
  });
  return { needs, errors: plan.errors };
}

/**
 * What the events of a date range (or the given ids) need, by vendor, in whole packs (core's
 * planner and order guide); a line without a prep quantity is prepared for every guest.
 */
export function buildOrderGuide(kitchen: MockKitchen, query: TOrderGuideQuery): TOrderGuideResponse {
  const events = query.eventIds
    ? query.eventIds.map((id) => {
        const event = kitchen.events.get(id);
        if (!event) throw notFound(ORDER_GUIDE_MESSAGES.eventNotFound(id));
        return event;
      })
    : query.startDate === undefined || query.endDate === undefined
      ? [] // order to par with no events
      : eventsBetween(kitchen, new Date(query.startDate), new Date(query.endDate)).filter((e) =>
          eventCountsForDemand(e.status, query.includeTentative),
        );
  const { needs, errors } = eventNeeds(kitchen, events);
  const guide = orderGuide(needs, orderLevels(kitchen, new Date(), needs));
  const only = query.vendorId;
  const vendors = only === undefined ? guide.vendors : guide.vendors.filter((v) => v.vendor.id === only);
  return {
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      start: e.start.toISOString(),
      guestCount: e.guestCount,
    })),
    vendors,
    unorderable:
      only === undefined ? guide.unorderable : guide.unorderable.filter((u) => u.vendor.id === only),
    total: only === undefined ? guide.total : vendors.reduce((s, v) => s + v.total, 0),
    errors,
  };
}

/** One vendor's order of the guide: the CSV file's name and the order, 404 when it has nothing to order. */
export function vendorOrder(guide: TOrderGuideResponse, vendorId: number | undefined) {
  const order = guide.vendors.find((v) => v.vendor.id === vendorId);
  if (vendorId === undefined || !order) throw notFound(ORDER_GUIDE_MESSAGES.nothingToOrder);
  const file = `order-${order.vendor.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'vendor'}.csv`;
  return { order, file };
}

export function priceHistory(kitchen: MockKitchen, ingredient: MockIngredient): TPriceHistory {
  return kitchen.prices
    .filter((p) => p.ingredientId === ingredient.id)
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
    .map((p) => ({
      cost: p.cost,
      costAmount: p.costAmount,
      costUnits: p.costUnits,
      unitCost: costPerUnit(p),
      changedAt: p.changedAt.toISOString(),
      changedBy: p.changedBy,
      source: p.source,
    }));
}

/** Each ingredient's price as it stood at `at` (ingredients with no price recorded by then are absent). */
function pricesAt(kitchen: MockKitchen, ids: Iterable<number>, at: Date): Map<number, TPriceAt> {
  const wanted = new Set(ids);
  const found = new Map<number, TPriceAt & { changedAt: Date }>();
  for (const p of kitchen.prices) {
    if (!wanted.has(p.ingredientId) || p.changedAt > at) continue;
    const known = found.get(p.ingredientId);
    if (!known || p.changedAt >= known.changedAt) found.set(p.ingredientId, p);
  }
  return new Map(
    [...found].map(([id, p]) => [id, { cost: p.cost, costAmount: p.costAmount, costUnits: p.costUnits }]),
  );
}

type Dish = {
  cost: (prices: ReadonlyMap<number, TPriceAt>) => number;
  ingredients: Map<number, MockIngredient>;
  created: Date;
};

function since(kitchen: MockKitchen, dish: Dish, at: Date): TCostSinceResponse {
  const prices = pricesAt(kitchen, dish.ingredients.keys(), at);
  const names = new Map([...dish.ingredients].map(([id, i]) => [id, i.name]));
  const unpricedThen = [...dish.ingredients.keys()].filter((id) => !prices.has(id)).length;
  return {
    since: at.toISOString(),
    ...guarded(() => costSince(dish.cost, prices, names)),
    unpricedThen,
    createdDate: dish.created.toISOString(),
  };
}

/** How a recipe's (one batch) cost moved since a date, and which ingredients moved it. */
export const recipeCostSince = (kitchen: MockKitchen, recipe: MockRecipe, at: Date) =>
  since(
    kitchen,
    {
      cost: (p) => recipeCost(repriceRecipe(recipe, p)).total,
      ingredients: ingredientsUnder([recipe]),
      created: recipe.createdAt,
    },
    at,
  );

/** How a menu item's cost per serving moved since a date. */
export const menuItemCostSince = (kitchen: MockKitchen, item: MockMenuItem, at: Date) =>
  since(
    kitchen,
    {
      cost: (p) => menuItemCost(repriceMenuItem(item, p)).perServing,
      ingredients: ingredientsUnder(item.menuItemRecipes.map((l) => l.recipe)),
      created: item.createdAt,
    },
    at,
  );

/** How a menu's cost (one serving of each item) moved since a date. */
export const menuCostSince = (kitchen: MockKitchen, menu: MockMenu, at: Date) =>
  since(
    kitchen,
    {
      cost: (p) => menuPlateCost(repriceMenu(menu, p)),
      created: menu.createdAt,
      ingredients: ingredientsUnder(
        menu.menuSections.flatMap((s) =>
          s.menuSectionItems.flatMap((i) => i.menuItem.menuItemRecipes.map((l) => l.recipe)),
        ),
      ),
    },
    at,
  );

/**
 * A vendor's price list: each row is matched by name to the vendor's ingredients and
 * checked; a preview says what would change, applying writes every change and its price history,
 * or nothing when any row is wrong (400 naming the lines).
 */
export function applyPriceList(by: MockActor, vendorId: number, body: TPriceListRequest): TPriceListResult {
  const { kitchen } = by;
  const vendor = kitchen.vendors.get(vendorId);
  if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
  const ingredients = [...kitchen.ingredients.values()].filter((i) => i.vendor === vendor);
  const result = priceListPreview(body.rows, ingredients);
  if (!body.apply) return result;
  if (result.errors.length > 0) {
    const refusal = priceListRefusal(result.errors);
    throw new MockError(400, refusal.message, { errors: refusal.errors });
  }
  const now = new Date();
  for (const change of result.changes) {
    const ingredient = kitchen.ingredients.get(change.ingredientId)!;
    Object.assign(ingredient, change.after, updated(ingredient, by, now));
    kitchen.prices.push({
      ingredientId: ingredient.id,
      ...change.after,
      changedAt: now,
      changedBy: by.user.login,
      source: 'price list',
    });
    recordActivity(by, 'ingredient', ingredient.id, 'changed', ingredient.name, now, {
      cost: [change.before, change.after],
    });
  }
  return { ...result, applied: true };
}
