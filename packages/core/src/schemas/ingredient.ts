import { z } from 'zod';
import { ingredientIssues, ingredientSaveIssues } from '../completeness/ingredient.ts';
import { FULL_YIELD_PERCENT } from '../costing/trim-yield.ts';
import { ALLERGEN_VALUES } from '../enums/allergens.ts';
import { INGREDIENT_CATEGORY_LABELS, parseIngredientCategory } from '../enums/ingredient-categories.ts';
import { UNIT_LABELS } from '../enums/units.ts';
import { INVENTORY_MESSAGES } from '../messages/inventory.ts';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { zAllergens } from './allergens.ts';
import { optionalText } from './blank.ts';
import { ZConversion, ZConversionRequest } from './conversion.ts';
import { entityRequest } from './entity-request.ts';
import {
  withIssues,
  zCategoryQuery,
  zId,
  zIdText,
  zLabel,
  zQuantity,
  zQuantityDefault,
  zQueryIntDefault,
  zRef,
  zRequiredQuantity,
  zUnit,
  zVersion,
  zYieldPercent,
} from './fields.ts';
import { formSchema } from './form-input.ts';
import { ZIngredientNutrient, ZIngredientNutrientRequest } from './ingredient-nutrient.ts';
import { type FilterKind, zFilterQuery } from './list-filter.ts';
import { ZPage, ZPageQuery, ZSpecPageFields } from './page.ts';
import { zSortQuery } from './sort.ts';

export const zIngredientCategory = () =>
  zLabel(INGREDIENT_CATEGORY_LABELS, parseIngredientCategory, 'category');

/**
 * GET /api/ingredients/{id} and the save reply: the ingredient as the API answers it, the one base its
 * request, form and list row derive from.
 */
export const ZIngredient = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  cost: z.number().nullable(),
  costAmount: z.number(),
  costUnits: z.string().nullable(),
  servingSize: z.number().nullable(),
  servingUnits: z.string().nullable(),
  /** Trim yield: the edible percent of what is bought (above 0, at most 100; costing/trim-yield.ts). */
  yieldPercent: z.number(),
  vendor: z.object({ id: z.number().int(), name: z.string(), ingredientCount: z.number().int().optional() }),
  food: z.object({ fdcId: z.number().int(), description: z.string().optional() }).nullable(),
  conversions: z.array(ZConversion),
  /** Conversions that disagree by more than 2 %, two by two, named with what each implies (read-only). */
  conversionWarnings: z.array(z.object({ units: z.array(z.string()), message: z.string() })),
  ingredientNutrients: z.array(ZIngredientNutrient),
  /** null: never reviewed ("allergens not reviewed"); [] reviewed and none. */
  allergens: z.array(z.enum(ALLERGEN_VALUES)).nullable(),
  /** The stock to keep: the order guide orders back up to it; null when none is set. */
  parLevel: z.object({ quantity: z.number(), units: z.string() }).nullable(),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  /** Send it back with an update: a stale one answers 409 instead of overwriting a newer save. */
  version: z.number().int(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  ...ZActorFields,
});
export type TIngredient = z.infer<typeof ZIngredient>;

/** Nothing typed: a form's empty par quantity and units (the modal always holds both boxes). */
const isBlankPar = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every((x) => x === null || x === undefined || (typeof x === 'string' && x.trim() === ''));

/** A par level: a quantity (0 or more) in a unit; null, absent or both blank: none. */
function zParLevel() {
  return z
    .preprocess(
      (v) => (isBlankPar(v) ? null : v),
      z
        .strictObject({
          quantity: zRequiredQuantity(INVENTORY_MESSAGES.quantityRequired),
          units: zUnit().refine((u) => u != null, { error: INVENTORY_MESSAGES.unitsRequired }),
        })
        .nullable(),
    )
    .optional();
}

const ingredientRequest = entityRequest(
  ZIngredient,
  {
    id: zId(),
    /** With an id (an update), optional: the version read; 409 when someone saved since. */
    version: zVersion(),
    name: optionalText(200),
    category: zIngredientCategory(),
    vendor: zRef(MSG.vendorRequired),
    cost: zQuantity(),
    costAmount: zQuantityDefault(1),
    costUnits: zUnit(),
    servingSize: zQuantity(),
    servingUnits: zUnit(),
    yieldPercent: zYieldPercent(FULL_YIELD_PERCENT),
    conversions: z.array(ZConversionRequest).max(200).default([]),
    ingredientNutrients: z.array(ZIngredientNutrientRequest).max(1000).default([]),
    food: z.object({ fdcId: z.number().int().positive() }).nullable().optional(),
    /** The allergens the chef confirmed; null or absent = not reviewed yet (beyond the spec). */
    allergens: zAllergens(),
    parLevel: zParLevel(),
  },
  ['key'],
);

