/**
 * Nutrient units are the food database's (g, mg, µg, kcal, kJ, IU), not kitchen units. Amounts of
 * one nutrient given in different mass units are added after converting to the first one seen.
 */
const MASS_IN_G: Record<string, number> = { g: 1, mg: 1e-3, µg: 1e-6, ug: 1e-6, mcg: 1e-6, μg: 1e-6 };
const ENERGY = new Set(['kcal', 'kj', 'cal', 'energy']);

export function massInGrams(units: string | null | undefined): number | undefined {
  return units ? MASS_IN_G[units.trim().toLowerCase()] : undefined;
}

export function isEnergyUnit(units: string | null | undefined): boolean {
  return units ? ENERGY.has(units.trim().toLowerCase()) : false;
}

/** Factor turning an amount in `from` into `to` (1 when equal, undefined when not both mass). */
export function nutrientUnitFactor(from: string, to: string): number | undefined {
  if (from === to || from.trim().toLowerCase() === to.trim().toLowerCase()) return 1;
  const a = massInGrams(from);
  const b = massInGrams(to);
  return a !== undefined && b !== undefined ? a / b : undefined;
}
