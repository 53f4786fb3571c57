import { costPerUnit } from '../costing/ingredient-cost.ts';
import { asPurchased } from '../costing/trim-yield.ts';
import { stockSummer, stockUnits, type TQuantity, type TStockIngredient } from './stock.ts';

/** One ingredient between two counts, each in any unit it converts to. */
export type TVarianceInput = {
  opening: ReadonlyArray<TQuantity>;
  closing: ReadonlyArray<TQuantity>;
  received: ReadonlyArray<TQuantity>;
  /** What the completed events between the counts should have used, edible (production plan). */
  theoretical: ReadonlyArray<TQuantity>;
  wasted: ReadonlyArray<TQuantity>;
};

export type TVarianceLine = {
  ingredientId: number;
  name: string;
  units: string | null;
  opening: number;
  received: number;
  closing: number;
  /** What left the shelves: opening + received − closing. */
  actual: number;
  /** What the events' plans used, as bought (edible ÷ trim yield). */
  theoretical: number;
  /** Logged waste, part of `actual`: it explains that much of the variance. */
  wasted: number;
  /** actual − theoretical: above 0, more left the shelves than the plans account for. */
  variance: number;
  /** The same in dollars at the cost per unit; null without a price. */
  varianceCost: number | null;
  /** variance − wasted: what neither the plans nor the waste log explain. */
  unexplained: number;
  problems: string[];
};

/**
 * Usage and variance between two counts: actual use = opening count + received − closing
 * count; theoretical use = what the completed events' production plans used, as bought; variance =
 * actual − theoretical, in the stock units and in dollars.
 */
export function varianceLine(ingredient: TStockIngredient, input: TVarianceInput): TVarianceLine {
  const first = input.opening[0] ?? input.closing[0] ?? input.received[0];
  const units = stockUnits(ingredient, first?.units);
  const problems: string[] = [];
  const sum = stockSummer(ingredient, units, problems);
  const opening = sum(input.opening);
  const received = sum(input.received);
  const closing = sum(input.closing);
  const theoretical = asPurchased(sum(input.theoretical), ingredient.yieldPercent);
  const wasted = sum(input.wasted);
  const actual = opening + received - closing;
  const variance = actual - theoretical;
  const unit = costPerUnit(ingredient);
  return {
    ingredientId: ingredient.id,
    name: ingredient.name,
    units,
    opening,
    received,
    closing,
    actual,
    theoretical,
    wasted,
    variance,
    varianceCost: unit === null || !ingredient.costUnits ? null : variance * unit,
    unexplained: variance - wasted,
    problems: [...new Set(problems)],
  };
}
