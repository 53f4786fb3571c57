import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { CARD_ROW_HEIGHT, cardsPerRow, LIST_HEIGHT } from './layout';
import { useElementWidth } from './use-element-width';
import { useLoadMoreOnScroll } from './use-load-more';

export type ItemCardGridProps<T> = {
  /** The region's name: 'Ingredients'. */
  label: string;
  items: T[];
  getKey: (item: T) => number | string;
  renderCard: (item: T) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/**
 * The card grid (spec 2, 9): three cards per row, rows of 243 px in a 700 px scroll area. Only the rows
 * in view are rendered, so ten thousand items scroll as smoothly as ten; nearing the end loads the
 * next page.
 */
export function ItemCardGrid<T>({
  label,
  items,
  getKey,
  renderCard,
  hasMore,
  loadingMore,
  onLoadMore,
}: ItemCardGridProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = cardsPerRow(useElementWidth(scrollRef));
  const itemRows = Math.ceil(items.length / columns);
  const rows = itemRows + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ROW_HEIGHT,
    overscan: 2,
  });
  useLoadMoreOnScroll(virtualizer, itemRows, { hasMore, loadingMore, onLoadMore });

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxHeight: LIST_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain', pr: 0.5 }}
    >
      {/* Positions go in style, not sx: a new emotion class per scroll position would pile up. */}
      <Box style={{ height: virtualizer.getTotalSize() }} sx={{ position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: CARD_ROW_HEIGHT,
              display: 'grid',
              gap: 2,
              pb: 2,
            }}
          >
            {row.index < itemRows ? (
              items
                .slice(row.index * columns, (row.index + 1) * columns)
                .map((item) => <Box key={getKey(item)}>{renderCard(item)}</Box>)
            ) : (
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'center', pt: 4 }}>
                <CircularProgress aria-label={`Loading more ${label.toLowerCase()}`} />
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
