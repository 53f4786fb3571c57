import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FuzzyPicker } from '../../recipes/pickers/FuzzyPicker';
import { useDebounced } from '../../recipes/pickers/use-debounced';
import { fetchMenuItemOptions } from '../api';
import { listItemToRef, type MenuItemRef } from '../menu-form';

/** Server search waits for the typing to pause. */
const SEARCH_DELAY_MS = 300;

function optionsQuery(text: string) {
  return {
    // Under ['menuItems'], so a menu item saved on its own screen refreshes the picker.
    queryKey: ['menuItems', 'menu-picker', text],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchMenuItemOptions(text, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  };
}

/**
 * Picks a section item's menu item (spec 2 menu modal): the first page of menu items (so a misspelt
 * name still finds its fuzzy match) merged with the server's matches for the typed text, ranked by
 * the shared FuzzyPicker. A chosen row brings its cost per serving and allergens along.
 */
export function MenuItemPicker(props: {
  value: MenuItemRef | null;
  onChange: (value: MenuItemRef | null) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const first = useQuery(optionsQuery(''));
  const matches = useQuery({ ...optionsQuery(search), enabled: search !== '' });
  const candidates = useMemo(
    () =>
      [...(first.data?.content ?? []), ...(search ? (matches.data?.content ?? []) : [])].map(listItemToRef),
    [first.data, matches.data, search],
  );
  return (
    <FuzzyPicker
      label="Menu Item"
      candidates={candidates}
      onTextChange={setText}
      loading={first.isFetching || matches.isFetching}
      {...props}
    />
  );
}
