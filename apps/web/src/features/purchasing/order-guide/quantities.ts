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

/**
 * How an order to par came about, or null when nothing is on hand and no par is set:
 * 'events 3.00 Pounds + par 10.00 Pounds − on hand 4.41 Pounds − on order 2.00 Pounds'.
 */
export function toParText(line: {
  demand: number;
  onHand: number;
  par: number;
  onOrder: number;
  units: string;
}): string | null {
  if (line.onHand === 0 && line.par === 0 && line.onOrder === 0) return null;
  const onOrder = line.onOrder > 0 ? ` − on order ${neededText(line.onOrder, line.units)}` : '';
  return `events ${neededText(line.demand, line.units)} + par ${neededText(line.par, line.units)} − on hand ${neededText(line.onHand, line.units)}${onOrder}`;
}
