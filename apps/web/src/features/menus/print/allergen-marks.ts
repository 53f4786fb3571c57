import { ALLERGENS, type TAllergen, type TAllergenLabel } from '@brigade/core';

/**
 * The marks a printed guest menu puts after a dish's name, one per allergen it contains, explained in
 * the legend at the foot of the menu. Short, distinct, and read the same on every menu.
 */
export const ALLERGEN_MARKS: Record<TAllergen, string> = {
  MILK: 'M',
  EGGS: 'E',
  WHEAT: 'W',
  SOY: 'SO',
  PEANUTS: 'P',
  TREE_NUTS: 'TN',
  SHELLFISH: 'SH',
  FISH: 'F',
  SESAME: 'SE',
};

/** Marks a dish whose ingredients were not all reviewed: no mark must never read as "none". */
export const NOT_REVIEWED_MARK = '†';
export const NOT_REVIEWED_LEGEND = 'Allergen information incomplete: please ask your server';

/** The legend's entries: only the allergens this menu marks, in the list's order (Milk, Eggs, …). */
export function legendEntries(used: ReadonlySet<TAllergen>): { mark: string; label: TAllergenLabel }[] {
  return ALLERGENS.filter((a) => used.has(a.value)).map((a) => ({
    mark: ALLERGEN_MARKS[a.value],
    label: a.label,
  }));
}
