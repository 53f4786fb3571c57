import type { TMenu, TMenuSaveRequestInput } from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, operationKey } from '../../lib/api-client';

/**
 * The menus calls (spec 7) and the menu item picker's source (the kitchen's settings, with its
 * food-cost target: lib/kitchen-settings.ts). Query keys come from the operations (lib/api-client.ts): every menu read starts with
 * ['menus']; the picker reads listMenuItems under ['menuItems'] so a menu item saved elsewhere
 * refreshes it.
 */

export const menuKeys = {
  all: areaKey('menus'),
  lists: operationKey('listMenus'),
  list: (query: MenuListQuery) => operationKey('listMenus', { query }),
  one: (id: number) => operationKey('getMenu', { params: { id } }),
};

export type MenuListQuery = {
  page?: number;
  limit?: number;
  searchText?: string;
  sort?: string;
  /** filter=field,operator,value (core's MENU_FILTER_FIELDS). */
  filter?: string;
};

export function fetchMenuPage(query: MenuListQuery, signal?: AbortSignal) {
  return call('listMenus', { query, signal });
}

export function menuQuery(id: number) {
  return queryOptions({
    queryKey: menuKeys.one(id),
    queryFn: ({ signal }) => call('getMenu', { params: { id }, signal }),
    // Spec 8 "menu load failure": the dialog shows the first answer; retrying would only delay it.
    retry: false,
  });
}

/** Spec 4 "new versus existing": no id → POST expecting 201; an id → PUT (200, or 201) with its version. */
export async function saveMenu(body: TMenuSaveRequestInput): Promise<TMenu> {
  const id = body.id;
  return id == null ? call('createMenu', { body }) : call('updateMenu', { params: { id: String(id) }, body });
}

export function deleteMenu(id: number) {
  return call('deleteMenu', { params: { id } });
}

export function invalidateMenus(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: menuKeys.all });
}

export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenu,
    onSuccess: (saved) => {
      queryClient.setQueryData(menuKeys.one(saved.id), saved);
      void invalidateMenus(queryClient);
    },
  });
}

/** Picker candidates: the first 100 menu items matching the text (the picker ranks them with fuse.js). */
export function fetchMenuItemOptions(searchText: string, signal?: AbortSignal) {
  return call('listMenuItems', { query: { page: 0, limit: 100, searchText }, signal });
}
