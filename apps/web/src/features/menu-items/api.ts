import type { TMenuItem, TMenuItemSaveRequestInput } from '@brigade/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, operationKey } from '../../lib/api-client';

/**
 * The menu item calls (spec 7) and the recipe trees the menu item modal computes with.
 * Query keys come from the operations (lib/api-client.ts): every menu item read starts with
 * ['menuItems']; a recipe's tree as the modal reads it is kept under ['menuItems'] too, so a menu
 * item save reads it afresh.
 */

export const menuItemKeys = {
  all: areaKey('menuItems'),
  lists: operationKey('listMenuItems'),
  list: (query: MenuItemListQuery) => operationKey('listMenuItems', { query }),
  one: (id: number) => operationKey('getMenuItem', { params: { id } }),
  recipeGraph: (recipeId: number) => [
    ...areaKey('menuItems'),
    ...operationKey('getRecipeTree', { params: { id: recipeId } }),
  ],
};

/** Menus show their items' cost and figures: a menu item save or delete makes them stale too. */
const MENUS_KEY = areaKey('menus');

export type MenuItemListQuery = {
  page?: number;
  limit?: number;
  searchText?: string;
  sort?: string;
  /** filter=field,operator,value (core's MENU_ITEM_FILTER_FIELDS). */
  filter?: string;
};

export function fetchMenuItemPage(query: MenuItemListQuery, signal?: AbortSignal) {
  return call('listMenuItems', { query, signal });
}

export function menuItemQuery(id: number) {
  return queryOptions({
    queryKey: menuItemKeys.one(id),
    queryFn: ({ signal }) => call('getMenuItem', { params: { id }, signal }),
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
    queryFn: ({ signal }) => call('getRecipeTree', { params: { id: recipeId }, signal }),
  });
}

/** Spec 4 "new versus existing": no id → POST expecting 201; an id → PUT (with `version`) expecting 200. */
export async function saveMenuItem(body: TMenuItemSaveRequestInput): Promise<TMenuItem> {
  const id = body.id;
  return id == null
    ? call('createMenuItem', { body })
    : call('updateMenuItem', { params: { id: String(id) }, body });
}

/** The server's `{ title, message }`, or 409 ('Menu item in use') naming the menus: the delete dialog shows either. */
export function deleteMenuItem(id: number) {
  return call('deleteMenuItem', { params: { id } });
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
