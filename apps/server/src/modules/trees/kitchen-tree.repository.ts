import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRowsReader, jsonTableRows } from '../../db/json-rows.ts';
import { renderedSql } from '../../db/rendered-statement.ts';
import {
  banquetEvents,
  type menuItemRecipes,
  menuItems,
  type menuSectionItems,
  type menuSections,
  menus as menusTable,
} from '../../db/schema/index.ts';
import { distinctIds, idOf, intArray, intArrayValue, withIds } from '../../db/sql-arrays.ts';
import { tableRows } from '../../db/table-rows.ts';
import { keptPinnedMenus, type PinnedMenuKey, type PinnedMenuRow } from './kept-pinned-menus.ts';
import {
  type GraphParts,
  type GraphRows,
  recipeGraphRepository,
  WHOLE_TREES,
} from './recipe-graph.repository.ts';

export type EventRow = typeof banquetEvents.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuItemLineRow = Pick<
  typeof menuItemRecipes.$inferSelect,
  'id' | 'menuItemId' | 'recipeId' | 'yieldQuantity' | 'yieldUnits'
>;
export type MenuRow = typeof menusTable.$inferSelect;
export type MenuSectionRow = Pick<typeof menuSections.$inferSelect, 'id' | 'menuId' | 'name'>;
export type MenuSectionItemRow = Pick<
  typeof menuSectionItems.$inferSelect,
  'id' | 'sectionId' | 'menuItemId' | 'price'
>;

/** Menu items, their recipe lines, and every recipe tree below them. */
export type MenuItemTreeRows = { menuItems: MenuItemRow[]; lines: MenuItemLineRow[]; graph: GraphRows };
/** Menus, their sections and items, and every menu item tree below them. */
export type MenuTreeRows = {
  menus: MenuRow[];
  sections: MenuSectionRow[];
  items: MenuSectionItemRow[];
  menuItems: MenuItemTreeRows;
};

/** A menu section item as an event line uses it: where it sits (section, menu) and what it serves. */
export type SectionItemRow = {
  id: number;
  section: string | null;
  price: number | null;
  menuId: number;
  menuName: string;
  menuItemId: number;
};
export type EventLineRow = {
  id: number;
  eventId: number;
  menuSectionItemId: number;
  price: number | null;
  plating: string | null;
  prepQuantity: number | null;
};
/**
 * Events, their menu lines, the section items they point at, and every menu item tree below; and the
 * menus the confirmed ones pinned, each once however many events share it.
 */
export type EventTreeRows = {
  events: EventRow[];
  lines: EventLineRow[];
  sectionItems: SectionItemRow[];
  menuItems: MenuItemTreeRows;
  pinnedMenus: PinnedMenuRow[];
};
/** Section items (an event menu not yet saved, as the prep list takes it) and their menu item trees. */
export type SectionItemTreeRows = { sectionItems: SectionItemRow[]; menuItems: MenuItemTreeRows };

type Ids = { kitchenId: number; ids: string };

/** A reader of rows of a JSON array built by the database, one array per row, as objects with `keys`. */
function jsonObjects<T>(keys: (keyof T)[]) {
  return jsonRowsReader((values: unknown[]) => Object.fromEntries(keys.map((k, i) => [k, values[i]])) as T);
}

/** Whole table rows as JSON and back (db/json-rows.ts). */
const menuItemJson = jsonTableRows(menuItems, 'm');
const menuJson = jsonTableRows(menusTable, 'm');
/** Events as plain rows (db/table-rows.ts): their notes are free text, dear to escape into JSON. */
const eventTable = tableRows(banquetEvents, 'e');

/** The rows of the loader's JSON statements, each text parsed once (db/json-rows.ts). */
const treeRows = {
  menuItems: menuItemJson.read,
  menus: menuJson.read,
  events: eventTable.read,
  menuItemLines: jsonObjects<MenuItemLineRow>([
    'id',
    'menuItemId',
    'recipeId',
    'yieldQuantity',
    'yieldUnits',
  ]),
  sections: jsonObjects<MenuSectionRow>(['id', 'menuId', 'name']),
  sectionItemsOfSections: jsonObjects<MenuSectionItemRow>(['id', 'sectionId', 'menuItemId', 'price']),
  sectionItems: jsonObjects<SectionItemRow>(['id', 'section', 'price', 'menuId', 'menuName', 'menuItemId']),
  eventLines: jsonObjects<EventLineRow>([
    'id',
    'eventId',
    'menuSectionItemId',
    'price',
    'plating',
    'prepQuantity',
  ]),
  pinnedMenuKeys: jsonObjects<PinnedMenuKey>(['id', 'hash']),
};

const kitchen = sql.placeholder('kitchenId');
const ids = intArray('ids');

/** What each level's ids are read from (db/sql-arrays.ts `distinctIds`: defined once, so kept with the rows). */
const recipeIdOf = (line: MenuItemLineRow) => line.recipeId;
const menuItemIdOf = (row: { menuItemId: number }) => row.menuItemId;
const sectionItemIdOf = (line: EventLineRow) => line.menuSectionItemId;
const pinnedMenuIdOf = (event: EventRow) => event.pinnedMenuId;

