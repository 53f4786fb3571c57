import {
  areaStock,
  deletedReply,
  varianceHistory as historyOf,
  INVENTORY_MESSAGES as M,
  overReceived,
  packsLeft,
  purchaseOrderFigures,
  purchaseOrderStatus,
  stockLevels,
  stockLine,
  stocktakes,
  type TAreaCount,
  type TCount,
  type TCountRequest,
  type TDeleteReply,
  type TInventory,
  type TNeed,
  type TPurchasable,
  type TPurchaseOrder,
  type TPurchaseOrderRequest,
  type TQuantity,
  type TReceiveRequest,
  type TStockLevel,
  type TStorageArea,
  type TStorageAreaRequest,
  type TVariance,
  type TVarianceHistory,
  type TWasteEntry,
  type TWasteRequest,
  toStockUnits,
  varianceFigures,
  varianceHistoryReply,
} from '@brigade/core';
import { conflict, fieldError, MockError, notFound } from '../mock-error';
import type {
  MockActor,
  MockDated,
  MockEvent,
  MockIngredient,
  MockKitchen,
  MockPurchaseOrder,
} from './model';
import { buildOrderGuide, eventNeeds } from './purchasing';
import { checkSaveTarget } from './save-target';
import { created, nextId, updated } from './store';

/** Inventory (the server's inventory services), computed with the same core functions. */

const SINCE_EVER = new Date('1900-01-01T00:00:00Z');
const AREA_MESSAGES = { notFound: M.areaNotFound, stale: M.areaStale };

export const toStorageArea = (a: {
  id: number;
  name: string;
  position: number;
  version: number;
}): TStorageArea => ({
  id: a.id,
  name: a.name,
  position: a.position,
  version: a.version,
});

export const listStorageAreas = (kitchen: MockKitchen): TStorageArea[] =>
  [...kitchen.inventory.areas.values()]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(toStorageArea);

export function saveStorageArea(by: MockActor, body: TStorageAreaRequest, id?: number): TStorageArea {
  const { areas } = by.kitchen.inventory;
  const before = checkSaveTarget(body, id, areas, AREA_MESSAGES);
  if ([...areas.values()].some((a) => a.id !== id && a.name.toLowerCase() === body.name.toLowerCase())) {
    throw fieldError('name', M.areaDuplicate(body.name));
  }
  const now = new Date();
  if (!before) {
    const position = Math.max(0, ...[...areas.values()].map((a) => a.position)) + 1;
    const area = { id: nextId('storageArea'), name: body.name, position, ...created(by, now) };
    areas.set(area.id, area);
    return toStorageArea(area);
  }
  return toStorageArea(Object.assign(before, { name: body.name }, updated(before, by, now)));
}

export function reorderStorageAreas(by: MockActor, ids: number[]): TStorageArea[] {
  const { areas } = by.kitchen.inventory;
  if (ids.length !== areas.size || new Set(ids).size !== ids.length || ids.some((id) => !areas.has(id))) {
    throw fieldError('ids', M.reorderMismatch);
  }
  ids.forEach((id, index) => {
    (areas.get(id) as { position: number }).position = index + 1;
  });
  return listStorageAreas(by.kitchen);
}

export function deleteStorageArea(by: MockActor, id: number): TDeleteReply {
  const { inventory } = by.kitchen;
  const area = inventory.areas.get(id);
  if (!area) throw notFound(M.areaNotFound);
  if (inventory.counts.some((c) => c.storageAreaId === id)) throw conflict(M.areaInUse(area.name));
  inventory.areas.delete(id);
  return deletedReply(area.name);
}

/** The kitchen's ingredients named by lines, each existing (404) and converting the line's units (400). */
function checked(
  kitchen: MockKitchen,
  lines: { ingredient?: { id: number } | null; units?: string | null }[],
): MockIngredient[] {
  return lines.map((line, index) => {
    const ingredient = kitchen.ingredients.get(line.ingredient!.id);
    if (!ingredient) throw notFound(M.ingredientNotFound(line.ingredient!.id));
    const units = line.units as string;
    if (toStockUnits(ingredient, { quantity: 1, units }) === null) {
      throw fieldError(
        `lines.${index}`,
        M.noConversion(ingredient.name, units, ingredient.costUnits ?? units),
      );
    }
    return ingredient;
  });
}

