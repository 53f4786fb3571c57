import { z } from 'zod';
import { recipeIssues, recipeSaveIssues } from '../completeness/recipe.ts';
import { parseRecipeCategory, RECIPE_CATEGORY_LABELS } from '../enums/recipe-categories.ts';
import { parseTeam, TEAMS } from '../enums/teams.ts';
import { MSG } from '../messages.ts';
import { PORTION_NAME_MAX, shownPortionName } from '../units/portion-name.ts';
import { suggestedUnits } from '../units/yield-units.ts';
import { ZActorFields } from './activity.ts';
import { ZAllergenSummaryFields } from './allergens.ts';
import { optionalText, zText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import {
  withIssues,
  zCategoryQuery,
  zDays,
  zId,
  zLabel,
  zQuantity,
  zRef,
  zUnit,
  zVersion,
} from './fields.ts';
import { formSchema } from './form-input.ts';
import { type FilterKind, zFilterQuery } from './list-filter.ts';
import { ZPageQuery } from './page.ts';
import { zSortQuery } from './sort.ts';

/** What a client may send on a line that no reply carries (spec 3's client-side key, its order). */
export const LINE_CLIENT_KEYS = ['key', 'position'] as const;

/** A recipe's lead time and shelf life, in whole days. */
export const MIN_LEAD_TIME_DAYS = 0;
export const MAX_LEAD_TIME_DAYS = 30;
export const MIN_SHELF_LIFE_DAYS = 1;
export const MAX_SHELF_LIFE_DAYS = 365;

/**
 * A portion name as sent: trimmed, at most 40 characters; blank or null clears it (null), absent
 * leaves it undefined (the stored one is kept).
 */
export const zPortionName = () =>
  zText()
    .trim()
    .max(PORTION_NAME_MAX, { error: MSG.portionNameTooLong(PORTION_NAME_MAX) })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v.length === 0 ? null : v));

export const zTeam = () => zLabel(TEAMS, parseTeam, 'team');
export const zRecipeCategory = () => zLabel(RECIPE_CATEGORY_LABELS, parseRecipeCategory, 'category');

const ZNutrientAmount = z.object({ nutrient: z.string(), amount: z.number(), units: z.string() });

/** Computed by core on every read (costing/recipe-cost.ts, nutrition/recipe-nutrition.ts). */
export const ZRecipeCost = z.object({
  total: z.number(),
  perYieldUnit: z.number().nullable(),
  breakdown: z.array(
    z.object({
      kind: z.enum(['ingredient', 'subRecipe']),
      line: z.number().int(),
      id: z.number().int().nullable(),
      name: z.string(),
      cost: z.number(),
    }),
  ),
  errors: z.array(
    z.object({
      kind: z.enum(['ingredient', 'subRecipe']),
      line: z.number().int(),
      id: z.number().int().nullable(),
      name: z.string(),
      message: z.string(),
      recipePath: z.array(z.string()),
    }),
  ),
});
export type TRecipeCost = z.infer<typeof ZRecipeCost>;

export const ZRecipeNutrition = z.object({
  totals: z.array(ZNutrientAmount),
  perYieldUnit: z.array(ZNutrientAmount).nullable(),
  errors: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      message: z.string(),
      recipePath: z.array(z.string()),
    }),
  ),
  /** Per entry of totals, the lines adding nothing to it (no data, or not counted): a lower bound. */
  missing: z.array(z.object({ nutrient: z.string(), lines: z.array(z.string()) })),
});
export type TRecipeNutrition = z.infer<typeof ZRecipeNutrition>;

/**
 * A line using a recipe, as answered (sub-recipe lines, menu item recipe lines): the recipe's id,
 * name and yield, the line's quantity and units, and the units the line may offer (spec 3: those of
 * the recipe's yield type).
 */
export const ZRecipeUseLine = z.object({
  id: z.number().int(),
  recipe: z.object({
    id: z.number().int(),
    name: z.string(),
    yieldQuantity: z.number().nullable(),
    yieldUnits: z.string().nullable(),
    /** The recipe's named portion ("cookie"): a line in its count unit reads "Each (cookie)". */
    portionName: z.string().nullable().optional(),
  }),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  suggestedUnits: z.array(z.string()),
});

