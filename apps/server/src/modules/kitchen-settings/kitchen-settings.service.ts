import {
  KITCHEN_SETTINGS_STALE_MESSAGE,
  type TKitchenSettings,
  type TKitchenSettingsResponse,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { conflict, isStaleVersion } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { kitchenSettingsRepository } from './kitchen-settings.repository.ts';

/** The kitchen's settings: read by any member, saved by a chef, the change kept in the activity. */
export function kitchenSettingsService({ db, clock }: { db: Executor; clock: Clock }) {
  return {
    get: (kitchenId: number) => kitchenSettingsRepository(db).get(kitchenId),

    /**
     * Saves the settings and, when one moved, records it ("changed the target food cost from 30.00%
     * to 28.00%") in the same transaction (a save that changes nothing records nothing). The row
     * is locked first so two saves at once each record the value they replaced; a save made from an
     * older version than the stored one answers 409 and changes nothing.
     */
    async put(by: Actor, { version, ...settings }: TKitchenSettings): Promise<TKitchenSettingsResponse> {
      return db.transaction(async (tx) => {
        const repo = kitchenSettingsRepository(tx);
        const kitchen = await repo.lockKitchen(by.kitchenId);
        const before = await repo.get(by.kitchenId);
        if (isStaleVersion(before.version, version))
          throw conflict(KITCHEN_SETTINGS_STALE_MESSAGE, [
            { field: 'version', message: KITCHEN_SETTINGS_STALE_MESSAGE },
          ]);
        const saved = await repo.put(by.kitchenId, settings);
        // Each setting that moved, as [before, after] (the version moves with every save).
        const changes = Object.fromEntries(
          (Object.keys(saved) as (keyof TKitchenSettingsResponse)[])
            .filter((key) => key !== 'version' && before[key] !== saved[key])
            .map((key) => [key, [before[key], saved[key]]]),
        );
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
