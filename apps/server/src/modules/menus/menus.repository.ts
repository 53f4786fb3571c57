import type { TListFilter, TMenuFilterField, TMenuSortField, TSort } from '@brigade/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { menuSectionItems, menuSections, menus } from '../../db/schema/index.ts';
import { listFilterWhere } from '../list-filter.ts';
import { bytewise, listOrder } from '../list-order.ts';
import { type EntityFields, namedEntityRepository } from '../named-entity.repository.ts';

export type MenuFields = EntityFields<typeof menus>;
export type SectionRows = {
  id?: number | null;
  name: string | null;
  items: { id?: number | null; menuItemId: number; price: number | null }[];
}[];

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::integer[]`;
const numericArray = (values: (number | null)[]) =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::numeric[]`;
/** text[] as a JSON array (no quoting rules of array literals to get wrong). */
const textArray = (values: (string | null)[]) =>
  sql`ARRAY(SELECT e FROM jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) WITH ORDINALITY AS t(e, n) ORDER BY n)`;

/** The menu list's order for `sort=field,asc|desc` (core's MENU_SORT_FIELDS). */
export function menuListOrder(sort: TSort<TMenuSortField> | undefined): SQL {
  const columns = { name: bytewise(menus.nameKey), season: bytewise(menus.season), year: menus.year };
  return listOrder(sort, columns, menus.nameKey, menus.id);
}

/** The menu list's filter for `filter=field,operator,value` (core's MENU_FILTER_FIELDS). */
export function menuListFilter(filter: TListFilter<TMenuFilterField> | undefined): SQL | undefined {
  return listFilterWhere(filter, { name: menus.nameKey, season: menus.season, year: menus.year });
}

/** SQL of menus, their sections and section items (trees are read by kitchenTreeRepository). */
export function menusRepository(db: Executor) {
  /** The ids of a menu's sections and section items, as stored. */
  async function storedIds(kitchenId: number, menuId: number) {
    const rows = await db
      .select({ sectionId: menuSections.id, itemId: menuSectionItems.id })
      .from(menuSections)
      .leftJoin(
        menuSectionItems,
        and(
          eq(menuSectionItems.kitchenId, menuSections.kitchenId),
          eq(menuSectionItems.sectionId, menuSections.id),
        ),
      )
      .where(and(eq(menuSections.kitchenId, kitchenId), eq(menuSections.menuId, menuId)));
    return {
      sectionIds: new Set(rows.map((r) => r.sectionId)),
      itemIds: new Set(rows.flatMap((r) => (r.itemId === null ? [] : [r.itemId]))),
    };
  }

  return {
    ...namedEntityRepository(db, menus),
    storedIds,

    /**
     * Writes the menu's sections and items as the body gives them, keeping the ids of the sections
     * and items it still holds (events point at section items: an item moved or repriced keeps its
     * id). In a fixed number of statements: read what is stored, insert the new sections, update the
     * kept ones, upsert the items, delete what the body dropped. Answers the ids in the body's order.
     * The caller checks first that no event uses an item being dropped (`droppedItemIds`).
     */
    async syncSections(kitchenId: number, menuId: number, sections: SectionRows) {
      const stored = await storedIds(kitchenId, menuId);
      const keptSection = (id: number | null | undefined) => id != null && stored.sectionIds.has(id);
      const keptItem = (id: number | null | undefined) => id != null && stored.itemIds.has(id);

      const newSections = sections.flatMap((s, position) => (keptSection(s.id) ? [] : [{ s, position }]));
      const inserted =
        newSections.length === 0
          ? []
          : await db
              .insert(menuSections)
              .values(newSections.map(({ s, position }) => ({ kitchenId, menuId, position, name: s.name })))
              .returning({ id: menuSections.id, position: menuSections.position });
      const insertedAt = new Map(inserted.map((r) => [r.position, r.id]));
      const sectionIds = sections.map((s, position) =>
        keptSection(s.id) ? (s.id as number) : insertedAt.get(position)!,
      );

      const keptSections = sections.flatMap((s, position) =>
        keptSection(s.id) ? [{ id: s.id as number, position, name: s.name }] : [],
      );
      if (keptSections.length > 0) {
        await db.execute(sql`UPDATE menu_sections AS s SET position = v.position, name = v.name
          FROM unnest(${intArray(keptSections.map((k) => k.id))}, ${intArray(keptSections.map((k) => k.position))},
            ${textArray(keptSections.map((k) => k.name))}) AS v(id, position, name)
          WHERE s.id = v.id AND s.kitchen_id = ${kitchenId} AND s.menu_id = ${menuId}`);
      }

      const rows = sections.flatMap((s, si) =>
        s.items.map((item, position) => ({ ...item, sectionId: sectionIds[si], position, si })),
      );
      const kept = rows.filter((r) => keptItem(r.id));
      if (kept.length > 0) {
        await db.execute(sql`UPDATE menu_section_items AS i
          SET section_id = v.section_id, position = v.position, menu_item_id = v.menu_item_id, price = v.price
          FROM unnest(${intArray(kept.map((r) => r.id as number))}, ${intArray(kept.map((r) => r.sectionId))},
            ${intArray(kept.map((r) => r.position))}, ${intArray(kept.map((r) => r.menuItemId))},
            ${numericArray(kept.map((r) => r.price))}) AS v(id, section_id, position, menu_item_id, price)
          WHERE i.id = v.id AND i.kitchen_id = ${kitchenId}`);
      }
      const added = rows.filter((r) => !keptItem(r.id));
      const addedIds =
        added.length === 0
          ? []
          : await db
              .insert(menuSectionItems)
              .values(
                added.map((r) => ({
                  kitchenId,
                  sectionId: r.sectionId,
                  position: r.position,
                  menuItemId: r.menuItemId,
                  price: r.price,
                })),
              )
              .returning({
                id: menuSectionItems.id,
                sectionId: menuSectionItems.sectionId,
                position: menuSectionItems.position,
              });
      const addedAt = new Map(addedIds.map((r) => [`${r.sectionId}:${r.position}`, r.id]));

      const keepItemIds = kept.map((r) => r.id as number);
      const dropItems = [...stored.itemIds].filter((id) => !keepItemIds.includes(id));
      if (dropItems.length > 0) {
        await db
          .delete(menuSectionItems)
          .where(and(eq(menuSectionItems.kitchenId, kitchenId), inArray(menuSectionItems.id, dropItems)));
      }
      const dropSections = [...stored.sectionIds].filter((id) => !sectionIds.includes(id));
      if (dropSections.length > 0) {
        await db
          .delete(menuSections)
          .where(and(eq(menuSections.kitchenId, kitchenId), inArray(menuSections.id, dropSections)));
      }
      const itemIds = sectionIds.map((sectionId, si) =>
        rows
          .filter((r) => r.si === si)
          .map((r) => (keptItem(r.id) ? (r.id as number) : addedAt.get(`${sectionId}:${r.position}`)!)),
      );
      return { sectionIds, itemIds };
    },
  };
}
