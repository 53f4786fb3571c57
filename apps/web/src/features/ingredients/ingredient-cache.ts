import { type TIngredient, type TIngredientListItem, toIngredientListItem } from '@brigade/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  compareByName,
  matchesSearch,
  type PagedData,
  removeFromPages,
  upsertInPages,
} from '../../components/item-list';
import { vendorKeys } from '../vendors/api';
import { ingredientKeys } from './api';

/**
 * After a save, every loaded ingredient list shows the ingredient where it belongs: its vendor, its
 * category when the list has one, and (spec 4) a search text whose first letter it shares.
 * Vendor counts change, so vendors reload.
 */
export function showSavedIngredient(queryClient: QueryClient, ingredient: TIngredient): void {
  const item = toIngredientListItem(ingredient);
  for (const [key] of queryClient.getQueriesData<PagedData<TIngredientListItem>>({
    queryKey: ingredientKeys.lists,
  })) {
    const { vendorId, category, searchText } = ingredientKeys.filterOf(key);
    const belongs =
      item.vendor.id === vendorId &&
      (!category || category === item.category) &&
      matchesSearch(item.name, searchText, 'firstLetter');
    queryClient.setQueryData<PagedData<TIngredientListItem>>(key, (data) =>
      upsertInPages(data, item, { belongs, compare: compareByName }),
    );
  }
  queryClient.removeQueries({ queryKey: ingredientKeys.one(ingredient.id) });
  void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
}

/**
 * After a delete, the ingredient leaves every list at once. Lists with pages still to load reload
 * (their page boundaries moved by one); vendor counts change.
 */
export function forgetDeletedIngredient(queryClient: QueryClient, id: number): void {
  for (const [key, data] of queryClient.getQueriesData<PagedData<TIngredientListItem>>({
    queryKey: ingredientKeys.lists,
  })) {
    queryClient.setQueryData<PagedData<TIngredientListItem>>(key, removeFromPages(data, id));
    if (data && !data.pages.at(-1)?.last) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  queryClient.removeQueries({ queryKey: ingredientKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
}
