import {
  INVENTORY_MESSAGES as M,
  stocktakes,
  type TCount,
  type TCountRequest,
  type TInventory,
  type TVariance,
  type TVarianceHistory,
  type TWasteEntry,
  type TWasteReason,
  type TWasteRequest,
  toStockUnits,
  varianceFigures,
  varianceHistory,
  varianceHistoryReply,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { badRequest, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../activity/record-activity.ts';
import {
  inventoryRepository,
  type TDatedQuantity,
  type TStockIngredientRow,
} from './inventory.repository.ts';
import { completedEvents, stockLines, usesByEvent } from './stock.service.ts';
import { storageAreasRepository } from './storage-areas.repository.ts';

const lineError = (index: number, message: string) =>
  badRequest(message, [{ field: `lines.${index}`, message }]);
const asStock = (i: TStockIngredientRow) => ({ ...i, cost: i.cost === null ? null : Number(i.cost) });
const asWasted = (w: TDatedQuantity & { reason: string }) => ({ ...w, reason: w.reason as TWasteReason });
/**
 * The count moments the history reads, newest first: enough for VARIANCE_HISTORY_PERIODS + 1
 * stocktakes of many areas each (a stocktake cut short at the oldest end still ends where it ended).
 */
const COUNT_MOMENTS = 2000;

/**
 * The kitchen's ingredients named in a body, each checked to exist (404 naming the first that does
 * not: another kitchen's id is not found) and to convert `units` into its stock units (400).
 */
async function checkedIngredients(
  tx: Executor,
  kitchenId: number,
  lines: { ingredient?: { id: number } | null; quantity: number; units?: string | null }[],
) {
  const ids = lines.map((l) => l.ingredient!.id);
  const found = new Map(
    (await inventoryRepository(tx).stockIngredients(kitchenId, ids)).map((i) => [i.id, i]),
  );
  for (const [index, line] of lines.entries()) {
    const ingredient = found.get(line.ingredient!.id);
    if (!ingredient) throw notFound(M.ingredientNotFound(line.ingredient!.id));
    const units = line.units as string;
    if (toStockUnits(asStock(ingredient), { quantity: 1, units }) === null) {
      throw lineError(index, M.noConversion(ingredient.name, units, ingredient.costUnits ?? units));
    }
  }
  return found;
}

/** Counts, on hand, the waste log and variance. */
export function inventoryService({ db, clock }: { db: Executor; clock: Clock }) {
  return {
    /** Records one area's count, dated (now when no date), in one transaction. */
    createCount: (by: Actor, body: TCountRequest): Promise<TCount> =>
      db.transaction(async (tx) => {
        const area = await storageAreasRepository(tx).get(by.kitchenId, body.storageArea!.id);
        if (!area) throw notFound(M.areaNotFound);
        const found = await checkedIngredients(tx, by.kitchenId, body.lines);
        const seen = new Set<number>();
        for (const [index, line] of body.lines.entries()) {
          const id = line.ingredient!.id;
          if (seen.has(id)) throw lineError(index, M.countTwice(found.get(id)!.name));
          seen.add(id);
        }
        const now = clock.now();
        const countedAt = body.date ? new Date(body.date) : now;
        const lines = body.lines.map((l) => ({
          ingredientId: l.ingredient!.id,
          quantity: l.quantity,
          units: l.units as string,
        }));
        const id = await inventoryRepository(tx).insertCount(
          { kitchenId: by.kitchenId, storageAreaId: area.id, countedAt, countedBy: by.login, createdAt: now },
          lines,
        );
        return {
          id,
          storageArea: { id: area.id, name: area.name },
          date: countedAt.toISOString(),
          countedBy: by.login,
          lines: lines.map((l) => ({
            ingredient: { id: l.ingredientId, name: found.get(l.ingredientId)!.name },
            quantity: l.quantity,
            units: l.units,
          })),
        };
      }),

    async listCounts(kitchenId: number, storageAreaId: number | undefined, limit = 50): Promise<TCount[]> {
      const counts = await inventoryRepository(db).counts(kitchenId, storageAreaId, limit);
      return counts.map((c) => ({
        id: c.id,
        storageArea: { id: c.storageAreaId, name: c.areaName },
        date: c.countedAt.toISOString(),
        countedBy: c.countedBy,
        lines: c.lines.map((l) => ({
          ingredient: { id: l.ingredientId, name: l.name },
          quantity: l.quantity,
          units: l.units,
        })),
      }));
    },

    /** On hand now per ingredient, by name, and the stock's value. */
    async inventory(kitchenId: number): Promise<TInventory> {
      const entries = await inSnapshot(db, (tx) => stockLines(tx, kitchenId, clock.now()));
      const lines = entries.map(({ ingredient, line, countedAt, areas }) => ({
        ...line,
        areas,
        vendor: { id: ingredient.vendorId, name: ingredient.vendorName },
        countedAt: countedAt?.toISOString() ?? null,
        parLevel:
          ingredient.parQuantity === null || ingredient.parUnits === null
            ? null
            : { quantity: Number(ingredient.parQuantity), units: ingredient.parUnits },
      }));
      return { lines, value: lines.reduce((sum, l) => sum + (l.value ?? 0), 0) };
    },

    createWaste: (by: Actor, body: TWasteRequest): Promise<TWasteEntry> =>
      db.transaction(async (tx) => {
        const found = await checkedIngredients(tx, by.kitchenId, [body]);
        const ingredient = found.get(body.ingredient!.id)!;
        const at = body.date ? new Date(body.date) : clock.now();
        const note = body.note ?? null;
        const id = await inventoryRepository(tx).insertWaste({
          kitchenId: by.kitchenId,
          ingredientId: ingredient.id,
          quantity: body.quantity,
          units: body.units as string,
          reason: body.reason,
          note,
          wastedAt: at,
          loggedBy: by.login,
        });
        return {
          id,
          ingredient: { id: ingredient.id, name: ingredient.name },
          quantity: body.quantity,
          units: body.units as string,
          reason: body.reason,
          date: at.toISOString(),
          note,
          loggedBy: by.login,
        };
      }),

    async listWaste(kitchenId: number): Promise<TWasteEntry[]> {
      const rows = await inventoryRepository(db).waste(kitchenId, null, clock.now());
      return rows.slice(0, 500).map((w) => ({
        id: w.id,
        ingredient: { id: w.ingredientId, name: w.name },
        quantity: w.quantity,
        units: w.units,
        reason: w.reason as TWasteReason,
        date: w.at.toISOString(),
        note: w.note,
        loggedBy: w.loggedBy,
      }));
    },

    /**
     * Usage and variance between the stock counted at `from` and at `to` (each area's last count at
     * or before the moment): actual use against the completed events' plans, per ingredient.
     */
    async variance(kitchenId: number, fromText: string, toText: string): Promise<TVariance> {
      const from = new Date(fromText);
      const to = new Date(toText);
      if (!(to > from)) throw badRequest(M.varianceRange, [{ field: 'to', message: M.varianceRange }]);
      const data = await inSnapshot(db, async (tx) => {
        const repo = inventoryRepository(tx);
        return {
          ingredients: await repo.stockIngredients(kitchenId),
          opening: await repo.lastCountLines(kitchenId, from),
          closing: await repo.lastCountLines(kitchenId, to),
          received: await repo.receipts(kitchenId, from, to),
          waste: await repo.waste(kitchenId, from, to),
          events: await completedEvents(tx, kitchenId, from, to),
        };
      });
      const figures = varianceFigures(data.ingredients.map(asStock), {
        opening: data.opening,
        closing: data.closing,
        received: data.received,
        theoretical: usesByEvent(data.events).flatMap((u) => u.needs),
        wasted: data.waste.map(asWasted),
      });
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        events: data.events.map((e) => ({
          id: e.row.id,
          title: e.row.title,
          start: e.row.startAt.toISOString(),
        })),
        ...figures,
      };
    },

    /**
     * The variance over time: the kitchen's variance in dollars (and each ingredient's) between each
     * pair of consecutive stocktakes from `from` to `to` (now), the latest VARIANCE_HISTORY_PERIODS.
     * A fixed number of statements whatever the periods: the count moments, the lines held at every
     * stocktake in one, the receipts, the waste and the completed events over the whole span; each
     * event's plan is worked out once.
     */
    async varianceHistory(kitchenId: number, fromText?: string, toText?: string): Promise<TVarianceHistory> {
      const to = toText ? new Date(toText) : clock.now();
      const from = fromText ? new Date(fromText) : null;
      if (from && !(to > from))
        throw badRequest(M.varianceRange, [{ field: 'to', message: M.varianceRange }]);
      const data = await inSnapshot(db, async (tx) => {
        const repo = inventoryRepository(tx);
        const moments = stocktakes(await repo.countMoments(kitchenId, from, to, COUNT_MOMENTS));
        if (moments.length < 2) return null;
        const [first, last] = [moments[0], moments[moments.length - 1]];
        return {
          moments,
          ingredients: await repo.stockIngredients(kitchenId),
          counted: await repo.countLinesAt(kitchenId, moments),
          received: await repo.receipts(kitchenId, first, last),
          waste: await repo.waste(kitchenId, first, last),
          events: await completedEvents(tx, kitchenId, first, last),
        };
      });
      if (!data) return { periods: [] };
      const periods = varianceHistory(data.ingredients.map(asStock), {
        moments: data.moments,
        counted: data.counted,
        received: data.received,
        wasted: data.waste.map(asWasted),
        uses: usesByEvent(data.events),
      });
      return varianceHistoryReply(periods);
    },
  };
}
