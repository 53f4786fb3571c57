import type { TDeleteReply, TPage } from '@brigade/core';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
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
}: {
  /** The list's query for a search text (trimmed). */
  list: (search: string) => {
    queryKey: QueryKey;
    fetchPage: (page: number, signal: AbortSignal) => Promise<TPage<T>>;
  };
  /** Deletes on the server (module functions: they are not watched for change). */
  deleteItem: (id: number) => Promise<TDeleteReply>;
  forgetDeleted: (queryClient: QueryClient, id: number) => void;
  initialSearch?: string | (() => string);
  /** Called with each new search text, besides keeping it (a stable function: useCallback). */
  onSearch?: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const { viewMode } = useViewMode();
  const [searchText, setSearchText] = useState(initialSearch);
  const [modal, setModal] = useState<{ id: number | null } | null>(null);
  const paged = usePagedList<T>(list(searchText.trim()));

  const search = useCallback(
    (text: string) => {
      setSearchText(text);
      onSearch?.(text);
    },
    [onSearch],
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
    list: { viewMode, ...pagedListProps(paged), onOpen: open, onDelete: remove },
  };
}
