import type { TVarianceHistory } from '../schemas/inventory.ts';
import type { TStockIngredient } from './stock.ts';
import {
  type TIngredientQuantity,
  type TVarianceFigures,
  type TWastedQuantity,
  varianceFigures,
} from './variance-report.ts';

/** The variance history shows at most this many periods: the latest ones. */
export const VARIANCE_HISTORY_PERIODS = 12;

/**
 * Counts further apart than this are two stocktakes: the areas of one stocktake are counted in one
 * walk (a close or an opening), minutes to a few hours apart; stocktakes are a day or more apart.
 */
export const STOCKTAKE_GAP_MS = 6 * 3_600_000;

/**
 * The moments the kitchen took stock, oldest first, at most `max`: counts (any area's) follow each
 * other into one stocktake until more than `STOCKTAKE_GAP_MS` pass between two of them; a stocktake
 * ends at its last count (each area's last count at or before that moment is what it held).
 */
export function stocktakes(countedAt: ReadonlyArray<Date>, max = VARIANCE_HISTORY_PERIODS + 1): Date[] {
  const times = [...new Set(countedAt.map((d) => d.getTime()))].sort((a, b) => a - b);
  const ends: number[] = [];
  for (const [index, time] of times.entries()) {
    const next = times[index + 1];
    if (next === undefined || next - time > STOCKTAKE_GAP_MS) ends.push(time);
  }
  return ends.slice(-max).map((t) => new Date(t));
}

type Dated<Q> = Q & { at: Date };

/** The history's inputs, loaded once for every period (a fixed number of queries). */
export type TVarianceHistoryInput = {
  /** The stocktakes' moments, oldest first: period i runs from moment i − 1 to moment i. */
  moments: ReadonlyArray<Date>;
  /** The count lines held at each moment (each area's last count at or before it), by moment index. */
  counted: ReadonlyArray<TIngredientQuantity & { moment: number }>;
  received: ReadonlyArray<Dated<TIngredientQuantity>>;
  wasted: ReadonlyArray<Dated<TWastedQuantity>>;
  /** Each completed event's use (its plan worked out once), at its start. */
  uses: ReadonlyArray<{ start: Date; needs: ReadonlyArray<TIngredientQuantity> }>;
};

export type TVariancePeriodFigures = TVarianceFigures & { from: Date; to: Date; events: number };

/**
 * The variance over time: for each pair of consecutive stocktakes, the variance report's figures
 * (`varianceFigures`) between them — receipts, waste and completed events after the first moment up
 * to the second, as the report between those two moments counts them.
 */
export function varianceHistory(
  ingredients: ReadonlyArray<TStockIngredient>,
  input: TVarianceHistoryInput,
): TVariancePeriodFigures[] {
  const { moments } = input;
  return moments.slice(1).map((to, index) => {
    const from = moments[index];
    const within = (at: Date) => at > from && at <= to;
    const uses = input.uses.filter((u) => within(u.start));
    return {
      from,
      to,
      events: uses.length,
      ...varianceFigures(ingredients, {
        opening: input.counted.filter((c) => c.moment === index),
        closing: input.counted.filter((c) => c.moment === index + 1),
        received: input.received.filter((r) => within(r.at)),
        theoretical: uses.flatMap((u) => u.needs),
        wasted: input.wasted.filter((w) => within(w.at)),
      }),
    };
  });
}

/** The history as GET /api/inventory/variance/history answers it: each moved ingredient's variance. */
export function varianceHistoryReply(periods: ReadonlyArray<TVariancePeriodFigures>): TVarianceHistory {
  return {
    periods: periods.map((p) => ({
      from: p.from.toISOString(),
      to: p.to.toISOString(),
      events: p.events,
      varianceCost: p.varianceCost,
      lines: p.lines.map((l) => ({
        ingredientId: l.ingredientId,
        name: l.name,
        units: l.units,
        variance: l.variance,
        varianceCost: l.varianceCost,
      })),
    })),
  };
}
