import Fuse from 'fuse.js';

/** What a picker lists: anything with an id and a name (ingredients, recipes). */
export type Named = { id: number; name: string };

/** The picker's free entry (spec 5): "Add" with the typed text. */
export type AddEntry = { add: string };

export type PickerOption<T extends Named> = T | AddEntry;

export function isAddEntry<T extends Named>(option: PickerOption<T>): option is AddEntry {
  return 'add' in option;
}

/** How many fuzzy matches come before the 'Add' entry (spec 5: "the three best fuzzy matches first"). */
export const BEST_MATCHES = 3;

/**
 * The options a single-select picker shows for the typed text (spec 5): the three best fuzzy matches
 * first, then the 'Add' free entry with the typed text (when adding is enabled and no option already
 * has exactly that name), then the other matches. No text: every option, by name.
 */
export function pickerOptions<T extends Named>(
  candidates: readonly T[],
  typed: string,
  canAdd: boolean,
): PickerOption<T>[] {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const unique = [...byId.values()];
  const text = typed.trim();
  if (!text) return [...unique].sort((a, b) => a.name.localeCompare(b.name));
  const fuse = new Fuse(unique, { keys: ['name'], threshold: 0.45, ignoreLocation: true });
  const matches = fuse.search(text).map((r) => r.item);
  const exact = unique.some((c) => c.name.trim().toLowerCase() === text.toLowerCase());
  const add: PickerOption<T>[] = canAdd && !exact ? [{ add: text }] : [];
  return [...matches.slice(0, BEST_MATCHES), ...add, ...matches.slice(BEST_MATCHES)];
}
