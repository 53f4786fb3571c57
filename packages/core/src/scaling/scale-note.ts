import { toUnit } from '../conversions/graph.ts';
import { unitLabel } from '../enums/units.ts';
import { formatConversion } from '../format/display.ts';

/**
 * The note beside a scaled recipe's title: the factor and the yield the recipe was
 * written for, '×0.2 of 5 Quarts', so a cook reading "cover with 5 quarts of water" in the method
 * knows to use a fifth of it. Null when the recipe is made as written (factor 1) or has no yield.
 * The factor shows 3 significant digits: ×0.2, ×0.333, ×1.5, ×12.5.
 */
export function scaleNote(
  original: { yieldQuantity?: number | null; yieldUnits?: string | null },
  scaledQuantity: number | null | undefined,
): string | null {
  const from = original.yieldQuantity;
  if (typeof from !== 'number' || !(from > 0) || typeof scaledQuantity !== 'number') return null;
  const factor = scaledQuantity / from;
  if (!Number.isFinite(factor) || Math.abs(factor - 1) < 1e-9) return null;
  const units = original.yieldUnits?.trim() ?? '';
  const unit = toUnit(units);
  const label = unit ? unitLabel(unit, from) : units;
  return `×${Number(factor.toPrecision(3))} of ${formatConversion(from)}${label ? ` ${label}` : ''}`;
}
