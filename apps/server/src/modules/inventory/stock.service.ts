import {
  areaStock,
  stockLine,
  type TAreaStock,
  type TIngredientQuantity,
  type TQuantity,
  type TStockLine,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { eventDemand } from '../events/event-demand.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { assembleEvents, type LoadedEvent } from '../trees/event-tree.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { TREES_WITHOUT_NUTRIENTS } from '../trees/recipe-graph.repository.ts';
import {
  inventoryRepository,
  type TCountedQuantity,
  type TDatedQuantity,
  type TStockIngredientRow,
} from './inventory.repository.ts';

/** The earliest moment the API takes (DATE_RANGE): "since ever" for an ingredient never counted. */
const SINCE_EVER = new Date('1900-01-01T00:00:00Z');

export type StockEntry = {
  ingredient: TStockIngredientRow;
  line: TStockLine;
  countedAt: Date | null;
  /** On hand per storage area (core `areaStock`), in walking order. */
  areas: TAreaStock[];
};

/** The completed events whose start is after `from` and at or before `to`, with their trees. */
export async function completedEvents(
  tx: Executor,
  kitchenId: number,
  from: Date,
  to: Date,
): Promise<LoadedEvent[]> {
  const ids = (await eventsRepository(tx).range(kitchenId, from, to))
    .filter((e) => e.status === 'COMPLETED' && new Date(e.start) > from && new Date(e.start) <= to)
    .map((e) => e.id);
  if (ids.length === 0) return [];
  const loaded = assembleEvents(
    await kitchenTreeRepository(tx).loadEvents(kitchenId, ids, TREES_WITHOUT_NUTRIENTS),
  );
  return ids.flatMap((id) => loaded.get(id) ?? []);
}

/** Each event's use per ingredient (edible, its production plan's quantities), each planned once. */
export function usesByEvent(events: LoadedEvent[]): { start: Date; needs: TIngredientQuantity[] }[] {
  return events.map((event) => ({
    start: event.row.startAt,
    needs: eventDemand([event]).needs.map((n) => ({
      ingredientId: n.ingredient.id,
      quantity: n.quantity,
      units: n.units,
    })),
  }));
}

const group = <Q extends TDatedQuantity>(list: Q[]) => {
  const by = new Map<number, Q[]>();
  for (const q of list) by.set(q.ingredientId, [...(by.get(q.ingredientId) ?? []), q]);
  return by;
};

/**
 * On hand at `at` of every ingredient with stock history or a par: per ingredient, the
 * lines of each storage area's last count (summed across areas), then what was received, what
 * completed events used (their production plans) and what was wasted after the latest of those
 * counts; and the same per storage area (core `areaStock`: what moved lands in the usual area).
 * Run inside the caller's snapshot.
 */
export async function stockLines(tx: Executor, kitchenId: number, at: Date): Promise<StockEntry[]> {
  const repo = inventoryRepository(tx);
  const ingredients = await repo.stockIngredients(kitchenId);
  if (ingredients.length === 0) return [];
  const counted = group(await repo.lastCountLines(kitchenId, at));
  const since = (id: number): Date | null => {
    const lines = counted.get(id);
    return lines ? new Date(Math.max(...lines.map((l) => l.at.getTime()))) : null;
  };
  const earliest = new Date(
    Math.min(at.getTime(), ...ingredients.map((i) => (since(i.id) ?? SINCE_EVER).getTime())),
  );
  const received = group(await repo.receipts(kitchenId, earliest, at));
  const wasted = group(
    (await repo.waste(kitchenId, earliest, at)).map((w) => ({
      ingredientId: w.ingredientId,
      quantity: w.quantity,
      units: w.units,
      at: w.at,
    })),
  );
  const uses = usesByEvent(await completedEvents(tx, kitchenId, earliest, at));
  return ingredients.map((ingredient) => {
    const from = since(ingredient.id);
    const after = (list: TDatedQuantity[] | undefined): TQuantity[] =>
      (list ?? []).filter((q) => from === null || q.at > from);
    const used = uses
      .filter((u) => from === null || u.start > from)
      .flatMap((u) => u.needs.filter((n) => n.ingredientId === ingredient.id))
      .map((n) => ({ quantity: n.quantity, units: n.units }));
    const parLevel =
      ingredient.parQuantity === null || ingredient.parUnits === null
        ? null
        : { quantity: Number(ingredient.parQuantity), units: ingredient.parUnits };
    const stock = { ...ingredient, cost: ingredient.cost === null ? null : Number(ingredient.cost) };
    const lines: TCountedQuantity[] = counted.get(ingredient.id) ?? [];
    const line = stockLine(
      stock,
      {
        counted: lines,
        received: after(received.get(ingredient.id)),
        used,
        wasted: after(wasted.get(ingredient.id)),
      },
      parLevel,
    );
    return { ingredient, line, countedAt: from, areas: areaStock(stock, line, lines) };
  });
}
