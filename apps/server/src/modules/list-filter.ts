import type { TListFilter } from '@brigade/core';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a filterable list field is compared on: for a `name` field its folded name (a name_key: a
 * leading space, then folded words), for a `label` or `number` field the stored value.
 */
export type FilterColumns<F extends string> = Record<F, SQL | PgColumn>;

/** The SQL of each number operator: a fixed text, never the client's. */
const COMPARE = { '=': sql`=`, '!=': sql`<>`, '>': sql`>`, '>=': sql`>=`, '<': sql`<`, '<=': sql`<=` };

/** A PostgreSQL text[] literal, one parameter whatever its length: {"Each","Dairy and Egg Products"}. */
const textArray = (texts: string[]) =>
  `{${texts.map((t) => `"${t.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * The values of a filter's parameters: a name's LIKE pattern (a folded text holds letters, digits and
 * spaces only, so no wildcard of the client's reaches it), a label list, a number.
 */
export function listFilterValues(filter: TListFilter | undefined): Record<string, unknown> {
  if (!filter) return {};
  if (filter.type === 'name')
    return { filterText: filter.operator === 'contains' ? `%${filter.text}%` : ` ${filter.text}%` };
  if (filter.type === 'label') return { filterLabels: textArray(filter.labels ?? []) };
  return { filterValue: filter.value };
}

/** What a filter's SQL text depends on (its values aside): a statement rendered once per shape. */
export function listFilterShape(filter: TListFilter | undefined): string {
  if (!filter) return '-';
  if (filter.type === 'label')
    return `${filter.field}:${filter.missing ? 'missing' : filter.labels === null ? 'any' : 'in'}`;
  return `${filter.field}:${filter.type}:${filter.type === 'name' ? 'like' : filter.operator}`;
}

/**
 * The WHERE condition of a list's filter (core's zFilterQuery; core's matchesFilter answers the same
 * for the mocks), parameterised: with `placeholders`, the values are named placeholders to be given
 * listFilterValues at each run (a statement rendered once); otherwise they are bound here. A missing
 * number or label matches only isEmpty, as SQL compares NULL with nothing.
 */
export function listFilterWhere<F extends string>(
  filter: TListFilter<F> | undefined,
  columns: FilterColumns<F>,
  placeholders = false,
): SQL | undefined {
  if (!filter) return undefined;
  const values = listFilterValues(filter);
  const value = (name: string) => (placeholders ? sql.placeholder(name) : sql`${values[name]}`);
  const column = columns[filter.field];
  if (filter.type === 'name') return sql`${column} LIKE ${value('filterText')}`;
  if (filter.type === 'label') {
    if (filter.missing) return sql`${column} IS NULL`;
    if (filter.labels === null) return sql`${column} IS NOT NULL`;
    return sql`${column} = ANY(CAST(${value('filterLabels')} AS text[]))`;
  }
  if (filter.operator === 'isEmpty') return sql`${column} IS NULL`;
  if (filter.operator === 'isNotEmpty') return sql`${column} IS NOT NULL`;
  // numeric: a count compared with 2.5 is compared exactly, not refused as an integer.
  return sql`${column} ${COMPARE[filter.operator]} CAST(${value('filterValue')} AS numeric)`;
}
