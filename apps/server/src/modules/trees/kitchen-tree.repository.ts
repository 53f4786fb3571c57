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
import { distinctIds, idOf, intArray, intArrayValue, NO_ROWS } from '../../db/sql-arrays.ts';
import { tableRows } from '../../db/table-rows.ts';
import { keptPinnedMenus, type PinnedMenuKey, type PinnedMenuRow } from './kept-pinned-menus.ts';
import {
  type GraphParts,
  type GraphRows,
  graphPart,
  readGraph,
  recipeGraphRepository,
  WHOLE_TREES,
  withAndWithoutNutrients,
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

/**
 * The menu item level of a statement, and every recipe tree below it: the menu items whose ids the
 * rows `menu_item_ids` (a WITH clause the statement defines) hold, their recipe lines, and the recipe
 * graph of those lines' recipes plus `extraRecipes` (a subquery; none: NULL) — `ctes` to add to the
 * statement's `WITH RECURSIVE` clause, `columns` to its select (read by `menuItemTree`).
 */
function menuItemPart(withNutrients: boolean, extraRecipes: SQL = sql`SELECT NULL::integer`) {
  const graph = graphPart(
    sql`SELECT l.recipe_id FROM menu_item_recipes l
        WHERE l.kitchen_id = ${kitchen} AND l.menu_item_id IN (SELECT id FROM menu_item_ids)
      UNION ${extraRecipes}`,
    sql`SELECT NULL::integer`,
    withNutrients,
  );
  const columns = sql`
  (SELECT json_agg(${menuItemJson.row} ORDER BY m.id)
    FROM menu_items m WHERE m.kitchen_id = ${kitchen} AND m.id IN (SELECT id FROM menu_item_ids))::text AS menu_items,
  (SELECT json_agg(json_build_array(l.id, l.menu_item_id, l.recipe_id, l.yield_quantity, l.yield_units)
      ORDER BY l.menu_item_id, l.position)
    FROM menu_item_recipes l
    WHERE l.kitchen_id = ${kitchen} AND l.menu_item_id IN (SELECT id FROM menu_item_ids))::text AS menu_item_lines,
  ${graph.columns}`;
  return { ctes: graph.ctes, columns };
}

/**
 * The section items whose ids `wanted` selects, where each sits (section, menu), as the rows
 * `section_item_rows` of a WITH clause, and the ids of the menu items they serve as `menu_item_ids`.
 */
const sectionItemRows = (wanted: SQL) => sql`section_item_rows AS (
    SELECT i.id, s.name AS section, i.price, m.id AS menu_id, m.name AS menu_name, i.menu_item_id
    FROM menu_section_items i
    JOIN menu_sections s ON s.kitchen_id = i.kitchen_id AND s.id = i.section_id
    JOIN menus m ON m.kitchen_id = s.kitchen_id AND m.id = s.menu_id
    WHERE i.kitchen_id = ${kitchen} AND i.id IN (${wanted})
  ), menu_item_ids(id) AS (SELECT menu_item_id FROM section_item_rows)`;

/** The section items of `section_item_rows`, as a column. */
const sectionItemColumn = sql`
  (SELECT json_agg(json_build_array(r.id, r.section, r.price, r.menu_id, r.menu_name, r.menu_item_id) ORDER BY r.id)
    FROM section_item_rows r)::text AS section_items`;

/**
 * The loader's statements, rendered once (db/rendered-statement.ts); `ids` as an `intArrayValue`.
 * Each reads every level below the one it is given the ids of, down to the ingredients, one JSON
 * array per column: a round trip costs both databases and this process more than the rows it brings.
 * Those a read may want without nutrients come in both forms (`withAndWithoutNutrients`).
 */
const treeStatements = {
  /** Menu items, plus the recipes `extra` (a save's new lines), and everything below. */
  menuItems: withAndWithoutNutrients<Ids & { extra: string }>((withNutrients) => {
    const below = menuItemPart(withNutrients, sql`SELECT unnest(${intArray('extra')})`);
    return sql`WITH RECURSIVE menu_item_ids(id) AS (SELECT unnest(${ids})), ${below.ctes}
      SELECT ${below.columns}`;
  }),
  /** Menus, their sections and items, the menu items those serve plus `extra`, and everything below. */
  menus: renderedSql<Ids & { extra: string }>(
    (() => {
      const below = menuItemPart(true);
      return sql`WITH RECURSIVE section_rows AS (
          SELECT s.id, s.menu_id, s.name, s.position FROM menu_sections s
          WHERE s.kitchen_id = ${kitchen} AND s.menu_id = ANY(${ids})
        ), item_rows AS (
          SELECT i.id, i.section_id, i.menu_item_id, i.price, i.position FROM menu_section_items i
          WHERE i.kitchen_id = ${kitchen} AND i.section_id IN (SELECT id FROM section_rows)
        ), menu_item_ids(id) AS (
          SELECT menu_item_id FROM item_rows UNION SELECT unnest(${intArray('extra')})
        ), ${below.ctes}
      SELECT
        (SELECT json_agg(${menuJson.row} ORDER BY m.id)
          FROM menus m WHERE m.kitchen_id = ${kitchen} AND m.id = ANY(${ids}))::text AS menus,
        (SELECT json_agg(json_build_array(s.id, s.menu_id, s.name) ORDER BY s.menu_id, s.position)
          FROM section_rows s)::text AS sections,
        (SELECT json_agg(json_build_array(i.id, i.section_id, i.menu_item_id, i.price) ORDER BY i.section_id, i.position)
          FROM item_rows i)::text AS items,
        ${below.columns}`;
    })(),
  ),
  /** Section items (an event menu not yet saved) and everything below. */
  sectionItems: withAndWithoutNutrients<Ids>((withNutrients) => {
    const below = menuItemPart(withNutrients);
    return sql`WITH RECURSIVE ${sectionItemRows(sql`SELECT unnest(${ids})`)}, ${below.ctes}
      SELECT ${sectionItemColumn}, ${below.columns}`;
  }),
  events: renderedSql<Ids>(
    sql`SELECT ${eventTable.columns}
      FROM banquet_events e WHERE e.kitchen_id = ${kitchen} AND e.id = ANY(${ids})`,
  ),
  /**
   * What the events (`ids`, read already) serve: their lines, the section items those point at and
   * everything below, and the keys of the menus they pinned.
   */
  eventMenus: withAndWithoutNutrients<Ids>((withNutrients) => {
    const below = menuItemPart(withNutrients);
    return sql`WITH RECURSIVE line_rows AS (
        SELECT l.id, l.event_id, l.menu_section_item_id, l.price, l.plating, l.prep_quantity, l.position
        FROM banquet_event_items l WHERE l.kitchen_id = ${kitchen} AND l.event_id = ANY(${ids})
      ), ${sectionItemRows(sql`SELECT menu_section_item_id FROM line_rows`)}, ${below.ctes}
    SELECT
      (SELECT json_agg(json_build_array(l.id, l.event_id, l.menu_section_item_id, l.price, l.plating, l.prep_quantity)
          ORDER BY l.event_id, l.position)
        FROM line_rows l)::text AS event_lines,
      (SELECT json_agg(json_build_array(p.id, p.hash) ORDER BY p.id)
        FROM pinned_menus p WHERE p.kitchen_id = ${kitchen} AND p.id IN (
          SELECT e.pinned_menu_id FROM banquet_events e WHERE e.kitchen_id = ${kitchen} AND e.id = ANY(${ids})
        ))::text AS pinned_menu_keys,
      ${sectionItemColumn}, ${below.columns}`;
  }),
  /** Each menu as its own row and text: the text's length is what keeping it costs. */
  pinnedMenus: renderedSql<Ids>(
    sql`SELECT p.id, p.hash, p.menu::text AS menu
      FROM pinned_menus p WHERE p.kitchen_id = ${kitchen} AND p.id = ANY(${ids})`,
  ),
};

/** The menu items of a statement's result (`menuItemPart`'s columns) and every recipe tree below them. */
function menuItemTree(read: unknown, parts: GraphParts): MenuItemTreeRows {
  return {
    menuItems: treeRows.menuItems(read, 'menu_items'),
    lines: treeRows.menuItemLines(read, 'menu_item_lines'),
    graph: readGraph(read, parts),
  };
}

/**
 * The one loader of kitchen trees: ingredient → recipe → sub-recipe → menu item → menu (and, next,
 * event menus on top), each level in a fixed number of queries whatever the size, all in the
 * kitchen (another kitchen's ids are simply not found):
 * - recipes: 1 query (recipe-graph.repository.ts `loadGraph`);
 * - menu items, menus, section items: 1 query each, down to the ingredients;
 * - events: 2 (the events; then their lines, the section items, everything below, and the keys of
 *   the menus confirmed events pinned), and 1 more the first time a pinned menu is read
 *   (kept-pinned-menus.ts keeps it).
 * Each statement reads every level below the ids it is given (recipe-graph.repository.ts
 * `graphPart` is the recipe graph's share): a round trip costs both databases and this process
 * more than the rows it brings. Only the events start one of their own (plain rows).
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
    const read =
      menuItemIds.length === 0 && extraRecipeIds.length === 0
        ? NO_ROWS
        : await treeStatements.menuItems(parts)(db, {
            kitchenId,
            ids: intArrayValue(menuItemIds),
            extra: intArrayValue(extraRecipeIds),
          });
    return menuItemTree(read, parts);
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
      menuItems: menuItemTree(read, WHOLE_TREES),
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
        : await treeStatements.sectionItems(parts)(db, { kitchenId, ids: intArrayValue(sectionItemIds) });
    return {
      sectionItems: treeRows.sectionItems(read, 'section_items'),
      menuItems: menuItemTree(read, parts),
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
        : await treeStatements.eventMenus(parts)(db, {
            kitchenId,
            ids: intArrayValue(distinctIds(events, idOf)),
          });
    const keys = treeRows.pinnedMenuKeys(read, 'pinned_menu_keys');
    return {
      events,
      lines: treeRows.eventLines(read, 'event_lines'),
      sectionItems: treeRows.sectionItems(read, 'section_items'),
      menuItems: menuItemTree(read, parts),
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
