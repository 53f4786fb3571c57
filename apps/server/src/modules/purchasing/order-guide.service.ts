import {
  eventCountsForDemand,
  ORDER_GUIDE_MESSAGES,
  orderGuide,
  stockLevels,
  type TNeed,
  type TOrderGuideQuery,
  type TOrderGuideResponse,
  type TPurchasable,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { notFound } from '../../errors/app-error.ts';
import { eventDemand } from '../events/event-demand.ts';
import { eventsRepository } from '../events/events.repository.ts';
import type { TStockIngredientRow } from '../inventory/inventory.repository.ts';
import { stockLines } from '../inventory/stock.service.ts';
import { assembleEvents } from '../trees/event-tree.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { TREES_WITHOUT_NUTRIENTS } from '../trees/recipe-graph.repository.ts';
import type { LoadedIngredient } from '../trees/recipe-tree.ts';
import { vendorsRepository } from '../vendors/vendors.repository.ts';
import { purchaseOrdersRepository } from './purchase-orders.repository.ts';

/**
 * The order guide: every ingredient the events' prep lists need (over a date range:
 * definite and completed events, tentative ones when asked, never inquiries or cancelled ones) (core's planner, through
 * sub-recipes and unit conversions; a line without a prep quantity is prepared for every guest),
 * then core's orderGuide: by vendor, in whole packs, with costs. Read in one snapshot, in a fixed
 * number of queries (the events' trees: 11; the range and the vendors: 2; stock on hand: see
 * inventory/stock.service.ts). Each line buys the demand + par − on hand.
 */
export function orderGuideService(db: Executor, now: () => Date = () => new Date()) {
  async function build(kitchenId: number, query: TOrderGuideQuery): Promise<TOrderGuideResponse> {
    const { events, vendorNames, stock, onOrder } = await inSnapshot(db, async (tx) => {
      // Chosen events are taken as chosen; a date range counts the events whose food is ordered.
      // Order to par with no events: no range, no event ids (ZOrderGuideQuery's toPar).
      const eventIds =
        query.eventIds ??
        (query.startDate === undefined || query.endDate === undefined
          ? []
          : (await eventsRepository(tx).range(kitchenId, new Date(query.startDate), new Date(query.endDate)))
              .filter((e) => eventCountsForDemand(e.status, query.includeTentative))
              .map((e) => e.id));
      // Buying is done from today's catalogue (its vendors, names and prices), so the order guide reads
      // the kitchen's trees as they are now, not those a confirmed event pinned for its BEO and costs.
      const loaded = assembleEvents(
        await kitchenTreeRepository(tx).loadEvents(kitchenId, eventIds, TREES_WITHOUT_NUTRIENTS),
        { live: true },
      );
      const missing = eventIds.find((id) => !loaded.has(id));
      if (missing !== undefined) throw notFound(ORDER_GUIDE_MESSAGES.eventNotFound(missing));
      return {
        events: eventIds.map((id) => loaded.get(id)!),
        vendorNames: await vendorsRepository(tx).names(kitchenId),
        stock: await stockLines(tx, kitchenId, now()),
        onOrder: await purchaseOrdersRepository(tx).onOrder(kitchenId),
      };
    });
    const demand = eventDemand(events);
    const purchasable = (i: TStockIngredientRow | LoadedIngredient): TPurchasable => ({
      ...i,
      vendor: { id: i.vendorId, name: vendorNames.get(i.vendorId) ?? '' },
    });
    const needs: TNeed[] = demand.needs.map((n) => ({
      ingredient: purchasable(n.ingredient),
      quantity: n.quantity,
      units: n.units,
    }));
    // Order to par: every ingredient with stock, a par or a demand — on hand now, its par
    // and what open purchase orders still bring, in its cost units.
    const levels = stockLevels(
      [...stock.map((s) => purchasable(s.ingredient)), ...needs.map((n) => n.ingredient)],
      new Map(stock.map(({ ingredient, line }) => [ingredient.id, line])),
      onOrder,
    );
    const guide = orderGuide(needs, levels);
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
      errors: demand.errors,
    };
  }
  return { build };
}
