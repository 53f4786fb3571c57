import { z } from 'zod';
import { menuItemIssues, menuItemSaveIssues } from '../completeness/menu-item.ts';
import { COURSE_TYPES, parseCourseType } from '../enums/course-types.ts';
import { parseServingVessel, SERVING_VESSELS } from '../enums/serving-vessels.ts';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { ZAllergenSummaryFields } from './allergens.ts';
import { optionalText } from './blank.ts';
import {
  dropKeys,
  readOnly,
  withIssues,
  zId,
  zLabel,
  zQuantityDefault,
  zRef,
  zUnit,
  zVersion,
} from './fields.ts';
import { ZPageQuery } from './page.ts';
import { ZRecipeUseLine } from './recipe.ts';

const LINE_READ_ONLY = ['key', 'suggestedUnits', 'position'] as const;
const MENU_ITEM_READ_ONLY = [
  'createdDate',
  'lastModifiedDate',
  'createdBy',
  'modifiedBy',
  'valid',
  'errorMessages',
  'cost',
  'nutrition',
  'allergens',
  'allergensNotReviewed',
  'key',
] as const;

/** A menu item recipe line (spec 3): recipe by id, yieldQuantity (default 1), yieldUnits. */
export const ZMenuItemRecipeRequest = z
  .strictObject({
    id: zId(),
    recipe: zRef(MSG.recipeRequired),
    yieldQuantity: zQuantityDefault(1, MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
    ...readOnly(LINE_READ_ONLY),
  })
  .transform(dropKeys(LINE_READ_ONLY));
export type TMenuItemRecipeRequest = z.output<typeof ZMenuItemRecipeRequest>;

/**
 * The menu item body, types only. Course type and serving vessel are the spec 3 enumerations a menu
 * item is described with; optional. Allergens are not sent: they roll up from the ingredients.
 */
export const ZMenuItemDraft = z.strictObject({
  id: zId(),
  version: zVersion(),
  name: optionalText(200),
  description: optionalText(5_000),
  platingNotes: optionalText(5_000),
  servings: zQuantityDefault(1, MSG.valueGreaterThanZero),
  servingSize: optionalText(100),
  courseType: zLabel(COURSE_TYPES, parseCourseType, 'course type'),
  servingVessel: zLabel(SERVING_VESSELS, parseServingVessel, 'serving vessel'),
  menuItemRecipes: z.array(ZMenuItemRecipeRequest).max(100).default([]),
  ...readOnly(MENU_ITEM_READ_ONLY),
});

/**
 * POST /api/menuItems, PUT /api/menuItems/{id}: refused (400) without a name ('Menu item name is
 * required'), with a line missing its recipe, or with the same recipe twice.
 */
export const ZMenuItemSaveRequest = ZMenuItemDraft.superRefine(withIssues(menuItemSaveIssues)).transform(
  dropKeys(MENU_ITEM_READ_ONLY),
);
export type TMenuItemSaveRequest = z.output<typeof ZMenuItemSaveRequest>;
export type TMenuItemSaveRequestInput = z.input<typeof ZMenuItemSaveRequest>;

/** The menu item modal (spec 5). */
export const ZMenuItemForm = ZMenuItemDraft.superRefine(withIssues(menuItemIssues));
export type TMenuItemFormInput = z.input<typeof ZMenuItemForm>;

const ZNutrientAmount = z.object({ nutrient: z.string(), amount: z.number(), units: z.string() });

/** Food cost (costing/menu-item-cost.ts) and the suggested price range of spec 9 (pricing.ts). */
export const ZMenuItemCost = z.object({
  /** One batch of all recipe lines (`servings` portions). */
  total: z.number(),
  perServing: z.number(),
  lines: z.array(
    z.object({ line: z.number().int(), id: z.number().int().nullable(), name: z.string(), cost: z.number() }),
  ),
  suggestedPrice: z.object({ low: z.number(), high: z.number(), midpoint: z.number() }),
  /** Lines that could not be costed (counted 0): the cost is then a lower bound. */
  errors: z.array(z.object({ line: z.number().int(), name: z.string(), message: z.string() })),
});
export type TMenuItemCostResponse = z.infer<typeof ZMenuItemCost>;

/** Nutrition per serving, and the Nutrition Facts rows (nutrition/nutrition-facts.ts). */
export const ZMenuItemNutrition = z.object({
  perServing: z.array(ZNutrientAmount),
  facts: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      indent: z.number().int(),
      amount: z.number().nullable(),
      units: z.string(),
      missing: z.array(z.string()),
    }),
  ),
  errors: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      message: z.string(),
      recipePath: z.array(z.string()),
    }),
  ),
});

/** GET /api/menuItems/{id} and the save replies: the fields, the lines, and everything computed live. */
export const ZMenuItem = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  platingNotes: z.string().nullable(),
  servings: z.number(),
  servingSize: z.string().nullable(),
  courseType: z.string().nullable(),
  servingVessel: z.string().nullable(),
  menuItemRecipes: z.array(ZRecipeUseLine),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  cost: ZMenuItemCost,
  nutrition: ZMenuItemNutrition,
  ...ZAllergenSummaryFields,
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  ...ZActorFields,
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

/** A row of GET /api/menuItems: the card and table, with live completeness, cost and allergens. */
export const ZMenuItemListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  courseType: z.string().nullable(),
  servings: z.number(),
  numberOfRecipes: z.number().int(),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  costPerServing: z.number(),
  /** False when a line could not be costed: costPerServing is then a lower bound. */
  costComplete: z.boolean(),
  suggestedPrice: z.object({ low: z.number(), high: z.number(), midpoint: z.number() }),
  ...ZAllergenSummaryFields,
});
export type TMenuItemListItem = z.infer<typeof ZMenuItemListItem>;

export const ZMenuItemListQuery = ZPageQuery;
