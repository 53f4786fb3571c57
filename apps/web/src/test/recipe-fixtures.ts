import type { TIngredient, TRecipe, TRecipeGraph } from '@brigade/core';
import { ingredientReply } from './catalogue-support';
import { json } from './fake-api';

/**
 * A small kitchen for the recipe screen tests, with costs worked out by hand:
 * - Olive Oil: $20 per 1 Gallon (16 Cups) → 1/2 Cup costs $0.625
 * - Red Wine Vinegar: $4 per 1 Quart (64 Tablespoons) → 3 Tablespoons cost $0.1875
 * - Kosher Salt: $2 per 1 Pound, 1 Teaspoon = 6 Gram → 1 Teaspoon = 6/453.59237 lb costs $0.026455
 * - Parsley: $3 per 1 Pound → 4 Ounces (1/4 lb) cost $0.75
 * - Herb Oil (sub-recipe) yields 2 Cups from 4 Ounces of parsley: $0.75 a batch; 1/2 Cup of it
 *   is 1/4 of a batch: $0.1875
 * - Vinaigrette yields 1 Cup: 0.625 + 0.1875 + 0.026455 + 0.1875 = $1.026455 → "$1.03"
 * Allergens: oil, vinegar and parsley were reviewed and contain none; nobody reviewed the salt yet.
 * Butter (Milk) is in the catalogue for adding to a recipe.
 */
export const OIL = ingredient(11, 'Olive Oil', {
  cost: 20,
  costAmount: 1,
  costUnits: 'Gallon',
  allergens: [],
});
export const VINEGAR = ingredient(12, 'Red Wine Vinegar', {
  cost: 4,
  costAmount: 1,
  costUnits: 'Quart',
  allergens: [],
});
export const SALT = ingredient(13, 'Kosher Salt', {
  allergens: null,
  cost: 2,
  costAmount: 1,
  costUnits: 'Pound',
  conversions: [{ id: 1, quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 6, unitsEnd: 'Gram' }],
});
export const PARSLEY = ingredient(14, 'Parsley', {
  cost: 3,
  costAmount: 1,
  costUnits: 'Pound',
  servingSize: 1,
  servingUnits: 'Ounce',
  allergens: [],
  ingredientNutrients: [
    { id: 1, nutrient: 'Protein', amount: 0.5, units: 'g' },
    { id: 2, nutrient: 'Vitamin C, total ascorbic acid', amount: 38, units: 'mg' },
  ],
});

export const BUTTER = ingredient(15, 'Butter', {
  cost: 4,
  costAmount: 1,
  costUnits: 'Pound',
  allergens: ['MILK'],
});

function ingredient(id: number, name: string, overrides: Partial<TIngredient>): TIngredient {
  return ingredientReply({ id, name, category: 'Miscellaneous Ingredients', ...overrides }) as TIngredient;
}

const EMPTY_COST = { total: 0, perYieldUnit: null, breakdown: [], errors: [] };
const EMPTY_NUTRITION = { totals: [], perYieldUnit: null, errors: [], missing: [] };

export function recipeReply(overrides: Partial<TRecipe> & { id: number; name: string }): TRecipe {
  return {
    version: 1,
    team: 'Banquets',
    category: 'Sauces and Stocks',
    yieldQuantity: 1,
    yieldUnits: 'Cup',
    prepNotes: 'Whisk.',
    leadTimeDays: 0,
    shelfLifeDays: null,
    portionName: null,
    recipeIngredients: [],
    recipeSubRecipes: [],
    valid: true,
    errorMessages: [],
    allergens: [],
    allergensNotReviewed: [],
    cost: EMPTY_COST,
    nutrition: EMPTY_NUTRITION,
    createdDate: '2026-11-22T10:00:00.000Z',
    lastModifiedDate: '2026-11-22T10:00:00.000Z',
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
    ...overrides,
  };
}

const line = (id: number, ing: TIngredient, yieldQuantity: number, yieldUnits: string) => ({
  id,
  ingredient: { id: ing.id, name: ing.name, ingredientNutrients: ing.ingredientNutrients },
  yieldQuantity,
  yieldUnits,
});

