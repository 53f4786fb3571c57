import { z } from 'zod';
import { DEFAULT_TARGET_FOOD_COST_PERCENT } from '../costing/menu-figures.ts';

/** 'Please enter a target between 1 and 100 %' (ours). */
export const TARGET_FOOD_COST_MESSAGE = 'Please enter a target food cost between 1 and 100 %';

/** GET/PUT /api/kitchen/settings: what the menu screens are measured against. */
export const ZKitchenSettings = z.strictObject({
  targetFoodCostPercent: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: TARGET_FOOD_COST_MESSAGE }).min(1, { error: TARGET_FOOD_COST_MESSAGE }).max(100, {
      error: TARGET_FOOD_COST_MESSAGE,
    }),
  ),
});
export type TKitchenSettings = z.output<typeof ZKitchenSettings>;
/** The answer of both calls (a response schema cannot carry the request's preprocessing). */
export const ZKitchenSettingsResponse = z.object({ targetFoodCostPercent: z.number() });
export const DEFAULT_KITCHEN_SETTINGS: TKitchenSettings = {
  targetFoodCostPercent: DEFAULT_TARGET_FOOD_COST_PERCENT,
};
