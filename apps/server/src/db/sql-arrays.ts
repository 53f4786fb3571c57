/** PostgreSQL integer[] parameters and json_agg results: the bulk-read helpers every repository shares. */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Ids a row can have (integer columns): a body may name others, which are then simply not found. */
export const storableIds = (ids: readonly number[]) =>
  ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);

/**
 * What is worked out from a frozen array, kept with it: a frozen array (db/json-rows.ts answers the
 * very same frozen rows while their text is the same) never changes, so neither does what it gives.
 * Unfrozen arrays are worked out every time.
 */
const derivedIds = new WeakMap<readonly unknown[], Map<unknown, readonly number[]>>();
const intArrayValues = new WeakMap<readonly number[], string>();
/** How many picks' ids one frozen array keeps (the loaders use one or two per array). */
const PICKS_KEPT = 4;

/**
 * The distinct ids `pick` gives for `rows`, in first-seen order, rows it gives `null` left out. Of a
 * frozen array, worked out once per `pick` (a function defined once, not an arrow at the call) and
 * answered frozen, so that `intArrayValue` keeps its value too: a tree read walks the same kept rows
 * on every request.
 */
export function distinctIds<T>(rows: readonly T[], pick: (row: T) => number | null): readonly number[] {
  if (!Object.isFrozen(rows)) return idsOf(rows, pick);
  let byPick = derivedIds.get(rows);
  if (!byPick) {
    byPick = new Map();
    derivedIds.set(rows, byPick);
  }
  let ids = byPick.get(pick);
  if (!ids) {
    ids = Object.freeze(idsOf(rows, pick));
    // A pick written as an arrow at the call is a new function each time: past a few, the ids are
    // worked out without being kept, so a long-kept array cannot gather one list per request.
    if (byPick.size < PICKS_KEPT) byPick.set(pick, ids);
  }
  return ids;
}

function idsOf<T>(rows: readonly T[], pick: (row: T) => number | null): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    const id = pick(row);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/** A row's own id: the `pick` of `distinctIds` for the rows' ids. */
export const idOf = (row: { id: number }) => row.id;

/** `ids` with `more` added (distinct, first seen first): `ids` itself when there is none to add. */
export const withIds = (ids: readonly number[], more: readonly number[]): readonly number[] =>
  more.length === 0 ? ids : [...new Set([...ids, ...more])];

/**
 * A PostgreSQL integer[] parameter value: the ids a row can have. Of a frozen array (`distinctIds`),
 * worked out once.
 */
export function intArrayValue(ids: readonly number[]): string {
  if (!Object.isFrozen(ids)) return `{${storableIds(ids).join(',')}}`;
  let value = intArrayValues.get(ids);
  if (value === undefined) {
    value = `{${storableIds(ids).join(',')}}`;
    intArrayValues.set(ids, value);
  }
  return value;
}
/** An integer[] parameter, `name` given as an `intArrayValue` when the statement runs. */
export const intArray = (name: string) => sql`${sql.placeholder(name)}::integer[]`;

/** The first column of the first row of a driver's result (PostgreSQL's and PGlite's alike). */
export function firstValue(result: unknown): unknown {
  const { rows } = result as { rows: Record<string, unknown>[] };
  const row = rows[0];
  if (row === undefined) return undefined;
  for (const key in row) return row[key];
  return undefined;
}

/**
 * A named column of the first row of a driver's result: a statement that reads several levels at once
 * answers one row with a column per level.
 */
export function columnValue(result: unknown, column: string): unknown {
  return (result as { rows: Record<string, unknown>[] }).rows[0]?.[column];
}

/** The result of a statement not sent (nothing to read): no row, so every column reads as none. */
export const NO_ROWS = Object.freeze({ rows: Object.freeze([]) });

/** The array in a driver's result of a `SELECT json_agg(…)` (NULL, when no row matched, is the empty array). */
export function jsonArrayOf<T>(result: unknown): T[] {
  const value = firstValue(result);
  return ((typeof value === 'string' ? JSON.parse(value) : value) ?? []) as T[];
}

/** The array a `SELECT json_agg(…)` answers (NULL, when no row matched, is the empty array). */
export async function jsonArray<T>(db: Executor, query: SQL): Promise<T[]> {
  return jsonArrayOf<T>(await db.execute(query));
}
