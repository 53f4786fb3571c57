import { type ComponentType, createContext } from 'react';
import type { RecipeModalProps } from '../recipe-modal-props';

/**
 * The recipe modal, for a form inside it to open another one (a new sub-recipe from a line's 'Add'
 * entry). RecipeModal provides itself: its form's picker does not import it, which would close the
 * import cycle RecipeModal → RecipeForm → AddFromPicker → RecipeModal.
 */
export const NestedRecipeModal = createContext<ComponentType<RecipeModalProps> | null>(null);
