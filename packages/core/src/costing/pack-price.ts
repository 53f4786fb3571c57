import { toUnit } from '../conversions/graph.ts';
import { unitLabel } from '../enums/units.ts';
import { formatConversion, formatMoney } from '../format/display.ts';
import { costPerUnit, effectiveCostAmount } from './ingredient-cost.ts';

/**
 * What a pack costs and what one unit of it costs, so a price is never read as the
 * price of one unit: '$48.00 per 180 Each · $0.27 / Each', '$130.00 per 10 Pounds · $13.00 / Pound'
 * (spec 3: plural labels above 1). A pack of one unit is its unit price: '$4.50 per Pound'. Without
 * cost units only the cost shows; without a cost, null.
 */
export function packPriceText(ingredient: {
  cost?: number | null;
  costAmount?: number | null;
  costUnits?: string | null;
}): string | null {
  const perUnit = costPerUnit(ingredient);
  if (perUnit === null || typeof ingredient.cost !== 'number') return null;
  const pack = formatMoney(ingredient.cost);
  const units = ingredient.costUnits?.trim();
  if (!units) return pack;
  const amount = effectiveCostAmount(ingredient.costAmount);
  const unit = toUnit(units);
  const label = (quantity: number) => (unit ? unitLabel(unit, quantity) : units);
  if (amount === 1) return `${pack} per ${label(1)}`;
  return `${pack} per ${formatConversion(amount)} ${label(amount)} · ${formatMoney(perUnit)} / ${label(1)}`;
}
