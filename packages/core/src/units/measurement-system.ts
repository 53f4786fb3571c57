import type { TUnit } from '../enums/units.ts';
import { STANDARD, standardFactor } from './factors.ts';

/**
 * A kitchen's measures: US (cups, ounces, pounds) or metric (milliliters, liters, grams, kilograms).
 * Scaled quantities, prep lists and prints are shown in it; what a recipe stores is not changed.
 */
export const MEASUREMENT_SYSTEMS = ['us', 'metric'] as const;
export type TMeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];
export const DEFAULT_MEASUREMENT_SYSTEM: TMeasurementSystem = 'us';

/** The smallest unit of each family in each system: a quantity moved across lands here, then the display picks its best unit. */
const BASE: Record<'volume' | 'weight', Record<TMeasurementSystem, TUnit>> = {
  volume: { us: 'Teaspoon', metric: 'Milliliter' },
  weight: { us: 'Ounce', metric: 'Gram' },
};

/**
 * A quantity in the kitchen's system: 2 Cups in metric are 473.176473 Milliliters, 500 Grams in US
 * 17.636981 Ounces (exact standard factors). Units of the system already, counts (Each, Slice,
 * Pinch), and no system given stay as they are.
 */
export function inSystem(
  quantity: number,
  unit: TUnit,
  system: TMeasurementSystem | null | undefined,
): { quantity: number; unit: TUnit } {
  const std = STANDARD[unit];
  if (!system || !std || std.system === system) return { quantity, unit };
  const base = BASE[std.family][system];
  return { quantity: quantity * standardFactor(unit, base)!, unit: base };
}
