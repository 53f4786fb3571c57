import {
  batchKey,
  coolingStatus,
  RECIPE_MESSAGES,
  type TCoolingLog,
  type TCoolingLogs,
  type TCoolingReadingRequest,
  toFahrenheit,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { checkOffsRepository } from './check-offs.repository.ts';
import { type CoolingRow, coolingRepository } from './cooling.repository.ts';
import { tapTime } from './tap-time.ts';

/** Cooling logs of cooked batches: readings kept in °F, the status against the limits computed on read (core). */
export function coolingService({ db, clock }: { db: Executor; clock: Clock }) {
  /** The logs of one day, one per batch (team, recipe) with a reading, in the order first read. */
  function logsOf(date: string, rows: CoolingRow[], now: string): TCoolingLog[] {
    const byBatch = new Map<string, CoolingRow[]>();
    for (const row of rows) {
      const key = batchKey(date, row.team, row.recipeId);
      byBatch.set(key, [...(byBatch.get(key) ?? []), row]);
    }
    return [...byBatch].map(([key, batch]) => {
      const readings = batch.map((r) => ({
        id: r.id,
        at: r.readAt.toISOString(),
        temperatureF: r.temperatureF,
        by: r.readBy,
      }));
      return {
        key,
        date,
        team: batch[0].team,
        recipe: { id: batch[0].recipeId, name: batch[0].recipeName },
        readings,
        status: coolingStatus(readings, now),
      };
    });
  }

  async function day(kitchenId: number, date: string): Promise<TCoolingLogs> {
    const rows = await coolingRepository(db).ofDay(kitchenId, date);
    return { date, logs: logsOf(date, rows, clock.now().toISOString()) };
  }

  /** Adds a reading (°C stored as °F) and answers the batch's log; another kitchen's recipe is not found. */
  function addReading(user: AuthUser, body: TCoolingReadingRequest): Promise<TCoolingLog> {
    const now = clock.now();
    const at = tapTime(body.at, now);
    return db.transaction(async (tx) => {
      const offs = checkOffsRepository(tx);
      if (!(await offs.recipeExists(user.kitchenId, body.recipeId))) throw notFound(RECIPE_MESSAGES.notFound);
      const repo = coolingRepository(tx);
      await repo.add(user.kitchenId, {
        date: body.date,
        team: body.team,
        recipeId: body.recipeId,
        temperatureF: toFahrenheit(body.temperature, body.unit),
        readAt: at,
        readBy: (await offs.memberName(user.id)) ?? user.login,
      });
      const rows = await repo.ofDay(user.kitchenId, body.date, { team: body.team, recipeId: body.recipeId });
      return logsOf(body.date, rows, now.toISOString())[0];
    });
  }

  return { day, addReading };
}
