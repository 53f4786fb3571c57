import { FOOD_PAGE_LIMIT, type TFoodSummary } from '@brigade/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { fetchFoodsPage, foodKeys } from './api';

/** Spec 3 "Food database page state": foods, currentFood, searchText, page, limit. */
export type FoodPageState = {
  /** Every loaded result, in rank order. */
  foods: TFoodSummary[];
  /** The food whose detail is open, or null for the result list. */
  currentFood: TFoodSummary | null;
  searchText: string;
  /** The last page loaded (from 0). */
  page: number;
  /** Foods per page (spec 9: 250). */
  limit: number;
};

export type FoodSearch = FoodPageState & {
  /** The first page of a search is on its way (the loading overlay shows). */
  searching: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  search: (text: string) => void;
  loadMore: () => void;
  select: (food: TFoodSummary) => void;
  /** Spec 4: Back clears the current food. */
  back: () => void;
};

/**
 * The food database screen's state (spec 3, 4): a new search text replaces the list, the next page
 * appends, `last` ends paging. An empty search lists every food alphabetically.
 */
const limit = FOOD_PAGE_LIMIT;

export function useFoodSearch(): FoodSearch {
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [currentFood, setCurrentFood] = useState<TFoodSummary | null>(null);
  const query = useInfiniteQuery({
    queryKey: foodKeys.search(searchText, limit),
    queryFn: ({ pageParam, signal }) => fetchFoodsPage(searchText, pageParam, limit, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => (lastPage.last ? undefined : lastPage.number + 1),
    // The food database only changes with an import: a search answered once stays good a while.
    staleTime: 10 * 60_000,
  });

  const foods = useMemo(() => {
    const seen = new Set<number>();
    const out: TFoodSummary[] = [];
    for (const page of query.data?.pages ?? [])
      for (const food of page.content) {
        if (seen.has(food.fdcId)) continue;
        seen.add(food.fdcId);
        out.push(food);
      }
    return out;
  }, [query.data]);

  const search = useCallback(
    (text: string) => {
      const next = text.trim();
      setCurrentFood(null);
      // Searching the same text again starts it over from its first page.
      if (next === searchText) void queryClient.resetQueries({ queryKey: foodKeys.search(next, limit) });
      else setSearchText(next);
    },
    [queryClient, searchText],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    foods,
    currentFood,
    searchText,
    page: query.data?.pages.at(-1)?.number ?? 0,
    limit,
    searching: query.isFetching && !isFetchingNextPage,
    loadingMore: isFetchingNextPage,
    hasMore: Boolean(hasNextPage),
    error: query.error,
    search,
    loadMore,
    select: setCurrentFood,
    back: useCallback(() => setCurrentFood(null), []),
  };
}
