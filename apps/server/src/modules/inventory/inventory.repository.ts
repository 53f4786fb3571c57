import type { TConversionInput } from '@brigade/core';
import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  ingredients,
  inventoryCountLines,
  inventoryCounts,
  inventoryReceipts,
  inventoryWaste,
  storageAreas,
} from '../../db/schema/index.ts';
import { intArrayValue, jsonArray } from '../../db/sql-arrays.ts';

/** An ingredient as stock needs it: its pack, yield, conversions, vendor and par level. */
export type TStockIngredientRow = {
  id: number;
  name: string;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
  yieldPercent: number;
  vendorId: number;
  vendorName: string;
  parQuantity: number | null;
  parUnits: string | null;
  conversions: TConversionInput[];
};

/** A dated quantity of an ingredient (a count line, a receipt, waste). */
export type TDatedQuantity = { ingredientId: number; quantity: number; units: string; at: Date };
/** A count line with the storage area it was counted in. */
export type TCountedQuantity = TDatedQuantity & { storageArea: { id: number; name: string } };

type TCountedRow = {
  ingredientId: number;
  quantity: number;
  units: string;
  at: string;
  storageAreaId: number;
  areaName: string;
};
const countedQuantity = (r: TCountedRow): TCountedQuantity => ({
  ingredientId: r.ingredientId,
  quantity: Number(r.quantity),
  units: r.units,
  at: new Date(r.at),
  storageArea: { id: r.storageAreaId, name: r.areaName },
});

const idArray = (list: number[]) => sql`${intArrayValue(list)}::integer[]`;

/**
 * The lines of each storage area's last count at or before each of these moments, in one statement,
 * with their area, in walking order; every line tagged with the index of its moment.
 */
async function countLinesAt(
  db: Executor,
  kitchenId: number,
  moments: Date[],
): Promise<(TCountedQuantity & { moment: number })[]> {
  if (moments.length === 0) return [];
  const rows = await jsonArray<TCountedRow & { moment: number }>(
    db,
    sql`SELECT json_agg(json_build_object('moment', m.index - 1, 'ingredientId', l.ingredient_id,
          'quantity', l.quantity, 'units', l.units, 'at', c.counted_at, 'storageAreaId', a.id,
          'areaName', a.name) ORDER BY m.index, a.position, a.id, l.id)
        FROM unnest(${`{${moments.map((m) => `"${m.toISOString()}"`).join(',')}}`}::timestamptz[])
          WITH ORDINALITY AS m(at, index)
        CROSS JOIN LATERAL (SELECT DISTINCT ON (storage_area_id) id, storage_area_id, counted_at
              FROM inventory_counts
              WHERE kitchen_id = ${kitchenId} AND counted_at <= m.at
              ORDER BY storage_area_id, counted_at DESC, id DESC) c
        JOIN storage_areas a ON a.kitchen_id = ${kitchenId} AND a.id = c.storage_area_id
        JOIN inventory_count_lines l ON l.kitchen_id = ${kitchenId} AND l.count_id = c.id`,
  );
  return rows.map((r) => ({ ...countedQuantity(r), moment: Number(r.moment) }));
}

