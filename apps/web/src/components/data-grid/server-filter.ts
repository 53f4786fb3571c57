import { type GridFilterModel, type GridFilterOperator, getGridStringOperators } from '@mui/x-data-grid';

/**
 * A paged list's column filter, answered by the server: the one text column it filters (the name)
 * with the list call's own search (searchText: every word typed starts a word of the name), so the
 * filter finds rows of pages not loaded yet. Its one operator says what the search does.
 */
export type ServerFilter = { field: string; text: string; onTextChange: (text: string) => void };

const contains = getGridStringOperators().find((o) => o.value === 'contains') as GridFilterOperator;

/** The operator of a server-filtered column: its value input, no filtering in the browser. */
export const WORDS_OPERATOR: GridFilterOperator = {
  ...contains,
  value: 'words',
  label: 'has words starting with',
  getApplyFilterFn: () => null,
};

/** The grid's filter model for a search text: the column's one item, or none. */
export const filterModelOf = ({ field, text }: ServerFilter): GridFilterModel => ({
  items: text ? [{ id: 1, field, operator: WORDS_OPERATOR.value, value: text }] : [],
});

/** The search text of a filter model the cook changed: the column's value, '' when cleared. */
export const filterTextOf = (model: GridFilterModel, field: string): string => {
  const item = model.items.find((i) => i.field === field);
  return typeof item?.value === 'string' ? item.value : '';
};
