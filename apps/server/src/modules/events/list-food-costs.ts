import { eventsFoodCost } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { orTreeConflict } from '../../errors/tree-conflict.ts';
import { assembleEvents } from '../trees/event-tree.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import type { EventListRow } from './events.repository.ts';

/**
 * The food cost of each listed event's menu at its prep quantities (core's eventsFoodCost: each menu
 * item costed once over the whole list), for the calendar header's totals. Events without a menu
 * cost nothing and are not read.
 */
export async function listFoodCosts(
  tx: Executor,
  kitchenId: number,
  rows: readonly EventListRow[],
): Promise<Map<number, number>> {
  const withMenu = rows.filter((r) => r.numberOfMenuItems > 0).map((r) => r.id);
  if (withMenu.length === 0) return new Map();
  const events = assembleEvents(await kitchenTreeRepository(tx).loadEvents(kitchenId, withMenu));
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
