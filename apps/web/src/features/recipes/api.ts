import type {
  TIngredientListItem,
  TPage,
  TRecipe,
  TRecipeListItem,
  TRecipeSaveRequestInput,
} from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';
import { fetchIngredient, ingredientKeys } from '../ingredients/api';

/**
 * The recipes calls (spec 7, issue 6) and the catalogue reads the recipe modal needs. Query keys:
 * ['recipes', 'list', …] for pages, ['recipes', id] for one recipe, ['recipes', 'tree', id] for a
 * loaded tree; ingredients are read through the ingredient screens' keys, so their saves refresh us.
 */

export const recipeKeys = {
  all: ['recipes'] as const,
  list: (query: RecipeListQuery) => ['recipes', 'list', query] as const,
  one: (id: number) => ['recipes', id] as const,
};

export type RecipeListQuery = { page?: number; limit?: number; searchText?: string; category?: string };

export function fetchRecipePage(query: RecipeListQuery, signal?: AbortSignal) {
  return api.get<TPage<TRecipeListItem>>('/api/recipes', { query, signal });
}

export function recipeQuery(id: number) {
  return queryOptions({
    queryKey: recipeKeys.one(id),
    queryFn: ({ signal }) => api.get<TRecipe>(`/api/recipes/${id}`, { signal }),
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
  return api.get<TPage<TIngredientListItem>>('/api/ingredients', {
    query: { page: 0, limit: 100, searchText },
    signal,
  });
}

export function fetchRecipeOptions(searchText: string, signal?: AbortSignal) {
  return fetchRecipePage({ page: 0, limit: 100, searchText }, signal);
}

/** Spec 4 "new versus existing": no id → POST expecting 201; an id → PUT expecting 200. */
export async function saveRecipe(body: TRecipeSaveRequestInput): Promise<TRecipe> {
  const id = body.id;
  const response =
    id == null
      ? await request<TRecipe>('/api/recipes', { method: 'POST', body })
      : await request<TRecipe>(`/api/recipes/${id}`, { method: 'PUT', body });
  return response.data;
}

export function deleteRecipe(id: number) {
  return api.delete(`/api/recipes/${id}`);
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
