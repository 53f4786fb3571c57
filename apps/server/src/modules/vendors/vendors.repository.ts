import type { TListFilter, TSort, TVendorFilterField, TVendorSortField } from '@brigade/core';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matchesWords, nameKey } from '../../db/name-search.ts';
import { vendors } from '../../db/schema/index.ts';
import { listFilterWhere } from '../list-filter.ts';
import { bytewise, listOrder } from '../list-order.ts';

export type VendorRow = {
  id: number;
  name: string;
  ingredientCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  modifiedBy: string | null;
};

/**
 * The number of the vendor's ingredients: one index-only count per vendor row, no N+1 round trips.
 * Spelled out in SQL: Drizzle leaves columns unqualified in single-table selects, which inside a
 * subquery would resolve to the subquery's own table.
 */
const ingredientCount = sql<number>`(SELECT count(*)::int FROM ingredients AS vendor_ingredients
  WHERE vendor_ingredients.kitchen_id = "vendors"."kitchen_id" AND vendor_ingredients.vendor_id = "vendors"."id")`;

const columns = {
  id: vendors.id,
  name: vendors.name,
  ingredientCount,
  version: vendors.version,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
  createdBy: vendors.createdBy,
  modifiedBy: vendors.modifiedBy,
};

/** SQL of vendors. Every call is scoped by the caller's kitchen; takes the db or a transaction. */
export function vendorsRepository(db: Executor) {
  const inKitchen = (kitchenId: number, ...more: (SQL | undefined)[]) =>
    and(eq(vendors.kitchenId, kitchenId), ...more);

  return {
    /** One page of the kitchen's vendors whose name matches every search word, by name. */
    async list(
      kitchenId: number,
      words: string[],
      offset: number,
      limit: number,
      sort?: TSort<TVendorSortField>,
      filter?: TListFilter<TVendorFilterField>,
    ) {
      const where = inKitchen(
        kitchenId,
        matchesWords(vendors.nameKey, words),
        listFilterWhere(filter, { name: vendors.nameKey, ingredientCount }),
      );
      const rows: VendorRow[] = await db
        .select(columns)
        .from(vendors)
        .where(where)
        .orderBy(
          listOrder(sort, { name: bytewise(vendors.nameKey), ingredientCount }, vendors.nameKey, vendors.id),
        )
        .limit(limit)
        .offset(offset);
      // A short page tells the total without counting (unless it is past the end).
      if (rows.length < limit && (rows.length > 0 || offset === 0))
        return { rows, total: offset + rows.length };
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(vendors).where(where);
      return { rows, total };
    },

    async findById(kitchenId: number, id: number): Promise<VendorRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(vendors)
        .where(inKitchen(kitchenId, eq(vendors.id, id)));
      return row;
    },

    /** The kitchen's vendors' names by id (the order guide groups its lines by vendor). */
    async names(kitchenId: number): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(eq(vendors.kitchenId, kitchenId));
      return new Map(rows.map((v) => [v.id, v.name]));
    },

    /** Whether the kitchen has this vendor (no count: the save path of ingredients asks this). */
    async exists(kitchenId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(inKitchen(kitchenId, eq(vendors.id, id)));
      return row !== undefined;
    },

    /** The kitchen's vendor of this name ignoring case, other than `exceptId`. */
    async findByName(kitchenId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(
          inKitchen(
            kitchenId,
            sql`lower(${vendors.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(vendors.id, exceptId),
          ),
        );
      return row;
    },

    /** `by`: the member's login (created_by and modified_by). */
    async insert(kitchenId: number, name: string, by: string, now: Date): Promise<number> {
      const [row] = await db
        .insert(vendors)
        .values({
          kitchenId,
          name,
          nameKey: nameKey(name),
          createdBy: by,
          modifiedBy: by,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: vendors.id });
      return row.id;
    },

    /**
     * Updates the vendor (its name, the one field a vendor has) if it is still at `version` (any
     * version when null; it then goes up by one), in one statement: of two updates from one version,
     * PostgreSQL makes the second wait and then finds the version moved on. False when nothing was
     * updated (stale, or gone).
     */
    async update(
      kitchenId: number,
      id: number,
      name: string,
      version: number | null,
      by: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(vendors)
        .set({
          name,
          nameKey: nameKey(name),
          modifiedBy: by,
          updatedAt: now,
          version: sql`${vendors.version} + 1`,
        })
        .where(
          inKitchen(
            kitchenId,
            eq(vendors.id, id),
            version === null ? undefined : eq(vendors.version, version),
          ),
        )
        .returning({ id: vendors.id });
      return rows.length > 0;
    },

    /** False when there was nothing to delete (deleted meanwhile). */
    async delete(kitchenId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(vendors)
        .where(inKitchen(kitchenId, eq(vendors.id, id)))
        .returning({ id: vendors.id });
      return rows.length > 0;
    },
  };
}

export type VendorsRepository = ReturnType<typeof vendorsRepository>;
