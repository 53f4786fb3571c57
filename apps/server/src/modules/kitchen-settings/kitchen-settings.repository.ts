import { DEFAULT_KITCHEN_SETTINGS, type TKitchenSettings } from '@brigade/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kitchenSettings } from '../../db/schema/index.ts';

/** A kitchen's settings; the defaults until the kitchen first saves them (no row written before). */
export function kitchenSettingsRepository(db: Executor) {
  return {
    async get(kitchenId: number): Promise<TKitchenSettings> {
      const [row] = await db
        .select({ targetFoodCostPercent: kitchenSettings.targetFoodCostPercent })
        .from(kitchenSettings)
        .where(eq(kitchenSettings.kitchenId, kitchenId));
      return row ?? DEFAULT_KITCHEN_SETTINGS;
    },

    async put(kitchenId: number, settings: TKitchenSettings): Promise<TKitchenSettings> {
      const [row] = await db
        .insert(kitchenSettings)
        .values({ kitchenId, ...settings })
        .onConflictDoUpdate({ target: kitchenSettings.kitchenId, set: settings })
        .returning({ targetFoodCostPercent: kitchenSettings.targetFoodCostPercent });
      return row;
    },
  };
}
