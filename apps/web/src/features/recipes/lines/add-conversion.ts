import type { TIngredient, TMissingConversion } from '@brigade/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchIngredient, ingredientKeys, saveIngredient } from '../../ingredients/api';
import { showSavedIngredient } from '../../ingredients/ingredient-cache';
import { recipeKeys } from '../api';

export type AddConversion = { ingredientId: number; missing: TMissingConversion; quantity: number };

/**
 * Saves "1 `from` = `quantity` `to`" on the ingredient, from a recipe line that needs it.
 * The ingredient is read fresh and posted back whole with the conversion appended (POST
 * /api/ingredients, spec 7): nothing else about it changes, and its `version`, when the API gives
 * one, goes back with it so a concurrent edit is refused (409) rather than overwritten.
 */
export async function addConversion({
  ingredientId,
  missing,
  quantity,
}: AddConversion): Promise<TIngredient> {
  const current = await fetchIngredient(ingredientId);
  return saveIngredient({
    ...current,
    conversions: [
      ...current.conversions,
      { quantityStart: 1, unitsStart: missing.from, quantityEnd: quantity, unitsEnd: missing.to },
    ],
  });
}

/** Every copy of the ingredient the app holds now shows the new conversion: lists, reads, trees. */
function showConversion(queryClient: QueryClient, saved: TIngredient) {
  showSavedIngredient(queryClient, saved);
  queryClient.setQueryData(ingredientKeys.one(saved.id), saved);
  // Recipe trees carry their ingredients (costs, conversions): the ones using it are stale.
  void queryClient.invalidateQueries({ queryKey: recipeKeys.trees });
  void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
}

export function useAddConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConversion,
    onSuccess: (saved) => showConversion(queryClient, saved),
  });
}
