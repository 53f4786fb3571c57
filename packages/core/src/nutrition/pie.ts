import { isEnergyUnit, massInGrams } from './nutrient-units.ts';

export type TPieSlice = { name: string; value: number; unit: string };

/**
 * The Nutrient Breakdown (grams) pie (spec 9): milligram amounts ÷ 1000 (and µg ÷ 1,000,000) so every
 * mass slice is in grams; energy keeps its number and is labelled 'Energy'. Other units (IU…) and
 * zero amounts have no slice.
 */
export function nutrientPieData(
  nutrients: ReadonlyArray<{ name: string; amount: number; unitName: string }>,
): TPieSlice[] {
  const slices: TPieSlice[] = [];
  for (const n of nutrients) {
    if (!(n.amount > 0)) continue;
    if (isEnergyUnit(n.unitName)) {
      slices.push({ name: n.name, value: n.amount, unit: 'Energy' });
      continue;
    }
    const grams = massInGrams(n.unitName);
    if (grams !== undefined) slices.push({ name: n.name, value: n.amount * grams, unit: 'g' });
  }
  return slices;
}

/** The alternative chart type's approximate weights (spec 9): lb is 453.592 g, oz is 28.3495 g. */
export const CHART_POUND_IN_G = 453.592;
export const CHART_OUNCE_IN_G = 28.3495;

/** Grams for the alternative chart; undefined for a unit it cannot place. */
export function chartGrams(amount: number, unit: string): number | undefined {
  switch (unit.trim().toLowerCase()) {
    case 'lb':
    case 'pound':
      return amount * CHART_POUND_IN_G;
    case 'oz':
    case 'ounce':
      return amount * CHART_OUNCE_IN_G;
    case 'kg':
    case 'kilogram':
      return amount * 1000;
    default: {
      const grams = massInGrams(unit);
      return grams === undefined ? undefined : amount * grams;
    }
  }
}
