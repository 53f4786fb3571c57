import type { TVarianceHistory } from '@brigade/core';
import { monthDay } from '../../../lib/date-format';

/** One bar of the variance over time: a period, and the variance chosen (the kitchen's or one ingredient's). */
export type THistoryPoint = {
  label: string;
  from: string;
  to: string;
  events: number;
  /** The variance in the stock units (one ingredient only); null for the kitchen. */
  variance: number | null;
  units: string | null;
  /** The variance in dollars; null: the ingredient has no price. */
  cost: number | null;
};

/** "Nov 1 – Nov 5": the two stocktakes a period runs between. */
export const periodLabel = (from: string, to: string) =>
  `${monthDay.format(new Date(from))} – ${monthDay.format(new Date(to))}`;

/** The ingredients that moved in any period, by name: what the history can show alone. */
export function historyIngredients(history: TVarianceHistory): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of history.periods) for (const l of p.lines) seen.set(l.ingredientId, l.name);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The periods' bars: the kitchen's variance in dollars, or (an ingredient chosen) that ingredient's
 * in its units and dollars — 0 in a period where it did not move.
 */
export function historySeries(history: TVarianceHistory, ingredientId: number | null): THistoryPoint[] {
  return history.periods.map((p) => {
    const base = { label: periodLabel(p.from, p.to), from: p.from, to: p.to, events: p.events };
    if (ingredientId === null) return { ...base, variance: null, units: null, cost: p.varianceCost };
    const line = p.lines.find((l) => l.ingredientId === ingredientId);
    return {
      ...base,
      variance: line?.variance ?? 0,
      units: line?.units ?? null,
      cost: line ? line.varianceCost : 0,
    };
  });
}
