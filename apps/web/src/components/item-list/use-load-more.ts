import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';

/** Rows from the end at which the next page is asked for, so it arrives before the user gets there. */
const PREFETCH_ROWS = 3;

/** Spec 2 "More pages load on scroll": asks for the next page when the last rendered row nears the end. */
export function useLoadMoreOnScroll(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  itemRows: number,
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void },
): void {
  const lastIndex = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const { hasMore, loadingMore, onLoadMore } = paging;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= itemRows - PREFETCH_ROWS) onLoadMore();
  }, [lastIndex, itemRows, hasMore, loadingMore, onLoadMore]);
}
