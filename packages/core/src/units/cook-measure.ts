import { conversionFactor } from '../conversions/convert.ts';
import { toUnit } from '../conversions/graph.ts';
import { unitKind, unitLabel } from '../enums/units.ts';
import type { TIngredientData } from '../model/recipe-tree.ts';
import { displayQuantity, type TDisplayQuantity } from '../scaling/display-quantity.ts';
import { STANDARD, standardFactor } from './factors.ts';
import { inSystem, type TMeasurementSystem } from './measurement-system.ts';

/** Past this volume (in cups) a solid with a weight conversion is weighed rather than measured. */
export const WEIGH_ABOVE_CUPS = 4;

/**
 * Words naming a liquid (any word of an ingredient's name, ignoring case): liquids are poured and
 * measured by volume whatever the amount. A name with a word of SOLID_WORDS is not a liquid
 * ("Cream Cheese", "Milk Powder").
 */
const LIQUID_WORDS = new Set([
  'water',
  'stock',
  'broth',
  'milk',
  'buttermilk',
  'cream',
  'half-and-half',
  'oil',
  'juice',
  'vinegar',
  'wine',
  'beer',
  'sherry',
  'brandy',
  'rum',
  'liqueur',
  'vermouth',
  'syrup',
  'molasses',
  'honey',
  'sauce',
  'extract',
  'coffee',
  'tea',
  'soda',
]);
const SOLID_WORDS = new Set(['cheese', 'powder', 'powdered', 'dried', 'solids']);

const liquids = new Map<string, boolean>();

/** Whether an ingredient is a liquid by its name (rule above). */
export function isLiquid(name: string): boolean {
  let found = liquids.get(name);
  if (found === undefined) {
    const words = name
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter(Boolean);
    found = words.some((w) => LIQUID_WORDS.has(w)) && !words.some((w) => SOLID_WORDS.has(w));
    if (liquids.size < 10_000) liquids.set(name, found);
  }
  return found;
}

/** Floating point slack: 33.0000000001 Each is 33, not 34. */
const SLACK = 1e-9;

/**
 * A quantity as a cook measures it — the one rule of every prep list, production plan, scaled recipe
 * and print:
 * - counted units (Each, Slice, Pinch) are rounded UP to whole ones: 32.5 Each eggs → 33 Each
 *   (half an egg is not prepped);
 * - a solid measured by volume that has a weight conversion is shown by weight once it passes
 *   WEIGH_ABOVE_CUPS (in pounds from US volumes, grams from metric ones): 1 9/16 gallons of butter
 *   (25 cups × 227 g = 5,675 g) → 12.51 lb;
 * - liquids (isLiquid: water, stock, milk, cream, oil…) stay by volume, and so does everything else;
 * then the quantity is shown as displayQuantity does (best unit; kitchen fractions, weights in decimals),
 * in the kitchen's measurement system when one is given (2 Cups → 473.18 ml in metric; the volume
 * and weight units above then come from that system).
 */
export function cookMeasure(
  given: number,
  units: string,
  ingredient?: Pick<TIngredientData, 'name' | 'conversions'> | null,
  system?: TMeasurementSystem | null,
): TDisplayQuantity {
  const asGiven = toUnit(units);
  if (!asGiven) return displayQuantity(given, units);
  const { quantity, unit } = inSystem(given, asGiven, system);
  const kind = unitKind(unit);
  if (kind === 'count' || kind === 'other') {
    const whole = Math.max(0, Math.ceil(quantity - SLACK));
    const label = unitLabel(unit, whole);
    return { quantity: whole, units: unit, label, text: `${whole} ${label}` };
  }
  const std = STANDARD[unit];
  if (ingredient && std?.family === 'volume' && !isLiquid(ingredient.name)) {
    const cups = quantity * standardFactor(unit, 'Cup')!;
    if (cups > WEIGH_ABOVE_CUPS * (1 + SLACK)) {
      const weightUnit = std.system === 'us' ? 'Pound' : 'Gram';
      // from the unit as given: its own conversion answers it (a cup of sugar by "1 Cup = 200 g")
      const found = conversionFactor(asGiven, weightUnit, ingredient.conversions);
      if (found.ok) return displayQuantity(given * found.factor, weightUnit);
    }
  }
  return displayQuantity(quantity, unit);
}
