import { z } from 'zod';
import { DEFAULT_TARGET_FOOD_COST_PERCENT } from '../costing/menu-figures.ts';
import { DEFAULT_GUARANTEE_DAYS_BEFORE } from '../events/guarantees.ts';
import { DEFAULT_MEASUREMENT_SYSTEM, MEASUREMENT_SYSTEMS } from '../units/measurement-system.ts';
import { zVersion } from './fields.ts';

/** 'Please enter a target between 1 and 100 %' (ours). */
export const TARGET_FOOD_COST_MESSAGE = 'Please enter a target food cost between 1 and 100 %';
/** The guarantee deadline's bounds (ours): the day of the event to about two months before it. */
export const MAX_GUARANTEE_DAYS_BEFORE = 60;
export const GUARANTEE_DAYS_MESSAGE = `Please enter a whole number of days between 0 and ${MAX_GUARANTEE_DAYS_BEFORE}`;

/**
 * The 409 of a save made from stale settings: two chefs saving from one snapshot do not silently
 * overwrite each other (optimistic locking, as for every other entity).
 */
export const KITCHEN_SETTINGS_STALE_MESSAGE =
  "The kitchen's settings were changed by someone else since you opened them. Reload them to see their changes, then make yours again.";

/** How many versions of each recipe, menu item, menu and event a kitchen keeps unless it says otherwise. */
export const DEFAULT_VERSIONS_TO_KEEP = 50;
export const MAX_VERSIONS_TO_KEEP = 500;
export const VERSIONS_TO_KEEP_MESSAGE = `Please keep a whole number of versions between 1 and ${MAX_VERSIONS_TO_KEEP}`;

/** A whole number setting within [min, max] (a JSON number); absent from a save: kept as it was. */
const wholeNumberSetting = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();

/** 'Please choose US or metric measures' (ours). */
export const MEASUREMENT_SYSTEM_MESSAGE = "Please choose 'us' or 'metric' measures";

/**
 * GET/PUT /api/kitchen/settings: what the menu screens are measured against, the events' defaults, the
 * measures. Numbers are JSON numbers ("12" is refused: forms read their text with `formSchema`).
 */
export const ZKitchenSettings = z.strictObject({
  targetFoodCostPercent: z
    .number({ error: TARGET_FOOD_COST_MESSAGE })
    .min(1, { error: TARGET_FOOD_COST_MESSAGE })
    .max(100, { error: TARGET_FOOD_COST_MESSAGE }),
  /**
   * How many days before an event its guarantee is due unless the event says otherwise
   * (events/guarantees.ts). Absent from a save: the kitchen's stays as it was.
   */
  guaranteeDaysBefore: wholeNumberSetting(0, MAX_GUARANTEE_DAYS_BEFORE, GUARANTEE_DAYS_MESSAGE),
  /** Scaled quantities, prep lists and prints in US or metric measures; absent: kept as it was. */
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS, { error: MEASUREMENT_SYSTEM_MESSAGE }).optional(),
  /** Versions kept per entity, oldest dropped first on the next save; absent: kept as it was. */
  versionsToKeep: wholeNumberSetting(1, MAX_VERSIONS_TO_KEEP, VERSIONS_TO_KEEP_MESSAGE),
  /** Only approved recipes may go onto events (a new event line's recipes); absent: kept as it was. */
  onlyApprovedRecipesOnEvents: z.boolean({ error: 'Please answer yes or no' }).optional(),
  /** The version the save was made from (as read): a stale one answers 409; absent, no check. */
  version: zVersion(),
});
export type TKitchenSettings = z.output<typeof ZKitchenSettings>;
/** The answer of both calls (a response schema cannot carry the request's preprocessing). */
export const ZKitchenSettingsResponse = z.object({
  targetFoodCostPercent: z.number(),
  guaranteeDaysBefore: z.number().int(),
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS),
  versionsToKeep: z.number().int(),
  onlyApprovedRecipesOnEvents: z.boolean(),
  /** Raised by every save; 0 until the kitchen first saves its settings. */
  version: z.number().int(),
});
export type TKitchenSettingsResponse = z.output<typeof ZKitchenSettingsResponse>;
export const DEFAULT_KITCHEN_SETTINGS: TKitchenSettingsResponse = {
  targetFoodCostPercent: DEFAULT_TARGET_FOOD_COST_PERCENT,
  guaranteeDaysBefore: DEFAULT_GUARANTEE_DAYS_BEFORE,
  measurementSystem: DEFAULT_MEASUREMENT_SYSTEM,
  versionsToKeep: DEFAULT_VERSIONS_TO_KEEP,
  onlyApprovedRecipesOnEvents: false,
  version: 0,
};
