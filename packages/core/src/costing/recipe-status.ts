import { type TCompleteness, toCompleteness } from '../completeness/issues.ts';
import { recipeIssues } from '../completeness/recipe.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { recipeCost, type TCostError, type TRecipeCostResult } from './recipe-cost.ts';

/** 'Flour: There were no available conversions', or 'Stock › Carrot: …' for a line inside a sub-recipe. */
export function costErrorMessage(error: TCostError): string {
  const where = [...error.recipePath.slice(1), error.name].filter((s) => s !== '').join(' › ');
  return where ? `${where}: ${error.message}` : error.message;
}

/**
 * valid / errorMessages of a loaded recipe: the completeness rules plus every line of the
 * tree that cannot be costed (a line whose units do not convert is saved, but the recipe is then a
 * work in progress and says why).
 */
export function recipeStatus(node: TRecipeNode, cost: TRecipeCostResult = recipeCost(node)): TCompleteness {
  const issues = recipeIssues(node);
  for (const e of cost.errors) {
    const path =
      e.recipePath.length === 1
        ? [e.kind === 'ingredient' ? 'recipeIngredients' : 'recipeSubRecipes', e.line]
        : [];
    issues.push({ path, message: costErrorMessage(e) });
  }
  return toCompleteness(issues);
}
