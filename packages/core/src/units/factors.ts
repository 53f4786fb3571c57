import type { TUnit } from '../enums/units.ts';

/**
 * Exact standard factors inside volume and inside weight:
 *   1 lb = 453.59237 g (exact by definition), 1 oz = 1/16 lb,
 *   1 US cup = 236.5882365 ml, 1 tbsp = 1/16 cup, 1 tsp = 1/3 tbsp, 1 fl oz = 1/8 cup,
 *   1 pint = 2 cups, 1 quart = 2 pints, 1 gallon = 4 quarts.
 * Each unit is an integer multiple of its system's base (US volume: teaspoon; metric volume:
 * milliliter; US weight: ounce; metric weight: milligram), so conversions inside a system are exact
 * integer ratios (48 tsp is exactly 1 cup) and only US↔metric multiplies by one decimal bridge.
 */
type TStandard = { family: 'volume' | 'weight'; system: 'us' | 'metric'; size: number };

export const STANDARD: Partial<Record<TUnit, TStandard>> = {
  Teaspoon: { family: 'volume', system: 'us', size: 1 },
  Tablespoon: { family: 'volume', system: 'us', size: 3 },
  'Fluid Ounce': { family: 'volume', system: 'us', size: 6 },
  Cup: { family: 'volume', system: 'us', size: 48 },
  Pint: { family: 'volume', system: 'us', size: 96 },
  Quart: { family: 'volume', system: 'us', size: 192 },
  Gallon: { family: 'volume', system: 'us', size: 768 },
  Milliliter: { family: 'volume', system: 'metric', size: 1 },
  Liter: { family: 'volume', system: 'metric', size: 1000 },
  Ounce: { family: 'weight', system: 'us', size: 1 },
  Pound: { family: 'weight', system: 'us', size: 16 },
  Milligram: { family: 'weight', system: 'metric', size: 1 },
  Gram: { family: 'weight', system: 'metric', size: 1000 },
  Kilogram: { family: 'weight', system: 'metric', size: 1_000_000 },
};

/** 1 US cup in ml, and 1 lb in g: the two definitions every bridge comes from. */
export const CUP_IN_ML = 236.5882365;
export const POUND_IN_G = 453.59237;

/** Metric base units in one US base unit: ml per teaspoon (cup ÷ 48), mg per ounce (lb ÷ 16 × 1000). */
const BRIDGE = { volume: CUP_IN_ML / 48, weight: (POUND_IN_G * 1000) / 16 } as const;

/** The standard family of a unit, or undefined for Each, Pinch and Slice. */
export function standardFamily(unit: TUnit): 'volume' | 'weight' | undefined {
  return STANDARD[unit]?.family;
}

/**
 * How many `to` make one `from` by standard factors; undefined when the units are not in the same
 * family (or not standard). The same unit is always 1 (also Each, Pinch, Slice).
 */
export function standardFactor(from: TUnit, to: TUnit): number | undefined {
  if (from === to) return 1;
  const a = STANDARD[from];
  const b = STANDARD[to];
  if (!a || !b || a.family !== b.family) return undefined;
  if (a.system === b.system) return a.size / b.size;
  const bridge = BRIDGE[a.family];
  return a.system === 'us' ? (a.size * bridge) / b.size : a.size / (bridge * b.size);
}