/**
 * The ingredient body, types only (every field may be missing: work in progress). Strict: an unknown
 * key is refused; the rest of a fetched ingredient (valid, errorMessages, dates…) and the referenced
 * vendor's/food's own fields are accepted and ignored.
 */
export const ZIngredientDraft = ingredientRequest.draft;

/**
 * POST /api/ingredients (spec 7): without id creates, with id updates. Refused (400) below the save
 * minimum with 'Ingredient must have a name', 'Ingredient must have a category', 'Vendor is required';
 * everything else may be missing and is reported by completeness as valid/errorMessages.
 */
export const ZIngredientSaveRequest = ZIngredientDraft.superRefine(
  withIssues(ingredientSaveIssues),
).transform(ingredientRequest.dropReadOnly);
export type TIngredientSaveRequest = z.output<typeof ZIngredientSaveRequest>;
export type TIngredientSaveRequestInput = z.input<typeof ZIngredientSaveRequest>;

/** The ingredient modal (spec 5): every message of the Ingredient Details tab and the conversion rows. */
export const ZIngredientForm = formSchema(ZIngredientDraft.superRefine(withIssues(ingredientIssues)));
export type TIngredientFormInput = z.input<typeof ZIngredientForm>;
export type TIngredientForm = z.output<typeof ZIngredientForm>;

/** A row of GET /api/ingredients: the table columns of spec 2 plus the card's validity. */
export const ZIngredientListItem = ZIngredient.omit({
  parLevel: true,
  conversions: true,
  conversionWarnings: true,
  ingredientNutrients: true,
  version: true,
  createdBy: true,
  modifiedBy: true,
}).extend({
  numberOfConversions: z.number().int(),
  numberOfNutrients: z.number().int(),
});
export type TIngredientListItem = z.infer<typeof ZIngredientListItem>;

/** GET /api/ingredients: a page of rows, with spec 3's currentPage and hasNextPage too. */
export const ZIngredientPage = ZPage(ZIngredientListItem).extend(ZSpecPageFields);

/** An ingredient's list row, from the ingredient as GET one answers it (a saved one shown in a list). */
export function toIngredientListItem(ingredient: TIngredient): TIngredientListItem {
  const {
    conversions,
    conversionWarnings: _w,
    parLevel: _p,
    ingredientNutrients,
    version: _v,
    createdBy: _c,
    modifiedBy: _m,
    ...row
  } = ingredient;
  return { ...row, numberOfConversions: conversions.length, numberOfNutrients: ingredientNutrients.length };
}

/** GET /api/ingredients query (spec 7): page, limit (300 by default, spec 9), searchText, category, vendorId. */
export const INGREDIENT_PAGE_SIZE = 300;
/** What the ingredient list sorts by (sort=cost,desc): the table's columns, `cost` the pack's cost. */
export const INGREDIENT_SORT_FIELDS = [
  'name',
  'cost',
  'costUnits',
  'category',
  'vendor',
  'numberOfConversions',
  'numberOfNutrients',
] as const;
export type TIngredientSortField = (typeof INGREDIENT_SORT_FIELDS)[number];
/** What the ingredient list filters by (filter=cost,>=,5): its sortable columns. */
export const INGREDIENT_FILTER_FIELDS = {
  name: { type: 'name' },
  cost: { type: 'number' },
  costUnits: { type: 'label', labels: UNIT_LABELS },
  category: { type: 'label', labels: INGREDIENT_CATEGORY_LABELS },
  vendor: { type: 'name' },
  numberOfConversions: { type: 'number' },
  numberOfNutrients: { type: 'number' },
} as const satisfies Record<TIngredientSortField, FilterKind>;
export type TIngredientFilterField = keyof typeof INGREDIENT_FILTER_FIELDS;

export const ZIngredientListQuery = ZPageQuery.extend({
  limit: zQueryIntDefault(1, 1000, INGREDIENT_PAGE_SIZE),
  category: zCategoryQuery(parseIngredientCategory),
  vendorId: zIdText().optional(),
  sort: zSortQuery(INGREDIENT_SORT_FIELDS),
  filter: zFilterQuery(INGREDIENT_FILTER_FIELDS),
});
export type TIngredientListQuery = z.output<typeof ZIngredientListQuery>;
