import type {
  TCountRequest,
  TPurchaseOrderRequest,
  TReceiveRequest,
  TWasteRequestInput,
} from '@brigade/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, operationKey } from '../../lib/api-client';

/**
 * Inventory's calls. A count, a delivery or waste moves on hand, so each write refreshes
 * every inventory read (`/api/inventory…`), the purchase orders and the storage areas.
 */
export const inventoryKeys = {
  inventory: areaKey('inventory'),
  areas: operationKey('listStorageAreas'),
  orders: operationKey('listPurchaseOrders'),
  counts: (storageAreaId: number) => operationKey('listCounts', { query: { storageAreaId } }),
  variance: (from: string, to: string) => operationKey('getVariance', { query: { from, to } }),
  ingredients: [...operationKey('listIngredients'), 'inventory'],
};

export const inventoryQuery = () =>
  queryOptions({
    queryKey: operationKey('getInventory'),
    queryFn: ({ signal }) => call('getInventory', { signal }),
  });

export const storageAreasQuery = () =>
  queryOptions({
    queryKey: inventoryKeys.areas,
    queryFn: ({ signal }) => call('listStorageAreas', { signal }),
  });

export const purchaseOrdersQuery = () =>
  queryOptions({
    queryKey: inventoryKeys.orders,
    queryFn: ({ signal }) => call('listPurchaseOrders', { signal }),
  });

/** The area's last count: the sheet lists what it held, in the units it was counted in. */
export const lastCountQuery = (storageAreaId: number) =>
  queryOptions({
    queryKey: inventoryKeys.counts(storageAreaId),
    queryFn: async ({ signal }) =>
      (await call('listCounts', { query: { storageAreaId, limit: 1 }, signal }))[0] ?? null,
  });

/** Every ingredient of the kitchen by name (the count sheet's "Add an ingredient"). */
export const allIngredientsQuery = () =>
  queryOptions({
    queryKey: inventoryKeys.ingredients,
    queryFn: async ({ signal }) =>
      (await call('listIngredients', { query: { page: 0, limit: 1000 }, signal })).content,
    staleTime: 60_000,
  });

/** The kitchen's latest counts, every area's (the variance report starts from the last two count days). */
export const recentCountsQuery = () =>
  queryOptions({
    queryKey: operationKey('listCounts', { query: { limit: 100 } }),
    queryFn: ({ signal }) => call('listCounts', { query: { limit: 100 }, signal }),
  });

export const varianceQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: inventoryKeys.variance(from, to),
    queryFn: ({ signal }) => call('getVariance', { query: { from, to }, signal }),
  });

/** The variance over time: the latest stocktakes' periods, up to now. */
export const varianceHistoryQuery = () =>
  queryOptions({
    queryKey: operationKey('getVarianceHistory'),
    queryFn: ({ signal }) => call('getVarianceHistory', { signal }),
  });

/** Refreshes what a write moved: on hand, counts, orders, areas (and the order guide). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: inventoryKeys.inventory }),
      client.invalidateQueries({ queryKey: areaKey('purchase-orders') }),
      client.invalidateQueries({ queryKey: areaKey('storage-areas') }),
      client.invalidateQueries({ queryKey: areaKey('order-guide') }),
    ]);
}

export function useSaveCount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCountRequest) => call('createCount', { body }),
    onSuccess: refresh,
  });
}

export const wasteQuery = () =>
  queryOptions({
    queryKey: operationKey('listWaste'),
    queryFn: ({ signal }) => call('listWaste', { signal }),
  });

export function useLogWaste() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TWasteRequestInput) => call('createWaste', { body }),
    onSuccess: refresh,
  });
}

export function useCreatePurchaseOrders() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TPurchaseOrderRequest) => call('createPurchaseOrders', { body }),
    onSuccess: refresh,
  });
}

export function useReceive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TReceiveRequest }) =>
      call('receivePurchaseOrder', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useAreaWrites() {
  const refresh = useRefresh();
  return {
    create: useMutation({
      mutationFn: (name: string) => call('createStorageArea', { body: { name } }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => call('reorderStorageAreas', { body: { ids } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call('deleteStorageArea', { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
