import { ALLERGEN_VALUES, type TAllergen } from '../enums/allergens.ts';
import type { TAllergenSummary } from './roll-up.ts';

/**
 * The summary of a set of dishes from each dish's own summary (what the API sends with a menu item):
 * every allergen any of them contains, in the list's order, and every unreviewed ingredient once.
 * The menu modal rolls a menu up this way from the menu items it has picked, without their trees.
 */
export function combineAllergenSummaries(
  summaries: ReadonlyArray<{ allergens: readonly TAllergen[]; notReviewed: readonly string[] }>,
): TAllergenSummary {
  const found = new Set<TAllergen>();
  const unreviewed = new Set<string>();
  for (const summary of summaries) {
    for (const a of summary.allergens) found.add(a);
    for (const name of summary.notReviewed) unreviewed.add(name);
  }
  return { allergens: ALLERGEN_VALUES.filter((a) => found.has(a)), notReviewed: [...unreviewed] };
}
