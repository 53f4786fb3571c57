import type { TVersionedEntityType } from '@brigade/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, operationKey } from '../../lib/api-client';

/** The version operations of each entity (contract: versions.ts); their keys sit under the entity's area. */
const OPS = {
  recipe: {
    list: 'listRecipeVersions',
    get: 'getRecipeVersion',
    restore: 'restoreRecipeVersion',
    area: 'recipes',
  },
  menuItem: {
    list: 'listMenuItemVersions',
    get: 'getMenuItemVersion',
    restore: 'restoreMenuItemVersion',
    area: 'menuItems',
  },
  menu: { list: 'listMenuVersions', get: 'getMenuVersion', restore: 'restoreMenuVersion', area: 'menus' },
  event: {
    list: 'listEventVersions',
    get: 'getEventVersion',
    restore: 'restoreEventVersion',
    area: 'events',
  },
} as const;

export function versionsQuery(type: TVersionedEntityType, id: number) {
  const op = OPS[type].list;
  return queryOptions({
    queryKey: operationKey(op, { params: { id } }),
    queryFn: ({ signal }) => call(op, { params: { id }, signal }),
  });
}

export function versionQuery(type: TVersionedEntityType, id: number, n: number) {
  const op = OPS[type].get;
  return queryOptions({
    queryKey: operationKey(op, { params: { id, n } }),
    // The four replies differ only in the entity they hold: the diff reads them loosely.
    queryFn: ({ signal }) =>
      call(op, { params: { id, n }, signal }) as Promise<{ n: number; content: Record<string, unknown> }>,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Restores version `n` as a new version, sending the `version` the modal read (a stale one is a 409,
 * like a save); every read of the entity's area is refreshed (lists, the entity, its versions).
 */
export function useRestoreVersion(type: TVersionedEntityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ n, version }: { n: number; version: number }) =>
      call(OPS[type].restore, { params: { id, n }, body: { version } }) as Promise<{
        id: number;
        version: number;
      }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey(OPS[type].area) }),
  });
}
