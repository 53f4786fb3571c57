import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { menuItemRecipes, menuItems, menuSectionItems, menuSections, menus } from '../../db/schema/index.ts';
import { byName, matchesWords } from '../ingredients/name-search.ts';
import type { MenuItemRow } from '../trees/kitchen-tree.repository.ts';

export type MenuItemFields = Omit<
  typeof menuItems.$inferInsert,
  'id' | 'kitchenId' | 'version' | 'createdAt' | 'updatedAt'
>;
export type MenuItemLineFields = {
  position: number;
  recipeId: number;
  yieldQuantity: number | null;
  yieldUnits: string | null;
};

/** SQL of menu items and their recipe lines (trees are read by kitchenTreeRepository). */
export function menuItemsRepository(db: Executor) {
  const where = (kitchenId: number, words: string[]): SQL | undefined =>
    and(eq(menuItems.kitchenId, kitchenId), matchesWords(menuItems.nameKey, words));

  return {
    /** The ids of one page by name (the rows and trees are then loaded by the tree loader). */
    async pageIds(kitchenId: number, words: string[], offset: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(where(kitchenId, words))
        .orderBy(byName(menuItems.nameKey, menuItems.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async count(kitchenId: number, words: string[]): Promise<number> {
      const [row] = await db.select({ n: count() }).from(menuItems).where(where(kitchenId, words));
      return row.n;
    },

    /** The stored version and name (the name: for the activity), locking the row until the transaction ends. */
    async storedForUpdate(
      kitchenId: number,
      id: number,
    ): Promise<{ version: number; name: string } | undefined> {
      const [row] = await db
        .select({ version: menuItems.version, name: menuItems.name })
        .from(menuItems)
        .where(and(eq(menuItems.kitchenId, kitchenId), eq(menuItems.id, id)))
        .for('update');
      return row;
    },

    async insert(kitchenId: number, fields: MenuItemFields, now: Date): Promise<MenuItemRow> {
      const [row] = await db
        .insert(menuItems)
        .values({ ...fields, kitchenId, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    /** Writes the fields and bumps the version. */
    async update(kitchenId: number, id: number, fields: MenuItemFields, now: Date): Promise<MenuItemRow> {
      const [row] = await db
        .update(menuItems)
        .set({ ...fields, updatedAt: now, version: sql`${menuItems.version} + 1` })
        .where(and(eq(menuItems.kitchenId, kitchenId), eq(menuItems.id, id)))
        .returning();
      return row;
    },

    /** Replaces every recipe line (order = position); answers the new line ids in order. */
    async replaceLines(
      kitchenId: number,
      menuItemId: number,
      lines: MenuItemLineFields[],
      replacing: boolean,
    ) {
      if (replacing) {
        await db
          .delete(menuItemRecipes)
          .where(and(eq(menuItemRecipes.kitchenId, kitchenId), eq(menuItemRecipes.menuItemId, menuItemId)));
      }
      if (lines.length === 0) return [];
      const rows = await db
        .insert(menuItemRecipes)
        .values(lines.map((l) => ({ ...l, kitchenId, menuItemId })))
        .returning({ id: menuItemRecipes.id, position: menuItemRecipes.position });
      return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
    },

    async nameOf(kitchenId: number, id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: menuItems.name })
        .from(menuItems)
        .where(and(eq(menuItems.kitchenId, kitchenId), eq(menuItems.id, id)));
      return row?.name;
    },

    /** The menus listing this menu item, by name (each once). */
    async menusUsing(kitchenId: number, id: number): Promise<{ id: number; name: string }[]> {
      const using = db
        .select({ id: menuSections.menuId })
        .from(menuSectionItems)
        .innerJoin(
          menuSections,
          and(
            eq(menuSections.kitchenId, menuSectionItems.kitchenId),
            eq(menuSections.id, menuSectionItems.sectionId),
          ),
        )
        .where(and(eq(menuSectionItems.kitchenId, kitchenId), eq(menuSectionItems.menuItemId, id)));
      return db
        .select({ id: menus.id, name: menus.name })
        .from(menus)
        .where(and(eq(menus.kitchenId, kitchenId), inArray(menus.id, using)))
        .orderBy(byName(menus.nameKey, menus.id));
    },

    /** The menu items using a recipe, by name (the recipe delete check). */
    async usingRecipe(kitchenId: number, recipeId: number): Promise<{ id: number; name: string }[]> {
      const using = db
        .select({ id: menuItemRecipes.menuItemId })
        .from(menuItemRecipes)
        .where(and(eq(menuItemRecipes.kitchenId, kitchenId), eq(menuItemRecipes.recipeId, recipeId)));
      return db
        .select({ id: menuItems.id, name: menuItems.name })
        .from(menuItems)
        .where(and(eq(menuItems.kitchenId, kitchenId), inArray(menuItems.id, using)))
        .orderBy(byName(menuItems.nameKey, menuItems.id));
    },

    /** False when there was nothing to delete (deleted meanwhile). */
    async delete(kitchenId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(menuItems)
        .where(and(eq(menuItems.kitchenId, kitchenId), eq(menuItems.id, id)))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },
  };
}
