import { z } from 'zod';
import { menuItemIssues, menuItemSaveIssues } from '../completeness/menu-item.ts';
import { ALLERGEN_VALUES, parseAllergen } from '../enums/allergens.ts';
import { COURSE_TYPES, parseCourseType } from '../enums/course-types.ts';
import { parseServingVessel, SERVING_VESSELS } from '../enums/serving-vessels.ts';
import { MSG } from '../messages.ts';
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
import { ZRecipeUseLine } from './recipe.ts';

const LINE_READ_ONLY = ['key', 'suggestedUnits', 'position'] as const;
const MENU_ITEM_READ_ONLY = [
  'createdDate',
  'lastModifiedDate',
  'valid',
  'errorMessages',
  'cost',
  'key',
] as const;

/** A menu item recipe line (spec 3): recipe by id, yieldQuantity (default 1), yieldUnits. */
export const ZMenuItemRecipeRequest = z
  .strictObject({
    id: zId(),
    recipe: zRef(MSG.recipeRequired),
    yieldQuantity: zQuantityDefault(1),
    yieldUnits: zUnit(),
    ...readOnly(LINE_READ_ONLY),
  })
  .transform(dropKeys(LINE_READ_ONLY));
export type TMenuItemRecipeRequest = z.output<typeof ZMenuItemRecipeRequest>;

/**
 * The menu item body, types only. Course type, serving vessel and allergens are the spec 3
 * enumerations a menu item is described with; optional.
 */
export const ZMenuItemDraft = z.strictObject({
  id: zId(),
  version: zVersion(),
  name: optionalText(200),
  description: optionalText(5_000),
  platingNotes: optionalText(5_000),
  servings: zQuantityDefault(1),
  servingSize: optionalText(100),
  courseType: zLabel(COURSE_TYPES, parseCourseType, 'Please choose a course type from the list'),
  servingVessel: zLabel(SERVING_VESSELS, parseServingVessel, 'Please choose a serving vessel from the list'),
  allergens: z
    .array(z.preprocess((v) => parseAllergen(v) ?? v, z.enum(ALLERGEN_VALUES, { error: 'Unknown allergen' })))
    .default([]),
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
  allergens: z.array(z.string()),
  menuItemRecipes: z.array(ZRecipeUseLine),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  /** Food cost per serving and the suggested price range (costing/menu-item-cost.ts, pricing.ts). */
  cost: z
    .object({
      perServing: z.number(),
      total: z.number(),
      lines: z.array(
        z.object({
          line: z.number().int(),
          id: z.number().int().nullable(),
          name: z.string(),
          cost: z.number(),
        }),
      ),
      suggestedPrice: z.object({ low: z.number(), high: z.number(), midpoint: z.number() }),
      errors: z.array(z.object({ line: z.number().int(), name: z.string(), message: z.string() })),
    })
    .optional(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZMenuItemListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  valid: z.boolean(),
});
export type TMenuItemListItem = z.infer<typeof ZMenuItemListItem>;
