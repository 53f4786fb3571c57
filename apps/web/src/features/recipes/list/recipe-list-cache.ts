import { type TRecipe, type TRecipeListItem, toRecipeListItem } from '@brigade/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  compareByName,
  matchesSearch,
  type PagedData,
  removeFromPages,
  upsertInPages,
} from '../../../components/item-list';
import { type RecipeListQuery, recipeKeys } from '../api';

/** The key of one recipe list: its category (label) and search text. */
export function recipeListKey(filter: { category?: string; searchText: string }) {
  return recipeKeys.list({ category: filter.category, searchText: filter.searchText });
}

const LIST_PREFIX = [...recipeKeys.all, 'list'];

/**
 * After a save, every loaded recipe list shows the recipe where it belongs: its category when the list
 * has one and (spec 4) a search text whose first letter it shares. Then (spec 4: "after an update the
 * page reloads") the lists reload from the server.
 */
export function showSavedRecipe(queryClient: QueryClient, recipe: TRecipe): void {
  const item = toRecipeListItem(recipe);
  for (const [key] of queryClient.getQueriesData<PagedData<TRecipeListItem>>({ queryKey: LIST_PREFIX })) {
    const filter = (key as ReturnType<typeof recipeKeys.list>)[2] as RecipeListQuery;
    const belongs =
      (!filter.category || filter.category === item.category) &&
      matchesSearch(item.name, filter.searchText ?? '', 'firstLetter');
    queryClient.setQueryData<PagedData<TRecipeListItem>>(key, (data) =>
      upsertInPages(data, item, { belongs, compare: compareByName }),
    );
  }
}

/** After a delete the recipe leaves every list at once; the rest of what was read about it goes too. */
export function forgetDeletedRecipe(queryClient: QueryClient, id: number): void {
  for (const [key, data] of queryClient.getQueriesData<PagedData<TRecipeListItem>>({
    queryKey: LIST_PREFIX,
  })) {
    queryClient.setQueryData<PagedData<TRecipeListItem>>(key, removeFromPages(data, id));
  }
  queryClient.removeQueries({ queryKey: recipeKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
}
