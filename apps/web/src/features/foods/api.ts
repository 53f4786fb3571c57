import { type ApiRequest, FOOD_PAGE_LIMIT, type TIngredient } from '@brigade/core';
import { areaKey, call, operationKey } from '../../lib/api-client';

/** Query keys of the food database; foods are shared and read-only, so they may stay cached. */
export const foodKeys = {
  all: areaKey('foods'),
  search: (searchText: string, limit: number) =>
    operationKey('searchFoods', { query: { searchText, limit } }),
  one: (fdcId: number) => operationKey('getFood', { params: { fdcId } }),
};

/** GET /api/foods (spec 7): one page of the ranked search; an empty text lists foods alphabetically. */
export function fetchFoodsPage(
  searchText: string,
  page: number,
  limit = FOOD_PAGE_LIMIT,
  signal?: AbortSignal,
) {
  return call('searchFoods', { query: { searchText, page, limit }, signal });
}

/** GET /api/foods/{fdcId}: the food with its portions (100 g first) and nutrients per 100 g. */
export function fetchFood(fdcId: number, signal?: AbortSignal) {
  return call('getFood', { params: { fdcId }, signal });
}

/** POST /api/ingredients/food (spec 7): the catalogue fields plus food { fdcId }; 201 with the ingredient. */
export async function addFoodToCatalogue(
  body: ApiRequest<'createIngredientFromFood'>['body'],
): Promise<TIngredient> {
  return call('createIngredientFromFood', { body });
}
