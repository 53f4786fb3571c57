import { FILTER_OPERATORS, type FilterKind, filterParam } from '@brigade/core';
import {
  type GridFilterItem,
  type GridFilterModel,
  type GridFilterOperator,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

/**
 * A paged list's search and column filter, answered by the server (the browser holds only the pages
 * loaded so far). The toolbar's search is the list call's own search (searchText: every word typed
 * starts a word of the name); the list's filterable columns (`fields`, core's *_FILTER_FIELDS) send
 * `filter=field,operator,value`, the grid's operator names being the API's. The two go together: the
 * grid holds one column filter at a time (the MIT grid's rule) beside the search.
 */
export type ServerFilter = {
  search: string;
  onSearchChange: (text: string) => void;
  /** The columns the server filters, by what they are; their filter as the query sends it. */
  fields?: Readonly<Record<string, FilterKind>>;
  param?: string;
  onParamChange?: (param: string | undefined) => void;
};

/** The grid's operators a server-filtered field takes (the API's names), none run in the browser. */
export function serverOperators(kind: FilterKind): GridFilterOperator[] {
  const names: readonly string[] = FILTER_OPERATORS[kind.type];
  const all = kind.type === 'number' ? getGridNumericOperators() : getGridStringOperators();
  return all.filter((o) => names.includes(o.value)).map((o) => ({ ...o, getApplyFilterFn: () => null }));
}

/** Operators that take no value: their filter is sent as soon as chosen. */
const WITHOUT_VALUE = new Set(['isEmpty', 'isNotEmpty']);

/** The words of a search, as the grid's quick filter holds them. */
const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');

/** The grid's filter model for a search and a column's filter: the search's words, the filter's one item. */
export function filterModelOf({ search, param }: Pick<ServerFilter, 'search' | 'param'>): GridFilterModel {
  const quickFilterValues = wordsOf(search);
  if (!param) return { items: [], quickFilterValues };
  const [field, operator, ...rest] = param.split(',');
  return { items: [{ id: 1, field, operator, value: rest.join(',') || undefined }], quickFilterValues };
}

/** The search text of a filter model the cook changed: its words, '' when cleared. */
export const searchOf = (model: GridFilterModel): string => (model.quickFilterValues ?? []).join(' ');

/** The `filter` query of a model: its item on a field the server filters, with a value (or none needed). */
export function filterParamOf(model: GridFilterModel, fields: ServerFilter['fields']): string | undefined {
  const item: GridFilterItem | undefined = model.items.find((i) => fields?.[i.field] !== undefined);
  if (!item) return undefined;
  const blank = item.value === undefined || item.value === null || String(item.value).trim() === '';
  if (blank && !WITHOUT_VALUE.has(item.operator)) return undefined;
  return filterParam({ field: item.field, operator: item.operator, value: blank ? '' : item.value });
}
