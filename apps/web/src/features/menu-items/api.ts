import type {
  TMenuItem,
  TMenuItemListItem,
  TMenuItemSaveRequestInput,
  TPage,
  TRecipeGraph,
} from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

/**
 * The menu item calls (spec 7, issue 13) and the recipe trees the menu item modal computes with.
 * Query keys: ['menuItems', 'list', …] for pages, ['menuItems', id] for one item,
 * ['menuItems', 'recipeGraph', id] for a recipe's tree as the modal reads it.
 */

export const menuItemKeys = {
  all: ['menuItems'] as const,
  lists: ['menuItems', 'list'] as const,
  list: (query: MenuItemListQuery) => ['menuItems', 'list', query] as const,
  one: (id: number) => ['menuItems', id] as const,
  recipeGraph: (recipeId: number) => ['menuItems', 'recipeGraph', recipeId] as const,
};

/** Menus show their items' cost and figures: a menu item save or delete makes them stale too. */
const MENUS_KEY = ['menus'] as const;

export type MenuItemListQuery = { page?: number; limit?: number; searchText?: string };

export function fetchMenuItemPage(query: MenuItemListQuery, signal?: AbortSignal) {
  return api.get<TPage<TMenuItemListItem>>('/api/menuItems', { query, signal });
}

export function menuItemQuery(id: number) {
  return queryOptions({
    queryKey: menuItemKeys.one(id),
    queryFn: ({ signal }) => api.get<TMenuItem>(`/api/menuItems/${id}`, { signal }),
  });
}

/**
 * A recipe with every sub-recipe and ingredient below it, in one call (GET /api/recipes/{id}/tree):
 * what core's linkRecipeGraph turns into the node the menu item math takes. Read afresh each time the
 * modal opens (staleTime 0 where used): the catalogue under a recipe may have changed since.
 */
export function recipeGraphQuery(recipeId: number) {
  return queryOptions({
    queryKey: menuItemKeys.recipeGraph(recipeId),
    queryFn: ({ signal }) => api.get<TRecipeGraph>(`/api/recipes/${recipeId}/tree`, { signal }),
  });
}

/** Spec 4 "new versus existing": no id → POST expecting 201; an id → PUT (with `version`) expecting 200. */
export async function saveMenuItem(body: TMenuItemSaveRequestInput): Promise<TMenuItem> {
  const id = body.id;
  const response =
    id == null
      ? await request<TMenuItem>('/api/menuItems', { method: 'POST', body })
      : await request<TMenuItem>(`/api/menuItems/${id}`, { method: 'PUT', body });
  return response.data;
}

/** The server's `{ title, message }`, or 409 ('Menu item in use') naming the menus: the delete dialog shows either. */
export function deleteMenuItem(id: number) {
  return api.delete(`/api/menuItems/${id}`);
}

/** After a save or a delete, every menu item read may be stale, and so is every menu's figures. */
export function invalidateMenuItems(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
    queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  ]);
}

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSuccess: (saved) => {
      queryClient.setQueryData(menuItemKeys.one(saved.id), saved);
      void invalidateMenuItems(queryClient);
    },
  });
}
