import { DEFAULT_KITCHEN_SETTINGS, type TKitchenSettings, type TKitchenSettingsRequest } from '@brigade/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kitchenSettings } from '../../db/schema/index.ts';

const COLUMNS = {
  targetFoodCostPercent: kitchenSettings.targetFoodCostPercent,
  measurementSystem: kitchenSettings.measurementSystem,
};

/** A kitchen's settings; the defaults until the kitchen first saves them (no row written before). */
export function kitchenSettingsRepository(db: Executor) {
  return {
    async get(kitchenId: number): Promise<TKitchenSettings> {
      const [row] = await db
        .select(COLUMNS)
        .from(kitchenSettings)
        .where(eq(kitchenSettings.kitchenId, kitchenId));
      return row ? (row as TKitchenSettings) : DEFAULT_KITCHEN_SETTINGS;
    },

    /** A setting the request leaves out keeps its stored value (or its default). */
    async put(kitchenId: number, settings: TKitchenSettingsRequest): Promise<TKitchenSettings> {
      const given = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
      const [row] = await db
        .insert(kitchenSettings)
        .values({ kitchenId, ...settings })
        .onConflictDoUpdate({ target: kitchenSettings.kitchenId, set: given })
        .returning(COLUMNS);
      return row as TKitchenSettings;
    },
  };
}
