import {
  INVENTORY_MESSAGES as M,
  overReceived,
  packsLeft,
  purchaseOrderFigures,
  purchaseOrderStatus,
  type TPurchaseOrder,
  type TPurchaseOrderRequest,
  type TReceiveRequest,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../activity/record-activity.ts';
import { priceHistoryRepository } from '../ingredients/price-history.repository.ts';
import { inventoryRepository } from '../inventory/inventory.repository.ts';
import { orderGuideService } from './order-guide.service.ts';
import {
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
  purchaseOrdersRepository,
} from './purchase-orders.repository.ts';

type Loaded = PurchaseOrderRow & { lines: PurchaseOrderLineRow[] };

function toPurchaseOrder(order: Loaded): TPurchaseOrder {
  return {
    id: order.id,
    number: order.number,
    vendor: { id: order.vendorId, name: order.vendorName },
    date: order.orderedAt.toISOString(),
    status: order.status as TPurchaseOrder['status'],
    ...purchaseOrderFigures(order.lines),
    createdBy: order.createdBy,
  };
}

/** Purchase orders: an order guide made into one order per vendor, then received. */
export function purchaseOrdersService({ db, clock }: { db: Executor; clock: Clock }) {
  const guides = orderGuideService(db, () => clock.now());
  return {
    /**
     * The order guide of these events (none: order to par) as one purchase order per vendor with
     * something to buy, numbered in the kitchen; all of them in one transaction.
     */
    async create(by: Actor, body: TPurchaseOrderRequest): Promise<TPurchaseOrder[]> {
      const guide = await guides.build(by.kitchenId, {
        startDate: body.startDate,
        endDate: body.endDate,
        eventIds: body.eventIds,
        includeTentative: body.includeTentative,
        vendorId: body.vendorId,
        toPar: true,
      });
      const orders = guide.vendors
        .map((v) => ({ ...v, lines: v.lines.filter((l) => l.packs > 0) }))
        .filter((v) => v.lines.length > 0);
      if (orders.length === 0) throw badRequest(M.nothingToOrder);
      return db.transaction(async (tx) => {
        const repo = purchaseOrdersRepository(tx);
        const now = clock.now();
        const created: TPurchaseOrder[] = [];
        for (const order of orders) {
          const number = await repo.nextNumber(by.kitchenId);
          const id = await repo.insert(
            {
              kitchenId: by.kitchenId,
              number,
              vendorId: order.vendor.id,
              vendorName: order.vendor.name,
              orderedAt: now,
              status: 'OPEN',
              createdBy: by.login,
              modifiedBy: by.login,
              createdAt: now,
              updatedAt: now,
            },
            order.lines.map((l) => ({
              ingredientId: l.ingredientId,
              name: l.name,
              packs: l.packs,
              packSize: l.packSize,
              units: l.units,
              packCost: l.packCost,
            })),
          );
          created.push(toPurchaseOrder((await repo.get(by.kitchenId, id))!));
        }
        return created;
      });
    },

    list: async (kitchenId: number) =>
      (await purchaseOrdersRepository(db).list(kitchenId)).map(toPurchaseOrder),

    async get(kitchenId: number, id: number): Promise<TPurchaseOrder> {
      const order = await purchaseOrdersRepository(db).get(kitchenId, id);
      if (!order) throw notFound(M.purchaseOrderNotFound);
      return toPurchaseOrder(order);
    },

    /**
     * Receives packs of some lines (all or part): each adds packs × pack size to on hand, records the
     * price paid in the price history (from a delivery) and, when the ingredient's pack is still the
     * one ordered, makes it the ingredient's price. One transaction; a wrong line changes nothing.
     */
    receive: (by: Actor, id: number, body: TReceiveRequest): Promise<TPurchaseOrder> =>
      db.transaction(async (tx) => {
        const repo = purchaseOrdersRepository(tx);
        const order = await repo.get(by.kitchenId, id, true);
        if (!order) throw notFound(M.purchaseOrderNotFound);
        if (order.status === 'RECEIVED') throw conflict(M.alreadyReceived);
        const now = clock.now();
        const at = body.date ? new Date(body.date) : now;
        const byIngredient = new Map(order.lines.map((l) => [l.ingredientId, l]));
        const receipts = [];
        const prices = [];
        for (const [index, line] of body.lines.entries()) {
          const stored = byIngredient.get(line.ingredient!.id);
          const field = `lines.${index}`;
          if (!stored) {
            const message = M.notOnOrder(`Ingredient ${line.ingredient!.id}`);
            throw badRequest(message, [{ field, message }]);
          }
          if (overReceived(stored, line.packs)) {
            const message = M.overReceived(stored.name, packsLeft(stored));
            throw badRequest(message, [{ field, message }]);
          }
          if (line.packs === 0) continue;
          const packCost = line.packCost ?? stored.packCost;
          stored.receivedPacks += line.packs;
          receipts.push({
            kitchenId: by.kitchenId,
            purchaseOrderId: order.id,
            ingredientId: stored.ingredientId,
            quantity: line.packs * stored.packSize,
            units: stored.units,
            packCost,
            receivedAt: at,
            receivedBy: by.login,
          });
          prices.push({
            ingredientId: stored.ingredientId,
            cost: packCost,
            costAmount: stored.packSize,
            costUnits: stored.units,
          });
          await repo.setReceived(by.kitchenId, stored.id, stored.receivedPacks);
        }
        await inventoryRepository(tx).insertReceipts(receipts);
        for (const p of prices)
          await repo.updateCostIfSamePack(by.kitchenId, p.ingredientId, p, by.login, now);
        await priceHistoryRepository(tx).recordDelivery(by.kitchenId, prices, by.login, now);
        const status = purchaseOrderStatus(order.lines);
        await repo.setStatus(by.kitchenId, order.id, status, by.login, now);
        return toPurchaseOrder({ ...order, status });
      }),
  };
}
