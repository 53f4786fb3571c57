import {
  DEFAULT_KITCHEN_SETTINGS,
  type TKitchenSettings,
  type TKitchenSettingsResponse,
} from '@brigade/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { call, operationKey } from './api-client';

/**
 * The kitchen's settings (GET/PUT /api/kitchen/settings): read by menus, events, production, the
 * station and the kitchen page, so they sit where every feature reaches them.
 */

export const kitchenSettingsKey = operationKey('getKitchenSettings');

/** The kitchen's settings as answered (every setting); a save may leave some out (they stay). */
export type KitchenSettings = TKitchenSettingsResponse;

/**
 * The kitchen's settings (food-cost target, measurement system, versions kept…). A kitchen that never
 * set them (or a server without the route yet, 404) gets the defaults, so the figures still have
 * something to be coloured against.
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
      void queryClient.invalidateQueries({ queryKey: operationKey('listMenus') });
    },
  });
}
