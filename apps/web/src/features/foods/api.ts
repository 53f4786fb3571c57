import { FOOD_PAGE_LIMIT, type TFood, type TFoodSummary, type TIngredient, type TPage } from '@brigade/core';
import { api, request } from '../../lib/api';

/** Query keys of the food database; foods are shared and read-only, so they may stay cached. */
export const foodKeys = {
  all: ['foods'] as const,
  search: (searchText: string, limit: number) => ['foods', 'search', searchText, limit] as const,
  one: (fdcId: number) => ['foods', 'one', fdcId] as const,
};

/** GET /api/foods (spec 7): one page of the ranked search; an empty text lists foods alphabetically. */
export function fetchFoodsPage(
  searchText: string,
  page: number,
  limit = FOOD_PAGE_LIMIT,
  signal?: AbortSignal,
) {
  return api.get<TPage<TFoodSummary>>('/api/foods', { query: { searchText, page, limit }, signal });
}

/** GET /api/foods/{fdcId}: the food with its portions (100 g first) and nutrients per 100 g. */
export function fetchFood(fdcId: number, signal?: AbortSignal) {
  return api.get<TFood>(`/api/foods/${fdcId}`, { signal });
}

/** POST /api/ingredients/food (spec 7): the catalogue fields plus food { fdcId }; 201 with the ingredient. */
export async function addFoodToCatalogue(body: unknown): Promise<TIngredient> {
  return (await request<TIngredient>('/api/ingredients/food', { method: 'POST', body })).data;
}
