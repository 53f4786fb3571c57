/**
 * How a freshly saved item is checked against the search text of the list it would join (spec 4):
 * menus, menu items and vendors match by prefix; ingredients and recipes by their first letter.
 */
export type SearchRule = 'prefix' | 'firstLetter';

export function matchesSearch(name: string, searchText: string, rule: SearchRule): boolean {
  const search = searchText.trim().toLowerCase();
  if (!search) return true;
  const text = name.trim().toLowerCase();
  return rule === 'prefix' ? text.startsWith(search) : text.charAt(0) === search.charAt(0);
}

/** The order lists come in from the API (by name, ignoring case); ties keep their id order. */
export function compareByName(a: { name: string }, b: { name: string }): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
