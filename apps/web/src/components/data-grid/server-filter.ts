import { FILTER_OPERATORS, type FilterKind, filterParam } from '@brigade/core';
import {
  type GridFilterItem,
  type GridFilterModel,
  type GridFilterOperator,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

/**
 * A paged list's column filters, answered by the server (the browser holds only the pages loaded so
 * far). The name column's filter is the list call's own search (searchText: every word typed starts a
 * word of the name); the list's other filterable columns (`fields`, core's *_FILTER_FIELDS) send
 * `filter=field,operator,value`, the grid's operator names being the API's. The grid holds one
 * filter at a time (the MIT grid's rule): choosing another column's filter clears the search.
 */
export type ServerFilter = {
  field: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The other columns the server filters, by what they are; their filter as the query sends it. */
  fields?: Readonly<Record<string, FilterKind>>;
  param?: string;
  onParamChange?: (param: string | undefined) => void;
};

const contains = getGridStringOperators().find((o) => o.value === 'contains') as GridFilterOperator;

/** The operator of the search column: its value input, no filtering in the browser. */
export const WORDS_OPERATOR: GridFilterOperator = {
  ...contains,
  value: 'words',
  label: 'has words starting with',
  getApplyFilterFn: () => null,
};

/** The grid's operators a server-filtered field takes (the API's names), none run in the browser. */
export function serverOperators(kind: FilterKind): GridFilterOperator[] {
  const names: readonly string[] = FILTER_OPERATORS[kind.type];
  const all = kind.type === 'number' ? getGridNumericOperators() : getGridStringOperators();
  return all.filter((o) => names.includes(o.value)).map((o) => ({ ...o, getApplyFilterFn: () => null }));
}

/** Operators that take no value: their filter is sent as soon as chosen. */
const WITHOUT_VALUE = new Set(['isEmpty', 'isNotEmpty']);

/** The grid's filter model for a search text or a column's filter: its one item, or none. */
export function filterModelOf({ field, text, param }: ServerFilter): GridFilterModel {
  if (param) {
    const [f, operator, ...rest] = param.split(',');
    return { items: [{ id: 1, field: f, operator, value: rest.join(',') || undefined }] };
  }
  return { items: text ? [{ id: 1, field, operator: WORDS_OPERATOR.value, value: text }] : [] };
}

/** The search text of a filter model the cook changed: the column's value, '' when cleared. */
export const filterTextOf = (model: GridFilterModel, field: string): string => {
  const item = model.items.find((i) => i.field === field);
  return typeof item?.value === 'string' ? item.value : '';
};

/** The `filter` query of a model: its item on another column than the search's, with a value (or none needed). */
export function filterParamOf(model: GridFilterModel, filter: ServerFilter): string | undefined {
  const item: GridFilterItem | undefined = model.items.find(
    (i) => i.field !== filter.field && filter.fields?.[i.field] !== undefined,
  );
  if (!item) return undefined;
  const blank = item.value === undefined || item.value === null || String(item.value).trim() === '';
  if (blank && !WITHOUT_VALUE.has(item.operator)) return undefined;
  return filterParam({ field: item.field, operator: item.operator, value: blank ? '' : item.value });
}
