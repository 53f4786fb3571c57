import { toUnit } from '../conversions/graph.ts';
import { type TUnit, unitKind, VOLUME_UNITS, WEIGHT_UNITS } from '../enums/units.ts';

/**
 * Yield unit choices: mass and volume units (spec 5; its blacklist of cubic, small, pressure and odd
 * units names units this product never had), and counts: cookies yield 24 Each, a tart 8 Slices.
 * A recipe yielding a count is used by the count in sub-recipe and menu item lines (suggestedUnits).
 */
export const COUNT_YIELD_UNITS: readonly TUnit[] = ['Each', 'Slice'];
export const YIELD_UNIT_CHOICES: readonly TUnit[] = [...VOLUME_UNITS, ...WEIGHT_UNITS, ...COUNT_YIELD_UNITS];

/**
 * Units offered for a sub-recipe or menu item recipe line (spec 3): those of the chosen recipe's yield
 * type — every weight unit for a recipe yielding a weight, every volume unit for a volume; other types
 * (Each, Pinch, Slice) get none, and the line takes the recipe's own yield units (spec 5).
 */
export function suggestedUnits(recipeYieldUnits: string | null | undefined): TUnit[] {
  const unit = toUnit(recipeYieldUnits);
  if (!unit) return [];
  const kind = unitKind(unit);
  if (kind === 'weight') return [...WEIGHT_UNITS];
  if (kind === 'volume') return [...VOLUME_UNITS];
  return [];
}
