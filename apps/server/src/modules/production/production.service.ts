import {
  addDays,
  batchKey,
  checkOffOfTaps,
  eventCountsForDemand,
  longestLeadChain,
  markCheckOffs,
  planDays,
  planProduction,
  RECIPE_MESSAGES,
  type TEventStatus,
  type TPlanEvent,
  type TProductionCheckOff,
  type TProductionCheckOffRequest,
  type TProductionPlan,
  type TProductionPlanQuery,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { kitchenSettingsRepository } from '../kitchen-settings/kitchen-settings.repository.ts';
import { assembleEvents } from '../trees/event-tree.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { TREES_WITHOUT_NUTRIENTS } from '../trees/recipe-graph.repository.ts';
import { checkOffsRepository } from './check-offs.repository.ts';
import { leadTimesRepository } from './lead-times.repository.ts';
import { tapTime } from './tap-time.ts';

/**
 * The production plan (core's planProduction) over the kitchen's events, read in one snapshot in a
 * fixed number of queries whatever the size: the range (1), the events' trees without nutrients (2), the check-offs
 * of the plan's days (1); by production day, the kitchen's lead times first (1).
 */
export function productionService({ db, clock }: { db: Executor; clock: Clock }) {
  async function plan(kitchenId: number, query: TProductionPlanQuery): Promise<TProductionPlan> {
    return inSnapshot(db, async (tx) => {
      // By production day, a batch made on the last day may be for an event as many days later as
      // the kitchen's longest chain of lead times.
      const ahead =
        query.by === 'production' ? longestLeadChain(await leadTimesRepository(tx).recipes(kitchenId)) : 0;
      // Every zone is within a day of UTC: the UTC days around the range hold every local day of it.
      const from = new Date(`${addDays(query.startDate, -1)}T00:00:00Z`);
      const to = new Date(`${addDays(query.endDate, 2 + ahead)}T00:00:00Z`);
      const ids = (await eventsRepository(tx).range(kitchenId, from, to))
        .filter((e) => eventCountsForDemand(e.status, query.includeTentative))
        .map((e) => e.id);
      const loaded = assembleEvents(
        await kitchenTreeRepository(tx).loadEvents(kitchenId, ids, TREES_WITHOUT_NUTRIENTS),
      );
      const events: TPlanEvent[] = [...loaded.values()].map(({ row, lines }) => ({
        id: row.id,
        title: row.title,
        start: row.startAt,
        status: row.status as TEventStatus,
        guestCount: row.guestCount,
        lines: lines.map((l) => ({ menuItem: l.sectionItem.menuItem, prepQuantity: l.prepQuantity })),
      }));
      const { measurementSystem } = await kitchenSettingsRepository(tx).get(kitchenId);
      const planned = planProduction(events, query, { system: measurementSystem });
      const days = planDays(planned);
      if (!days) return planned;
      return markCheckOffs(planned, await checkOffsRepository(tx).between(kitchenId, days.first, days.last));
    });
  }

  /**
   * A member's tap on a batch (done, or not done any more), at the time the station says it was
   * tapped (queued offline) or now. Every tap is kept; the batch's mark follows from all of them
   * (core's checkOffOfTaps: the latest tap decides, the first check marks), so taps arriving late or
   * twice, from several tablets, merge to one answer. Another kitchen's recipe is not found.
   */
  function checkOff(user: AuthUser, body: TProductionCheckOffRequest): Promise<TProductionCheckOff> {
    const now = clock.now();
    const at = tapTime(body.at, now);
    return db.transaction(async (tx) => {
      const repo = checkOffsRepository(tx);
      if (!(await repo.recipeExists(user.kitchenId, body.recipeId))) throw notFound(RECIPE_MESSAGES.notFound);
      const batch = { date: body.date, team: body.team, recipeId: body.recipeId };
      const by = (await repo.memberName(user.id)) ?? user.login;
      await repo.recordTap(user.kitchenId, batch, { done: body.done, userId: user.id, by, at });
      const mark = checkOffOfTaps(await repo.taps(user.kitchenId, batch));
      if (mark)
        await repo.mark(user.kitchenId, body.date, body.team, body.recipeId, {
          by: mark.by,
          at: new Date(mark.at),
        });
      else await repo.unmark(user.kitchenId, body.date, body.team, body.recipeId);
      return { key: batchKey(body.date, body.team, body.recipeId), checkOff: mark };
    });
  }
  return { plan, checkOff };
}
