import { toUnit } from '../conversions/graph.ts';
import { isWeightUnit, unitLabel } from '../enums/units.ts';
import { roundTo } from '../format/round.ts';
import { bestUnit } from '../units/best-unit.ts';
import { STANDARD } from '../units/factors.ts';
import { formatKitchenFraction, roundUpToSixteenth } from './fractions.ts';

/**
 * A quantity ready to print: the number shown, its unit (the wire label, e.g. 'Cup'), the label to
 * show beside the number (plural above 1, spec 3) and the whole text.
 */
export type TDisplayQuantity = { quantity: number; units: string; label: string; text: string };

/**
 * How a scaled quantity is shown (spec 9): in its best unit; weights and metric volumes as decimals
 * (up to 2 places: nobody measures a sixteenth of a milliliter), everything else as a kitchen
 * fraction rounded up to a sixteenth. 0.3 Cup → '5/16 Cup';
 * 1.52 Cup → '1 9/16 Cups'; 2000 Gram → '2 Kilograms'; 0.25 Pound → '4 Ounces'; 48 Teaspoon → '1 Cup'.
 */
export function displayQuantity(quantity: number, units: string): TDisplayQuantity {
  const unit = toUnit(units);
  if (!unit) {
    const shown = roundTo(quantity, 2);
    return { quantity: shown, units, label: units, text: `${shown} ${units}`.trim() };
  }
  const best = bestUnit(quantity, unit);
  if (isWeightUnit(best.unit) || STANDARD[best.unit]?.system === 'metric') {
    const shown = roundTo(best.quantity, 2);
    const label = unitLabel(best.unit, shown);
    return { quantity: shown, units: best.unit, label, text: `${shown} ${label}` };
  }
  const shown = roundUpToSixteenth(best.quantity);
  const label = unitLabel(best.unit, shown);
  return {
    quantity: shown,
    units: best.unit,
    label,
    text: `${formatKitchenFraction(best.quantity)} ${label}`,
  };
}
