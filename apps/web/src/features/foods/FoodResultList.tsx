import type { TFoodSummary } from '@brigade/core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useLoadMoreOnScroll } from '../../components/item-list/use-load-more';
import { foodSubtitle } from './food-display';

/** Spec 9: the food search list's item height, width and height (px). */
export const FOOD_ROW_HEIGHT = 100;
export const FOOD_LIST_WIDTH = 700;
export const FOOD_LIST_HEIGHT = 600;

type Props = {
  foods: TFoodSummary[];
  /** The fdcId of the food open beside the list (marked as the current one), or null. */
  selected?: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSelect: (food: TFoodSummary) => void;
};

/**
 * The infinite result list (spec 2, 9): rows of 100 px in a 700 × 600 scroll area; only the rows in
 * view are rendered, and nearing the end asks for the next page of 250.
 */
export function FoodResultList({
  foods,
  selected = null,
  hasMore,
  loadingMore,
  onLoadMore,
  onSelect,
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = foods.length + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => FOOD_ROW_HEIGHT,
    overscan: 4,
  });
  useLoadMoreOnScroll(virtualizer, foods.length, { hasMore, loadingMore, onLoadMore });

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label="Foods"
      tabIndex={0}
      sx={{
        width: FOOD_LIST_WIDTH,
        maxWidth: '100%',
        height: FOOD_LIST_HEIGHT,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {/* Positions go in style, not sx: a new emotion class per scroll position would pile up. */}
      <Box
        role="list"
        style={{ height: virtualizer.getTotalSize() }}
        sx={{ position: 'relative', m: 0, p: 0 }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const food = foods[row.index];
          return (
            <Box
              key={row.key}
              role="listitem"
              style={{ transform: `translateY(${row.start}px)` }}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: FOOD_ROW_HEIGHT,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {food ? (
                <ButtonBase
                  onClick={() => onSelect(food)}
                  aria-label={food.description}
                  aria-current={food.fdcId === selected ? 'true' : undefined}
                  sx={{
                    width: '100%',
                    height: '100%',
                    px: 2,
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                    // The food open beside the list: a bar on its left edge and a tint.
                    '&[aria-current="true"]': {
                      bgcolor: 'action.selected',
                      boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                    },
                  }}
                >
                  <Box sx={{ overflow: 'hidden' }}>
                    <Typography
                      component="span"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {food.description}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      noWrap
                      sx={{ display: 'block' }}
                    >
                      {foodSubtitle(food)}
                    </Typography>
                  </Box>
                </ButtonBase>
              ) : (
                <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}>
                  <CircularProgress size={28} aria-label="Loading more foods" />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
