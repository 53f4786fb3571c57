import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  banquetEventItems,
  banquetEvents,
  conversions,
  ingredientNutrients,
  ingredientPrices,
  ingredients,
  kitchenSettings,
  menuItemRecipes,
  menuItems,
  menuSectionItems,
  menuSections,
  menus,
  recipeIngredients,
  recipeSubRecipes,
  recipes,
  rooms,
  vendors,
} from '../../db/schema/index.ts';

/** pg_advisory_xact_lock(namespace, kitchen): two restores into one kitchen take turns. */
const KITCHEN_IMPORT_LOCK = 0x6b696d70; // 'kimp'

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table (events, ~22 columns). */
const CHUNK = 1000;

/**
 * The SQL of a whole kitchen's backup: every table of what a chef entered, read in order, and
 * written in bulk. Every read is scoped by the kitchen; every write inserts into it.
 */
export function kitchenBackupRepository(db: Executor) {
  return {
    /** Locks the kitchen for a restore until the transaction ends. */
    async lockForImport(kitchenId: number) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${KITCHEN_IMPORT_LOCK}, ${kitchenId})`);
    },

    /** Whether the kitchen holds anything a restore would add to. */
    async isEmpty(kitchenId: number): Promise<boolean> {
      const tables = [vendors, ingredients, recipes, menuItems, menus, rooms, banquetEvents] as const;
      for (const table of tables) {
        const [row] = await db
          .select({ id: table.id })
          .from(table)
          .where(eq(table.kitchenId, kitchenId))
          .limit(1);
        if (row) return false;
      }
      return true;
    },

    async read(kitchenId: number) {
      const k = kitchenId;
      const [settings] = await db.select().from(kitchenSettings).where(eq(kitchenSettings.kitchenId, k));
      return {
        settings,
        vendors: await db.select().from(vendors).where(eq(vendors.kitchenId, k)).orderBy(asc(vendors.id)),
        ingredients: await db
          .select()
          .from(ingredients)
          .where(eq(ingredients.kitchenId, k))
          .orderBy(asc(ingredients.id)),
        conversions: await db
          .select()
          .from(conversions)
          .where(eq(conversions.kitchenId, k))
          .orderBy(asc(conversions.ingredientId), asc(conversions.position)),
        nutrients: await db
          .select()
          .from(ingredientNutrients)
          .where(eq(ingredientNutrients.kitchenId, k))
          .orderBy(asc(ingredientNutrients.ingredientId), asc(ingredientNutrients.position)),
        prices: await db
          .select()
          .from(ingredientPrices)
          .where(eq(ingredientPrices.kitchenId, k))
          .orderBy(
            asc(ingredientPrices.ingredientId),
            asc(ingredientPrices.changedAt),
            asc(ingredientPrices.id),
          ),
        recipes: await db.select().from(recipes).where(eq(recipes.kitchenId, k)).orderBy(asc(recipes.id)),
        recipeIngredients: await db
          .select()
          .from(recipeIngredients)
          .where(eq(recipeIngredients.kitchenId, k))
          .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
        recipeSubRecipes: await db
          .select()
          .from(recipeSubRecipes)
          .where(eq(recipeSubRecipes.kitchenId, k))
          .orderBy(asc(recipeSubRecipes.recipeId), asc(recipeSubRecipes.position)),
        menuItems: await db
          .select()
          .from(menuItems)
          .where(eq(menuItems.kitchenId, k))
          .orderBy(asc(menuItems.id)),
        menuItemRecipes: await db
          .select()
          .from(menuItemRecipes)
          .where(eq(menuItemRecipes.kitchenId, k))
          .orderBy(asc(menuItemRecipes.menuItemId), asc(menuItemRecipes.position)),
        menus: await db.select().from(menus).where(eq(menus.kitchenId, k)).orderBy(asc(menus.id)),
        menuSections: await db
          .select()
          .from(menuSections)
          .where(eq(menuSections.kitchenId, k))
          .orderBy(asc(menuSections.menuId), asc(menuSections.position)),
        menuSectionItems: await db
          .select()
          .from(menuSectionItems)
          .where(eq(menuSectionItems.kitchenId, k))
          .orderBy(asc(menuSectionItems.sectionId), asc(menuSectionItems.position)),
        rooms: await db.select().from(rooms).where(eq(rooms.kitchenId, k)).orderBy(asc(rooms.id)),
        events: await db
          .select()
          .from(banquetEvents)
          .where(eq(banquetEvents.kitchenId, k))
          .orderBy(asc(banquetEvents.id)),
        eventItems: await db
          .select()
          .from(banquetEventItems)
          .where(eq(banquetEventItems.kitchenId, k))
          .orderBy(asc(banquetEventItems.eventId), asc(banquetEventItems.position)),
      };
    },

    /**
     * Inserts rows in chunks and answers their new ids in the order given: PostgreSQL's INSERT …
     * VALUES … RETURNING answers rows in the order of VALUES, and the identity column numbers them
     * in that order, so the ids are also sorted — both are checked.
     */
    async insertAll<T extends PgTable & { id: { name: string } }>(
      table: T,
      rows: T['$inferInsert'][],
    ): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        const inserted = (await db
          .insert(table)
          .values(chunk as never)
          .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
        for (let j = 1; j < inserted.length; j++)
          if (inserted[j].id <= inserted[j - 1].id)
            throw new Error('INSERT … RETURNING answered rows out of order');
        ids.push(...inserted.map((r) => r.id));
      }
      return ids;
    },

    /** Marks a restored event confirmed on what it now holds (its pinned menu). */
    async confirmEvent(
      kitchenId: number,
      eventId: number,
      confirmed: Pick<typeof banquetEvents.$inferInsert, 'pinnedMenuId' | 'confirmedAt' | 'confirmedBy'>,
    ) {
      await db
        .update(banquetEvents)
        .set(confirmed)
        .where(and(eq(banquetEvents.kitchenId, kitchenId), eq(banquetEvents.id, eventId)));
    },

    async putSettings(kitchenId: number, settings: typeof kitchenSettings.$inferInsert) {
      await db
        .insert(kitchenSettings)
        .values({ ...settings, kitchenId })
        .onConflictDoUpdate({ target: kitchenSettings.kitchenId, set: { ...settings, kitchenId } });
    },
  };
}
