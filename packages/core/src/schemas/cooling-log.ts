import { z } from 'zod';
import { COOLING_MESSAGES as C } from '../messages/cooling.ts';
import { PRODUCTION_MESSAGES as M } from '../messages/production.ts';
import { TEMPERATURE_UNITS, temperatureProblem } from '../production/cooling.ts';
import { isCalendarDay } from '../production/days.ts';

const zDay = (message: string) => z.iso.date({ error: message }).refine(isCalendarDay, { error: message });

/** GET /api/production-plan/cooling-logs: the cooling logs of one production day. */
export const ZCoolingLogQuery = z.object({ date: zDay(M.dateRequired) });

/** POST /api/production-plan/cooling-logs/readings: one temperature of a cooked batch, as the cook read it. */
export const ZCoolingReadingRequest = z
  .strictObject({
    date: zDay(M.dateRequired),
    team: z.string({ error: M.teamRequired }).trim().min(1, { error: M.teamRequired }).max(50),
    recipeId: z.number().int().positive().max(2_147_483_647),
    temperature: z.number({ error: C.temperatureRequired }),
    unit: z.enum(TEMPERATURE_UNITS, { error: C.unitRequired }),
    /** When it was read (a reading queued offline); the server's clock without. */
    at: z.iso.datetime({ offset: true, error: M.atInvalid }).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = temperatureProblem(body.temperature, body.unit);
    if (problem) ctx.addIssue({ code: 'custom', path: ['temperature'], message: problem });
  });
export type TCoolingReadingRequest = z.output<typeof ZCoolingReadingRequest>;

const ZStage = z.object({
  targetF: z.number(),
  deadline: z.string().nullable(),
  reachedAt: z.string().nullable(),
  status: z.enum(['met', 'missed', 'pending']),
});

/** One batch's cooling log: its readings (°F) and where it stands against the Food Code's limits. */
export const ZCoolingLog = z.object({
  /** The batch's key (`${date}:${team}:${recipeId}`). */
  key: z.string(),
  date: z.string(),
  team: z.string(),
  recipe: z.object({ id: z.number().int(), name: z.string() }),
  readings: z.array(
    z.object({ id: z.number().int(), at: z.string(), temperatureF: z.number(), by: z.string() }),
  ),
  status: z.object({
    state: z.enum(['hot', 'cooling', 'done', 'out-of-limits']),
    startedAt: z.string().nullable(),
    stage1: ZStage,
    stage2: ZStage,
    warnings: z.array(z.string()),
  }),
});
export type TCoolingLog = z.infer<typeof ZCoolingLog>;

export const ZCoolingLogs = z.object({ date: z.string(), logs: z.array(ZCoolingLog) });
export type TCoolingLogs = z.infer<typeof ZCoolingLogs>;
