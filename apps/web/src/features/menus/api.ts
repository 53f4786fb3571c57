import {
  DEFAULT_KITCHEN_SETTINGS,
  type TKitchenSettings,
  type TMenu,
  type TMenuItemListItem,
  type TMenuListItem,
  type TMenuSaveRequestInput,
  type TPage,
} from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, request } from '../../lib/api';

/**
 * The menus calls (spec 7, issue 13), the kitchen's food-cost target and the menu item picker's
 * source. Query keys: ['menus', 'list', …] for pages, ['menus', id] for one menu; the picker reads
 * ['menuItems', 'options', text] so a menu item saved elsewhere refreshes it.
 */

export const menuKeys = {
  all: ['menus'] as const,
  list: (query: MenuListQuery) => ['menus', 'list', query] as const,
  one: (id: number) => ['menus', id] as const,
};

export const kitchenSettingsKey = ['kitchen', 'settings'] as const;

export type MenuListQuery = { page?: number; limit?: number; searchText?: string };

/** GET/PUT /api/kitchen/settings. */
export type KitchenSettings = TKitchenSettings;

export function fetchMenuPage(query: MenuListQuery, signal?: AbortSignal) {
  return api.get<TPage<TMenuListItem>>('/api/menus', { query, signal });
}

export function menuQuery(id: number) {
  return queryOptions({
    queryKey: menuKeys.one(id),
    queryFn: ({ signal }) => api.get<TMenu>(`/api/menus/${id}`, { signal }),
    // Spec 8 "menu load failure": the dialog shows the first answer; retrying would only delay it.
    retry: false,
  });
}

/** Spec 4 "new versus existing": no id → POST expecting 201; an id → PUT (200, or 201) with its version. */
export async function saveMenu(body: TMenuSaveRequestInput): Promise<TMenu> {
  const id = body.id;
  const response =
    id == null
      ? await request<TMenu>('/api/menus', { method: 'POST', body })
      : await request<TMenu>(`/api/menus/${id}`, { method: 'PUT', body });
  return response.data;
}

export function deleteMenu(id: number) {
  return api.delete(`/api/menus/${id}`);
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
  return api.get<TPage<TMenuItemListItem>>('/api/menuItems', {
    query: { page: 0, limit: 100, searchText },
    signal,
  });
}

/**
 * The kitchen's food-cost target. A kitchen that never set one (or a server without the route yet,
 * 404) gets the default, so the figures still have something to be coloured against.
 */
export const kitchenSettingsQuery = queryOptions({
  queryKey: kitchenSettingsKey,
  queryFn: async ({ signal }): Promise<KitchenSettings> => {
    try {
      return await api.get<KitchenSettings>('/api/kitchen/settings', { signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return DEFAULT_KITCHEN_SETTINGS;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useSaveKitchenSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: KitchenSettings) => api.put<KitchenSettings>('/api/kitchen/settings', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(kitchenSettingsKey, saved);
      // The lists' figures are answered against the target: read them again. (Not an open menu: the
      // modal colours its live figures itself and must keep the chef's edits.)
      void queryClient.invalidateQueries({ queryKey: [...menuKeys.all, 'list'] });
    },
  });
}
