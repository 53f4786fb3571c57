/**
 * The ingredient list state kept in localStorage (spec 6, with the vendor in scope): the search of
 * the vendor's ingredient list and its table's column filter, so a reload or a return shows the same
 * list. Both belong to their vendor: another vendor starts unfiltered.
 */
export const INGREDIENT_LIST_STORAGE_KEY = 'ingredientListState';

type Stored = { vendorId: number; searchText: string; filter?: string };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The vendor's kept state: a search ('' for none) and a column filter (undefined for none). */
export function readIngredientListState(vendorId: number): { searchText: string; filter?: string } {
  try {
    const stored = JSON.parse(storage()?.getItem(INGREDIENT_LIST_STORAGE_KEY) ?? 'null') as Stored | null;
    if (stored?.vendorId !== vendorId) return { searchText: '' };
    return {
      searchText: typeof stored.searchText === 'string' ? stored.searchText : '',
      filter: typeof stored.filter === 'string' ? stored.filter : undefined,
    };
  } catch {
    return { searchText: '' };
  }
}

/** Keeps a change of the vendor's search or filter, the other as kept for this vendor. */
export function writeIngredientListState(
  vendorId: number,
  change: { searchText: string } | { filter: string | undefined },
): void {
  try {
    const next: Stored = { vendorId, ...readIngredientListState(vendorId), ...change };
    storage()?.setItem(INGREDIENT_LIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not persisting only costs the convenience.
  }
}
