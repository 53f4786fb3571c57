import { z } from 'zod';
import { DEFAULT_TARGET_FOOD_COST_PERCENT } from '../costing/menu-figures.ts';
import { DEFAULT_MEASUREMENT_SYSTEM, MEASUREMENT_SYSTEMS } from '../units/measurement-system.ts';

/** 'Please enter a target between 1 and 100 %' (ours). */
export const TARGET_FOOD_COST_MESSAGE = 'Please enter a target food cost between 1 and 100 %';

/** 'Please choose US or metric measures' (ours). */
export const MEASUREMENT_SYSTEM_MESSAGE = "Please choose 'us' or 'metric' measures";

/** GET/PUT /api/kitchen/settings: what the menu screens are measured against. */
export const ZKitchenSettings = z.strictObject({
  targetFoodCostPercent: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: TARGET_FOOD_COST_MESSAGE }).min(1, { error: TARGET_FOOD_COST_MESSAGE }).max(100, {
      error: TARGET_FOOD_COST_MESSAGE,
    }),
  ),
  /** Scaled quantities, prep lists and prints in US or metric measures; absent: kept as it was. */
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS, { error: MEASUREMENT_SYSTEM_MESSAGE }).optional(),
});
export type TKitchenSettingsRequest = z.output<typeof ZKitchenSettings>;
/** The answer of both calls (a response schema cannot carry the request's preprocessing). */
export const ZKitchenSettingsResponse = z.object({
  targetFoodCostPercent: z.number(),
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS),
});
export type TKitchenSettings = z.output<typeof ZKitchenSettingsResponse>;
export const DEFAULT_KITCHEN_SETTINGS: TKitchenSettings = {
  targetFoodCostPercent: DEFAULT_TARGET_FOOD_COST_PERCENT,
  measurementSystem: DEFAULT_MEASUREMENT_SYSTEM,
};
