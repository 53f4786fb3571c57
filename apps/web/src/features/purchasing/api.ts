import type {
  TCostSinceResponse,
  TOrderGuideResponse,
  TPriceHistory,
  TPriceListRequest,
  TPriceListResult,
} from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../lib/api';
import { type GuideSelection, guideQuery } from './order-guide/selection';

/**
 * The purchasing calls (issue 18). Every key starts with ['purchasing'], so a price list applied
 * refreshes the order guides, price histories and cost-since figures in one invalidation.
 */
export const purchasingKeys = {
  all: ['purchasing'] as const,
  orderGuide: (query: Record<string, string>) => ['purchasing', 'order-guide', query] as const,
  prices: (ingredientId: number) => ['purchasing', 'prices', ingredientId] as const,
  costSince: (kind: CostSinceKind, id: number, date: string) =>
    ['purchasing', 'cost-since', kind, id, date] as const,
};

/** GET /api/order-guide: the events of a date range (or a list of events), by vendor, in whole packs. */
export function orderGuideQuery(selection: GuideSelection) {
  const query = guideQuery(selection);
  return queryOptions({
    queryKey: purchasingKeys.orderGuide(query),
    queryFn: ({ signal }) => api.get<TOrderGuideResponse>('/api/order-guide', { query, signal }),
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
  const response = await request<string>('/api/order-guide/csv', {
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
    queryFn: ({ signal }) => api.get<TPriceHistory>(`/api/ingredients/${ingredientId}/prices`, { signal }),
    staleTime: 0,
  });
}

export type CostSinceKind = 'recipes' | 'menuItems' | 'menus';

/** GET /api/{recipes|menuItems|menus}/{id}/cost-since?date=: how the cost moved since that moment. */
export function costSinceQuery(kind: CostSinceKind, id: number, date: string) {
  return queryOptions({
    queryKey: purchasingKeys.costSince(kind, id, date),
    queryFn: ({ signal }) =>
      api.get<TCostSinceResponse>(`/api/${kind}/${id}/cost-since`, { query: { date }, signal }),
  });
}

/** POST /api/vendors/{id}/price-list: a preview (apply false), or every change in one transaction. */
export function postPriceList(vendorId: number, body: TPriceListRequest) {
  return api.post<TPriceListResult>(`/api/vendors/${vendorId}/price-list`, body);
}
