import { conversionFactor, type TPriceHistory } from '@brigade/core';

export type PricePoint = {
  /** When the price took effect (ms since the epoch: the chart's time axis). */
  at: number;
  /** Dollars per one chart unit. */
  unitCost: number;
  /** The price as the catalogue stated it: cost for costAmount costUnits. */
  cost: number;
  costAmount: number;
  costUnits: string;
  changedBy: string | null;
  source: string;
};

export type PriceSeries = {
  /** The units of the y axis: the ingredient's latest cost units ("$ per Pound"). */
  units: string | null;
  points: PricePoint[];
  /** Prices that could not be drawn: no cost, or units that do not convert into the chart's. */
  skipped: number;
};

/**
 * The price history as one line in today's units: a price kept per Ounce before the catalogue moved
 * to Pounds is drawn per Pound (core's standard conversions), so the line compares like with like.
 */
export function priceSeries(history: TPriceHistory): PriceSeries {
  const units = history.findLast((p) => p.costUnits)?.costUnits ?? null;
  const points: PricePoint[] = [];
  let skipped = 0;
  for (const price of history) {
    if (price.unitCost === null || price.cost === null || !price.costUnits || !units) {
      skipped += 1;
      continue;
    }
    // How many of this price's units make one chart unit: $/its unit × that = $/chart unit.
    const found = price.costUnits === units ? null : conversionFactor(units, price.costUnits);
    if (found && !found.ok) {
      skipped += 1;
      continue;
    }
    points.push({
      at: new Date(price.changedAt).getTime(),
      unitCost: price.unitCost * (found?.factor ?? 1),
      cost: price.cost,
      costAmount: price.costAmount,
      costUnits: price.costUnits,
      changedBy: price.changedBy,
      source: price.source,
    });
  }
  return { units, points, skipped };
}

/** A point of the drawn line: a recorded price, or the latest one still holding today (`held`). */
export type ChartPoint = PricePoint & { held?: true };

/**
 * The points to draw: the recorded prices, then the latest held until `now` — a price lasts until the
 * next, so without it the line would stop at the last change as if there were no price since.
 */
export function pointsUntil(points: readonly PricePoint[], now: number): ChartPoint[] {
  const last = points.at(-1);
  if (!last || last.at >= now) return [...points];
  return [...points, { ...last, at: now, held: true }];
}

/** How a price came about, in words. */
export function sourceText(source: string): string {
  if (source === 'created') return 'Ingredient created';
  if (source === 'edit') return 'Edited';
  if (source === 'price list') return 'Price list import';
  return source;
}
