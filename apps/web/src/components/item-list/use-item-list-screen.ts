import { type FilterKind, sortParam, type TDeleteReply, type TPage, type TSort } from '@brigade/core';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useViewMode } from '../../app/view-mode';
import type { ListItem } from './list-item';
import { pagedListProps, usePagedList } from './use-paged-list';

/**
 * What a catalogue list screen (ingredients, recipes, menu items, menus) holds besides its own texts,
 * columns and modal (spec 2 "a paged searchable list with view, delete and add"): the search text, the
 * paged list for it, the item open in the modal (`id: null` for a new one), and Delete, which drops
 * the item from the cached lists. Spread `header` into ItemListHeader and `list` into ItemList.
 */
export function useItemListScreen<T extends ListItem>({
  list,
  deleteItem,
  forgetDeleted,
  initialSearch = '',
  onSearch,
  initialFilter,
  onFilter,
  switchable = false,
  filterFields,
}: {
  /**
   * What the list call filters by besides the name (core's *_FILTER_FIELDS): the table's columns of
   * these fields filter on the server, sent as filter=field,operator,value.
   */
  filterFields?: Readonly<Record<string, FilterKind>>;
  /**
   * Whether this screen offers the top bar's Tile/Table switch (spec 2: an ingredient or recipe list
   * with no vendor in scope); otherwise it follows the choice made where it was offered.
   */
  switchable?: boolean;
  /**
   * The list's query for a search text (trimmed), the table's order and its column filter: `sort`
   * is sent as the list call's sort=field,asc|desc, `filter` as filter=field,operator,value (the
   * key gets them added here).
   */
  list: (
    search: string,
    sort: string | undefined,
    filter?: string,
  ) => {
    queryKey: QueryKey;
    fetchPage: (page: number, signal: AbortSignal) => Promise<TPage<T>>;
  };
  /** Deletes on the server (module functions: they are not watched for change). */
  deleteItem: (id: number) => Promise<TDeleteReply>;
  forgetDeleted: (queryClient: QueryClient, id: number) => void;
  initialSearch?: string | (() => string);
  /** Called with each new search text, besides keeping it (a stable function: useCallback). */
  onSearch?: (text: string) => void;
  /** The table's column filter to start with (filter=field,operator,value), as kept by the screen. */
  initialFilter?: () => string | undefined;
  /** Called with each new column filter, besides keeping it (a stable function: useCallback). */
  onFilter?: (param: string | undefined) => void;
}) {
  const queryClient = useQueryClient();
  const { viewMode } = useViewMode({ switchable });
  const [searchText, setSearchText] = useState(initialSearch);
  const [modal, setModal] = useState<{ id: number | null } | null>(null);
  const [sort, setSort] = useState<TSort | undefined>(undefined);
  const [filter, setFilterState] = useState<string | undefined>(initialFilter);
  const sortText = sort ? sortParam(sort) : undefined;
  // The column filter applies to the table only (cards have no columns).
  const filterText = filterFields && viewMode === 'table' ? filter : undefined;
  const query = list(searchText.trim(), sortText, filterText);
  const fullKey = [
    ...query.queryKey,
    ...(sortText ? [{ sort: sortText }] : []),
    ...(filterText ? [{ filter: filterText }] : []),
  ];
  // The same list in another order, or (in table mode, where the grid's toolbar searches) for
  // another search, keeps its rows on show until the new first page arrives: the grid, and its
  // filter being typed in, stay instead of a spinner. Each key made here is remembered with its list.
  const listKey = JSON.stringify(list('', undefined).queryKey);
  const listOf = useRef(new Map<string, string>());
  listOf.current.set(
    JSON.stringify(fullKey),
    viewMode === 'table' ? listKey : JSON.stringify(query.queryKey),
  );
  const keepShowing = (previousKey: QueryKey) =>
    listOf.current.get(JSON.stringify(previousKey)) ===
    (viewMode === 'table' ? listKey : JSON.stringify(query.queryKey));
  const paged = usePagedList<T>({
    ...query,
    queryKey: fullKey,
    keepShowing,
  });

  const search = useCallback(
    (text: string) => {
      setSearchText(text);
      onSearch?.(text);
    },
    [onSearch],
  );
  const setFilter = useCallback(
    (param: string | undefined) => {
      setFilterState(param);
      onFilter?.(param);
    },
    [onFilter],
  );
  const open = useCallback((item: T) => setModal({ id: item.id }), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: deleteItem and forgetDeleted are module functions.
  const remove = useCallback(
    async (item: T) => {
      const reply = await deleteItem(item.id);
      forgetDeleted(queryClient, item.id);
      return reply;
    },
    [queryClient],
  );

  return {
    queryClient,
    viewMode,
    /** The item open in the modal: an id, null for a new one; the whole state null when none is open. */
    modal,
    closeModal: () => setModal(null),
    header: { searchText, onSearch: search, onAdd: () => setModal({ id: null }) },
    list: {
      viewMode,
      ...pagedListProps(paged),
      sort,
      onSortChange: setSort,
      search: { text: searchText, onChange: search },
      columnFilter: filterFields ? { fields: filterFields, param: filter, onChange: setFilter } : undefined,
      onOpen: open,
      onDelete: remove,
    },
  };
}
