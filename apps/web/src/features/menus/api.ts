import {
  DEFAULT_KITCHEN_SETTINGS,
  type TKitchenSettings,
  type TKitchenSettingsResponse,
  type TMenu,
  type TMenuSaveRequestInput,
} from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { areaKey, call, operationKey } from '../../lib/api-client';

/**
 * The menus calls (spec 7), the kitchen's food-cost target and the menu item picker's
 * source. Query keys come from the operations (lib/api-client.ts): every menu read starts with
 * ['menus']; the picker reads listMenuItems under ['menuItems'] so a menu item saved elsewhere
 * refreshes it.
 */

export const menuKeys = {
  all: areaKey('menus'),
  lists: operationKey('listMenus'),
  list: (query: MenuListQuery) => operationKey('listMenus', { query }),
  one: (id: number) => operationKey('getMenu', { params: { id } }),
};

export const kitchenSettingsKey = operationKey('getKitchenSettings');

export type MenuListQuery = {
  page?: number;
  limit?: number;
  searchText?: string;
  sort?: string;
  /** filter=field,operator,value (core's MENU_FILTER_FIELDS). */
  filter?: string;
};

/** GET/PUT /api/kitchen/settings. */
/** The kitchen's settings as answered (every setting); a save may leave some out (they stay). */
export type KitchenSettings = TKitchenSettingsResponse;

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

/**
 * The kitchen's food-cost target. A kitchen that never set one (or a server without the route yet,
 * 404) gets the default, so the figures still have something to be coloured against.
 */
export const kitchenSettingsQuery = queryOptions({
  queryKey: kitchenSettingsKey,
  queryFn: async ({ signal }): Promise<KitchenSettings> => {
    try {
      return await call('getKitchenSettings', { signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return DEFAULT_KITCHEN_SETTINGS;
      throw error;
    }
  },
  staleTime: 60_000,
});

/**
 * Saves settings from the version this tab last read (the query's), so a chef who saves over a
 * colleague's newer change is told (409) instead of silently undoing it; the settings are then read
 * again.
 */
export function useSaveKitchenSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<TKitchenSettings, 'version'>) =>
      call('updateKitchenSettings', {
        body: {
          ...settings,
          version: queryClient.getQueryData<KitchenSettings>(kitchenSettingsKey)?.version,
        },
      }),
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: kitchenSettingsKey });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(kitchenSettingsKey, saved);
      // The lists' figures are answered against the target: read them again. (Not an open menu: the
      // modal colours its live figures itself and must keep the chef's edits.)
      void queryClient.invalidateQueries({ queryKey: menuKeys.lists });
    },
  });
}
