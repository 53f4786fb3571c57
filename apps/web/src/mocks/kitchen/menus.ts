import {
  deletedReply,
  flatMenuSectionItems,
  MENU_MESSAGES,
  menuAllergens,
  menuCompleteness,
  menuFigures,
  menuItemAllergens,
  menuItemCost,
  menuItemStatus,
  menuSectionsWithFigures,
  type TDeleteReply,
  type TMenu,
  type TMenuItemCost,
  type TMenuItemNode,
  type TMenuListItem,
  type TMenuSaveRequest,
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

/** Spec 5: the section name is copied to its items (what spec 4's menu rule reads). */
export const withSectionNames = (menu: MockMenu) => ({
  ...menu,
  menuSections: menu.menuSections.map((s) => ({
    ...s,
    menuSectionItems: s.menuSectionItems.map((i) => ({ ...i, section: s.name })),
  })),
});

export const menuIsComplete = (menu: MockMenu) => menuCompleteness(withSectionNames(menu)).complete;

/** Core's figures of a menu: each item costed once, its own validity and allergens, the menu's. */
function computeMenu(menu: MockMenu) {
  return guarded(() => {
    const costs = new Map<TMenuItemNode, TMenuItemCost>();
    const items = new Map<
      MockMenuItem,
      { valid: boolean; allergens: ReturnType<typeof menuItemAllergens> }
    >();
    for (const section of menu.menuSections) {
      for (const { menuItem } of section.menuSectionItems) {
        if (items.has(menuItem)) continue;
        const cost = menuItemCost(menuItem);
        costs.set(menuItem, cost);
        items.set(menuItem, {
          valid: menuItemStatus(menuItem, cost).complete,
          allergens: menuItemAllergens(menuItem),
        });
      }
    }
    return {
      figures: menuFigures(menu, costs),
      status: menuCompleteness(withSectionNames(menu)),
      allergens: menuAllergens(menu),
      items,
    };
  });
}

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
    valid: computed.status.complete,
    errorMessages: computed.status.messages,
    averageFoodCostPercent: computed.figures.averageFoodCostPercent,
    targetFoodCostPercent: kitchen.targetFoodCostPercent,
    allergens: computed.allergens.allergens,
    allergensNotReviewed: computed.allergens.notReviewed,
    createdDate: menu.createdAt.toISOString(),
    lastModifiedDate: menu.updatedAt.toISOString(),
    createdBy: menu.createdBy,
    modifiedBy: menu.modifiedBy,
  };
}

export function toMenuListItem(menu: MockMenu): TMenuListItem {
  const computed = computeMenu(menu);
  return {
    id: menu.id,
    name: menu.name,
    season: menu.season,
    year: menu.year,
    numberOfSections: menu.menuSections.length,
    numberOfItems: menu.menuSections.reduce((n, s) => n + s.menuSectionItems.length, 0),
    valid: computed.status.complete,
    errorMessages: computed.status.messages,
    averageFoodCostPercent: computed.figures.averageFoodCostPercent,
    allergens: computed.allergens.allergens,
    allergensNotReviewed: computed.allergens.notReviewed,
  };
}

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
