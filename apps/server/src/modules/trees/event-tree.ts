import type { EventRow, EventTreeRows, SectionItemTreeRows } from './kitchen-tree.repository.ts';
import { assembleMenuItems, type LoadedMenuItem } from './menu-tree.ts';

/** A menu section item as an event serves it: where it sits and the menu item tree it serves. */
export type LoadedSectionItem = {
  id: number;
  section: string | null;
  price: number | null;
  menu: { id: number; name: string };
  menuItem: LoadedMenuItem;
};
export type LoadedEventLine = {
  id: number;
  sectionItem: LoadedSectionItem;
  price: number | null;
  plating: string | null;
  prepQuantity: number | null;
};
export type LoadedEvent = { row: EventRow; lines: LoadedEventLine[] };

export function assembleSectionItems(rows: SectionItemTreeRows): Map<number, LoadedSectionItem> {
  const menuItems = assembleMenuItems(rows.menuItems).menuItems;
  const items = new Map<number, LoadedSectionItem>();
  for (const row of rows.sectionItems) {
    const menuItem = menuItems.get(row.menuItemId);
    if (!menuItem) continue;
    items.set(row.id, {
      id: row.id,
      section: row.section,
      price: row.price,
      menu: { id: row.menuId, name: row.menuName },
      menuItem,
    });
  }
  return items;
}

/**
 * The events with their menus. A confirmed event's lines serve the menu item trees it pinned (what
 * was agreed: its BEO, prep lists, production and costs read them, through this one loader); a line
 * added since, or `live` (what the menu would be today), serves the kitchen's trees as they are now.
 */
export function assembleEvents(rows: EventTreeRows, { live = false } = {}): Map<number, LoadedEvent> {
  const sectionItems = assembleSectionItems(rows);
  const events = new Map<number, LoadedEvent>(rows.events.map((row) => [row.id, { row, lines: [] }]));
  // Each pinned menu assembled once, however many events were confirmed on it.
  const pinnedMenus = new Map<number, Map<number, LoadedSectionItem>>(
    live ? [] : rows.pinnedMenus.map((p) => [p.id, assembleSectionItems(p.menu.rows as SectionItemTreeRows)]),
  );
  const pinned = new Map<number, Map<number, LoadedSectionItem>>();
  for (const row of rows.events) {
    const menu = row.pinnedMenuId === null ? undefined : pinnedMenus.get(row.pinnedMenuId);
    if (menu) pinned.set(row.id, menu);
  }
  for (const line of rows.lines) {
    const sectionItem =
      pinned.get(line.eventId)?.get(line.menuSectionItemId) ?? sectionItems.get(line.menuSectionItemId);
    if (!sectionItem) continue;
    events.get(line.eventId)?.lines.push({
      id: line.id,
      sectionItem,
      price: line.price,
      plating: line.plating,
      prepQuantity: line.prepQuantity,
    });
  }
  return events;
}
