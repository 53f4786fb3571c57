/**
 * The food database's addresses: /portal/usda?q=cheddar is a search, /portal/usda/{fdcId}
 * a food (?q= kept, so a wide screen shows the same results beside it). Back, reload and a shared
 * link then show what they showed.
 */
export const FOODS_PATH = '/portal/usda';

export function foodSearchPath(searchText: string): string {
  const q = searchText.trim();
  return q ? `${FOODS_PATH}?${new URLSearchParams({ q })}` : FOODS_PATH;
}

export function foodPath(fdcId: number, searchText: string): string {
  const q = searchText.trim();
  return `${FOODS_PATH}/${fdcId}${q ? `?${new URLSearchParams({ q })}` : ''}`;
}

/** The fdcId of the route, or null when none (or not a positive whole number) is given. */
export function parseFdcId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Navigation state of a food opened from the results: Back can then return to them in history. */
export type FoodNavState = { fromResults?: boolean } | null;
