import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { IngredientModal } from '../../ingredients/IngredientModal';
import { fetchVendorsPage, vendorKeys } from '../../vendors/api';
import { type IngredientRef, type SubRecipeRef, toRecipeRef } from '../recipe-form';
import { NestedRecipeModal } from './nested-recipe-modal';

/** The line whose picker's 'Add' entry was chosen, and the typed name. */
export type AddSlot = { kind: 'recipe' | 'ingredient'; name: string; index: number };

/**
 * A new recipe started from a sub-recipe line's 'Add' entry (spec 4): once saved (201) it fills
 * that line.
 */
export function AddSubRecipeModal({
  slot,
  category,
  onClose,
  onFilled,
}: {
  slot: AddSlot;
  category: string;
  onClose: () => void;
  onFilled: (recipe: SubRecipeRef) => void;
}) {
  // The recipe modal this form is in (nested-recipe-modal.ts); there is always one.
  const RecipeModal = useContext(NestedRecipeModal);
  if (!RecipeModal) return null;
  return (
    <RecipeModal
      recipeId={null}
      initial={{ name: slot.name, category }}
      onClose={onClose}
      onSaved={(recipe) => onFilled(toRecipeRef(recipe))}
    />
  );
}

/** A new ingredient started from an ingredient line's 'Add' entry; once saved it fills that line. */
export function AddIngredientModal({
  slot,
  onClose,
  onFilled,
}: {
  slot: AddSlot;
  onClose: () => void;
  onFilled: (ingredient: IngredientRef) => void;
}) {
  const vendors = useQuery({
    queryKey: [...vendorKeys.all, 'picker'],
    queryFn: ({ signal }) => fetchVendorsPage(0, '', signal),
  });
  return (
    <IngredientModal
      defaults={{ name: slot.name }}
      vendors={vendors.data?.content ?? []}
      onClose={onClose}
      onSaved={(ingredient) => onFilled({ id: ingredient.id, name: ingredient.name })}
    />
  );
}
