import type { TRecipeListItem } from '@brigade/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fetchRecipeOptions } from '../../recipes/api';
import { FuzzyPicker } from '../../recipes/pickers/FuzzyPicker';
import { useDebounced } from '../../recipes/pickers/use-debounced';
import type { RecipeRef } from '../menu-item-form';

/** Server search waits for the typing to pause (as the recipe modal's pickers). */
const SEARCH_DELAY_MS = 300;

/** A list row names the recipe; its yield is read when it is chosen (list rows do not carry it). */
const toRecipeRef = (row: TRecipeListItem): RecipeRef => ({
  id: row.id,
  name: row.name,
  yieldQuantity: null,
  yieldUnits: null,
});

/**
 * A menu item line's recipe picker (spec 5): the first page of recipes (so a misspelt name still finds
 * its fuzzy match) merged with the server's matches for the typed text, ranked by FuzzyPicker with the
 * three best first and, when `onAdd` is given, the 'Add' free entry that starts a new recipe.
 * Shares the recipe modal's cache keys, so its candidates are read once.
 */
export function MenuItemRecipePicker(props: {
  value: RecipeRef | null;
  onChange: (value: RecipeRef | null) => void;
  onAdd?: (text: string) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const options = (typed: string) => ({
    queryKey: ['recipes', 'options', typed],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchRecipeOptions(typed, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const first = useQuery(options(''));
  const matches = useQuery({ ...options(search), enabled: search !== '' });
  const candidates = useMemo(
    () => [...(first.data?.content ?? []), ...(search ? (matches.data?.content ?? []) : [])].map(toRecipeRef),
    [first.data, matches.data, search],
  );
  return (
    <FuzzyPicker
      label="Recipe"
      candidates={candidates}
      onTextChange={setText}
      loading={first.isFetching || matches.isFetching}
      {...props}
    />
  );
}
