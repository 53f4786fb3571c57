import {
  formatMoney,
  formatPercent,
  PRICE_STEP,
  priceFigures,
  priceSlider,
  sliderPrice,
  type TPriceRange,
} from '@brigade/core';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Figure } from './CostSummary';

/**
 * The suggested price of spec 9: food cost ÷ 0.33 to food cost ÷ 0.28 (core's suggestedPriceRange,
 * given as `range`), a slider over it in whole cents starting at the midpoint rounded to a cent
 * (core's priceSlider), and beside it what the price shown makes of the cost (core's priceFigures):
 * profit margin, food cost % and gross profit. A new range (the cost changed) starts again at its midpoint.
 */
export function PriceSlider({
  range,
  foodCost,
  partial,
}: {
  range: TPriceRange;
  /** Food cost per serving. */
  foodCost: number;
  /** Some lines could not be costed: the cost, and so the range, are lower bounds. */
  partial: boolean;
}) {
  const id = useId();
  const rangeKey = `${range.low}:${range.high}`;
  const [chosen, setChosen] = useState<{ rangeKey: string; price: number } | null>(null);
  const slider = priceSlider(range);
  const price = chosen?.rangeKey === rangeKey ? chosen.price : slider.start;
  const figures = priceFigures(price, foodCost);
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Suggested price
      </Typography>
      {foodCost > 0 ? (
        <>
          <Typography variant="body2" aria-label="Suggested price range">
            {partial ? 'At least ' : ''}
            {formatMoney(range.low)} – {formatMoney(range.high)}
          </Typography>
          <Box sx={{ px: 1.5 }}>
            <Slider
              value={price}
              min={slider.min}
              max={slider.max}
              step={PRICE_STEP}
              onChange={(_event, value) => setChosen({ rangeKey, price: sliderPrice(value as number) })}
              valueLabelDisplay="auto"
              valueLabelFormat={formatMoney}
              getAriaValueText={formatMoney}
              aria-label="Price"
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: -0.5 }} aria-hidden>
              <Typography variant="caption" color="text.secondary">
                {formatMoney(range.low)} (33% food cost)
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatMoney(range.high)} (28%)
              </Typography>
            </Box>
          </Box>
          <Box
            component="dl"
            aria-label="Figures at this price"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Figure label="Price" value={formatMoney(price)} strong />
            <Figure label="Profit margin" value={percent(figures.profitMargin)} />
            <Figure label="Food cost" value={percent(figures.foodCostPercent)} />
            <Figure label="Gross profit" value={formatMoney(figures.grossProfit)} />
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Add a recipe with a cost to see the suggested price.
        </Typography>
      )}
    </Box>
  );
}