export function createCount(by: MockActor, body: TCountRequest): TCount {
  const { kitchen } = by;
  const area = kitchen.inventory.areas.get(body.storageArea!.id);
  if (!area) throw notFound(M.areaNotFound);
  const ingredients = checked(kitchen, body.lines);
  ingredients.forEach((ingredient, index) => {
    if (ingredients.indexOf(ingredient) !== index)
      throw fieldError(`lines.${index}`, M.countTwice(ingredient.name));
  });
  const count = {
    id: nextId('count'),
    storageAreaId: area.id,
    at: body.date ? new Date(body.date) : new Date(),
    by: by.user.login,
    lines: body.lines.map((l) => ({
      ingredientId: l.ingredient!.id,
      quantity: l.quantity,
      units: l.units as string,
    })),
  };
  kitchen.inventory.counts.push(count);
  return toCount(kitchen, count);
}

function toCount(kitchen: MockKitchen, count: MockKitchen['inventory']['counts'][number]): TCount {
  return {
    id: count.id,
    storageArea: {
      id: count.storageAreaId,
      name: kitchen.inventory.areas.get(count.storageAreaId)?.name ?? '',
    },
    date: count.at.toISOString(),
    countedBy: count.by,
    lines: count.lines.map((l) => ({
      ingredient: { id: l.ingredientId, name: kitchen.ingredients.get(l.ingredientId)?.name ?? '' },
      quantity: l.quantity,
      units: l.units,
    })),
  };
}

export const listCounts = (kitchen: MockKitchen, storageAreaId?: number, limit = 50): TCount[] =>
  kitchen.inventory.counts
    .filter((c) => storageAreaId === undefined || c.storageAreaId === storageAreaId)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, limit)
    .map((c) => toCount(kitchen, c));

/** The lines of each area's last count at or before `at`, with their area, in walking order. */
function lastCountLines(kitchen: MockKitchen, at: Date): (MockDated & TAreaCount)[] {
  const latest = new Map<number, MockKitchen['inventory']['counts'][number]>();
  for (const c of kitchen.inventory.counts) {
    if (c.at > at) continue;
    const was = latest.get(c.storageAreaId);
    if (!was || c.at > was.at || (c.at.getTime() === was.at.getTime() && c.id > was.id))
      latest.set(c.storageAreaId, c);
  }
  const areas = listStorageAreas(kitchen);
  return areas.flatMap((area) => {
    const count = latest.get(area.id);
    const storageArea = { id: area.id, name: area.name };
    return count ? count.lines.map((l) => ({ ...l, at: count.at, storageArea })) : [];
  });
}

/** Each completed event's use (its plan), as the server's stock service works it out. */
const usesOf = (kitchen: MockKitchen, events: MockEvent[]) =>
  events.map((e) => ({
    start: e.start,
    needs: eventNeeds(kitchen, [e]).needs.map((n) => ({
      ingredientId: n.ingredient.id,
      quantity: n.quantity,
      units: n.units,
    })),
  }));

const completedBetween = (kitchen: MockKitchen, from: Date, to: Date): MockEvent[] =>
  [...kitchen.events.values()]
    .filter((e) => e.status === 'COMPLETED' && e.start > from && e.start <= to)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);

const stockIngredients = (kitchen: MockKitchen): MockIngredient[] => {
  const { counts, receipts, waste } = kitchen.inventory;
  const moved = new Set([
    ...counts.flatMap((c) => c.lines.map((l) => l.ingredientId)),
    ...receipts.map((r) => r.ingredientId),
    ...waste.map((w) => w.ingredientId),
  ]);
  return [...kitchen.ingredients.values()]
    .filter((i) => i.parLevel || moved.has(i.id))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
};

/** On hand at `at` (the server's stock service): last counts + received − used − wasted since. */
function stockEntries(kitchen: MockKitchen, at: Date) {
  const counted = lastCountLines(kitchen, at);
  const uses = usesOf(kitchen, completedBetween(kitchen, SINCE_EVER, at));
  return stockIngredients(kitchen).map((ingredient) => {
    const mine = counted.filter((c) => c.ingredientId === ingredient.id);
    const since = mine.length > 0 ? new Date(Math.max(...mine.map((c) => c.at.getTime()))) : null;
    const after = (list: MockDated[]): TQuantity[] =>
      list.filter((q) => q.ingredientId === ingredient.id && (since === null || q.at > since) && q.at <= at);
    const used = uses
      .filter((u) => since === null || u.start > since)
      .flatMap((u) => u.needs.filter((n) => n.ingredientId === ingredient.id));
    const line = stockLine(
      ingredient,
      {
        counted: mine,
        received: after(kitchen.inventory.receipts),
        used,
        wasted: after(kitchen.inventory.waste),
      },
      ingredient.parLevel ?? null,
    );
    return { ingredient, line, since, areas: areaStock(ingredient, line, mine) };
  });
}

