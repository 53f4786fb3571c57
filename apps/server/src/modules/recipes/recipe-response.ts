import {
  recipeAllergens,
  recipeCost,
  recipeNutrition,
  recipeStatus,
  type TAllergenSummary,
  type TCompleteness,
  type TRecipe,
  type TRecipeCostResult,
  type TRecipeListItem,
  type TRecipeNutritionResult,
  toRecipeUseLine,
} from '@brigade/core';
import type { RecipeRow } from '../trees/recipe-graph.repository.ts';
import type { LoadedRecipe } from '../trees/recipe-tree.ts';
import type { ListRow } from './recipes.repository.ts';

/** What core computes of a loaded tree: cost (with the lines it could not cost), nutrition, completeness. */
export type RecipeFigures = {
  cost: TRecipeCostResult;
  nutrition: TRecipeNutritionResult;
  status: TCompleteness;
  allergens: TAllergenSummary;
};

/** Throws RecipeCycleError / RecipeDepthError for an unsafe tree (the save check keeps them out). */
export function recipeFigures(node: LoadedRecipe): RecipeFigures {
  const cost = recipeCost(node);
  return {
    cost,
    nutrition: recipeNutrition(node),
    status: recipeStatus(node, cost),
    allergens: recipeAllergens(node),
  };
}

/** GET /api/recipes/{id} and the save replies: the stored row, its lines as loaded, and the figures. */
export function toRecipeResponse(row: RecipeRow, node: LoadedRecipe, figures: RecipeFigures): TRecipe {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    team: row.team,
    category: row.category,
    yieldQuantity: row.yieldQuantity,
    yieldUnits: row.yieldUnits,
    portionName: row.portionName,
    prepNotes: row.prepNotes,
    leadTimeDays: row.leadTimeDays,
    shelfLifeDays: row.shelfLifeDays,
    recipeIngredients: node.recipeIngredients.map((line) => ({
      id: line.id,
      ingredient: {
        id: line.ingredient.id,
        name: line.ingredient.name,
        ingredientNutrients: line.ingredient.ingredientNutrients,
      },
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    })),
    recipeSubRecipes: node.recipeSubRecipes.map(toRecipeUseLine),
    valid: figures.status.complete,
    errorMessages: figures.status.messages,
    cost: figures.cost,
    nutrition: figures.nutrition,
    allergens: figures.allergens.allergens,
    allergensNotReviewed: figures.allergens.notReviewed,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    status: row.approvedAt ? 'APPROVED' : 'DRAFT',
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
  };
}

/** A list row with its completeness as of now (`status` computed from the loaded tree). */
export function toListItem(row: ListRow, status: TCompleteness): TRecipeListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    team: row.team,
    numberOfIngredients: row.numberOfIngredients,
    valid: status.complete,
    errorMessages: status.messages,
  };
}
