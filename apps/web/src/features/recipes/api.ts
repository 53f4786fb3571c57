import type { TRecipe, TRecipeSaveRequestInput } from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, operationKey } from '../../lib/api-client';
import { fetchIngredient, ingredientKeys } from '../ingredients/api';

/**
 * The recipes calls (spec 7) and the catalogue reads the recipe modal needs. Query keys come
 * from the operations (lib/api-client.ts), each under ['recipes']; ingredients are read through the
 * ingredient screens' keys, so their saves refresh us.
 */

export const recipeKeys = {
  all: areaKey('recipes'),
  list: (query: RecipeListQuery) => operationKey('listRecipes', { query }),
  lists: operationKey('listRecipes'),
  one: (id: number) => operationKey('getRecipe', { params: { id } }),
  trees: operationKey('getRecipeTree'),
  tree: (id: number) => operationKey('getRecipeTree', { params: { id } }),
};

export type RecipeListQuery = {
  page?: number;
  limit?: number;
  searchText?: string;
  category?: string;
  sort?: string;
  /** filter=field,operator,value (core's RECIPE_FILTER_FIELDS). */
  filter?: string;
};

export function fetchRecipePage(query: RecipeListQuery, signal?: AbortSignal) {
  return call('listRecipes', { query, signal });
}

export function recipeQuery(id: number) {
  return queryOptions({
    queryKey: recipeKeys.one(id),
    queryFn: ({ signal }) => call('getRecipe', { params: { id }, signal }),
  });
}

/** One ingredient in full, in the cache the ingredient screens use (they refresh it on save). */
export function ingredientQuery(id: number) {
  return queryOptions({
    queryKey: ingredientKeys.one(id),
    queryFn: ({ signal }) => fetchIngredient(id, signal),
  });
}

/** Picker candidates: the first 100 matches by name (the pickers rank them with fuse.js). */
export function fetchIngredientOptions(searchText: string, signal?: AbortSignal) {
  return call('listIngredients', { query: { page: 0, limit: 100, searchText }, signal });
}

export function fetchRecipeOptions(searchText: string, signal?: AbortSignal) {
  return fetchRecipePage({ page: 0, limit: 100, searchText }, signal);
}

/** Spec 4 "new versus existing": no id → POST expecting 201; an id → PUT expecting 200. */
export async function saveRecipe(body: TRecipeSaveRequestInput): Promise<TRecipe> {
  const id = body.id;
  return id == null
    ? call('createRecipe', { body })
    : call('updateRecipe', { params: { id: String(id) }, body });
}

export function deleteRecipe(id: number) {
  return call('deleteRecipe', { params: { id } });
}

/** POST /api/recipes/import: a draft read from a page, its JSON-LD or text; nothing is saved. */
export function importRecipe(source: string) {
  return call('importRecipe', { body: { source } });
}

/** After a save or a delete every recipe read may be stale (a sub-recipe's cost feeds its users). */
export function invalidateRecipes(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: recipeKeys.all });
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: (saved) => {
      queryClient.setQueryData(recipeKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all, refetchType: 'active' });
    },
  });
}
