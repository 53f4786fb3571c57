import { eventsFoodCost } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { orTreeConflict } from '../../errors/tree-conflict.ts';
import { assembleEvents } from '../trees/event-tree.ts';
import { type EventTreeRows, kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { TREES_WITHOUT_NUTRIENTS } from '../trees/recipe-graph.repository.ts';
import type { EventListRow } from './events.repository.ts';

/**
 * The trees of the listed events that have a menu (events without one cost nothing and are not read),
 * without nutrients: the list shows what each menu costs, and nothing of its nutrition.
 */
export async function loadListMenus(
  tx: Executor,
  kitchenId: number,
  rows: readonly EventListRow[],
): Promise<EventTreeRows | undefined> {
  const withMenu = rows.filter((r) => r.numberOfMenuItems > 0).map((r) => r.id);
  return withMenu.length === 0
    ? undefined
    : kitchenTreeRepository(tx).loadEvents(kitchenId, withMenu, TREES_WITHOUT_NUTRIENTS);
}

/**
 * The food cost of each listed event's menu at its prep quantities (core's eventsFoodCost: each menu
 * item costed once over the whole list), for the calendar header's totals.
 */
export function listFoodCosts(menus: EventTreeRows | undefined): Map<number, number> {
  if (!menus) return new Map();
  const events = assembleEvents(menus);
  return orTreeConflict(() =>
    eventsFoodCost(
      [...events.values()].map((e) => ({
        key: e.row.id,
        guestCount: e.row.guestCount,
        lines: e.lines.map((l) => ({ menuItem: l.sectionItem.menuItem, prepQuantity: l.prepQuantity })),
      })),
    ),
  );
}
