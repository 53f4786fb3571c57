import { FOOD_PAGE_LIMIT, type TFoodSummary } from '@brigade/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { fetchFoodsPage, foodKeys } from './api';
import { type FoodNavState, foodPath, foodSearchPath, parseFdcId } from './food-paths';

/** Spec 3 "Food database page state": foods, currentFood, searchText, page, limit. */
export type FoodPageState = {
  /** Every loaded result, in rank order. */
  foods: TFoodSummary[];
  /** The fdcId of the food whose detail is open (the address /portal/usda/{fdcId}), or null. */
  currentFood: number | null;
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
  /** Spec 4: Back clears the current food (back to the results it was opened from). */
  back: () => void;
};

const limit = FOOD_PAGE_LIMIT;

/**
 * The food database screen's state (spec 3, 4), kept in the address: the search text in
 * ?q=, the open food in the path. A new search text replaces the list, the next page appends, `last`
 * ends paging; an empty search lists every food alphabetically.
 */
export function useFoodSearch(): FoodSearch {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const currentFood = parseFdcId(useParams().fdcId);
  const searchText = (params.get('q') ?? '').trim();

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
      // Searching the same text again starts it over from its first page.
      if (next === searchText) void queryClient.resetQueries({ queryKey: foodKeys.search(next, limit) });
      if (next !== searchText || currentFood !== null) navigate(foodSearchPath(next));
    },
    [queryClient, navigate, searchText, currentFood],
  );

  const select = useCallback(
    (food: TFoodSummary) =>
      // Another food beside an open one takes its place in history: Back returns to the results.
      navigate(foodPath(food.fdcId, searchText), {
        state: { fromResults: true } satisfies FoodNavState,
        replace: currentFood !== null,
      }),
    [navigate, searchText, currentFood],
  );

  const fromResults = (location.state as FoodNavState)?.fromResults === true;
  const back = useCallback(() => {
    // Opened from the results: step back to them (their scroll and history stay as they were).
    // Reached by a link or a reload: go to the results of its search.
    if (fromResults) navigate(-1);
    else navigate(foodSearchPath(searchText));
  }, [navigate, fromResults, searchText]);

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
    select,
    back,
  };
}
