import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredients, vendors } from '../../db/schema/index.ts';

/** Rows per INSERT: ~20 columns an ingredient, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** pg_advisory_xact_lock(namespace, kitchen): imports of one kitchen take turns (vendors found or made once). */
const INGREDIENT_IMPORT_LOCK = 0x696d7069; // 'impi'

/** The SQL of a spreadsheet import of ingredients: the kitchen's names, bulk inserts, and the undo. */
export function ingredientImportRepository(db: Executor) {
  return {
    async lock(kitchenId: number) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${INGREDIENT_IMPORT_LOCK}, ${kitchenId})`);
    },

    /** The kitchen's vendors by lower-case name (the unique index's key). */
    async vendorsByName(kitchenId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(eq(vendors.kitchenId, kitchenId));
      return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
    },

    /** The kitchen's ingredients' identities: category and lower-case name. */
    async ingredientKeys(kitchenId: number): Promise<{ category: string; name: string }[]> {
      return db
        .select({ category: ingredients.category, name: ingredients.name })
        .from(ingredients)
        .where(eq(ingredients.kitchenId, kitchenId));
    },

    /** Inserts rows in chunks, answering their ids in the order given (INSERT … VALUES … RETURNING keeps it). */
    async insertVendors(rows: (typeof vendors.$inferInsert)[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += CHUNK)
        ids.push(
          ...(
            await db
              .insert(vendors)
              .values(rows.slice(i, i + CHUNK))
              .returning({ id: vendors.id })
          ).map((r) => r.id),
        );
      return ids;
    },

    async insertIngredients(rows: (typeof ingredients.$inferInsert)[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += CHUNK)
        ids.push(
          ...(
            await db
              .insert(ingredients)
              .values(rows.slice(i, i + CHUNK))
              .returning({ id: ingredients.id })
          ).map((r) => r.id),
        );
      return ids;
    },

    /** Deletes the kitchen's ingredients of these ids; answers how many there were. */
    async deleteIngredients(kitchenId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await db
        .delete(ingredients)
        .where(and(eq(ingredients.kitchenId, kitchenId), inArray(ingredients.id, ids)))
        .returning({ id: ingredients.id });
      return deleted.length;
    },

    /** Deletes those of the kitchen's vendors of these ids that no ingredient uses any more. */
    async deleteUnusedVendors(kitchenId: number, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(vendors)
        .where(
          and(
            eq(vendors.kitchenId, kitchenId),
            inArray(vendors.id, ids),
            sql`NOT EXISTS (SELECT 1 FROM ingredients i WHERE i.kitchen_id = ${kitchenId} AND i.vendor_id = ${vendors.id})`,
          ),
        );
    },
  };
}
