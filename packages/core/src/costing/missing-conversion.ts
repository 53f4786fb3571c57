import { conversionFactor } from '../conversions/convert.ts';
import { toUnit } from '../conversions/graph.ts';
import { type TUnit, UNIT_LABELS } from '../enums/units.ts';
import type { TIngredientData } from '../model/recipe-tree.ts';
import { standardFamily } from '../units/factors.ts';
import { costPerUnit } from './ingredient-cost.ts';

/**
 * The units a recipe line of this ingredient can already be costed in: every unit that
 * converts into its cost units, through the standard factors and its own conversions. None while
 * the ingredient has no cost or no cost units (then no line of it can be costed).
 * Example: $90 per 40 Pound with "1 Each = 250 Gram" → the 5 weight units and Each; not Cup.
 */
export function costableUnits(ingredient: TIngredientData | null | undefined): TUnit[] {
  if (!ingredient || costPerUnit(ingredient) === null || !toUnit(ingredient.costUnits)) return [];
  return UNIT_LABELS.filter(
    (unit) => conversionFactor(unit, ingredient.costUnits, ingredient.conversions).ok,
  );
}

/**
 * A line's unit picker: first the units the ingredient can be costed in, then the rest,
 * each group in the usual unit order. Without an ingredient every unit is in `others`.
 */
export function unitChoicesFor(ingredient: TIngredientData | null | undefined): {
  costable: TUnit[];
  others: TUnit[];
} {
  const costable = costableUnits(ingredient);
  return { costable, others: UNIT_LABELS.filter((unit) => !costable.includes(unit)) };
}

/** "1 `from` of the ingredient = ? `to`": the conversion a line needs to be costed. */
export type TMissingConversion = { from: TUnit; to: TUnit; costUnits: TUnit };

/**
 * The conversion that would let `lineUnits` of this ingredient be costed, or null when the line can
 * be costed already or its problem is not a conversion (no cost, no cost units, no units chosen).
 *
 * It is worded the way a cook measures: a volume is weighed ("1 Cup = ? Gram"), a piece is weighed
 * or measured ("1 Each = ? Gram", "1 Slice = ? Cup"), and a piece bought by count is told in the
 * line's own unit ("1 Each = ? Tablespoon" for lemons bought by the each, used by the spoon).
 * Saving `1 from = q to` on the ingredient makes the line costable: `from`/`to` join the line's unit
 * family to the cost unit's family, and the standard factors do the rest.
 */
export function missingConversion(
  ingredient: TIngredientData | null | undefined,
  lineUnits: string | null | undefined,
): TMissingConversion | null {
  const line = toUnit(lineUnits);
  const cost = toUnit(ingredient?.costUnits);
  if (!ingredient || !line || !cost || costPerUnit(ingredient) === null) return null;
  if (conversionFactor(line, cost, ingredient.conversions).ok) return null;
  const lineFamily = standardFamily(line);
  const costFamily = standardFamily(cost);
  // Two standard families: a volume and a weight. Weigh the volume.
  if (lineFamily && costFamily) {
    const volume = lineFamily === 'volume' ? line : 'Cup';
    const weight = lineFamily === 'weight' ? line : 'Gram';
    return { from: volume, to: weight, costUnits: cost };
  }
  // The line is in pieces (Each, Pinch, Slice): weigh or measure one, or count it in the pack's pieces.
  if (!lineFamily) {
    const to: TUnit = costFamily === 'weight' ? 'Gram' : costFamily === 'volume' ? 'Cup' : cost;
    return { from: line, to, costUnits: cost };
  }
  // The pack is in pieces, the line a volume or a weight: one piece in the line's unit.
  return { from: cost, to: line, costUnits: cost };
}

/**
 * What the line says, naming the conversion to add:
 * 'Needs a conversion: 1 Cup of Boneless Chicken Breast = ? Gram (it is costed per Pound)'.
 */
export function missingConversionText(name: string, missing: TMissingConversion): string {
  return `Needs a conversion: 1 ${missing.from} of ${name} = ? ${missing.to} (it is costed per ${missing.costUnits})`;
}
