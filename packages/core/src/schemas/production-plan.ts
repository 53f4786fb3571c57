import { z } from 'zod';
import { EVENT_STATUSES } from '../enums/event-statuses.ts';
import { PRODUCTION_MESSAGES as M } from '../messages/production.ts';
import { daysBetween, isCalendarDay, isTimeZone } from '../production/days.ts';

/** The longest range a production plan covers, in days (both ends counted). */
export const MAX_PRODUCTION_RANGE_DAYS = 62;

const zDay = (message: string) => z.iso.date({ error: message }).refine(isCalendarDay, { error: message });

/**
 * GET /api/production-plan: the events whose start falls on the days startDate…endDate (both
 * included, at most 62 days) in `timeZone` (default UTC; the web sends the browser's); `team` keeps
 * one team's batches; definite (and completed) events count, tentative ones when includeTentative.
 */
export const ZProductionPlanQuery = z
  .object({
    startDate: zDay(M.startDateRequired),
    endDate: zDay(M.endDateRequired),
    team: z.string().trim().min(1).max(50).optional(),
    includeTentative: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    /**
     * What the range names: `service` (the default) the days of its events, whose batches may land
     * before it; `production` the days batches are made, whichever events they are for (a day sheet
     * is complete: a stock made today for an event next week is on it).
     */
    by: z.enum(['service', 'production'], { error: M.byInvalid }).default('service'),
    timeZone: z
      .string()
      .max(100)
      .default('UTC')
      .superRefine((name, ctx) => {
        if (!isTimeZone(name)) ctx.addIssue({ code: 'custom', message: M.timeZoneInvalid(name) });
      }),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.startDate, q.endDate) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    else if (days > MAX_PRODUCTION_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.rangeTooLong(MAX_PRODUCTION_RANGE_DAYS) });
  });
export type TProductionPlanQuery = z.output<typeof ZProductionPlanQuery>;

/** A quantity as a cook measures it (the number, its unit, the label beside the number, the text). */
const ZMeasure = z.object({ quantity: z.number(), units: z.string(), label: z.string(), text: z.string() });
const ZRef = z.object({ id: z.number().int(), name: z.string() });
const ZCheckOff = z.object({ by: z.string(), at: z.string() });

/** What one use (an event's menu item, or the recipe a sub-recipe goes into) takes from a batch. */
export const ZBatchUse = z.object({
  event: z.object({ id: z.number().int(), title: z.string() }),
  /** The menu item served (a recipe on a menu item's line), or null for a sub-recipe. */
  menuItem: ZRef.nullable(),
  /** The recipe this sub-recipe goes into, or null for a menu item's own recipe. */
  parentRecipe: ZRef.nullable(),
  quantity: z.number(),
  units: z.string(),
  display: ZMeasure,
});

/** One batch: a recipe made once on a production day by a team, for every use it feeds. */
export const ZBatch = z.object({
  /** `${date}:${team}:${recipeId}`: the batch's check-off key. */
  key: z.string(),
  recipe: z.object({
    id: z.number().int(),
    name: z.string(),
    leadTimeDays: z.number().int(),
    shelfLifeDays: z.number().int().nullable(),
    /** What one counted unit of its yield is called ("custard cup"); null for a weight or volume yield. */
    portionName: z.string().nullable(),
  }),
  quantity: z.number(),
  units: z.string(),
  display: ZMeasure,
  /** The earliest service day (an event's day) it feeds. */
  serviceDate: z.string(),
  /** The production day + the shelf life; null when the shelf life is not known. */
  useBy: z.string().nullable(),
  warnings: z.array(z.string()),
  uses: z.array(ZBatchUse),
  /** Its ingredient lines, scaled to the batch. */
  ingredients: z.array(
    z.object({
      ingredientId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number(),
      units: z.string(),
      display: ZMeasure,
    }),
  ),
  /** Its sub-recipe lines: each one is (part of) another batch, made no later than this one. */
  subRecipes: z.array(z.object({ recipe: ZRef, quantity: z.number(), units: z.string(), display: ZMeasure })),
  allergens: z.array(z.string()),
  checkOff: ZCheckOff.nullable(),
});
export type TBatch = z.infer<typeof ZBatch>;
export type TBatchUse = z.infer<typeof ZBatchUse>;

/** The production plan: the events counted, and their batches by production day and team. */
export const ZProductionPlan = z.object({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      start: z.string(),
      status: z.enum(EVENT_STATUSES),
      guestCount: z.number().int(),
    }),
  ),
  /**
   * Only days and teams with batches, days in order, teams in spec order. A batch lands on its
   * service day minus its lead time, so a plan may start before startDate.
   */
  days: z.array(
    z.object({
      date: z.string(),
      teams: z.array(z.object({ team: z.string(), batches: z.array(ZBatch) })),
    }),
  ),
  /** What could not be planned (a recipe line that cannot be scaled), named by its path. */
  errors: z.array(z.string()),
});
export type TProductionPlan = z.infer<typeof ZProductionPlan>;

/** PUT /api/production-plan/check-offs: marks a batch done (or not done any more). */
export const ZProductionCheckOffRequest = z.strictObject({
  date: zDay(M.dateRequired),
  team: z.string({ error: M.teamRequired }).trim().min(1, { error: M.teamRequired }).max(50),
  recipeId: z.number().int().positive().max(2_147_483_647),
  done: z.boolean(),
  /**
   * When the cook tapped (a station sends it for a tap queued offline); the server's clock without.
   * A mark keeps the earliest check-off; an un-check removes only marks made before it.
   */
  at: z.iso.datetime({ offset: true, error: M.atInvalid }).optional(),
});
export type TProductionCheckOffRequest = z.output<typeof ZProductionCheckOffRequest>;

export const ZProductionCheckOff = z.object({ key: z.string(), checkOff: ZCheckOff.nullable() });
export type TProductionCheckOff = z.infer<typeof ZProductionCheckOff>;

/** The check-off key of a batch: one per production day, team and recipe. */
export function batchKey(date: string, team: string, recipeId: number): string {
  return `${date}:${team}:${recipeId}`;
}
