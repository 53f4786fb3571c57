/**
 * Trim yield: the edible share of an ingredient as bought, in percent (an onion about 90 %, a whole
 * salmon 45 %). Recipe lines are edible quantities; what is bought, costed and ordered is
 * as-purchased = edible ÷ yield (900 g of onion at 90 % is 1,000 g bought). Nutrition uses the
 * edible quantity as it is.
 */
export const FULL_YIELD_PERCENT = 100;

/** The yield as a fraction; anything but a percent above 0 and at most 100 counts as 100 %. */
export function yieldFraction(yieldPercent: number | null | undefined): number {
  return typeof yieldPercent === 'number' && yieldPercent > 0 && yieldPercent <= 100 ? yieldPercent / 100 : 1;
}

/** The quantity to buy for an edible quantity: edible ÷ yield. */
export function asPurchased(edible: number, yieldPercent: number | null | undefined): number {
  return edible / yieldFraction(yieldPercent);
}

/**
 * The yield a food copied from the USDA database proposes: 100 − its refuse % (SR28 keeps the refuse
 * per food: onions 10 % → 90 %); 100 % when the food gives none or an impossible one.
 */
export function proposedYieldPercent(refusePercent: number | null | undefined): number {
  if (typeof refusePercent !== 'number' || !(refusePercent >= 0 && refusePercent < 100))
    return FULL_YIELD_PERCENT;
  return FULL_YIELD_PERCENT - refusePercent;
}