/** SQL of counts, receipts, the waste log and the ingredients stock is about; every query by kitchen. */
export function inventoryRepository(db: Executor) {
  return {
    /**
     * The ingredients with stock history or a par level (or these ids), with their conversions: one
     * statement.
     */
    stockIngredients(kitchenId: number, ids?: number[]): Promise<TStockIngredientRow[]> {
      const which =
        ids === undefined
          ? sql`(i.par_quantity IS NOT NULL
              OR EXISTS (SELECT 1 FROM inventory_count_lines l WHERE l.kitchen_id = i.kitchen_id AND l.ingredient_id = i.id)
              OR EXISTS (SELECT 1 FROM inventory_receipts r WHERE r.kitchen_id = i.kitchen_id AND r.ingredient_id = i.id)
              OR EXISTS (SELECT 1 FROM inventory_waste w WHERE w.kitchen_id = i.kitchen_id AND w.ingredient_id = i.id))`
          : sql`i.id = ANY(${idArray(ids)})`;
      return jsonArray<TStockIngredientRow>(
        db,
        sql`SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'cost', i.cost,
            'costAmount', i.cost_amount, 'costUnits', i.cost_units, 'yieldPercent', i.yield_percent,
            'vendorId', i.vendor_id, 'vendorName', v.name, 'parQuantity', i.par_quantity, 'parUnits', i.par_units,
            'conversions', (SELECT coalesce(json_agg(json_build_object('quantityStart', c.quantity_start,
                'unitsStart', c.units_start, 'quantityEnd', c.quantity_end, 'unitsEnd', c.units_end)
                ORDER BY c.position), '[]'::json)
              FROM conversions c WHERE c.kitchen_id = i.kitchen_id AND c.ingredient_id = i.id))
            ORDER BY lower(i.name), i.id)
          FROM ingredients i JOIN vendors v ON v.kitchen_id = i.kitchen_id AND v.id = i.vendor_id
          WHERE i.kitchen_id = ${kitchenId} AND ${which}`,
      );
    },

    /**
     * The lines of each storage area's last count at or before `at` (what was on the shelves then),
     * with their area, in walking order.
     */
    async lastCountLines(kitchenId: number, at: Date): Promise<TCountedQuantity[]> {
      return (await countLinesAt(db, kitchenId, [at])).map(({ moment: _m, ...line }) => line);
    },

    /**
     * When the kitchen counted (any area) after `from` (ever when null) up to `to`: the latest
     * `limit` moments, newest first.
     */
    async countMoments(kitchenId: number, from: Date | null, to: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .selectDistinct({ at: inventoryCounts.countedAt })
        .from(inventoryCounts)
        .where(
          and(
            eq(inventoryCounts.kitchenId, kitchenId),
            from ? gte(inventoryCounts.countedAt, from) : undefined,
            lte(inventoryCounts.countedAt, to),
          ),
        )
        .orderBy(desc(inventoryCounts.countedAt))
        .limit(limit);
      return rows.map((r) => r.at);
    },

    /**
     * `lastCountLines` at each of these moments, in one statement: every line tagged with the index
     * of its moment.
     */
    countLinesAt: (kitchenId: number, moments: Date[]) => countLinesAt(db, kitchenId, moments),

    /** Receipts after `from` (all when null) up to `to`. */
    async receipts(kitchenId: number, from: Date | null, to: Date): Promise<TDatedQuantity[]> {
      const rows = await db
        .select({
          ingredientId: inventoryReceipts.ingredientId,
          quantity: inventoryReceipts.quantity,
          units: inventoryReceipts.units,
          at: inventoryReceipts.receivedAt,
        })
        .from(inventoryReceipts)
        .where(
          and(
            eq(inventoryReceipts.kitchenId, kitchenId),
            from ? gt(inventoryReceipts.receivedAt, from) : undefined,
            lte(inventoryReceipts.receivedAt, to),
          ),
        );
      return rows;
    },

    /** Waste after `from` (all when null) up to `to`, newest first. */
    waste(kitchenId: number, from: Date | null, to: Date) {
      return db
        .select({
          id: inventoryWaste.id,
          ingredientId: inventoryWaste.ingredientId,
          name: ingredients.name,
          quantity: inventoryWaste.quantity,
          units: inventoryWaste.units,
          reason: inventoryWaste.reason,
          note: inventoryWaste.note,
          at: inventoryWaste.wastedAt,
          loggedBy: inventoryWaste.loggedBy,
        })
        .from(inventoryWaste)
        .innerJoin(
          ingredients,
          and(
            eq(ingredients.kitchenId, inventoryWaste.kitchenId),
            eq(ingredients.id, inventoryWaste.ingredientId),
          ),
        )
        .where(
          and(
            eq(inventoryWaste.kitchenId, kitchenId),
            from ? gt(inventoryWaste.wastedAt, from) : undefined,
            lte(inventoryWaste.wastedAt, to),
          ),
        )
        .orderBy(desc(inventoryWaste.wastedAt), desc(inventoryWaste.id));
    },

    async insertWaste(row: typeof inventoryWaste.$inferInsert) {
      const [saved] = await db.insert(inventoryWaste).values(row).returning({ id: inventoryWaste.id });
      return saved.id;
    },

    async insertReceipts(rows: (typeof inventoryReceipts.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(inventoryReceipts).values(rows);
    },

    /** A count with its lines; answers its id. */
    async insertCount(
      count: Omit<typeof inventoryCounts.$inferInsert, 'id'>,
      lines: { ingredientId: number; quantity: number; units: string }[],
    ): Promise<number> {
      const [saved] = await db.insert(inventoryCounts).values(count).returning({ id: inventoryCounts.id });
      await db
        .insert(inventoryCountLines)
        .values(lines.map((l) => ({ ...l, kitchenId: count.kitchenId, countId: saved.id })));
      return saved.id;
    },

    /** Counts (of one area, or all), newest first, with their lines in entry order. */
    async counts(kitchenId: number, storageAreaId: number | undefined, limit: number) {
      const heads = await db
        .select({
          id: inventoryCounts.id,
          storageAreaId: inventoryCounts.storageAreaId,
          areaName: storageAreas.name,
          countedAt: inventoryCounts.countedAt,
          countedBy: inventoryCounts.countedBy,
        })
        .from(inventoryCounts)
        .innerJoin(
          storageAreas,
          and(
            eq(storageAreas.kitchenId, inventoryCounts.kitchenId),
            eq(storageAreas.id, inventoryCounts.storageAreaId),
          ),
        )
        .where(
          and(
            eq(inventoryCounts.kitchenId, kitchenId),
            storageAreaId === undefined ? undefined : eq(inventoryCounts.storageAreaId, storageAreaId),
          ),
        )
        .orderBy(desc(inventoryCounts.countedAt), desc(inventoryCounts.id))
        .limit(limit);
      if (heads.length === 0) return [];
      const lines = await db
        .select({
          countId: inventoryCountLines.countId,
          ingredientId: inventoryCountLines.ingredientId,
          name: ingredients.name,
          quantity: inventoryCountLines.quantity,
          units: inventoryCountLines.units,
        })
        .from(inventoryCountLines)
        .innerJoin(
          ingredients,
          and(
            eq(ingredients.kitchenId, inventoryCountLines.kitchenId),
            eq(ingredients.id, inventoryCountLines.ingredientId),
          ),
        )
        .where(
          and(
            eq(inventoryCountLines.kitchenId, kitchenId),
            inArray(
              inventoryCountLines.countId,
              heads.map((h) => h.id),
            ),
          ),
        )
        .orderBy(asc(inventoryCountLines.id));
      return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.countId === h.id) }));
    },
  };
}
