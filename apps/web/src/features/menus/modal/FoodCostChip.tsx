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

/**
 * A food-cost % (cost ÷ price) coloured against the kitchen's target (core's foodCostRating: under
 * green, near amber, over red), the rating in words in its tooltip. Without a price there is no
 * figure: a dash. Put it in a Figure, which names it.
 */
export function FoodCostChip({
  percent,
  rating,
  target,
}: {
  percent: number | null;
  rating: Rating;
  target: number;
}) {
  if (percent === null || rating === null)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  return (
    <Tooltip title={ratingText(rating, target)} describeChild>
      <Chip
        size="small"
        color={COLOUR[rating]}
        component="span"
        label={formatPercent(percent)}
        data-rating={rating}
        tabIndex={0}
        sx={{ fontWeight: 700 }}
      />
    </Tooltip>
  );
}
