import { z } from 'zod';
import { recipeIssues, recipeSaveIssues } from '../completeness/recipe.ts';
import { parseRecipeCategory, RECIPE_CATEGORY_LABELS } from '../enums/recipe-categories.ts';
import { parseTeam, TEAMS } from '../enums/teams.ts';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { ZAllergenSummaryFields } from './allergens.ts';
import { optionalText } from './blank.ts';
import {
  dropKeys,
  readOnly,
  withIssues,
  zCategoryQuery,
  zId,
  zLabel,
  zQuantity,
  zRef,
  zUnit,
  zVersion,
} from './fields.ts';
import { ZPageQuery } from './page.ts';

const LINE_READ_ONLY = ['key', 'suggestedUnits', 'position'] as const;
const RECIPE_READ_ONLY = [
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

export const zTeam = () => zLabel(TEAMS, parseTeam, 'team');
export const zRecipeCategory = () => zLabel(RECIPE_CATEGORY_LABELS, parseRecipeCategory, 'category');

/** A recipe ingredient line (spec 3): the ingredient by id, a quantity and units. Order = array order. */
export const ZRecipeIngredientRequest = z
  .strictObject({
    id: zId(),
    ingredient: zRef(MSG.selectIngredient),
    yieldQuantity: zQuantity(MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
    ...readOnly(LINE_READ_ONLY),
  })
  .transform(dropKeys(LINE_READ_ONLY));
export type TRecipeIngredientRequest = z.output<typeof ZRecipeIngredientRequest>;

/** A sub-recipe line (spec 3): the recipe by id, a quantity and units. */
export const ZRecipeSubRecipeRequest = z
  .strictObject({
    id: zId(),
    recipe: zRef(MSG.subRecipeRequired),
    yieldQuantity: zQuantity(MSG.valueGreaterThanZero),
    yieldUnits: zUnit(),
    ...readOnly(LINE_READ_ONLY),
  })
  .transform(dropKeys(LINE_READ_ONLY));
export type TRecipeSubRecipeRequest = z.output<typeof ZRecipeSubRecipeRequest>;

/** The recipe body, types only: every field may be missing (work in progress). */
export const ZRecipeDraft = z.strictObject({
  id: zId(),
  version: zVersion(),
  name: optionalText(200),
  team: zTeam(),
  category: zRecipeCategory(),
  yieldQuantity: zQuantity(MSG.valueGreaterThanZero),
  yieldUnits: zUnit(),
  prepNotes: optionalText(20_000),
  recipeIngredients: z.array(ZRecipeIngredientRequest).max(500).default([]),
  recipeSubRecipes: z.array(ZRecipeSubRecipeRequest).max(200).default([]),
  ...readOnly(RECIPE_READ_ONLY),
});

/**
 * POST /api/recipes, PUT /api/recipes/{id}. Refused (400) below the save minimum: 'Recipe must have a
 * name', 'Recipe must have a category', a line without its ingredient or recipe, two lines of the same
 * ingredient. Deeper cycles are checked by the server with graph/recipe-graph.ts.
 */
export const ZRecipeSaveRequest = ZRecipeDraft.superRefine(withIssues(recipeSaveIssues)).transform(
  dropKeys(RECIPE_READ_ONLY),
);
export type TRecipeSaveRequest = z.output<typeof ZRecipeSaveRequest>;
export type TRecipeSaveRequestInput = z.input<typeof ZRecipeSaveRequest>;

/** The recipe modal (spec 5): every recipe, ingredient-row and sub-recipe-row message. */
export const ZRecipeForm = ZRecipeDraft.superRefine(withIssues(recipeIssues));
export type TRecipeFormInput = z.input<typeof ZRecipeForm>;
export type TRecipeForm = z.output<typeof ZRecipeForm>;

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
  }),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  suggestedUnits: z.array(z.string()),
});

/** GET /api/recipes/{id} (issue 6). */
export const ZRecipe = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  team: z.string().nullable(),
  category: z.string(),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  prepNotes: z.string().nullable(),
  recipeIngredients: z.array(
    z.object({
      id: z.number().int(),
      ingredient: z.object({
        id: z.number().int(),
        name: z.string(),
        ingredientNutrients: z.array(z.unknown()).optional(),
      }),
      yieldQuantity: z.number().nullable(),
      yieldUnits: z.string().nullable(),
    }),
  ),
  recipeSubRecipes: z.array(ZRecipeUseLine),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  cost: ZRecipeCost,
  nutrition: ZRecipeNutrition,
  ...ZAllergenSummaryFields,
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  ...ZActorFields,
});
export type TRecipe = z.infer<typeof ZRecipe>;

/** A row of GET /api/recipes: spec 2 table (Name, Category, number of recipe ingredients) and the card. */
export const ZRecipeListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  team: z.string().nullable(),
  numberOfIngredients: z.number().int(),
  /** Computed on every read from the current catalogue (never stored: it would go stale). */
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
});
export type TRecipeListItem = z.infer<typeof ZRecipeListItem>;

export const ZRecipeListQuery = ZPageQuery.extend({ category: zCategoryQuery(parseRecipeCategory) });
export type TRecipeListQuery = z.output<typeof ZRecipeListQuery>;
