import { z } from 'zod';
import { ALLERGEN_VALUES } from '../enums/allergens.ts';

/**
 * GET /api/recipes/{id}/tree: a recipe with every sub-recipe below it and every ingredient they use
 * (cost, conversions, serving, nutrients, allergens), flat: each recipe and ingredient once, lines
 * naming them by id. The server reads it in a fixed number of queries; `linkRecipeGraph` (core) turns
 * it into the TRecipeNode the kitchen math takes, on the web exactly as on the server.
 */
const ZGraphLine = {
  id: z.number().int(),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
};

export const ZGraphIngredient = z.object({
  id: z.number().int(),
  name: z.string(),
  cost: z.number().nullable(),
  costAmount: z.number().nullable(),
  costUnits: z.string().nullable(),
  servingSize: z.number().nullable(),
  servingUnits: z.string().nullable(),
  /** Trim yield: the edible percent of what is bought (costing buys edible ÷ yield); missing counts as 100. */
  yieldPercent: z.number().optional(),
  conversions: z.array(
    z.object({
      quantityStart: z.number().nullable(),
      unitsStart: z.string().nullable(),
      quantityEnd: z.number().nullable(),
      unitsEnd: z.string().nullable(),
    }),
  ),
  ingredientNutrients: z.array(
    z.object({ nutrient: z.string(), amount: z.number().nullable(), units: z.string().nullable() }),
  ),
  allergens: z.array(z.enum(ALLERGEN_VALUES)).nullable(),
});
export type TGraphIngredient = z.infer<typeof ZGraphIngredient>;

export const ZGraphRecipe = z.object({
  id: z.number().int(),
  name: z.string(),
  team: z.string().nullable(),
  category: z.string().nullable(),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  /** What one counted unit of a count yield is ("cookie"); null: not named. */
  portionName: z.string().nullable().optional(),
  prepNotes: z.string().nullable(),
  recipeIngredients: z.array(z.object({ ...ZGraphLine, ingredientId: z.number().int() })),
  recipeSubRecipes: z.array(z.object({ ...ZGraphLine, recipeId: z.number().int() })),
});
export type TGraphRecipe = z.infer<typeof ZGraphRecipe>;

export const ZRecipeGraph = z.object({
  rootId: z.number().int(),
  recipes: z.array(ZGraphRecipe),
  ingredients: z.array(ZGraphIngredient),
});
export type TRecipeGraph = z.infer<typeof ZRecipeGraph>;
