import type { TIngredientData, TRecipe, TRecipeNode } from '@brigade/core';
import type { QueryClient } from '@tanstack/react-query';
import { ingredientQuery, recipeQuery } from './api';

/**
 * The web builds the plain-data recipe tree core's kitchen math takes (model/recipe-tree.ts) from
 * what the API answers: a recipe read names its ingredients and sub-recipes, so each ingredient
 * (cost, conversions, serving, nutrients) and each sub-recipe (recursively) is read once and cached
 * by TanStack Query. Every node of one id is the same object, as core expects of a shared sub-tree.
 */

/** A stand-in for a sub-recipe whose lines are not known (yet): its yield only. */
export function recipeStub(recipe: {
  id: number;
  name: string;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
}): TRecipeNode {
  return {
    id: recipe.id,
    name: recipe.name,
    yieldQuantity: recipe.yieldQuantity ?? null,
    yieldUnits: recipe.yieldUnits ?? null,
    recipeIngredients: [],
    recipeSubRecipes: [],
  };
}

/** Nesting guard for data that is not a tree: core refuses deeper trees anyway (MAX_RECIPE_DEPTH 10). */
const MAX_LOAD_DEPTH = 12;

/**
 * Loads recipe `id` with every ingredient and nested sub-recipe in full. A cycle (which the server
 * refuses to store) ends in a stub, so core's assertRecipeTree reports it by name instead of the
 * loader running forever.
 */
export async function loadRecipeTree(queryClient: QueryClient, id: number): Promise<TRecipeNode> {
  const nodes = new Map<number, Promise<TRecipeNode>>();
  const load = (recipeId: number, path: number[]): Promise<TRecipeNode> => {
    const known = nodes.get(recipeId);
    if (known) return known;
    const promise = (async () => {
      const recipe = await queryClient.fetchQuery(recipeQuery(recipeId));
      return buildNode(queryClient, recipe, (sub) =>
        path.includes(sub.id) || path.length >= MAX_LOAD_DEPTH
          ? Promise.resolve(recipeStub(sub))
          : load(sub.id, [...path, sub.id]),
      );
    })();
    nodes.set(recipeId, promise);
    return promise;
  };
  return load(id, [id]);
}

async function buildNode(
  queryClient: QueryClient,
  recipe: TRecipe,
  loadSub: (sub: TRecipe['recipeSubRecipes'][number]['recipe']) => Promise<TRecipeNode>,
): Promise<TRecipeNode> {
  const [ingredients, subRecipes] = await Promise.all([
    Promise.all(recipe.recipeIngredients.map((line) => loadIngredient(queryClient, line.ingredient))),
    Promise.all(recipe.recipeSubRecipes.map((line) => loadSub(line.recipe))),
  ]);
  return {
    id: recipe.id,
    name: recipe.name,
    team: recipe.team,
    category: recipe.category,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnits: recipe.yieldUnits,
    prepNotes: recipe.prepNotes,
    recipeIngredients: recipe.recipeIngredients.map((line, i) => ({
      id: line.id,
      ingredient: ingredients[i],
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    })),
    recipeSubRecipes: recipe.recipeSubRecipes.map((line, i) => ({
      id: line.id,
      recipe: subRecipes[i],
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    })),
  };
}

/** An ingredient in full; its name alone when it cannot be read (the line then cannot be costed). */
export async function loadIngredient(
  queryClient: QueryClient,
  ref: { id: number; name: string },
): Promise<TIngredientData> {
  try {
    return await queryClient.fetchQuery(ingredientQuery(ref.id));
  } catch {
    return { id: ref.id, name: ref.name };
  }
}