/**
 * A line using a recipe (a sub-recipe line, a menu item's recipe line) as answered: the recipe's head
 * and yield, the quantity and units used, and the units its yield can be used in.
 */
export function toRecipeUseLine(line: {
  id: number;
  recipe: {
    id: number;
    name: string;
    yieldQuantity?: number | null;
    yieldUnits?: string | null;
    portionName?: string | null;
  };
  yieldQuantity: number | null;
  yieldUnits: string | null;
}): z.infer<typeof ZRecipeUseLine> {
  return {
    id: line.id,
    recipe: {
      id: line.recipe.id,
      name: line.recipe.name,
      yieldQuantity: line.recipe.yieldQuantity ?? null,
      yieldUnits: line.recipe.yieldUnits ?? null,
      portionName: shownPortionName(line.recipe),
    },
    yieldQuantity: line.yieldQuantity,
    yieldUnits: line.yieldUnits,
    suggestedUnits: suggestedUnits(line.recipe.yieldUnits),
  };
}

/** A recipe ingredient line as answered: the ingredient by id and name, a quantity and units. */
export const ZRecipeIngredientLine = z.object({
  id: z.number().int(),
  ingredient: z.object({
    id: z.number().int(),
    name: z.string(),
    ingredientNutrients: z.array(z.unknown()).optional(),
  }),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
});

/**
 * GET /api/recipes/{id}: the recipe as the API answers it, the one base its request, form
 * and list row derive from.
 */
export const ZRecipe = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  team: z.string().nullable(),
  category: z.string(),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  /**
   * What one counted unit of the yield is, singular ("cookie"; an irregular plural after a slash:
   * "loaf/loaves"): "Yield: 24 cookies". Only with a yield in Each or Slice; null when not named.
   */
  portionName: z.string().nullable(),
  prepNotes: z.string().nullable(),
  /** Made this many days before the day it is used (0–30; the production plan). */
  leadTimeDays: z.number().int(),
  /** Keeps this many days once made (1–365); null: not known. */
  shelfLifeDays: z.number().int().nullable(),
  recipeIngredients: z.array(ZRecipeIngredientLine),
  recipeSubRecipes: z.array(ZRecipeUseLine),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  cost: ZRecipeCost,
  nutrition: ZRecipeNutrition,
  ...ZAllergenSummaryFields,
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  ...ZActorFields,
  /**
   * Draft until a chef or the owner approves it (POST /api/recipes/{id}/approve: who and when); any
   * saved change makes it a draft again. A kitchen may let only approved recipes onto events.
   */
  status: z.enum(['DRAFT', 'APPROVED']).optional(),
  approvedBy: z.string().nullable().optional(),
  approvedAt: z.string().nullable().optional(),
});
export type TRecipe = z.infer<typeof ZRecipe>;