/** The loader's statements, rendered once (db/rendered-statement.ts); `ids` as an `intArrayValue`. */
const treeStatements = {
  menuItems: renderedSql<Ids>(
    sql`SELECT json_agg(${menuItemJson.row})::text
      FROM menu_items m WHERE m.kitchen_id = ${kitchen} AND m.id = ANY(${ids})`,
  ),
  pinnedMenuKeys: renderedSql<Ids>(
    sql`SELECT json_agg(json_build_array(p.id, p.hash))::text
      FROM pinned_menus p WHERE p.kitchen_id = ${kitchen} AND p.id = ANY(${ids})`,
  ),
  /** Each menu as its own row and text: the text's length is what keeping it costs. */
  pinnedMenus: renderedSql<Ids>(
    sql`SELECT p.id, p.hash, p.menu::text AS menu
      FROM pinned_menus p WHERE p.kitchen_id = ${kitchen} AND p.id = ANY(${ids})`,
  ),
  menuItemLines: renderedSql<Ids>(
    sql`SELECT json_agg(json_build_array(l.id, l.menu_item_id, l.recipe_id, l.yield_quantity, l.yield_units)
        ORDER BY l.menu_item_id, l.position)::text
      FROM menu_item_recipes l WHERE l.kitchen_id = ${kitchen} AND l.menu_item_id = ANY(${ids})`,
  ),
  menus: renderedSql<Ids>(
    sql`SELECT json_agg(${menuJson.row})::text
      FROM menus m WHERE m.kitchen_id = ${kitchen} AND m.id = ANY(${ids})`,
  ),
  sections: renderedSql<Ids>(
    sql`SELECT json_agg(json_build_array(s.id, s.menu_id, s.name) ORDER BY s.menu_id, s.position)::text
      FROM menu_sections s WHERE s.kitchen_id = ${kitchen} AND s.menu_id = ANY(${ids})`,
  ),
  sectionItemsOfSections: renderedSql<Ids>(
    sql`SELECT json_agg(json_build_array(i.id, i.section_id, i.menu_item_id, i.price)
        ORDER BY i.section_id, i.position)::text
      FROM menu_section_items i
      WHERE i.kitchen_id = ${kitchen} AND i.section_id = ANY(${ids})`,
  ),
  sectionItems: renderedSql<Ids>(
    sql`SELECT json_agg(json_build_array(i.id, s.name, i.price, m.id, m.name, i.menu_item_id))::text
      FROM menu_section_items i
      JOIN menu_sections s ON s.kitchen_id = i.kitchen_id AND s.id = i.section_id
      JOIN menus m ON m.kitchen_id = s.kitchen_id AND m.id = s.menu_id
      WHERE i.kitchen_id = ${kitchen} AND i.id = ANY(${ids})`,
  ),
  events: renderedSql<Ids>(
    sql`SELECT ${eventTable.columns}
      FROM banquet_events e WHERE e.kitchen_id = ${kitchen} AND e.id = ANY(${ids})`,
  ),
  eventLines: renderedSql<Ids>(
    sql`SELECT json_agg(json_build_array(l.id, l.event_id, l.menu_section_item_id, l.price, l.plating, l.prep_quantity)
        ORDER BY l.event_id, l.position)::text
      FROM banquet_event_items l WHERE l.kitchen_id = ${kitchen} AND l.event_id = ANY(${ids})`,
  ),
};

/**
 * The one loader of kitchen trees: ingredient → recipe → sub-recipe → menu item → menu (and, next,
 * event menus on top), each level in a fixed number of queries whatever the size, all in the
 * kitchen (another kitchen's ids are simply not found):
 * - recipes: 6 queries (recipe-graph.repository.ts `loadGraph`), 5 when `parts` leaves out nutrients;
 * - menu items: 2 + the recipes' 6 = 8;
 * - menus: 3 + the menu items' 8 = 11;
 * - events: 3 (events, lines, section items) + the menu items' 8 = 11, and 1 more for the menus
 *   confirmed events pinned (when any is: their keys; their menus too, the first time each is read,
 *   kept-pinned-menus.ts); section items alone: 1 + 8.
 * Rows of many-row tables come back as one JSON array each (PGlite's per-row cost dominates); rows
 * with long free text (recipes, events) as plain rows, each mapped once (db/table-rows.ts).
 * Call it inside one snapshot transaction so a tree is never half before and half after a save.
 */
