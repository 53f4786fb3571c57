/**
 * Reading FoodData Central's CSV values: ids, numbers, units and household portions, each returning
 * undefined (or a message) for what does not fit rather than throwing.
 */

/** A positive integer id ("1003" or "1003.0"). */
export function parseId(text: string): number | undefined {
  if (!/^\d{1,10}(\.0+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
}

export function parseNumber(text: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** FDC writes units in capitals (G, MG, UG, KCAL, kJ, IU); SR28 and the product write g, mg, µg, kcal. */
export function normalizeUnit(unit: string): string {
  const known: Record<string, string> = { G: 'g', MG: 'mg', UG: 'µg', KCAL: 'kcal', KJ: 'kJ', IU: 'IU' };
  return known[unit.toUpperCase()] ?? unit;
}

/** "1 1/2 cups" → 1.5; "3/4 cup" → 0.75; "2 tbsp" → 2, with the rest of the text. */
function leadingQuantity(text: string): { amount: number; rest: string } | undefined {
  const match =
    /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?\s+(.+)$/.exec(text) ?? /^()(\d+)\/(\d+)\s+(.+)$/.exec(text);
  if (!match) return undefined;
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const fraction = match[2] !== undefined && Number(match[3]) > 0 ? Number(match[2]) / Number(match[3]) : 0;
  return { amount: whole + fraction, rest: match[4] };
}

export type Portion = { amount: number; measureName: string; modifier: string | null; gramWeight: number };

/**
 * One row of food_portion.csv in the product's shape (amount, measureName, modifier, gramWeight).
 * FDC names the measure in three ways: a unit (Foundation: "cup" + modifier "chopped"), a description
 * (Survey: "1 cup"), or only a modifier (SR Legacy: unit "undetermined", modifier "tbsp") — the last
 * is exactly SR28's own portion, so SR Legacy rows read the same as the SR28 ones.
 */
export function toPortion(input: {
  amount: string;
  unitName: string | undefined;
  description: string;
  modifier: string;
  gramWeight: string;
}): Portion | string {
  const gramWeight = parseNumber(input.gramWeight);
  if (gramWeight === undefined || gramWeight <= 0)
    return `gram_weight "${input.gramWeight}" is not a positive number`;
  let amount = parseNumber(input.amount);
  if (amount !== undefined && amount <= 0) return `amount "${input.amount}" is not a positive number`;
  const unit = input.unitName && input.unitName !== 'undetermined' ? input.unitName : '';
  let measureName: string;
  let modifier: string | null = input.modifier || null;
  if (unit) {
    measureName = unit;
    modifier = input.modifier || input.description || null;
  } else if (input.description) {
    measureName = input.description;
    const quantity = amount === undefined ? leadingQuantity(input.description) : undefined;
    if (quantity) {
      amount = quantity.amount;
      measureName = quantity.rest;
    }
  } else if (input.modifier) {
    measureName = input.modifier;
    modifier = null;
  } else {
    return 'the portion has no measure (no unit, description or modifier)';
  }
  return { amount: amount ?? 1, measureName, modifier, gramWeight };
}

/**
 * Branded foods have no food_portion rows: their label's serving becomes one portion when it is in
 * grams ("2 Tbsp" of 30 g → amount 2, measure Tbsp, 30 g).
 */
export function brandedServing(input: {
  servingSize: string;
  servingUnit: string;
  household: string;
}): Portion | undefined {
  const grams = parseNumber(input.servingSize);
  if (
    grams === undefined ||
    grams <= 0 ||
    !['g', 'grm', 'gram', 'grams'].includes(input.servingUnit.toLowerCase())
  ) {
    return undefined;
  }
  const quantity = input.household ? leadingQuantity(input.household) : undefined;
  if (quantity && quantity.amount > 0) {
    return { amount: quantity.amount, measureName: quantity.rest, modifier: null, gramWeight: grams };
  }
  return { amount: 1, measureName: input.household || 'serving', modifier: null, gramWeight: grams };
}
