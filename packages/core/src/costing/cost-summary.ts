import { formatMoney } from '../format/display.ts';
import { countOf } from '../messages/names-list.ts';
import type { TRecipeCostResult } from './recipe-cost.ts';

export type TCostSummary = {
  /** Every line of the tree could be costed: the total is the cost. */
  complete: boolean;
  /** Lines anywhere in the tree that could not be costed (they count 0 in the total). */
  notCosted: number;
  /** '$2.56', or '≥ $0.26 · 1 line not costed' when lines are missing: the total is a lower bound. */
  text: string;
};

/**
 * How a recipe's cost reads: a total that leaves out lines it cannot cost is only a
 * lower bound, and says how many lines it leaves out, so a chef never takes $0.26 for the cost of
 * a recipe whose chicken is not costed.
 */
export function costSummary(result: Pick<TRecipeCostResult, 'total' | 'errors'>): TCostSummary {
  const notCosted = result.errors.length;
  const money = formatMoney(result.total);
  if (notCosted === 0) return { complete: true, notCosted, text: money };
  const lines = countOf(notCosted, 'line');
  return { complete: false, notCosted, text: `≥ ${money} · ${lines} not costed` };
}
