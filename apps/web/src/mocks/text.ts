import {
  filterRows,
  foldName,
  listSortValue,
  nameKey,
  sortRows,
  type TListFilter,
  type TPage,
  type TSort,
  toPage,
} from '@brigade/core';

export { nameKey };

/**
 * Name search and paging as the server does them (apps/server/src/db/name-search.ts): every typed word
 * must start a word of the name, in any case, with or without accents; lists are in folded-name order.
 */
export function matchesSearch(name: string, searchText: string | undefined): boolean {
  const words = searchText ? foldName(searchText).split(' ').filter(Boolean).slice(0, 10) : [];
  const key = nameKey(name);
  return words.every((word) => key.includes(` ${word}`));
}

/** By folded name (byte order, as the server's COLLATE "C"), then id. */
export function byName<T extends { id: number; name: string }>(a: T, b: T): number {
  const [ka, kb] = [nameKey(a.name), nameKey(b.name)];
  return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
}

/**
 * One page of the rows whose name matches and that pass `filter=field,operator,value` (core's
 * filterRows over the rows as listed: the server's WHERE), by name, or in the order
 * `sort=field,asc|desc` asks (core's sortRows: the server's ORDER BY, missing values last, then id).
 */
export function namedPage<T extends { id: number; name: string }, R extends { id: number }>(
  rows: Iterable<T>,
  query: { page: number; limit?: number; searchText?: string; sort?: TSort; filter?: TListFilter },
  pageSize: number,
  toItem: (row: T) => R,
): TPage<R> {
  const limit = query.limit ?? pageSize;
  const matching = [...rows].filter((r) => matchesSearch(r.name, query.searchText)).sort(byName);
  const slice = <X>(items: X[]) => items.slice(query.page * limit, (query.page + 1) * limit);
  if (!query.sort && !query.filter)
    return toPage(slice(matching).map(toItem), query.page, limit, matching.length);
  // Sorted or filtered by the fields the list answers: every row is listed first.
  const listed = filterRows(matching.map(toItem), query.filter, listSortValue);
  const ordered = query.sort ? sortRows(listed, query.sort, listSortValue) : listed;
  return toPage(slice(ordered), query.page, limit, listed.length);
}