export function kitchenTreeRepository(db: Executor) {
  const recipeGraphs = recipeGraphRepository(db);

  async function loadMenuItems(
    kitchenId: number,
    menuItemIds: readonly number[],
    extraRecipeIds: readonly number[] = [],
    parts: GraphParts = WHOLE_TREES,
  ): Promise<MenuItemTreeRows> {
    const menuItemRows =
      menuItemIds.length === 0
        ? []
        : treeRows.menuItems(
            await treeStatements.menuItems(db, { kitchenId, ids: intArrayValue(menuItemIds) }),
          );
    const lines =
      menuItemRows.length === 0
        ? []
        : treeRows.menuItemLines(
            await treeStatements.menuItemLines(db, {
              kitchenId,
              ids: intArrayValue(distinctIds(menuItemRows, idOf)),
            }),
          );
    const recipeIds = withIds(distinctIds(lines, recipeIdOf), extraRecipeIds);
    const graph = await recipeGraphs.loadGraph(kitchenId, recipeIds, [], parts);
    return { menuItems: menuItemRows, lines, graph };
  }

  async function loadMenus(
    kitchenId: number,
    menuIds: readonly number[],
    extraMenuItemIds: readonly number[] = [],
  ): Promise<MenuTreeRows> {
    const menuRows =
      menuIds.length === 0
        ? []
        : treeRows.menus(await treeStatements.menus(db, { kitchenId, ids: intArrayValue(menuIds) }));
    const sections =
      menuRows.length === 0
        ? []
        : treeRows.sections(
            await treeStatements.sections(db, { kitchenId, ids: intArrayValue(distinctIds(menuRows, idOf)) }),
          );
    const items =
      sections.length === 0
        ? []
        : treeRows.sectionItemsOfSections(
            await treeStatements.sectionItemsOfSections(db, {
              kitchenId,
              ids: intArrayValue(distinctIds(sections, idOf)),
            }),
          );
    const menuItemIds = withIds(distinctIds(items, menuItemIdOf), extraMenuItemIds);
    return { menus: menuRows, sections, items, menuItems: await loadMenuItems(kitchenId, menuItemIds) };
  }

  async function sectionItems(
    kitchenId: number,
    sectionItemIds: readonly number[],
  ): Promise<SectionItemRow[]> {
    if (sectionItemIds.length === 0) return [];
    return treeRows.sectionItems(
      await treeStatements.sectionItems(db, { kitchenId, ids: intArrayValue(sectionItemIds) }),
    );
  }

  async function loadSectionItems(
    kitchenId: number,
    sectionItemIds: readonly number[],
    parts: GraphParts = WHOLE_TREES,
  ): Promise<SectionItemTreeRows> {
    const rows = await sectionItems(kitchenId, sectionItemIds);
    return {
      sectionItems: rows,
      menuItems: await loadMenuItems(kitchenId, distinctIds(rows, menuItemIdOf), [], parts),
    };
  }

  /** The ids of every menu of the kitchen (the event dialog offers the complete ones). */
  async function menuIds(kitchenId: number): Promise<number[]> {
    const rows = await db
      .select({ id: menusTable.id })
      .from(menusTable)
      .where(eq(menusTable.kitchenId, kitchenId));
    return rows.map((r) => r.id);
  }

  /**
   * The pinned menus of these ids: their keys read, and only the menus not kept already
   * (kept-pinned-menus.ts: a pinned menu never changes).
   */
  async function loadPinnedMenus(kitchenId: number, pinnedIds: readonly number[]): Promise<PinnedMenuRow[]> {
    const keys = treeRows.pinnedMenuKeys(
      await treeStatements.pinnedMenuKeys(db, { kitchenId, ids: intArrayValue(pinnedIds) }),
    );
    const { rows, missing } = keptPinnedMenus.find(kitchenId, keys);
    if (missing.length === 0) return rows as PinnedMenuRow[];
    const read = new Map<number, PinnedMenuRow>();
    const { rows: menus } = (await treeStatements.pinnedMenus(db, {
      kitchenId,
      ids: intArrayValue(missing.map((k) => k.id)),
    })) as { rows: { id: number; hash: string; menu: string }[] };
    for (const { id, hash, menu } of menus) read.set(id, keptPinnedMenus.keep(kitchenId, { id, hash }, menu));
    // A menu deleted since its key was read (outside a snapshot) is simply not there.
    return keys.flatMap((key, i) => rows[i] ?? read.get(key.id) ?? []);
  }

  async function loadEvents(
    kitchenId: number,
    eventIds: readonly number[],
    parts: GraphParts = WHOLE_TREES,
  ): Promise<EventTreeRows> {
    const events =
      eventIds.length === 0
        ? []
        : treeRows.events(await treeStatements.events(db, { kitchenId, ids: intArrayValue(eventIds) }));
    const lines =
      events.length === 0
        ? []
        : treeRows.eventLines(
            await treeStatements.eventLines(db, { kitchenId, ids: intArrayValue(distinctIds(events, idOf)) }),
          );
    const pinnedIds = distinctIds(events, pinnedMenuIdOf);
    const pinned = pinnedIds.length === 0 ? [] : await loadPinnedMenus(kitchenId, pinnedIds);
    const { sectionItems: items, menuItems } = await loadSectionItems(
      kitchenId,
      distinctIds(lines, sectionItemIdOf),
      parts,
    );
    return { events, lines, sectionItems: items, menuItems, pinnedMenus: pinned };
  }

  return {
    loadRecipes: recipeGraphs.loadGraph,
    loadMenuItems,
    loadMenus,
    loadSectionItems,
    loadEvents,
    menuIds,
  };
}
