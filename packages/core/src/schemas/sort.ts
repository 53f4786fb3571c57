import { z } from 'zod';
import { nameKey } from '../format/name-key.ts';
import { MSG } from '../messages.ts';

/** How a paged list is ordered: `sort=field,asc|desc` on the list calls (ours, for the list grids). */
export type SortDirection = 'asc' | 'desc';
export type TSort<F extends string = string> = { field: F; direction: SortDirection };

/**
 * The `sort` query parameter of a list: "cost,desc", "name" (ascending when the direction is left out).
 * A field the list cannot sort by, or another direction, is a 400 naming what it can. Absent: undefined
 * (the list's own order, by name).
 */
export function zSortQuery<const F extends string>(fields: readonly F[]) {
  return z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text, ctx): TSort<F> | undefined => {
      if (text === undefined || text === '') return undefined;
      const [field, direction = 'asc', ...rest] = text.split(',').map((part) => part.trim());
      if (!(fields as readonly string[]).includes(field)) {
        ctx.addIssue({ code: 'custom', message: MSG.sortFieldUnknown(field, fields) });
        return z.NEVER;
      }
      const dir = direction.toLowerCase();
      if (rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
        ctx.addIssue({ code: 'custom', message: MSG.sortDirectionInvalid });
        return z.NEVER;
      }
      return { field: field as F, direction: dir };
    });
}

/** The query text of a sort, as the list calls take it: { field: 'cost', direction: 'desc' } → "cost,desc". */
export function sortParam(sort: TSort): string {
  return `${sort.field},${sort.direction}`;
}

/** A value a list is sorted by: numbers by value, text by the database's byte order, missing last. */
export type SortValue = string | number | null | undefined;

/**
 * The order the server's SQL gives a sorted list, for lists sorted in memory (the mocks): the field in
 * the direction asked, missing values last either way (NULLS LAST), then the id ascending as the
 * stable tiebreaker. Text compares by UTF-16 code unit, which for the folded names and the fixed
 * labels compared here is the byte order of PostgreSQL's COLLATE "C".
 */
export function sortRows<T extends { id: number }, F extends string>(
  rows: readonly T[],
  sort: TSort<F>,
  valueFor: (row: T, field: F) => SortValue,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueFor(a, sort.field);
    const y = valueFor(b, sort.field);
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && !yMissing && x !== y) return (x < y ? -1 : 1) * sign;
    return a.id - b.id;
  });
}

/** A name as lists sort it (folded: accents and case ignored), the server's name_key. */
export const nameSortKey = (name: string): string => nameKey(name);

/**
 * The value a list row is sorted by, read from the row as the list answers it: names (and the
 * ingredient's vendor) folded as the server's name_key, any other field the row's own property.
 */
export function listSortValue(row: object, field: string): SortValue {
  const record = row as Record<string, unknown>;
  if (field === 'name') return nameSortKey(String(record.name));
  if (field === 'vendor') return nameSortKey(String((record.vendor as { name: string }).name));
  const value = record[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}
