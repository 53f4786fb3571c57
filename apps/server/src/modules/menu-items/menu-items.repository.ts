import type { TListFilter, TMenuItemFilterField, TMenuItemSortField, TSort } from '@brigade/core';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { byName } from '../../db/name-search.ts';
import { menuItemRecipes, menuItems, menuSectionItems, menuSections, menus } from '../../db/schema/index.ts';
import { listFilterWhere } from '../list-filter.ts';
import { bytewise, listOrder } from '../list-order.ts';
import { type EntityFields, namedEntityRepository } from '../named-entity.repository.ts';

export type MenuItemFields = EntityFields<typeof menuItems>;
export type MenuItemLineFields = {
  position: number;
  recipeId: number;
  yieldQuantity: number | null;
  yieldUnits: string | null;
};

/** The menu item list's order for `sort=field,asc|desc` (core's MENU_ITEM_SORT_FIELDS). */
export function menuItemListOrder(sort: TSort<TMenuItemSortField> | undefined): SQL {
  const columns = {
    name: bytewise(menuItems.nameKey),
    courseType: bytewise(menuItems.courseType),
    servings: menuItems.servings,
  };
  return listOrder(sort, columns, menuItems.nameKey, menuItems.id);
}

/** The menu item list's filter for `filter=field,operator,value` (core's MENU_ITEM_FILTER_FIELDS). */
export function menuItemListFilter(filter: TListFilter<TMenuItemFilterField> | undefined): SQL | undefined {
  return listFilterWhere(filter, {
    name: menuItems.nameKey,
    courseType: menuItems.courseType,
    servings: menuItems.servings,
  });
}

/** SQL of menu items and their recipe lines (trees are read by kitchenTreeRepository). */
export function menuItemsRepository(db: Executor) {
  return {
    ...namedEntityRepository(db, menuItems),

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
  };
}
