import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredients, purchaseOrderLines, purchaseOrders } from '../../db/schema/index.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;

/** SQL of purchase orders and their lines; every query by kitchen. */
export function purchaseOrdersRepository(db: Executor) {
  const one = (kitchenId: number, id: number) =>
    and(eq(purchaseOrders.kitchenId, kitchenId), eq(purchaseOrders.id, id));
  const linesOf = (kitchenId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as PurchaseOrderLineRow[])
      : db
          .select()
          .from(purchaseOrderLines)
          .where(
            and(
              eq(purchaseOrderLines.kitchenId, kitchenId),
              inArray(purchaseOrderLines.purchaseOrderId, ids),
            ),
          )
          .orderBy(asc(purchaseOrderLines.id));
  return {
    /** Numbers are handed out one at a time per kitchen: this transaction holds the kitchen's number lock. */
    async nextNumber(kitchenId: number): Promise<number> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('purchase_orders'), ${kitchenId})`);
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${purchaseOrders.number}), 0)::int` })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.kitchenId, kitchenId));
      return Number(row.last) + 1;
    },

    async insert(
      order: Omit<typeof purchaseOrders.$inferInsert, 'id'>,
      lines: Omit<typeof purchaseOrderLines.$inferInsert, 'id' | 'kitchenId' | 'purchaseOrderId'>[],
    ): Promise<number> {
      const [saved] = await db.insert(purchaseOrders).values(order).returning({ id: purchaseOrders.id });
      await db
        .insert(purchaseOrderLines)
        .values(lines.map((l) => ({ ...l, kitchenId: order.kitchenId, purchaseOrderId: saved.id })));
      return saved.id;
    },

    async list(kitchenId: number, limit = 200) {
      const heads = await db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.kitchenId, kitchenId))
        .orderBy(desc(purchaseOrders.number))
        .limit(limit);
      const lines = await linesOf(
        kitchenId,
        heads.map((h) => h.id),
      );
      return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.purchaseOrderId === h.id) }));
    },

    async get(kitchenId: number, id: number, forUpdate = false) {
      const query = db.select().from(purchaseOrders).where(one(kitchenId, id));
      const [head] = forUpdate ? await query.for('update') : await query;
      if (!head) return undefined;
      return { ...head, lines: await linesOf(kitchenId, [id]) };
    },

    async setReceived(kitchenId: number, lineId: number, receivedPacks: number) {
      await db
        .update(purchaseOrderLines)
        .set({ receivedPacks })
        .where(and(eq(purchaseOrderLines.kitchenId, kitchenId), eq(purchaseOrderLines.id, lineId)));
    },

    async setStatus(kitchenId: number, id: number, status: string, by: string, now: Date) {
      await db
        .update(purchaseOrders)
        .set({ status, modifiedBy: by, updatedAt: now })
        .where(one(kitchenId, id));
    },

    /** What open purchase orders still bring, per ingredient, in each line's pack units. */
    onOrder: (kitchenId: number) =>
      db
        .select({
          ingredientId: purchaseOrderLines.ingredientId,
          quantity: sql<number>`sum((${purchaseOrderLines.packs} - ${purchaseOrderLines.receivedPacks}) * ${purchaseOrderLines.packSize})::float8`,
          units: purchaseOrderLines.units,
        })
        .from(purchaseOrderLines)
        .innerJoin(
          purchaseOrders,
          and(
            eq(purchaseOrders.kitchenId, purchaseOrderLines.kitchenId),
            eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId),
          ),
        )
        .where(and(eq(purchaseOrderLines.kitchenId, kitchenId), sql`${purchaseOrders.status} <> 'RECEIVED'`))
        .groupBy(purchaseOrderLines.ingredientId, purchaseOrderLines.units),

    /** The price paid becomes the ingredient's price when its pack is still the one ordered. */
    async updateCostIfSamePack(
      kitchenId: number,
      ingredientId: number,
      pack: { cost: number; costAmount: number; costUnits: string },
      by: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(ingredients)
        .set({ cost: pack.cost, modifiedBy: by, updatedAt: now, version: sql`${ingredients.version} + 1` })
        .where(
          and(
            eq(ingredients.kitchenId, kitchenId),
            eq(ingredients.id, ingredientId),
            eq(ingredients.costAmount, pack.costAmount),
            eq(ingredients.costUnits, pack.costUnits),
            sql`${ingredients.cost} IS DISTINCT FROM ${pack.cost}`,
          ),
        )
        .returning({ id: ingredients.id });
      return rows.length > 0;
    },
  };
}
