import { formatConversion, roundTo, toUnit, unitLabel } from '@brigade/core';

/** A unit's label for this quantity (spec 3: plural above 1); an unknown unit as it is written. */
function unitsFor(units: string, quantity: number): string {
  const unit = toUnit(units);
  return unit ? unitLabel(unit, quantity) : units;
}

/** A quantity to order from, to 2 decimals with its units: 5.5 Pound → '5.50 Pounds'. */
export function neededText(quantity: number, units: string): string {
  const shown = roundTo(quantity, 2);
  return `${shown.toFixed(2)} ${unitsFor(units, shown)}`;
}

/** A pack as the catalogue states it: 50 Pound → '50 Pounds', 0.5 Gallon → '0.5 Gallon'. */
export function packText(size: number, units: string): string {
  return `${formatConversion(size)} ${unitsFor(units, size)}`;
}
