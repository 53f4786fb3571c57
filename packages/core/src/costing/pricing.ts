import { roundMoney } from '../format/round.ts';

/**
 * Menu item pricing (spec 9): the suggested price runs from food cost ÷ 0.33 (a 33 % food cost, the
 * lower price) to food cost ÷ 0.28 (28 %, the upper price); the slider starts at the midpoint.
 */
export const FOOD_COST_RATIO_LOW_PRICE = 0.33;
export const FOOD_COST_RATIO_HIGH_PRICE = 0.28;
/** Slider step (spec 9). */
export const PRICE_STEP = 0.01;

export type TPriceRange = { low: number; high: number; midpoint: number };

/**
 * The price slider over a range, in whole cents: it starts at the midpoint rounded to a cent and runs
 * between the ends rounded to a cent, so the price it shows is the price every figure is computed
 * from ($1.8746 starts at $1.87, and its food cost % is food cost ÷ 1.87).
 */
export function priceSlider(range: TPriceRange): { min: number; max: number; start: number } {
  return { min: roundMoney(range.low), max: roundMoney(range.high), start: roundMoney(range.midpoint) };
}

/** A slider position as the price it shows: whole cents (steps of 0.01 add binary noise). */
export function sliderPrice(value: number): number {
  return roundMoney(value);
}

export function suggestedPriceRange(foodCost: number): TPriceRange {
  const low = foodCost / FOOD_COST_RATIO_LOW_PRICE;
  const high = foodCost / FOOD_COST_RATIO_HIGH_PRICE;
  return { low, high, midpoint: (low + high) / 2 };
}

export type TPriceFigures = {
  /** price − food cost */
  grossProfit: number;
  /** gross profit ÷ price × 100; null at a price of 0 */
  profitMargin: number | null;
  /** food cost ÷ price × 100; null at a price of 0 */
  foodCostPercent: number | null;
};

/** The margin figures shown beside the slider at a chosen price. */
export function priceFigures(price: number, foodCost: number): TPriceFigures {
  const grossProfit = price - foodCost;
  if (!(price > 0)) return { grossProfit, profitMargin: null, foodCostPercent: null };
  return {
    grossProfit,
    profitMargin: (grossProfit / price) * 100,
    foodCostPercent: (foodCost / price) * 100,
  };
}