export const HERB_OIL = recipeReply({
  id: 2,
  name: 'Herb Oil',
  yieldQuantity: 2,
  yieldUnits: 'Cup',
  recipeIngredients: [line(21, PARSLEY, 4, 'Ounce')],
});

export const VINAIGRETTE = recipeReply({
  id: 1,
  name: 'Vinaigrette',
  yieldQuantity: 1,
  yieldUnits: 'Cup',
  recipeIngredients: [
    line(1, OIL, 0.5, 'Cup'),
    line(2, VINEGAR, 3, 'Tablespoon'),
    line(3, SALT, 1, 'Teaspoon'),
  ],
  recipeSubRecipes: [
    {
      id: 5,
      recipe: { id: 2, name: 'Herb Oil', yieldQuantity: 2, yieldUnits: 'Cup' },
      yieldQuantity: 0.5,
      yieldUnits: 'Cup',
      suggestedUnits: ['Cup'],
    },
  ],
});

export const page = <T>(content: T[]) => ({
  content,
  number: 0,
  size: 100,
  numberOfElements: content.length,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  pageable: { pageNumber: 0, pageSize: 100 },
  // Spec 3's fields of an ingredient page (the other lists ignore them).
  currentPage: 0,
  hasNextPage: false,
});

/**
 * GET /api/recipes/{rootId}/tree as the server answers it: the recipe, every recipe below it and every
 * ingredient they use, each once, lines naming them by id.
 */
export function recipeGraph(
  rootId: number,
  recipes: readonly TRecipe[],
  ingredients: readonly TIngredient[],
): TRecipeGraph {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const found = new Map<number, TRecipe>();
  const visit = (id: number) => {
    const recipe = byId.get(id);
    if (!recipe || found.has(id)) return;
    found.set(id, recipe);
    for (const line of recipe.recipeSubRecipes) visit(line.recipe.id);
  };
  visit(rootId);
  const used = new Set([...found.values()].flatMap((r) => r.recipeIngredients.map((l) => l.ingredient.id)));
  return {
    rootId,
    recipes: [...found.values()].map((r) => ({
      id: r.id,
      name: r.name,
      team: r.team,
      category: r.category,
      yieldQuantity: r.yieldQuantity,
      yieldUnits: r.yieldUnits,
      prepNotes: r.prepNotes,
      recipeIngredients: r.recipeIngredients.map((l) => ({
        id: l.id,
        ingredientId: l.ingredient.id,
        yieldQuantity: l.yieldQuantity,
        yieldUnits: l.yieldUnits,
      })),
      recipeSubRecipes: r.recipeSubRecipes.map((l) => ({
        id: l.id,
        recipeId: l.recipe.id,
        yieldQuantity: l.yieldQuantity,
        yieldUnits: l.yieldUnits,
      })),
    })),
    ingredients: ingredients
      .filter((i) => used.has(i.id))
      .map((i) => ({
        id: i.id,
        name: i.name,
        cost: i.cost,
        costAmount: i.costAmount,
        costUnits: i.costUnits,
        servingSize: i.servingSize,
        servingUnits: i.servingUnits,
        conversions: i.conversions.map(({ quantityStart, unitsStart, quantityEnd, unitsEnd }) => ({
          quantityStart,
          unitsStart,
          quantityEnd,
          unitsEnd,
        })),
        ingredientNutrients: i.ingredientNutrients.map(({ nutrient, amount, units }) => ({
          nutrient,
          amount,
          units: units ?? null,
        })),
        allergens: i.allergens,
      })),
  };
}

/** The fake API routes of the kitchen's reads: each recipe, its tree, and each ingredient. */
export function kitchenReads(
  recipes: readonly TRecipe[] = [VINAIGRETTE, HERB_OIL],
  ingredients: readonly TIngredient[] = [OIL, VINEGAR, SALT, PARSLEY, BUTTER],
) {
  return Object.fromEntries([
    ...recipes.flatMap((r) => [
      [`GET /api/recipes/${r.id}`, () => json(r)],
      [`GET /api/recipes/${r.id}/tree`, () => json(recipeGraph(r.id, recipes, ingredients))],
    ]),
    ...ingredients.map((i) => [`GET /api/ingredients/${i.id}`, () => json(i)]),
  ]) as Record<string, () => Response>;
}
