import { eventsFoodCost } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { distinctIds } from '../../db/sql-arrays.ts';
import { orTreeConflict } from '../../errors/tree-conflict.ts';
import { assembleEvents } from '../trees/event-tree.ts';
import { type EventTreeRows, kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { TREES_WITHOUT_NUTRIENTS } from '../trees/recipe-graph.repository.ts';
import type { EventListRow } from './events.repository.ts';

/** An event's id when it has a menu (db/sql-arrays.ts `distinctIds`: the list's kept rows give them once). */
const idIfMenu = (row: EventListRow) => (row.numberOfMenuItems > 0 ? row.id : null);

/**
 * The trees of the listed events that have a menu (events without one cost nothing and are not read),
 * without nutrients: the list shows what each menu costs, and nothing of its nutrition.
 */
export async function loadListMenus(
  tx: Executor,
  kitchenId: number,
  rows: readonly EventListRow[],
): Promise<EventTreeRows | undefined> {
  const withMenu = distinctIds(rows, idIfMenu);
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
