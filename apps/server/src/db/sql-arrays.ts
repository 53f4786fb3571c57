/** PostgreSQL integer[] parameters and json_agg results: the bulk-read helpers every repository shares. */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Ids a row can have (integer columns): a body may name others, which are then simply not found. */
export const storableIds = (ids: number[]) =>
  ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);

/** A PostgreSQL integer[] parameter value: the ids a row can have. */
export const intArrayValue = (ids: number[]) => `{${storableIds(ids).join(',')}}`;
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

/** The array in a driver's result of a `SELECT json_agg(…)` (NULL, when no row matched, is the empty array). */
export function jsonArrayOf<T>(result: unknown): T[] {
  const value = firstValue(result);
  return ((typeof value === 'string' ? JSON.parse(value) : value) ?? []) as T[];
}

/** The array a `SELECT json_agg(…)` answers (NULL, when no row matched, is the empty array). */
export async function jsonArray<T>(db: Executor, query: SQL): Promise<T[]> {
  return jsonArrayOf<T>(await db.execute(query));
}
