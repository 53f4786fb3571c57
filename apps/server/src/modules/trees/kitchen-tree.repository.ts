import { eq, type SQL, sql } from 'drizzle-orm';
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

/**
 * The menu item level of a statement: the menu items whose ids `wanted` (a subquery) selects, and their
 * recipe lines, as the columns `menu_items` and `menu_item_lines`.
 */
const menuItemColumns = (wanted: SQL) => sql`
  (SELECT json_agg(${menuItemJson.row} ORDER BY m.id)
    FROM menu_items m WHERE m.kitchen_id = ${kitchen} AND m.id IN (${wanted}))::text AS menu_items,
  (SELECT json_agg(json_build_array(l.id, l.menu_item_id, l.recipe_id, l.yield_quantity, l.yield_units)
      ORDER BY l.menu_item_id, l.position)
    FROM menu_item_recipes l WHERE l.kitchen_id = ${kitchen} AND l.menu_item_id IN (${wanted}))::text AS menu_item_lines`;

/**
 * The section items whose ids `wanted` selects, where each sits (section, menu), as the rows
 * `section_item_rows` of a WITH clause.
 */
const sectionItemRows = (wanted: SQL) => sql`section_item_rows AS (
    SELECT i.id, s.name AS section, i.price, m.id AS menu_id, m.name AS menu_name, i.menu_item_id
    FROM menu_section_items i
    JOIN menu_sections s ON s.kitchen_id = i.kitchen_id AND s.id = i.section_id
    JOIN menus m ON m.kitchen_id = s.kitchen_id AND m.id = s.menu_id
    WHERE i.kitchen_id = ${kitchen} AND i.id IN (${wanted}))`;

/** The section items of `section_item_rows` and the menu items they serve, as columns. */
const sectionItemColumns = sql`
  (SELECT json_agg(json_build_array(r.id, r.section, r.price, r.menu_id, r.menu_name, r.menu_item_id) ORDER BY r.id)
    FROM section_item_rows r)::text AS section_items,
  ${menuItemColumns(sql`SELECT menu_item_id FROM section_item_rows`)}`;

/**
 * The loader's statements, rendered once (db/rendered-statement.ts); `ids` as an `intArrayValue`.
 * Each reads every level that only needs the ids it is given, one JSON array per column: a round trip
 * costs both databases and this process more than the rows it brings.
 */
const treeStatements = {
  menuItems: renderedSql<Ids>(sql`SELECT ${menuItemColumns(sql`SELECT unnest(${ids})`)}`),
  /** Menus, their sections and items, the menu items those serve plus `extra`, and their recipe lines. */
  menus: renderedSql<Ids & { extra: string }>(
    sql`WITH section_rows AS (
        SELECT s.id, s.menu_id, s.name, s.position FROM menu_sections s
        WHERE s.kitchen_id = ${kitchen} AND s.menu_id = ANY(${ids})
      ), item_rows AS (
        SELECT i.id, i.section_id, i.menu_item_id, i.price, i.position FROM menu_section_items i
        WHERE i.kitchen_id = ${kitchen} AND i.section_id IN (SELECT id FROM section_rows)
      )
    SELECT
      (SELECT json_agg(${menuJson.row} ORDER BY m.id)
        FROM menus m WHERE m.kitchen_id = ${kitchen} AND m.id = ANY(${ids}))::text AS menus,
      (SELECT json_agg(json_build_array(s.id, s.menu_id, s.name) ORDER BY s.menu_id, s.position)
        FROM section_rows s)::text AS sections,
      (SELECT json_agg(json_build_array(i.id, i.section_id, i.menu_item_id, i.price) ORDER BY i.section_id, i.position)
        FROM item_rows i)::text AS items,
      ${menuItemColumns(sql`SELECT menu_item_id FROM item_rows UNION SELECT unnest(${intArray('extra')})`)}`,
  ),
  sectionItems: renderedSql<Ids>(
    sql`WITH ${sectionItemRows(sql`SELECT unnest(${ids})`)} SELECT ${sectionItemColumns}`,
  ),
  events: renderedSql<Ids>(
    sql`SELECT ${eventTable.columns}
      FROM banquet_events e WHERE e.kitchen_id = ${kitchen} AND e.id = ANY(${ids})`,
  ),
  /**
   * What the events (`ids`, read already) serve: their lines, the section items those point at and
   * the menu items below, and the keys of the menus they pinned.
   */
  eventMenus: renderedSql<Ids>(
    sql`WITH line_rows AS (
        SELECT l.id, l.event_id, l.menu_section_item_id, l.price, l.plating, l.prep_quantity, l.position
        FROM banquet_event_items l WHERE l.kitchen_id = ${kitchen} AND l.event_id = ANY(${ids})
      ), ${sectionItemRows(sql`SELECT menu_section_item_id FROM line_rows`)}
    SELECT
      (SELECT json_agg(json_build_array(l.id, l.event_id, l.menu_section_item_id, l.price, l.plating, l.prep_quantity)
          ORDER BY l.event_id, l.position)
        FROM line_rows l)::text AS event_lines,
      (SELECT json_agg(json_build_array(p.id, p.hash) ORDER BY p.id)
        FROM pinned_menus p WHERE p.kitchen_id = ${kitchen} AND p.id IN (
          SELECT e.pinned_menu_id FROM banquet_events e WHERE e.kitchen_id = ${kitchen} AND e.id = ANY(${ids})
        ))::text AS pinned_menu_keys,
      ${sectionItemColumns}`,
  ),
  /** Each menu as its own row and text: the text's length is what keeping it costs. */
  pinnedMenus: renderedSql<Ids>(
    sql`SELECT p.id, p.hash, p.menu::text AS menu
      FROM pinned_menus p WHERE p.kitchen_id = ${kitchen} AND p.id = ANY(${ids})`,
  ),
};

