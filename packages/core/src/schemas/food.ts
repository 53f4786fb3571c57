import { z } from 'zod';
import { zText } from './blank.ts';
import { zIdText, zQueryIntDefault } from './fields.ts';

/**
 * The USDA food database as the API answers it (spec 3: Food, Food portion, Food nutrient). Amounts
 * of nutrients are per 100 g of the food; a portion's nutrients are amount × gramWeight / 100
 * (nutrition/food-portion.ts).
 */

/** Spec 9: the food database list starts at 250 per page; more is refused. */
export const FOOD_PAGE_LIMIT = 250;

/** GET /api/foods: searchText, page (from 0), limit (1..250, default 250). */
export const ZFoodSearchQuery = z.object({
  searchText: zText().trim().max(200).optional(),
  page: zQueryIntDefault(0, 100_000, 0),
  limit: zQueryIntDefault(1, FOOD_PAGE_LIMIT, FOOD_PAGE_LIMIT),
});
export type TFoodSearchQuery = z.infer<typeof ZFoodSearchQuery>;

export const ZFoodIdParams = z.object({ fdcId: zIdText() });

/** A household portion; the 100 g portion (amount 100, measureName 'g') comes first and is the default. */
export const ZFoodPortion = z.object({
  amount: z.number(),
  measureName: z.string(),
  modifier: z.string().nullable(),
  gramWeight: z.number(),
});
export type TFoodPortionDto = z.infer<typeof ZFoodPortion>;

export const ZFoodNutrient = z.object({
  /** Per 100 g, in the nutrient's unit. */
  amount: z.number(),
  nutrient: z.object({ id: z.number().int(), name: z.string(), unitName: z.string() }),
});
export type TFoodNutrientDto = z.infer<typeof ZFoodNutrient>;

/** One search result (the list shows these; the detail adds portions and nutrients). */
export const ZFoodSummary = z.object({
  /** FoodData Central id where known, else the SR28 NDB number. */
  fdcId: z.number().int(),
  description: z.string(),
  dataType: z.string(),
  brandOwner: z.string().nullable(),
  brandName: z.string().nullable(),
  subBrandName: z.string().nullable(),
  categoryName: z.string().nullable(),
});
export type TFoodSummary = z.infer<typeof ZFoodSummary>;

export const ZFood = ZFoodSummary.extend({
  /** SR28's refuse: the percent of the food as bought that is not eaten (bones, peel); null when not given. */
  refusePercent: z.number().nullable(),
  foodPortions: z.array(ZFoodPortion),
  foodNutrients: z.array(ZFoodNutrient),
});
export type TFood = z.infer<typeof ZFood>;
