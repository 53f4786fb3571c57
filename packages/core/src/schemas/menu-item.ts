import { z } from 'zod';
import { menuItemIssues, menuItemSaveIssues } from '../completeness/menu-item.ts';
import { COURSE_TYPES, parseCourseType } from '../enums/course-types.ts';
import { parseServingVessel, SERVING_VESSELS } from '../enums/serving-vessels.ts';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { ZAllergenSummaryFields } from './allergens.ts';
import { optionalText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import { withIssues, zId, zLabel, zQuantityDefault, zRef, zUnit, zVersion } from './fields.ts';
import { formSchema } from './form-input.ts';
import { type FilterKind, zFilterQuery } from './list-filter.ts';
import { ZPageQuery } from './page.ts';
import { LINE_CLIENT_KEYS, ZRecipeUseLine } from './recipe.ts';
import { zSortQuery } from './sort.ts';

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

/**
 * GET /api/menuItems/{id} and the save replies: the fields, the lines, and everything computed live.
 * The menu item as the API answers it: the one base its request, form and list row derive from.
 */
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

const recipeLineRequest = entityRequest(
  ZRecipeUseLine,
  {
    id: zId(),
    recipe: zRef(MSG.recipeRequired),
    yieldQuantity: zQuantityDefault(1, MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
  },
  LINE_CLIENT_KEYS,
);

/** A menu item recipe line (spec 3) as sent: recipe by id, yieldQuantity (default 1), yieldUnits. */
export const ZMenuItemRecipeRequest = recipeLineRequest.draft.transform(recipeLineRequest.dropReadOnly);
export type TMenuItemRecipeRequest = z.output<typeof ZMenuItemRecipeRequest>;

const menuItemRequest = entityRequest(
  ZMenuItem,
  {
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
  },
  ['key'],
);

/**
 * The menu item body, types only. Course type and serving vessel are the spec 3 enumerations a menu
 * item is described with; optional. Allergens, cost and nutrition are not sent (they roll up from the
 * recipes): a fetched menu item's are accepted and ignored.
 */
export const ZMenuItemDraft = menuItemRequest.draft;

/**
 * POST /api/menuItems, PUT /api/menuItems/{id}: refused (400) without a name ('Menu item name is
 * required'), with a line missing its recipe, or with the same recipe twice.
 */
export const ZMenuItemSaveRequest = ZMenuItemDraft.superRefine(withIssues(menuItemSaveIssues)).transform(
  menuItemRequest.dropReadOnly,
);
export type TMenuItemSaveRequest = z.output<typeof ZMenuItemSaveRequest>;
export type TMenuItemSaveRequestInput = z.input<typeof ZMenuItemSaveRequest>;

/** The menu item modal (spec 5). */
export const ZMenuItemForm = formSchema(ZMenuItemDraft.superRefine(withIssues(menuItemIssues)));
export type TMenuItemFormInput = z.input<typeof ZMenuItemForm>;

/** A row of GET /api/menuItems: the card and table, with live completeness, cost and allergens. */
export const ZMenuItemListItem = ZMenuItem.pick({
  id: true,
  name: true,
  description: true,
  courseType: true,
  servings: true,
  valid: true,
  errorMessages: true,
  allergens: true,
  allergensNotReviewed: true,
}).extend({
  numberOfRecipes: z.number().int(),
  costPerServing: ZMenuItemCost.shape.perServing,
  /** False when a line could not be costed: costPerServing is then a lower bound. */
  costComplete: z.boolean(),
  suggestedPrice: ZMenuItemCost.shape.suggestedPrice,
});
export type TMenuItemListItem = z.infer<typeof ZMenuItemListItem>;

/**
 * What a menu item's list row is made of: its fields and figures as GET one answers them (the server
 * has them from the tree it loaded, the web from a save's reply).
 */
export type TMenuItemRowSource = Pick<
  TMenuItem,
  | 'id'
  | 'name'
  | 'description'
  | 'courseType'
  | 'servings'
  | 'valid'
  | 'errorMessages'
  | 'allergens'
  | 'allergensNotReviewed'
> & {
  menuItemRecipes: readonly unknown[];
  cost: Pick<TMenuItemCostResponse, 'perServing' | 'errors' | 'suggestedPrice'>;
};

/** A menu item's list row (GET /api/menuItems, and a saved one shown in a list). */
export function toMenuItemListItem(item: TMenuItemRowSource): TMenuItemListItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    courseType: item.courseType,
    servings: item.servings,
    valid: item.valid,
    errorMessages: item.errorMessages,
    allergens: item.allergens,
    allergensNotReviewed: item.allergensNotReviewed,
    numberOfRecipes: item.menuItemRecipes.length,
    costPerServing: item.cost.perServing,
    costComplete: item.cost.errors.length === 0,
    suggestedPrice: item.cost.suggestedPrice,
  };
}

/** What the menu item list sorts by (sort=servings,desc): its stored columns. */
export const MENU_ITEM_SORT_FIELDS = ['name', 'courseType', 'servings'] as const;
export type TMenuItemSortField = (typeof MENU_ITEM_SORT_FIELDS)[number];
/** What the menu item list filters by (filter=servings,>=,50): its sortable columns. */
export const MENU_ITEM_FILTER_FIELDS = {
  name: { type: 'name' },
  courseType: { type: 'label', labels: COURSE_TYPES },
  servings: { type: 'number' },
} as const satisfies Record<TMenuItemSortField, FilterKind>;
export type TMenuItemFilterField = keyof typeof MENU_ITEM_FILTER_FIELDS;
export const ZMenuItemListQuery = ZPageQuery.extend({
  sort: zSortQuery(MENU_ITEM_SORT_FIELDS),
  filter: zFilterQuery(MENU_ITEM_FILTER_FIELDS),
});
export type TMenuItemListQuery = z.output<typeof ZMenuItemListQuery>;
