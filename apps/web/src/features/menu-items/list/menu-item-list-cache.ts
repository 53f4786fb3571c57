import { type TMenuItem, type TMenuItemListItem, toMenuItemListItem } from '@brigade/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  compareByName,
  matchesSearch,
  type PagedData,
  removeFromPages,
  upsertInPages,
} from '../../../components/item-list';
import { invalidateMenuItems, type MenuItemListQuery, menuItemKeys } from '../api';

/** The key of one menu item list: its search text. */
export function menuItemListKey(searchText: string) {
  return menuItemKeys.list({ searchText });
}

/**
 * After a save, every loaded list shows the item where it belongs: spec 4 adds a new menu item to the
 * visible list only when its name starts with the list's search text. The lists then reload.
 */
export function showSavedMenuItem(queryClient: QueryClient, item: TMenuItem): void {
  const row = toMenuItemListItem(item);
  for (const [key] of queryClient.getQueriesData<PagedData<TMenuItemListItem>>({
    queryKey: menuItemKeys.lists,
  })) {
    const filter = (key as ReturnType<typeof menuItemKeys.list>)[2] as MenuItemListQuery;
    const belongs = matchesSearch(row.name, filter.searchText ?? '', 'prefix');
    queryClient.setQueryData<PagedData<TMenuItemListItem>>(key, (data) =>
      upsertInPages(data, row, { belongs, compare: compareByName }),
    );
  }
}

/** After a delete the item leaves every list at once; what else was read about it goes too. */
export function forgetDeletedMenuItem(queryClient: QueryClient, id: number): void {
  for (const [key, data] of queryClient.getQueriesData<PagedData<TMenuItemListItem>>({
    queryKey: menuItemKeys.lists,
  })) {
    queryClient.setQueryData<PagedData<TMenuItemListItem>>(key, removeFromPages(data, id));
  }
  queryClient.removeQueries({ queryKey: menuItemKeys.one(id) });
  void invalidateMenuItems(queryClient);
}
