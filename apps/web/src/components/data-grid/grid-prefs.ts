import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';
import { getUsername } from '../../lib/session';

/**
 * What a cook arranges in a grid and finds again next visit: hidden columns, their order,
 * their widths and the density — kept per signed-in user and per grid in localStorage (two cooks on
 * one kitchen computer keep their own).
 */
export type GridPrefs = {
  visibility?: GridColumnVisibilityModel;
  order?: string[];
  widths?: Record<string, number>;
  density?: GridDensity;
};

export function gridPrefsKey(gridId: string, username = getUsername() ?? 'anonymous'): string {
  return `grid:${username}:${gridId}`;
}

export function readGridPrefs(gridId: string): GridPrefs {
  try {
    const stored = globalThis.localStorage?.getItem(gridPrefsKey(gridId));
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    return parsed && typeof parsed === 'object' ? (parsed as GridPrefs) : {};
  } catch {
    // A stored value that does not parse (an older shape, a hand edit) starts the grid afresh.
    return {};
  }
}

export function writeGridPrefs(gridId: string, prefs: GridPrefs): void {
  try {
    globalThis.localStorage?.setItem(gridPrefsKey(gridId), JSON.stringify(prefs));
  } catch {
    // Not persisting is harmless: the arrangement still holds for this visit.
  }
}

/**
 * The columns in the stored order: fields the store names first, in its order, then any column it
 * does not know (one added since) where it stands in the definition.
 */
export function orderColumns<C extends { field: string }>(
  columns: readonly C[],
  order: string[] | undefined,
): C[] {
  if (!order || order.length === 0) return [...columns];
  const rank = new Map(order.map((field, i) => [field, i]));
  const known = columns.filter((c) => rank.has(c.field));
  known.sort((a, b) => (rank.get(a.field) ?? 0) - (rank.get(b.field) ?? 0));
  return [...known, ...columns.filter((c) => !rank.has(c.field))];
}

/** The order after moving `field` one place left (-1) or right (+1); unchanged at either end. */
export function moveField(order: readonly string[], field: string, step: -1 | 1): string[] {
  const from = order.indexOf(field);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
