import {
  computeMenu as computeMenuOfCore,
  deletedReply,
  flatMenuSectionItems,
  MENU_MESSAGES,
  menuCompleteness,
  menuFigureFields,
  menuSectionsWithFigures,
  menuWithSectionNames,
  type TDeleteReply,
  type TMenu,
  type TMenuListItem,
  type TMenuSaveRequest,
  toMenuListItem as toMenuListItemOfCore,
} from '@brigade/core';
import { MockError, notFound } from '../mock-error';
import { guarded } from './figures';
import type { MockActor, MockKitchen, MockMenu, MockMenuItem, MockSection } from './model';
import { checkSaveTarget } from './save-target';
import { created, nextId, recordActivity, renamed, updated } from './store';

/** Seasonal menus (the server's menus service and menu-figures.ts): figures computed on read. */

export function menuOf(kitchen: MockKitchen, id: number): MockMenu {
  const menu = kitchen.menus.get(id);
  if (!menu) throw notFound(MENU_MESSAGES.notFound);
  return menu;
}

export const menuIsComplete = (menu: MockMenu) => menuCompleteness(menuWithSectionNames(menu)).complete;

/** Core's figures of a menu; a tree core refuses to walk answers 409, as on the server. */
const computeMenu = (menu: MockMenu) => guarded(() => computeMenuOfCore(menu));

export function toMenu(kitchen: MockKitchen, menu: MockMenu): TMenu {
  const computed = computeMenu(menu);
  const menuSections = menuSectionsWithFigures(
    menu.menuSections,
    computed.figures,
    (m) => computed.items.get(m)!,
  );
  return {
    id: menu.id,
    version: menu.version,
    name: menu.name,
    season: menu.season,
    year: menu.year,
    menuSections,
    // Spec 3's flat list too: every section's items in menu order, each naming its section.
    menuSectionItems: flatMenuSectionItems(menuSections),
    ...menuFigureFields(computed),
    targetFoodCostPercent: kitchen.targetFoodCostPercent,
    createdDate: menu.createdAt.toISOString(),
    lastModifiedDate: menu.updatedAt.toISOString(),
    createdBy: menu.createdBy,
    modifiedBy: menu.modifiedBy,
  };
}

/** A menu's list row, by core's projection (the server's too). */
export const toMenuListItem = (menu: MockMenu): TMenuListItem =>
  toMenuListItemOfCore({ ...menu, ...menuFigureFields(computeMenu(menu)) });

/** The events serving any of these menu section items, as the server's refusals name them. */
function eventsServing(kitchen: MockKitchen, sectionItemIds: Set<number>) {
  return [...kitchen.events.values()].filter((e) => e.lines.some((l) => sectionItemIds.has(l.sectionItemId)));
}

function refuseInUse(message: string, events: { id: number; title: string }[]): MockError {
  return new MockError(409, message, {
    title: MENU_MESSAGES.inUseTitle,
    errors: events.map((e) => ({ field: `usedBy.events.${e.id}`, message: e.title })),
  });
}

const itemIdsOf = (menu: MockMenu) =>
  new Set(menu.menuSections.flatMap((s) => s.menuSectionItems.map((i) => i.id)));

/**
 * Creates (`id` undefined) or updates a menu with its sections and items: an unknown menu item
 * answers 404 naming it; sections and items sent with their ids keep them (events point at items);
 * an update may not drop an item an event serves (409 naming the events).
 */
export function saveMenu(by: MockActor, body: TMenuSaveRequest, id?: number): MockMenu {
  const { kitchen } = by;
  const before = checkSaveTarget(body, id, kitchen.menus, MENU_MESSAGES);
  const errors = body.menuSections.flatMap((section, si) =>
    section.menuSectionItems.flatMap((item, ii) =>
      kitchen.menuItems.has(item.menuItem?.id ?? 0)
        ? []
        : [
            {
              field: `menuSections.${si}.menuSectionItems.${ii}.menuItem`,
              message: MENU_MESSAGES.menuItemNotFound(si + 1, ii + 1),
            },
          ],
    ),
  );
  if (errors.length > 0) throw new MockError(404, errors[0].message, { errors });
  const storedItems = before ? itemIdsOf(before) : new Set<number>();
  const storedSections = new Set(before?.menuSections.map((s) => s.id) ?? []);
  const [usedSections, used] = [new Set<number>(), new Set<number>()];
  // An id the stored menu has keeps its row (once); any other is a new row.
  const keep = (wanted: number | null | undefined, stored: Set<number>, taken: Set<number>, kind: string) => {
    const id = wanted != null && stored.has(wanted) && !taken.has(wanted) ? wanted : nextId(kind);
    taken.add(id);
    return id;
  };
  const menuSections: MockSection[] = body.menuSections.map((section) => ({
    id: keep(section.id, storedSections, usedSections, 'menuSection'),
    name: section.name ?? null,
    menuSectionItems: section.menuSectionItems.map((item) => ({
      id: keep(item.id, storedItems, used, 'menuSectionItem'),
      menuItem: kitchen.menuItems.get(item.menuItem?.id ?? 0) as MockMenuItem,
      price: item.price ?? null,
    })),
  }));
  if (before) {
    const dropped = new Set([...storedItems].filter((i) => !used.has(i)));
    const events = eventsServing(kitchen, dropped);
    if (events.length > 0) throw refuseInUse(MENU_MESSAGES.droppedInUse(events.map((e) => e.title)), events);
  }
  const name = body.name ?? '';
  const now = new Date();
  const fields = { name, season: body.season ?? null, year: body.year ?? null, menuSections };
  if (!before) {
    const menu: MockMenu = { id: nextId('menu'), ...fields, ...created(by, now) };
    kitchen.menus.set(menu.id, menu);
    recordActivity(by, 'menu', menu.id, 'created', name, now);
    return menu;
  }
  const changes = renamed(before.name, name);
  Object.assign(before, fields, updated(before, by, now));
  recordActivity(by, 'menu', before.id, 'changed', name, now, changes);
  return before;
}

/** Deletes a menu; 409 naming the events that serve its items. */
export function deleteMenu(by: MockActor, id: number): TDeleteReply {
  const { kitchen } = by;
  const menu = menuOf(kitchen, id);
  const events = eventsServing(kitchen, itemIdsOf(menu));
  if (events.length > 0)
    throw refuseInUse(
      MENU_MESSAGES.inUseByEvents(
        menu.name,
        events.map((e) => e.title),
      ),
      events,
    );
  kitchen.menus.delete(id);
  recordActivity(by, 'menu', id, 'deleted', menu.name, new Date());
  return deletedReply(menu.name);
}