/** The result of a statement not sent: every level empty. */
const NO_ROWS = Object.freeze({ rows: Object.freeze([]) });

/**
 * The one loader of kitchen trees: ingredient → recipe → sub-recipe → menu item → menu (and, next,
 * event menus on top), each level in a fixed number of queries whatever the size, all in the
 * kitchen (another kitchen's ids are simply not found):
 * - recipes: 1 query (recipe-graph.repository.ts `loadGraph`);
 * - menu items: 1 (the menu items and their recipe lines) + the recipes' 1 = 2;
 * - menus: 1 (menus, sections, items, menu items, recipe lines) + the recipes' 1 = 2;
 * - section items: 1 (section items, menu items, recipe lines) + 1 = 2;
 * - events: 1 (the events) + 1 (their lines, section items, menu items, recipe lines and the keys of
 *   the menus confirmed events pinned) + 1 = 3, and 1 more the first time a pinned menu is read
 *   (kept-pinned-menus.ts keeps it).
 * A level whose ids come from rows read in the same statement is read in it: each round trip costs
 * both databases and this process more than the rows it brings. The recipe graph (a recursive walk)
 * and the events (plain rows) start a statement of their own.
 * Rows of many-row tables come back as one JSON array each (PGlite's per-row cost dominates); rows
 * with long free text (recipes, events) as plain rows, each mapped once (db/table-rows.ts).
 * Call it inside one snapshot transaction so a tree is never half before and half after a save.
 */
export function kitchenTreeRepository(db: Executor) {
  const recipeGraphs = recipeGraphRepository(db);

  /** The menu items of a statement's result (menuItemColumns) and every recipe tree below them. */
  async function menuItemTree(
    kitchenId: number,
    read: unknown,
    extraRecipeIds: readonly number[],
    parts: GraphParts,
  ): Promise<MenuItemTreeRows> {
    const menuItemRows = treeRows.menuItems(read, 'menu_items');
    const lines = treeRows.menuItemLines(read, 'menu_item_lines');
    const recipeIds = withIds(distinctIds(lines, recipeIdOf), extraRecipeIds);
    const graph = await recipeGraphs.loadGraph(kitchenId, recipeIds, [], parts);
    return { menuItems: menuItemRows, lines, graph };
  }

  async function loadMenuItems(
    kitchenId: number,
    menuItemIds: readonly number[],
    extraRecipeIds: readonly number[] = [],
    parts: GraphParts = WHOLE_TREES,
  ): Promise<MenuItemTreeRows> {
    const read =
      menuItemIds.length === 0
        ? NO_ROWS
        : await treeStatements.menuItems(db, { kitchenId, ids: intArrayValue(menuItemIds) });
    return menuItemTree(kitchenId, read, extraRecipeIds, parts);
  }

  async function loadMenus(
    kitchenId: number,
    menuIds: readonly number[],
    extraMenuItemIds: readonly number[] = [],
  ): Promise<MenuTreeRows> {
    const read =
      menuIds.length === 0 && extraMenuItemIds.length === 0
        ? NO_ROWS
        : await treeStatements.menus(db, {
            kitchenId,
            ids: intArrayValue(menuIds),
            extra: intArrayValue(extraMenuItemIds),
          });
    return {
      menus: treeRows.menus(read, 'menus'),
      sections: treeRows.sections(read, 'sections'),
      items: treeRows.sectionItemsOfSections(read, 'items'),
      menuItems: await menuItemTree(kitchenId, read, [], WHOLE_TREES),
    };
  }

  async function loadSectionItems(
    kitchenId: number,
    sectionItemIds: readonly number[],
    parts: GraphParts = WHOLE_TREES,
  ): Promise<SectionItemTreeRows> {
    const read =
      sectionItemIds.length === 0
        ? NO_ROWS
        : await treeStatements.sectionItems(db, { kitchenId, ids: intArrayValue(sectionItemIds) });
    return {
      sectionItems: treeRows.sectionItems(read, 'section_items'),
      menuItems: await menuItemTree(kitchenId, read, [], parts),
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

  /** The pinned menus of these keys: only those not kept already are read (kept-pinned-menus.ts). */
  async function pinnedMenus(kitchenId: number, keys: readonly PinnedMenuKey[]): Promise<PinnedMenuRow[]> {
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
    const read =
      events.length === 0
        ? NO_ROWS
        : await treeStatements.eventMenus(db, { kitchenId, ids: intArrayValue(distinctIds(events, idOf)) });
    const keys = treeRows.pinnedMenuKeys(read, 'pinned_menu_keys');
    return {
      events,
      lines: treeRows.eventLines(read, 'event_lines'),
      sectionItems: treeRows.sectionItems(read, 'section_items'),
      menuItems: await menuItemTree(kitchenId, read, [], parts),
      pinnedMenus: keys.length === 0 ? [] : await pinnedMenus(kitchenId, keys),
    };
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
