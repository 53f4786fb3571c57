import { linkRecipeGraph, type TIngredientData, type TRecipeGraph, type TRecipeNode } from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { recipeKeys } from './api';

/**
 * A recipe with everything below it, as core's kitchen math takes it: one read of
 * GET /api/recipes/{id}/tree (the recipe, every nested sub-recipe and every ingredient they use,
 * flat), linked by core's linkRecipeGraph exactly as the server links it. Every node of one id is
 * the same object, as core expects of a shared sub-tree.
 */
export type RecipeTree = {
  root: TRecipeNode;
  /** Every recipe of the tree by id (the root included): the form reuses its sub-recipes' nodes. */
  recipes: ReadonlyMap<number, TRecipeNode>;
  /** Every ingredient of the tree by id, in full (cost, conversions, serving, nutrients, allergens). */
  ingredients: ReadonlyMap<number, TIngredientData>;
};

export function linkRecipeTree(graph: TRecipeGraph): RecipeTree {
  const recipes = linkRecipeGraph(graph);
  const root = recipes.get(graph.rootId);
  // Only a broken answer could lack its own root.
  if (!root) throw new Error(`The recipe ${graph.rootId} was not in its tree.`);
  return { root, recipes, ingredients: new Map(graph.ingredients.map((i) => [i.id, i])) };
}

/**
 * Under ['recipes', …] (its operation's area), so every recipe save (which invalidates
 * recipeKeys.all) refreshes the trees that may use it.
 */
export function recipeTreeQuery(id: number) {
  return queryOptions({
    queryKey: recipeKeys.tree(id),
    queryFn: async ({ signal }) => linkRecipeTree(await call('getRecipeTree', { params: { id }, signal })),
  });
}

/** A stand-in for a sub-recipe whose lines are not known (yet): its yield only. */
export function recipeStub(recipe: {
  id: number;
  name: string;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
  portionName?: string | null;
}): TRecipeNode {
  return {
    id: recipe.id,
    name: recipe.name,
    yieldQuantity: recipe.yieldQuantity ?? null,
    yieldUnits: recipe.yieldUnits ?? null,
    portionName: recipe.portionName ?? null,
    recipeIngredients: [],
    recipeSubRecipes: [],
  };
}
