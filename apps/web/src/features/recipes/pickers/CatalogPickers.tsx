import type { TRecipeListItem } from '@brigade/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fetchIngredientOptions, fetchRecipeOptions } from '../api';
import type { IngredientRef, SubRecipeRef } from '../recipe-form';
import { FuzzyPicker } from './FuzzyPicker';
import { useDebounced } from './use-debounced';

/** Server search waits for the typing to pause. */
const SEARCH_DELAY_MS = 300;

type Fetch<R> = (text: string, signal: AbortSignal) => Promise<{ content: R[] }>;

/**
 * Candidates for a picker: the first page of the list (so a misspelt name still finds its fuzzy
 * match) merged with the server's matches for the typed text.
 */
function useCandidates<R, T>(key: string, fetchPage: Fetch<R>, map: (row: R) => T) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const options = (typed: string) => ({
    queryKey: [key, 'options', typed],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(typed, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const first = useQuery(options(''));
  const matches = useQuery({ ...options(search), enabled: search !== '' });
  const candidates = useMemo(
    () => [...(first.data?.content ?? []), ...(search ? (matches.data?.content ?? []) : [])].map(map),
    [first.data, matches.data, search, map],
  );
  return { candidates, setText, loading: first.isFetching || matches.isFetching };
}

const toIngredientRef = ({ id, name }: { id: number; name: string }): IngredientRef => ({ id, name });

export function IngredientPicker(props: {
  value: IngredientRef | null;
  onChange: (value: IngredientRef | null) => void;
  onAdd?: (text: string) => void;
  error?: string;
}) {
  const { candidates, setText, loading } = useCandidates(
    'ingredients',
    fetchIngredientOptions,
    toIngredientRef,
  );
  return (
    <FuzzyPicker
      label="Ingredient"
      candidates={candidates}
      onTextChange={setText}
      loading={loading}
      {...props}
    />
  );
}

/** A list row names the recipe; its yield is read when it is chosen (list rows do not carry it). */
const toRecipeRef = (row: TRecipeListItem): SubRecipeRef => ({
  id: row.id,
  name: row.name,
  yieldQuantity: null,
  yieldUnits: null,
});

export function RecipePicker(props: {
  value: SubRecipeRef | null;
  onChange: (value: SubRecipeRef | null) => void;
  onAdd?: (text: string) => void;
  /** The recipe being edited: it cannot be its own sub-recipe. */
  excludeId?: number | null;
  error?: string;
}) {
  const { excludeId, ...rest } = props;
  const { candidates, setText, loading } = useCandidates('recipes', fetchRecipeOptions, toRecipeRef);
  const shown = useMemo(() => candidates.filter((c) => c.id !== excludeId), [candidates, excludeId]);
  return (
    <FuzzyPicker label="Sub-recipe" candidates={shown} onTextChange={setText} loading={loading} {...rest} />
  );
}