const ingredientLineRequest = entityRequest(
  ZRecipeIngredientLine,
  {
    id: zId(),
    ingredient: zRef(MSG.selectIngredient),
    yieldQuantity: zQuantity(MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
  },
  LINE_CLIENT_KEYS,
);

/** A recipe ingredient line (spec 3) as sent: the ingredient by id, a quantity and units. Order = array order. */
export const ZRecipeIngredientRequest = ingredientLineRequest.draft.transform(
  ingredientLineRequest.dropReadOnly,
);
export type TRecipeIngredientRequest = z.output<typeof ZRecipeIngredientRequest>;

const subRecipeLineRequest = entityRequest(
  ZRecipeUseLine,
  {
    id: zId(),
    recipe: zRef(MSG.subRecipeRequired),
    yieldQuantity: zQuantity(MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
  },
  LINE_CLIENT_KEYS,
);

/** A sub-recipe line (spec 3) as sent: the recipe by id, a quantity and units. */
export const ZRecipeSubRecipeRequest = subRecipeLineRequest.draft.transform(
  subRecipeLineRequest.dropReadOnly,
);
export type TRecipeSubRecipeRequest = z.output<typeof ZRecipeSubRecipeRequest>;

const recipeRequest = entityRequest(
  ZRecipe,
  {
    id: zId(),
    version: zVersion(),
    name: optionalText(200),
    team: zTeam(),
    category: zRecipeCategory(),
    yieldQuantity: zQuantity(MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
    // Optional (spec 7's clients never send it): absent keeps what is stored.
    portionName: zPortionName(),
    prepNotes: optionalText(20_000),
    // Optional (spec 7's clients send neither): absent keeps what is stored (0 and not known when new).
    leadTimeDays: zDays(MIN_LEAD_TIME_DAYS, MAX_LEAD_TIME_DAYS, MSG.leadTimeDaysRange),
    shelfLifeDays: zDays(MIN_SHELF_LIFE_DAYS, MAX_SHELF_LIFE_DAYS, MSG.shelfLifeDaysRange),
    recipeIngredients: z.array(ZRecipeIngredientRequest).max(500).default([]),
    recipeSubRecipes: z.array(ZRecipeSubRecipeRequest).max(200).default([]),
  },
  ['key'],
);

/**
 * The recipe body, types only: every field may be missing (work in progress). The rest of a fetched
 * recipe (cost, nutrition, valid…) is accepted and ignored.
 */
export const ZRecipeDraft = recipeRequest.draft;

/**
 * POST /api/recipes, PUT /api/recipes/{id}. Refused (400) below the save minimum: 'Recipe must have a
 * name', 'Recipe must have a category', a line without its ingredient or recipe, two lines of the same
 * ingredient. Deeper cycles are checked by the server with graph/recipe-graph.ts.
 */
export const ZRecipeSaveRequest = ZRecipeDraft.superRefine(withIssues(recipeSaveIssues)).transform(
  recipeRequest.dropReadOnly,
);
export type TRecipeSaveRequest = z.output<typeof ZRecipeSaveRequest>;
export type TRecipeSaveRequestInput = z.input<typeof ZRecipeSaveRequest>;

/** The recipe modal (spec 5): every recipe, ingredient-row and sub-recipe-row message. */
export const ZRecipeForm = formSchema(ZRecipeDraft.superRefine(withIssues(recipeIssues)));
export type TRecipeFormInput = z.input<typeof ZRecipeForm>;
export type TRecipeForm = z.output<typeof ZRecipeForm>;

/**
 * A row of GET /api/recipes: spec 2 table (Name, Category, number of recipe ingredients) and the card.
 * valid and errorMessages are computed on every read from the current catalogue (never stored).
 */
export const ZRecipeListItem = ZRecipe.pick({
  id: true,
  name: true,
  category: true,
  team: true,
  valid: true,
  errorMessages: true,
}).extend({ numberOfIngredients: z.number().int() });
export type TRecipeListItem = z.infer<typeof ZRecipeListItem>;

/** A recipe's list row, from the recipe as GET one answers it (a saved one shown in a list). */
export function toRecipeListItem(recipe: TRecipe): TRecipeListItem {
  return {
    id: recipe.id,
    name: recipe.name,
    category: recipe.category,
    team: recipe.team,
    valid: recipe.valid,
    errorMessages: recipe.errorMessages,
    numberOfIngredients: recipe.recipeIngredients.length,
  };
}

/** What the recipe list sorts by (sort=category,asc). */
export const RECIPE_SORT_FIELDS = ['name', 'category', 'team', 'numberOfIngredients'] as const;
export type TRecipeSortField = (typeof RECIPE_SORT_FIELDS)[number];
/** What the recipe list filters by (filter=team,equals,Pastry): its sortable columns. */
export const RECIPE_FILTER_FIELDS = {
  name: { type: 'name' },
  category: { type: 'label', labels: RECIPE_CATEGORY_LABELS },
  team: { type: 'label', labels: TEAMS },
  numberOfIngredients: { type: 'number' },
} as const satisfies Record<TRecipeSortField, FilterKind>;
export type TRecipeFilterField = keyof typeof RECIPE_FILTER_FIELDS;
export const ZRecipeListQuery = ZPageQuery.extend({
  category: zCategoryQuery(parseRecipeCategory),
  sort: zSortQuery(RECIPE_SORT_FIELDS),
  filter: zFilterQuery(RECIPE_FILTER_FIELDS),
});
export type TRecipeListQuery = z.output<typeof ZRecipeListQuery>;
