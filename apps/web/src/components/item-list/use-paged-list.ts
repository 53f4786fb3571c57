import type { TPage } from '@brigade/core';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLoadingRule } from './use-loading-rule';

export type PagedList<T> = {
  /** Every loaded item, in order, each once (pages can overlap after local inserts). */
  items: T[];
  /**
   * Spec 4's loading flag: the first page (of a list or of a new search) is loading, or arrived less
   * than 300 ms ago; cleared at once when it fails.
   */
  loading: boolean;
  /** Spec 4's success state: set 300 ms after the list loaded. */
  success: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  error: unknown;
};

/**
 * A list loaded page by page (spec 4 "Paging"): a new key (a new search text) replaces the list, the
 * next page number appends, and the page's `last` flag ends paging. Loading follows spec 4's rule
 * (useLoadingRule), here once for every list screen.
 */
export function usePagedList<T extends { id: number | string }>(options: {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage<T>>;
  enabled?: boolean;
  /**
   * Whether the list of `previousKey` stays on show while this key's first page loads (a new order
   * of the same list: the grid keeps its place instead of a spinner). Otherwise the spinner shows.
   */
  keepShowing?: (previousKey: QueryKey) => boolean;
}): PagedList<T> {
  const { queryKey, fetchPage, enabled = true, keepShowing } = options;
  const query = useInfiniteQuery({
    queryKey,
    placeholderData: (previous, previousQuery) =>
      previousQuery && keepShowing?.(previousQuery.queryKey) ? previous : undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: TPage<T>) => (lastPage.last ? undefined : lastPage.number + 1),
    enabled,
  });

  const items = useMemo(() => {
    const seen = new Set<T['id']>();
    const out: T[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const item of page.content) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        out.push(item);
      }
    }
    return out;
  }, [query.data]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rule = useLoadingRule(enabled && query.isPending, query.isError);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    items,
    loading: rule.loading,
    success: rule.success,
    loadingMore: isFetchingNextPage,
    hasMore: Boolean(hasNextPage),
    loadMore,
    error: query.error,
  };
}

/** The ItemList props a paged list fills: `<ItemList {...pagedListProps(list)} … />`. */
export function pagedListProps<T extends { id: number | string }>(list: PagedList<T>) {
  return {
    items: list.items,
    loading: list.loading,
    loaded: list.success,
    loadingMore: list.loadingMore,
    hasMore: list.hasMore,
    onLoadMore: list.loadMore,
    error: list.error,
  };
}
