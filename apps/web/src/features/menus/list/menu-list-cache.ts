import { type TMenu, type TMenuListItem, toMenuListItem } from '@brigade/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  compareByName,
  matchesSearch,
  type PagedData,
  removeFromPages,
  upsertInPages,
} from '../../../components/item-list';
import { type MenuListQuery, menuKeys } from '../api';

/** The key of one menu list: its search text. */
export function menuListKey(searchText: string) {
  return menuKeys.list({ searchText });
}

const LIST_PREFIX = [...menuKeys.all, 'list'];

/**
 * After a save, every loaded menu list shows the menu where it belongs: (spec 4) only a list whose
 * search text its name starts with. Then the lists reload from the server.
 */
export function showSavedMenu(queryClient: QueryClient, menu: TMenu): void {
  const item = toMenuListItem(menu);
  for (const [key] of queryClient.getQueriesData<PagedData<TMenuListItem>>({ queryKey: LIST_PREFIX })) {
    const filter = (key as ReturnType<typeof menuKeys.list>)[2] as MenuListQuery;
    const belongs = matchesSearch(item.name, filter.searchText ?? '', 'prefix');
    queryClient.setQueryData<PagedData<TMenuListItem>>(key, (data) =>
      upsertInPages(data, item, { belongs, compare: compareByName }),
    );
  }
}

/** After a delete the menu leaves every list at once; the rest of what was read about it goes too. */
export function forgetDeletedMenu(queryClient: QueryClient, id: number): void {
  for (const [key, data] of queryClient.getQueriesData<PagedData<TMenuListItem>>({ queryKey: LIST_PREFIX })) {
    queryClient.setQueryData<PagedData<TMenuListItem>>(key, removeFromPages(data, id));
  }
  queryClient.removeQueries({ queryKey: menuKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: menuKeys.all });
}
