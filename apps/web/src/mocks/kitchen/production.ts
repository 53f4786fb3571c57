import {
  batchKey,
  checkOffOfTaps,
  coolingStatus,
  markCheckOffs,
  planProduction,
  RECIPE_MESSAGES,
  type TCoolingLog,
  type TCoolingLogs,
  type TCoolingReadingRequest,
  type TProductionCheckOff,
  type TProductionCheckOffRequest,
  type TProductionPlan,
  type TProductionPlanQuery,
  tapTimeProblem,
  toFahrenheit,
} from '@brigade/core';
import { fieldError, notFound } from '../mock-error';
import { servedItems } from './events';
import { guarded } from './figures';
import type { MockActor, MockCoolingReading, MockKitchen } from './model';

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
    guarded(() => planProduction(events, query, { system: kitchen.measurementSystem })),
    kitchen.checkOffs,
  );
}

const memberName = (by: MockActor) => `${by.user.firstName} ${by.user.lastName}`.trim() || by.user.login;

/** A station's time for its tap, refused as the server does (core's tapTimeProblem); now without. */
function tapTime(at: string | undefined): string {
  const now = new Date().toISOString();
  if (!at) return now;
  const problem = tapTimeProblem(at, now);
  if (problem) throw fieldError('at', problem);
  return new Date(at).toISOString();
}

/**
 * A member's tap on a batch (the server's production service): every tap kept, the mark from all of
 * them (core's checkOffOfTaps); the same tap sent twice counts once. Another kitchen's recipe is not found.
 */
export function setCheckOff(by: MockActor, body: TProductionCheckOffRequest): TProductionCheckOff {
  const { kitchen, user } = by;
  const at = tapTime(body.at);
  if (!kitchen.recipes.has(body.recipeId)) throw notFound(RECIPE_MESSAGES.notFound);
  const key = batchKey(body.date, body.team, body.recipeId);
  const taps = kitchen.checkOffTaps.get(key) ?? [];
  const tap = { done: body.done, by: memberName(by), at, userId: user.id };
  if (!taps.some((t) => t.userId === tap.userId && t.done === tap.done && t.at === tap.at)) taps.push(tap);
  kitchen.checkOffTaps.set(key, taps);
  const mark = checkOffOfTaps(taps);
  if (mark) kitchen.checkOffs.set(key, mark);
  else kitchen.checkOffs.delete(key);
  return { key, checkOff: mark };
}

/** The cooling logs of a day (the server's cooling service): one per batch read, status from core. */
export function coolingLogs(kitchen: MockKitchen, date: string): TCoolingLogs {
  const now = new Date().toISOString();
  const byBatch = new Map<string, MockCoolingReading[]>();
  const sorted = kitchen.coolingReadings
    .filter((r) => r.date === date)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  for (const r of sorted) {
    const key = batchKey(r.date, r.team, r.recipeId);
    byBatch.set(key, [...(byBatch.get(key) ?? []), r]);
  }
  const logs = [...byBatch].map(([key, rows]): TCoolingLog => {
    const readings = rows.map((r) => ({ id: r.id, at: r.at, temperatureF: r.temperatureF, by: r.by }));
    const recipe = kitchen.recipes.get(rows[0].recipeId);
    return {
      key,
      date,
      team: rows[0].team,
      recipe: { id: rows[0].recipeId, name: recipe?.name ?? '' },
      readings,
      status: coolingStatus(readings, now),
    };
  });
  return { date, logs };
}

/** Logs a reading in °F (°C converted by core) and answers its batch's log. */
export function addCoolingReading(by: MockActor, body: TCoolingReadingRequest): TCoolingLog {
  const at = tapTime(body.at);
  if (!by.kitchen.recipes.has(body.recipeId)) throw notFound(RECIPE_MESSAGES.notFound);
  const ids = by.kitchen.coolingReadings.map((r) => r.id);
  by.kitchen.coolingReadings.push({
    id: Math.max(0, ...ids) + 1,
    date: body.date,
    team: body.team,
    recipeId: body.recipeId,
    temperatureF: toFahrenheit(body.temperature, body.unit),
    at,
    by: memberName(by),
  });
  const key = batchKey(body.date, body.team, body.recipeId);
  return coolingLogs(by.kitchen, body.date).logs.find((l) => l.key === key)!;
}
