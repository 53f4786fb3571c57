/** An item's food-cost % at its price, and whether its whole cost is known (every recipe line costed). */
export type TFoodCostFigure = { foodCostPercent: number | null; costComplete: boolean };

/**
 * A menu's average food-cost %: the mean over its items that have one (a price above 0, see
 * priceFigures) and whose cost is known; null when none has. An item with a line that cannot be
 * costed has only a lower bound (a recipe with no yield costs "≥ $0.00", so "0 %"): counted, it would
 * pull the menu's figure down to a food cost the kitchen does not have. One rule for the server's
 * menu figures (menuFigures) and the menu modal, which prices items live from their cost per serving.
 */
export function averageFoodCostPercent(items: ReadonlyArray<TFoodCostFigure>): number | null {
  const known = items.flatMap((i) =>
    i.costComplete && i.foodCostPercent !== null ? [i.foodCostPercent] : [],
  );
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
}
