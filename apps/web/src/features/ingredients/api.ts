import type { ApiRequest, TIngredient } from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { call, operationKey } from '../../lib/api-client';

export type IngredientListFilter = { vendorId: number; category?: string; searchText: string };
/** A list call's filter, its order (sort=field,asc|desc) and its column filter (filter=field,operator,value). */
type IngredientListQuery = IngredientListFilter & { sort?: string; filter?: string };

/** The query part of a list's key: the filter, the category '' when there is none. */
type ListKeyQuery = { vendorId: number; category: string; searchText: string };

/** Query keys; every ingredient list starts with `ingredientKeys.lists`. */
export const ingredientKeys = {
  lists: operationKey('listIngredients'),
  list: (filter: IngredientListFilter) =>
    operationKey('listIngredients', {
      query: {
        vendorId: filter.vendorId,
        category: filter.category ?? '',
        searchText: filter.searchText,
      } satisfies ListKeyQuery,
    }),
  /** The filter a list's key was made from. */
  filterOf: (key: readonly unknown[]) => key[2] as ListKeyQuery,
  one: (id: number) => operationKey('getIngredient', { params: { id } }),
  nutrients: operationKey('listNutrients'),
};

/** GET /api/ingredients (spec 7): one page of 300 (spec 9), by name, for the vendor in scope. */
export function fetchIngredientsPage(filter: IngredientListQuery, page: number, signal?: AbortSignal) {
  return call('listIngredients', {
    query: {
      page,
      vendorId: filter.vendorId,
      category: filter.category,
      searchText: filter.searchText,
      sort: filter.sort,
      filter: filter.filter,
    },
    signal,
  });
}

export function fetchIngredient(id: number, signal?: AbortSignal) {
  return call('getIngredient', { params: { id }, signal });
}

/** POST /api/ingredients: without id creates (201), with id updates (200); both mean saved (spec 4). */
export async function saveIngredient(body: ApiRequest<'saveIngredient'>['body']): Promise<TIngredient> {
  return call('saveIngredient', { body });
}

export function deleteIngredient(id: number) {
  return call('deleteIngredient', { params: { id } });
}

/** The nutrient pick list (spec 3), served by the API; it never changes while the app runs. */
export function useNutrientNames() {
  return useQuery({
    queryKey: ingredientKeys.nutrients,
    queryFn: ({ signal }) => call('listNutrients', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
