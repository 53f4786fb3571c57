import { z } from 'zod';
import { foldName, nameKey } from '../format/name-key.ts';
import { MSG } from '../messages.ts';

/**
 * A paged list's column filter, answered by the server: `filter=field,operator,value` on the list
 * calls (`GET /api/ingredients?filter=cost,>=,5`, `filter=category,contains,dairy`). A list declares
 * what each of its fields is, which decides the operators it takes:
 * - `name`: a folded name (the row's name_key, accents and case aside): contains, startsWith;
 * - `label`: one of a fixed list of labels (a category, a unit, a team): contains (the labels whose
 *   folded text holds the folded value), equals, isEmpty, isNotEmpty — the labels matched are found
 *   here, once, from the list, so the server's SQL and the mocks agree to the letter;
 * - `number`: =, !=, >, >=, <, <=, isEmpty, isNotEmpty (a missing number matches only isEmpty).
 * The operators are the data grid's own names, so its filter model maps to the query as it is.
 */
export type FilterKind = { type: 'name' } | { type: 'label'; labels: readonly string[] } | { type: 'number' };

export const FILTER_OPERATORS = {
  name: ['contains', 'startsWith'],
  label: ['contains', 'equals', 'isEmpty', 'isNotEmpty'],
  number: ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty'],
} as const;
export type TNameOperator = (typeof FILTER_OPERATORS.name)[number];
export type TNumberOperator = (typeof FILTER_OPERATORS.number)[number];

/** Operators that take no value. */
const WITHOUT_VALUE = new Set(['isEmpty', 'isNotEmpty']);

/**
 * A filter as the server applies it: a name's folded text; for a label field, the labels it must be
 * one of (`[]`: none matches) or null for any label, and `missing` for the rows without one (isEmpty);
 * or a number comparison (`value` null for isEmpty and isNotEmpty).
 */
export type TListFilter<F extends string = string> =
  | { field: F; type: 'name'; operator: TNameOperator; text: string }
  | { field: F; type: 'label'; labels: string[] | null; missing: boolean }
  | { field: F; type: 'number'; operator: TNumberOperator; value: number | null };

/** The labels of `labels` a label filter matches: those equal to the value, or holding it (folded). */
function labelsMatching(labels: readonly string[], operator: string, value: string): string[] {
  const folded = foldName(value);
  if (operator === 'equals') return labels.filter((l) => foldName(l) === folded);
  return labels.filter((l) => foldName(l).includes(folded));
}

/**
 * The `filter` query parameter of a list: "field,operator,value" (the value may hold commas). A field
 * the list cannot filter by, an operator its field does not take, or a number that is not one is a
 * 400 naming what it can take. Absent or blank: undefined (no filter).
 */
export function zFilterQuery<const F extends string>(fields: Readonly<Record<F, FilterKind>>) {
  const names = Object.keys(fields) as F[];
  return z
    .string()
    .max(300)
    .optional()
    .transform((text, ctx): TListFilter<F> | undefined => {
      if (text === undefined || text.trim() === '') return undefined;
      const [rawField = '', rawOperator = '', ...rest] = text.split(',');
      const field = rawField.trim();
      const operator = rawOperator.trim();
      const value = rest.join(',').trim();
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (!Object.hasOwn(fields, field)) return fail(MSG.filterFieldUnknown(field, names));
      const kind = fields[field as F];
      const operators: readonly string[] = FILTER_OPERATORS[kind.type];
      if (!operators.includes(operator)) return fail(MSG.filterOperatorUnknown(field, operator, operators));
      const f = field as F;
      if (WITHOUT_VALUE.has(operator)) {
        if (kind.type === 'number')
          return { field: f, type: 'number', operator: operator as TNumberOperator, value: null };
        return {
          field: f,
          type: 'label',
          labels: operator === 'isEmpty' ? [] : null,
          missing: operator === 'isEmpty',
        };
      }
      // A filter being typed has no value yet: no filter, as the grid shows it.
      if (value === '') return undefined;
      if (kind.type === 'label')
        return {
          field: f,
          type: 'label',
          labels: labelsMatching(kind.labels, operator, value),
          missing: false,
        };
      if (kind.type === 'name') {
        const folded = foldName(value);
        if (folded === '') return undefined;
        return { field: f, type: 'name', operator: operator as TNameOperator, text: folded };
      }
      const number = Number(value);
      if (!Number.isFinite(number)) return fail(MSG.filterNumberInvalid(field));
      return { field: f, type: 'number', operator: operator as TNumberOperator, value: number };
    });
}

/** The query text of a filter the grid holds: { field: 'cost', operator: '>=', value: 5 } → "cost,>=,5". */
export function filterParam(filter: { field: string; operator: string; value?: unknown }): string {
  const value = filter.value === undefined || filter.value === null ? '' : String(filter.value);
  return `${filter.field},${filter.operator},${value}`;
}

/** A value a list row is filtered by, as `valueFor` reads it (listFilterValue): text or a number. */
export type FilterValue = string | number | null | undefined;

/** Whether a row's value passes a filter: what the server's SQL answers, for lists filtered in memory (the mocks). */
export function matchesFilter(value: FilterValue, filter: TListFilter): boolean {
  const missing = value === null || value === undefined || value === '';
  if (filter.type === 'name') {
    if (missing) return false;
    const key = nameKey(String(value));
    return filter.operator === 'contains' ? key.includes(filter.text) : key.startsWith(` ${filter.text}`);
  }
  if (filter.type === 'label') {
    if (missing) return filter.missing;
    return filter.labels === null || filter.labels.includes(String(value));
  }
  if (filter.operator === 'isEmpty') return missing;
  if (filter.operator === 'isNotEmpty') return !missing;
  if (missing || filter.value === null) return false;
  const x = Number(value);
  const y = filter.value;
  switch (filter.operator) {
    case '=':
      return x === y;
    case '!=':
      return x !== y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
    case '<':
      return x < y;
    default:
      return x <= y;
  }
}

/** The rows of a list that pass its filter (none given: all), for lists filtered in memory (the mocks). */
export function filterRows<T>(
  rows: readonly T[],
  filter: TListFilter | undefined,
  valueFor: (row: T, field: string) => FilterValue,
): T[] {
  if (!filter) return [...rows];
  return rows.filter((row) => matchesFilter(valueFor(row, filter.field), filter));
}
