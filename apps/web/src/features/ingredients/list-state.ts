/**
 * The ingredient list state kept in localStorage (spec 6, with the vendor in scope): the search of
 * the vendor's ingredient list, so a reload or a return shows the same list. A search belongs to its
 * vendor: another vendor starts unfiltered.
 */
export const INGREDIENT_LIST_STORAGE_KEY = 'ingredientListState';

type Stored = { vendorId: number; searchText: string };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readIngredientSearch(vendorId: number): string {
  try {
    const stored = JSON.parse(storage()?.getItem(INGREDIENT_LIST_STORAGE_KEY) ?? 'null') as Stored | null;
    return stored?.vendorId === vendorId && typeof stored.searchText === 'string' ? stored.searchText : '';
  } catch {
    return '';
  }
}

export function writeIngredientSearch(vendorId: number, searchText: string): void {
  try {
    storage()?.setItem(
      INGREDIENT_LIST_STORAGE_KEY,
      JSON.stringify({ vendorId, searchText } satisfies Stored),
    );
  } catch {
    // Not persisting only costs the convenience.
  }
}
