import type { TIngredient, TIngredientListItem, TNutrientName, TPage } from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

export type IngredientListFilter = { vendorId: number; category?: string; searchText: string };

/** Query keys; every ingredient list starts with `ingredientKeys.lists`. */
export const ingredientKeys = {
  lists: ['ingredients', 'list'] as const,
  list: (filter: IngredientListFilter) =>
    ['ingredients', 'list', filter.vendorId, filter.category ?? '', filter.searchText] as const,
  one: (id: number) => ['ingredients', 'one', id] as const,
  nutrients: ['nutrients'] as const,
};

/** GET /api/ingredients (spec 7): one page of 300 (spec 9), by name, for the vendor in scope. */
export function fetchIngredientsPage(filter: IngredientListFilter, page: number, signal?: AbortSignal) {
  return api.get<TPage<TIngredientListItem>>('/api/ingredients', {
    query: { page, vendorId: filter.vendorId, category: filter.category, searchText: filter.searchText },
    signal,
  });
}

export function fetchIngredient(id: number, signal?: AbortSignal) {
  return api.get<TIngredient>(`/api/ingredients/${id}`, { signal });
}

/** POST /api/ingredients: without id creates (201), with id updates (200); both mean saved (spec 4). */
export async function saveIngredient(body: unknown): Promise<TIngredient> {
  return (await request<TIngredient>('/api/ingredients', { method: 'POST', body })).data;
}

export function deleteIngredient(id: number) {
  return api.delete(`/api/ingredients/${id}`);
}

/** The nutrient pick list (spec 3), served by the API; it never changes while the app runs. */
export function useNutrientNames() {
  return useQuery({
    queryKey: ingredientKeys.nutrients,
    queryFn: ({ signal }) => api.get<TNutrientName[]>('/api/nutrients', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
