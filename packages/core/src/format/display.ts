import { roundConversion, roundTo } from './round.ts';

function groupThousands(text: string): string {
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Money to 2 decimals with a $ prefix (spec 2 tables, spec 9): 1234.5 → '$1,234.50', -3 → '-$3.00'. */
export function formatMoney(value: number): string {
  const rounded = roundTo(Math.abs(value), 2);
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}$${groupThousands(rounded.toFixed(2))}`;
}

/** A nutrient amount to 2 decimals (spec 9): 12.5 → '12.50'. */
export function formatNutrient(value: number): string {
  return roundTo(value, 2).toFixed(2);
}

/** A converted quantity to at most 6 decimals, trailing zeros dropped: 0.3333333 → '0.333333', 2 → '2'. */
export function formatConversion(value: number): string {
  return String(roundConversion(value));
}

/** A percentage to 2 decimals: 30.303 → '30.30%'. */
export function formatPercent(value: number): string {
  return `${roundTo(value, 2).toFixed(2)}%`;
}

/** A figure some of whose parts are unknown is a lower bound: '≥ 96.75 g' (never a missing part counted as zero). */
export function atLeast(text: string, partial: boolean): string {
  return partial ? `≥ ${text}` : text;
}
