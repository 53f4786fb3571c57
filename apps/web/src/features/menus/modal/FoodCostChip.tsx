import { type foodCostRating, formatPercent } from '@brigade/core';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

type Rating = ReturnType<typeof foodCostRating>;

const COLOUR = { under: 'success', near: 'warning', over: 'error' } as const;
const WORDS = { under: 'At or under', near: 'Just over', over: 'Over' } as const;

/** "At or under the 30% target" — the rating said in words, so it is not told by colour alone. */
export function ratingText(rating: Rating, target: number): string {
  return rating ? `${WORDS[rating]} the ${target}% target` : 'No price yet';
}

const LOWER_BOUND_TEXT = 'Part of this menu item cannot be costed yet: the food cost is at least this';

/**
 * A food-cost % (cost ÷ price) coloured against the kitchen's target (core's foodCostRating: under
 * green, near amber, over red), the rating in words in its tooltip. Without a price there is no
 * figure: a dash. A `lowerBound` (part of the cost unknown) reads "≥ 12.00%", uncoloured when it
 * cannot be rated. Put it in a Figure, which names it.
 */
export function FoodCostChip({
  percent,
  rating,
  target,
  lowerBound = false,
}: {
  percent: number | null;
  rating: Rating;
  target: number;
  lowerBound?: boolean;
}) {
  if (percent === null || (rating === null && !lowerBound))
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  const words = rating ? ratingText(rating, target) : '';
  return (
    <Tooltip title={lowerBound ? [words, LOWER_BOUND_TEXT].filter(Boolean).join('. ') : words} describeChild>
      <Chip
        size="small"
        color={rating ? COLOUR[rating] : 'default'}
        component="span"
        label={lowerBound ? `≥ ${formatPercent(percent)}` : formatPercent(percent)}
        data-rating={rating ?? undefined}
        tabIndex={0}
        sx={{ fontWeight: 700 }}
      />
    </Tooltip>
  );
}
