import type { TUnit } from '../enums/units.ts';
import { STANDARD, standardFactor } from './factors.ts';

/**
 * The units a quantity may be shown in, per family and system, smallest first, with the smallest
 * amount each is worth showing (a cook reads "3/4 Cup", not "12 Tablespoons", but "2 Tablespoons"
 * rather than "1/8 Cup"). Cubic units are never offered (spec 9), nor fluid ounces or pints: they
 * read as cups and quarts.
 */
const LADDERS: Record<string, ReadonlyArray<{ unit: TUnit; from: number }>> = {
  'volume/us': [
    { unit: 'Teaspoon', from: 0 },
    { unit: 'Tablespoon', from: 1 },
    { unit: 'Cup', from: 0.25 },
    { unit: 'Quart', from: 1 },
    { unit: 'Gallon', from: 1 },
  ],
  'volume/metric': [
    { unit: 'Milliliter', from: 0 },
    { unit: 'Liter', from: 1 },
  ],
  'weight/us': [
    { unit: 'Ounce', from: 0 },
    { unit: 'Pound', from: 1 },
  ],
  'weight/metric': [
    { unit: 'Milligram', from: 0 },
    { unit: 'Gram', from: 1 },
    { unit: 'Kilogram', from: 1 },
  ],
};

/** A little slack so 47.9999999 tsp (floating point) still reads as 1 Cup. */
const SLACK = 1e-9;

/**
 * The best display unit in the quantity's own system (spec 9): the largest unit of the ladder in
 * which the quantity reaches that unit's threshold. 48 tsp → 1 Cup, 2,000 g → 2 kg, 0.25 lb → 4 oz.
 * Each, Pinch and Slice stay as they are.
 */
export function bestUnit(quantity: number, unit: TUnit): { quantity: number; unit: TUnit } {
  const std = STANDARD[unit];
  if (!std || !(quantity > 0)) return { quantity, unit };
  const ladder = LADDERS[`${std.family}/${std.system}`];
  for (let i = ladder.length - 1; i >= 0; i--) {
    const step = ladder[i];
    const converted = quantity * standardFactor(unit, step.unit)!;
    if (converted >= step.from * (1 - SLACK) || i === 0) return { quantity: converted, unit: step.unit };
  }
  return { quantity, unit };
}
