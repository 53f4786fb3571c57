import {
  DEFAULT_KITCHEN_SETTINGS,
  type TKitchenSettings,
  type TKitchenSettingsResponse,
} from '@brigade/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { renderedSelect } from '../../db/rendered-statement.ts';
import { kitchenSettings, kitchens } from '../../db/schema/index.ts';

const columns = {
  targetFoodCostPercent: kitchenSettings.targetFoodCostPercent,
  guaranteeDaysBefore: kitchenSettings.guaranteeDaysBefore,
  measurementSystem: kitchenSettings.measurementSystem,
  versionsToKeep: kitchenSettings.versionsToKeep,
  onlyApprovedRecipesOnEvents: kitchenSettings.onlyApprovedRecipesOnEvents,
  version: kitchenSettings.version,
};

/** Read by every menu and event read: its SQL is rendered once (db/rendered-statement.ts). */
const settingsOf = renderedSelect((qb) =>
  qb
    .select(columns)
    .from(kitchenSettings)
    .where(eq(kitchenSettings.kitchenId, sql.placeholder('kitchenId'))),
);

/** A kitchen's settings; the defaults until the kitchen first saves them (no row written before). */
export function kitchenSettingsRepository(db: Executor) {
  return {
    /**
     * Locks the kitchen's row until the transaction ends (two saves of its settings take turns, each
     * recording the value it replaced) and answers its name; undefined for no such kitchen.
     */
    async lockKitchen(kitchenId: number): Promise<{ name: string } | undefined> {
      const [kitchen] = await db
        .select({ name: kitchens.name })
        .from(kitchens)
        .where(eq(kitchens.id, kitchenId))
        .for('update');
      return kitchen;
    },

    async get(kitchenId: number): Promise<TKitchenSettingsResponse> {
      const [row] = await settingsOf(db, { kitchenId });
      return row ? (row as TKitchenSettingsResponse) : DEFAULT_KITCHEN_SETTINGS;
    },

    /**
     * Writes what was sent and raises the version (1 on the first save); a setting left out keeps its
     * stored value (or its default on the first save).
     */
    async put(
      kitchenId: number,
      settings: Omit<TKitchenSettings, 'version'>,
    ): Promise<TKitchenSettingsResponse> {
      const [row] = await db
        .insert(kitchenSettings)
        .values({ kitchenId, ...settings, version: 1 })
        .onConflictDoUpdate({
          target: kitchenSettings.kitchenId,
          set: { ...settings, version: sql`${kitchenSettings.version} + 1` },
        })
        .returning(columns);
      return row as TKitchenSettingsResponse;
    },
  };
}
