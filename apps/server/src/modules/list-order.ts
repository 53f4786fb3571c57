import type { TSort } from '@brigade/core';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { byName } from '../db/name-search.ts';

/** What a sortable list field orders by: a column, or an expression (a count, the vendor's name). */
export type SortColumns<F extends string> = Record<F, SQL | PgColumn>;

/** Text compared byte by byte, identical on every database whatever its collation (as byName). */
export const bytewise = (column: SQL | PgColumn): SQL => sql`${column} COLLATE "C"`;

/**
 * ORDER BY of a paged list: by name (the lists' own order) when no sort is asked, else the asked
 * field in its direction with missing values last either way, then the id ascending — a stable
 * tiebreaker, so pages never repeat or skip a row among equal values. Core's sortRows is the same
 * order in memory (the mocks). The fragment holds no value: a statement rendered once per sort shape
 * (field and direction) stays valid for every kitchen and page.
 */
export function listOrder<F extends string>(
  sort: TSort<F> | undefined,
  columns: SortColumns<F>,
  nameKeyColumn: PgColumn,
  idColumn: PgColumn,
): SQL {
  if (!sort) return byName(nameKeyColumn, idColumn);
  const direction = sort.direction === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${columns[sort.field]} ${direction} NULLS LAST, ${idColumn}`;
}