const purchasable = (i: MockIngredient): TPurchasable => ({
  ...i,
  vendor: { id: i.vendor.id, name: i.vendor.name },
});

/**
 * What the order guide orders back up to (the server's order guide service): every ingredient with
 * stock, a par or a demand, with what open purchase orders still bring.
 */
export function orderLevels(kitchen: MockKitchen, at: Date, needs: ReadonlyArray<TNeed>): TStockLevel[] {
  const entries = stockEntries(kitchen, at);
  const onOrder = kitchen.inventory.purchaseOrders
    .filter((po) => po.status !== 'RECEIVED')
    .flatMap((po) =>
      po.lines.map((l) => ({
        ingredientId: l.ingredientId,
        quantity: packsLeft(l) * l.packSize,
        units: l.units,
      })),
    );
  return stockLevels(
    [...entries.map((e) => purchasable(e.ingredient)), ...needs.map((n) => n.ingredient)],
    new Map(entries.map((e) => [e.ingredient.id, e.line])),
    onOrder,
  );
}

export function inventory(kitchen: MockKitchen): TInventory {
  const lines = stockEntries(kitchen, new Date()).map(({ ingredient, line, since, areas }) => ({
    ...line,
    areas,
    vendor: { id: ingredient.vendor.id, name: ingredient.vendor.name },
    countedAt: since?.toISOString() ?? null,
    parLevel: ingredient.parLevel ?? null,
  }));
  return { lines, value: lines.reduce((sum, l) => sum + (l.value ?? 0), 0) };
}

export function createWaste(by: MockActor, body: TWasteRequest): TWasteEntry {
  const [ingredient] = checked(by.kitchen, [body]);
  const entry = {
    id: nextId('waste'),
    ingredientId: ingredient.id,
    quantity: body.quantity,
    units: body.units as string,
    reason: body.reason,
    note: body.note ?? null,
    at: body.date ? new Date(body.date) : new Date(),
    by: by.user.login,
  };
  by.kitchen.inventory.waste.push(entry);
  return toWaste(by.kitchen, entry);
}

const toWaste = (kitchen: MockKitchen, w: MockKitchen['inventory']['waste'][number]): TWasteEntry => ({
  id: w.id,
  ingredient: { id: w.ingredientId, name: kitchen.ingredients.get(w.ingredientId)?.name ?? '' },
  quantity: w.quantity,
  units: w.units,
  reason: w.reason,
  date: w.at.toISOString(),
  note: w.note,
  loggedBy: w.by,
});

export const listWaste = (kitchen: MockKitchen): TWasteEntry[] =>
  [...kitchen.inventory.waste]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, 500)
    .map((w) => toWaste(kitchen, w));

export function variance(kitchen: MockKitchen, fromText: string, toText: string): TVariance {
  const [from, to] = [new Date(fromText), new Date(toText)];
  if (!(to > from)) throw fieldError('to', M.varianceRange);
  const between = <Q extends MockDated>(list: Q[]) => list.filter((q) => q.at > from && q.at <= to);
  const events = completedBetween(kitchen, from, to);
  const figures = varianceFigures(stockIngredients(kitchen), {
    opening: lastCountLines(kitchen, from),
    closing: lastCountLines(kitchen, to),
    received: between(kitchen.inventory.receipts),
    theoretical: usesOf(kitchen, events).flatMap((u) => u.needs),
    wasted: between(kitchen.inventory.waste),
  });
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    events: events.map((e) => ({ id: e.id, title: e.title, start: e.start.toISOString() })),
    ...figures,
  };
}

/** The variance over time (the server's): one period per pair of consecutive stocktakes. */
export function varianceHistory(kitchen: MockKitchen, fromText?: string, toText?: string): TVarianceHistory {
  const to = toText ? new Date(toText) : new Date();
  const from = fromText ? new Date(fromText) : null;
  if (from && !(to > from)) throw fieldError('to', M.varianceRange);
  const moments = stocktakes(
    kitchen.inventory.counts.filter((c) => (!from || c.at >= from) && c.at <= to).map((c) => c.at),
  );
  if (moments.length < 2) return { periods: [] };
  const [first, last] = [moments[0], moments[moments.length - 1]];
  const within = <Q extends MockDated>(list: Q[]) => list.filter((q) => q.at > first && q.at <= last);
  const periods = historyOf(stockIngredients(kitchen), {
    moments,
    counted: moments.flatMap((m, moment) => lastCountLines(kitchen, m).map((l) => ({ ...l, moment }))),
    received: within(kitchen.inventory.receipts),
    wasted: within(kitchen.inventory.waste),
    uses: usesOf(kitchen, completedBetween(kitchen, first, last)),
  });
  return varianceHistoryReply(periods);
}

