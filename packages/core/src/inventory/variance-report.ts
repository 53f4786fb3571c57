import { costPerUnit } from '../costing/ingredient-cost.ts';
import { type TWasteReason, WASTE_REASONS } from '../messages/inventory.ts';
import { type TQuantity, type TStockIngredient, toStockUnits } from './stock.ts';
import { type TVarianceLine, varianceLine } from './variance.ts';

/** A quantity of one ingredient (a count line, a receipt, an event's need). */
export type TIngredientQuantity = TQuantity & { ingredientId: number };
export type TWastedQuantity = TIngredientQuantity & { reason: TWasteReason };

/** Everything that moved the kitchen's stock between two counts, every ingredient's at once. */
export type TVariancePeriod = {
  /** The lines of each storage area's last count at or before the first moment. */
  opening: ReadonlyArray<TIngredientQuantity>;
  /** The same at the second moment. */
  closing: ReadonlyArray<TIngredientQuantity>;
  received: ReadonlyArray<TIngredientQuantity>;
  /** What the completed events between the counts should have used, edible (their plans). */
  theoretical: ReadonlyArray<TIngredientQuantity>;
  wasted: ReadonlyArray<TWastedQuantity>;
};

export type TVarianceFigures = {
  /** The ingredients that moved (counted, received, used or wasted), in the ingredients' order. */
  lines: TVarianceLine[];
  /** The kitchen's variance in dollars: the priced lines' variance added up. */
  varianceCost: number;
  /** Waste by reason in dollars (where priced), every reason listed. */
  wasteByReason: { reason: TWasteReason; cost: number }[];
};

/**
 * The kitchen's usage and variance between two counts: `varianceLine` per ingredient (actual use =
 * opening + received − closing against the plans' use), the lines that moved, their dollars added
 * up, and the waste by reason in dollars. One rule for the variance report and its history.
 */
export function varianceFigures(
  ingredients: ReadonlyArray<TStockIngredient>,
  period: TVariancePeriod,
): TVarianceFigures {
  const by = <Q extends TIngredientQuantity>(list: ReadonlyArray<Q>) => {
    const map = new Map<number, Q[]>();
    for (const q of list) map.set(q.ingredientId, [...(map.get(q.ingredientId) ?? []), q]);
    return (id: number) => map.get(id) ?? [];
  };
  const [opening, closing, received, theoretical, wasted] = [
    by(period.opening),
    by(period.closing),
    by(period.received),
    by(period.theoretical),
    by(period.wasted),
  ];
  const wasteCost = new Map<TWasteReason, number>();
  const lines = ingredients.flatMap((ingredient) => {
    const waste = wasted(ingredient.id);
    const line = varianceLine(ingredient, {
      opening: opening(ingredient.id),
      closing: closing(ingredient.id),
      received: received(ingredient.id),
      theoretical: theoretical(ingredient.id),
      wasted: waste,
    });
    const unit = costPerUnit(ingredient);
    for (const w of waste) {
      const quantity = toStockUnits(ingredient, w, line.units ?? undefined);
      if (unit === null || quantity === null) continue;
      wasteCost.set(w.reason, (wasteCost.get(w.reason) ?? 0) + quantity * unit);
    }
    const moved = [line.opening, line.closing, line.received, line.theoretical, line.wasted].some(
      (n) => n !== 0,
    );
    return moved ? [line] : [];
  });
  return {
    lines,
    varianceCost: lines.reduce((sum, l) => sum + (l.varianceCost ?? 0), 0),
    wasteByReason: WASTE_REASONS.map((reason) => ({ reason, cost: wasteCost.get(reason) ?? 0 })),
  };
}
