import {
  eventCountsForDemand,
  ORDER_GUIDE_MESSAGES,
  orderGuide,
  planPreplist,
  type TNeed,
  type TOrderGuideQuery,
  type TOrderGuideResponse,
  type TPrepInputItem,
  type TPurchasable,
} from '@brigade/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { vendors } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { ingredientsUnder, type LoadedIngredient } from '../recipes/recipe-tree.ts';
import { assembleEvents } from '../trees/event-tree.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import type { LoadedMenuItem } from '../trees/menu-tree.ts';

/**
 * The order guide (issue 18): every ingredient the events' prep lists need (over a date range:
 * definite and completed events, tentative ones when asked, never inquiries or cancelled ones) (core's planner, through
 * sub-recipes and unit conversions; a line without a prep quantity is prepared for every guest),
 * then core's orderGuide: by vendor, in whole packs, with costs. Read in one snapshot, in a fixed
 * number of queries (the events' trees: 11; the range and the vendors: 2).
 */
export function orderGuideService(db: Executor) {
  async function build(kitchenId: number, query: TOrderGuideQuery): Promise<TOrderGuideResponse> {
    const { events, vendorNames } = await inSnapshot(db, async (tx) => {
      // Chosen events are taken as chosen; a date range counts the events whose food is ordered.
      const eventIds =
        query.eventIds ??
        (await eventsRepository(tx).range(kitchenId, new Date(query.startDate!), new Date(query.endDate!)))
          .filter((e) => eventCountsForDemand(e.status, query.includeTentative))
          .map((e) => e.id);
      // Buying is done from today's catalogue (its vendors, names and prices), so the order guide reads
      // the kitchen's trees as they are now, not those a confirmed event pinned for its BEO and costs.
      const loaded = assembleEvents(await kitchenTreeRepository(tx).loadEvents(kitchenId, eventIds), {
        live: true,
      });
      const missing = eventIds.find((id) => !loaded.has(id));
      if (missing !== undefined) throw notFound(ORDER_GUIDE_MESSAGES.eventNotFound(missing));
      const names = await tx
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(eq(vendors.kitchenId, kitchenId));
      return {
        events: eventIds.map((id) => loaded.get(id)!),
        vendorNames: new Map(names.map((v) => [v.id, v.name])),
      };
    });
    // Quantities scale linearly, so the guide plans each menu item once with its orders across all
    // the events added up (100 events × 40 items are 4,000 lines but at most a menu's worth of items).
    const orders = new Map<LoadedMenuItem, number>();
    for (const event of events) {
      for (const line of event.lines) {
        const menuItem = line.sectionItem.menuItem;
        orders.set(menuItem, (orders.get(menuItem) ?? 0) + (line.prepQuantity ?? event.row.guestCount));
      }
    }
    const items: TPrepInputItem[] = [...orders].map(([menuItem, prepQuantity]) => ({
      menuItem,
      prepQuantity,
    }));
    const plan = planPreplist(items);
    const ingredients = ingredientsUnder(
      events.flatMap((e) =>
        e.lines.flatMap((l) => l.sectionItem.menuItem.menuItemRecipes.map((r) => r.recipe)),
      ),
    );
    const purchasable = (i: LoadedIngredient): TPurchasable => ({
      ...i,
      vendor: { id: i.vendorId, name: vendorNames.get(i.vendorId) ?? '' },
    });
    const needs: TNeed[] = plan.totals.flatMap((t) => {
      const ingredient = t.ingredientId === null ? undefined : ingredients.get(t.ingredientId);
      return ingredient
        ? [{ ingredient: purchasable(ingredient), quantity: t.quantity, units: t.units }]
        : [];
    });
    const guide = orderGuide(needs);
    const only = query.vendorId;
    return {
      events: events.map((e) => ({
        id: e.row.id,
        title: e.row.title,
        start: e.row.startAt.toISOString(),
        guestCount: e.row.guestCount,
      })),
      vendors: only === undefined ? guide.vendors : guide.vendors.filter((v) => v.vendor.id === only),
      unorderable:
        only === undefined ? guide.unorderable : guide.unorderable.filter((u) => u.vendor.id === only),
      total:
        only === undefined
          ? guide.total
          : guide.vendors.filter((v) => v.vendor.id === only).reduce((s, v) => s + v.total, 0),
      errors: plan.errors,
    };
  }
  return { build };
}
