import type { TKitchenSettings, TKitchenSettingsRequest } from '@brigade/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kitchens } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { kitchenSettingsRepository } from './kitchen-settings.repository.ts';

/** The kitchen's settings: read by any member, saved by a chef, the change kept in the activity. */
export function kitchenSettingsService({ db, clock }: { db: Executor; clock: Clock }) {
  return {
    get: (kitchenId: number) => kitchenSettingsRepository(db).get(kitchenId),

    /**
     * Saves the settings and, when the target moved, records "changed the target food cost from
     * 30.00% to 28.00%" in the same transaction (a save that changes nothing records nothing). The row
     * is locked first so two saves at once each record the value they replaced.
     */
    async put(by: Actor, settings: TKitchenSettingsRequest): Promise<TKitchenSettings> {
      return db.transaction(async (tx) => {
        const repo = kitchenSettingsRepository(tx);
        const [kitchen] = await tx
          .select({ name: kitchens.name })
          .from(kitchens)
          .where(eq(kitchens.id, by.kitchenId))
          .for('update');
        const before = await repo.get(by.kitchenId);
        const saved = await repo.put(by.kitchenId, settings);
        const changes: Record<string, [unknown, unknown]> = {};
        if (before.targetFoodCostPercent !== saved.targetFoodCostPercent)
          changes.targetFoodCostPercent = [before.targetFoodCostPercent, saved.targetFoodCostPercent];
        if (before.measurementSystem !== saved.measurementSystem)
          changes.measurementSystem = [before.measurementSystem, saved.measurementSystem];
        if (Object.keys(changes).length > 0) {
          await recordActivity(
            tx,
            by,
            {
              entityType: 'kitchen',
              entityId: by.kitchenId,
              action: 'changed',
              name: kitchen?.name ?? '',
              changes,
            },
            clock.now(),
          );
        }
        return saved;
      });
    },
  };
}