export const toPurchaseOrder = (po: MockPurchaseOrder): TPurchaseOrder => ({
  id: po.id,
  number: po.number,
  vendor: po.vendor,
  date: po.at.toISOString(),
  status: po.status,
  ...purchaseOrderFigures(po.lines),
  createdBy: po.by,
});

export function purchaseOrderOf(kitchen: MockKitchen, id: number): MockPurchaseOrder {
  const po = kitchen.inventory.purchaseOrders.find((p) => p.id === id);
  if (!po) throw notFound(M.purchaseOrderNotFound);
  return po;
}

export const listPurchaseOrders = (kitchen: MockKitchen): TPurchaseOrder[] =>
  [...kitchen.inventory.purchaseOrders].sort((a, b) => b.number - a.number).map(toPurchaseOrder);

export function createPurchaseOrders(by: MockActor, body: TPurchaseOrderRequest): TPurchaseOrder[] {
  const { kitchen } = by;
  const guide = buildOrderGuide(kitchen, { ...body, toPar: true });
  const orders = guide.vendors
    .map((v) => ({ ...v, lines: v.lines.filter((l) => l.packs > 0) }))
    .filter((v) => v.lines.length > 0);
  if (orders.length === 0) throw new MockError(400, M.nothingToOrder);
  const now = new Date();
  return orders.map((order) => {
    const po: MockPurchaseOrder = {
      id: nextId('purchaseOrder'),
      number: Math.max(0, ...kitchen.inventory.purchaseOrders.map((p) => p.number)) + 1,
      vendor: order.vendor,
      at: now,
      status: 'OPEN',
      by: by.user.login,
      lines: order.lines.map((l) => ({
        ingredientId: l.ingredientId,
        name: l.name,
        packs: l.packs,
        packSize: l.packSize,
        units: l.units,
        packCost: l.packCost,
        receivedPacks: 0,
      })),
    };
    kitchen.inventory.purchaseOrders.push(po);
    return toPurchaseOrder(po);
  });
}

/** Receives packs (all or part): on hand up, the price paid in the price history (from a delivery). */
export function receivePurchaseOrder(by: MockActor, id: number, body: TReceiveRequest): TPurchaseOrder {
  const { kitchen } = by;
  const po = purchaseOrderOf(kitchen, id);
  if (po.status === 'RECEIVED') throw conflict(M.alreadyReceived);
  // Checked first, applied after: a wrong line changes nothing.
  const picked = body.lines.map((line, index) => {
    const stored = po.lines.find((l) => l.ingredientId === line.ingredient!.id);
    if (!stored) throw fieldError(`lines.${index}`, M.notOnOrder(`Ingredient ${line.ingredient!.id}`));
    if (overReceived(stored, line.packs))
      throw fieldError(`lines.${index}`, M.overReceived(stored.name, packsLeft(stored)));
    return { line, stored };
  });
  const now = new Date();
  const at = body.date ? new Date(body.date) : now;
  for (const { line, stored } of picked) {
    if (line.packs === 0) continue;
    const packCost = line.packCost ?? stored.packCost;
    stored.receivedPacks += line.packs;
    kitchen.inventory.receipts.push({
      ingredientId: stored.ingredientId,
      quantity: line.packs * stored.packSize,
      units: stored.units,
      at,
    });
    kitchen.prices.push({
      ingredientId: stored.ingredientId,
      cost: packCost,
      costAmount: stored.packSize,
      costUnits: stored.units,
      changedAt: now,
      changedBy: by.user.login,
      source: 'delivery',
    });
    const ingredient = kitchen.ingredients.get(stored.ingredientId);
    if (ingredient && ingredient.costAmount === stored.packSize && ingredient.costUnits === stored.units) {
      if (ingredient.cost !== packCost)
        Object.assign(ingredient, { cost: packCost }, updated(ingredient, by, now));
    }
  }
  po.status = purchaseOrderStatus(po.lines);
  return toPurchaseOrder(po);
}
