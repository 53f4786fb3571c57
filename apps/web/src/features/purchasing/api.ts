import type { TPriceListRequest } from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { call, callWithResponse, operationKey } from '../../lib/api-client';
import { type GuideSelection, guideQuery } from './order-guide/selection';

/**
 * The purchasing calls. Every key is its operation's (lib/api-client.ts) under
 * ['purchasing'], so a price list applied refreshes the order guides, price histories and cost-since
 * figures in one invalidation.
 */
export const purchasingKeys = {
  all: ['purchasing'] as const,
  orderGuide: (query: Record<string, string>) => ['purchasing', ...operationKey('getOrderGuide', { query })],
  prices: (ingredientId: number) => [
    'purchasing',
    ...operationKey('listIngredientPrices', { params: { id: ingredientId } }),
  ],
  costSince: (kind: CostSinceKind, id: number, date: string) => [
    'purchasing',
    ...operationKey(COST_SINCE[kind], { params: { id }, query: { date } }),
  ],
};

/** GET /api/order-guide: the events of a date range (or a list of events), by vendor, in whole packs. */
export function orderGuideQuery(selection: GuideSelection) {
  const query = guideQuery(selection);
  return queryOptions({
    queryKey: purchasingKeys.orderGuide(query),
    queryFn: ({ signal }) => call('getOrderGuide', { query, signal }),
    // An order is placed from what the catalogue says now, not from a copy a minute old.
    staleTime: 0,
  });
}

/**
 * GET /api/order-guide/csv: one vendor's order as a CSV file, fetched with the session's token (a
 * plain link could not carry it) and handed back as a Blob with the server's file name.
 */
export async function fetchVendorCsv(
  selection: GuideSelection,
  vendorId: number,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await callWithResponse('getOrderGuideCsv', {
    query: { ...guideQuery(selection), vendorId },
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `order-${vendorId}.csv`;
  return { blob: new Blob([response.data ?? ''], { type: 'text/csv;charset=utf-8' }), fileName };
}

/** GET /api/ingredients/{id}/prices: every price the ingredient had, oldest first. */
export function priceHistoryQuery(ingredientId: number) {
  return queryOptions({
    queryKey: purchasingKeys.prices(ingredientId),
    queryFn: ({ signal }) => call('listIngredientPrices', { params: { id: ingredientId }, signal }),
    staleTime: 0,
  });
}

export type CostSinceKind = 'recipes' | 'menuItems' | 'menus';

/** GET /api/{recipes|menuItems|menus}/{id}/cost-since, by what it reads. */
const COST_SINCE = {
  recipes: 'getRecipeCostSince',
  menuItems: 'getMenuItemCostSince',
  menus: 'getMenuCostSince',
} as const satisfies Record<CostSinceKind, string>;

/** GET /api/{recipes|menuItems|menus}/{id}/cost-since?date=: how the cost moved since that moment. */
export function costSinceQuery(kind: CostSinceKind, id: number, date: string) {
  return queryOptions({
    queryKey: purchasingKeys.costSince(kind, id, date),
    queryFn: ({ signal }) => call(COST_SINCE[kind], { params: { id }, query: { date }, signal }),
  });
}

/** POST /api/vendors/{id}/price-list: a preview (apply false), or every change in one transaction. */
export function postPriceList(vendorId: number, body: TPriceListRequest) {
  return call('applyVendorPriceList', { params: { id: vendorId }, body });
}
