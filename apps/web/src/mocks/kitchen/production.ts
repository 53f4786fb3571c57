import {
  batchKey,
  markCheckOffs,
  planProduction,
  RECIPE_MESSAGES,
  type TProductionCheckOff,
  type TProductionCheckOffRequest,
  type TProductionPlan,
  type TProductionPlanQuery,
} from '@brigade/core';
import { notFound } from '../mock-error';
import { servedItems } from './events';
import { guarded } from './figures';
import type { MockActor, MockKitchen } from './model';

/** The production plan (the server's production service): core's planProduction over the kitchen's events. */
export function productionPlan(kitchen: MockKitchen, query: TProductionPlanQuery): TProductionPlan {
  const served = servedItems(kitchen);
  const events = [...kitchen.events.values()].map((e) => ({
    id: e.id,
    title: e.title,
    start: e.start,
    status: e.status,
    guestCount: e.guestCount,
    lines: e.lines.flatMap((l) => {
      const item = served.get(l.sectionItemId);
      return item ? [{ menuItem: item.menuItem, prepQuantity: l.prepQuantity }] : [];
    }),
  }));
  return markCheckOffs(
    guarded(() => planProduction(events, query)),
    kitchen.checkOffs,
  );
}

/** Marks a batch done by the member (or not done any more); another kitchen's recipe is not found. */
export function setCheckOff(by: MockActor, body: TProductionCheckOffRequest): TProductionCheckOff {
  const { kitchen, user } = by;
  if (!kitchen.recipes.has(body.recipeId)) throw notFound(RECIPE_MESSAGES.notFound);
  const key = batchKey(body.date, body.team, body.recipeId);
  if (!body.done) {
    kitchen.checkOffs.delete(key);
    return { key, checkOff: null };
  }
  const mark = {
    by: `${user.firstName} ${user.lastName}`.trim() || user.login,
    at: new Date().toISOString(),
  };
  kitchen.checkOffs.set(key, mark);
  return { key, checkOff: mark };
}
