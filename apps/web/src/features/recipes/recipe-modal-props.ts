import type { TRecipe } from '@brigade/core';
import type { ImportedRecipe } from './import/draft-values';

/** The recipe modal's props (RecipeModal.tsx); its form takes them too. */
export type RecipeModalProps = {
  /** The recipe to edit; null for a new one. */
  recipeId: number | null;
  /** A new recipe's name (typed in a picker's 'Add' entry) and category (the page's). */
  initial?: { name?: string; category?: string };
  /** A new recipe read by the import: its values, and the lines to flag that name nothing yet. */
  imported?: ImportedRecipe;
  /** Spec 2: "category (when categories are shown)". */
  showCategory?: boolean;
  /** The member's role may only read recipes: no Save, every field disabled; Print stays. */
  readOnly?: boolean;
  onClose: () => void;
  /** After a save: `created` for a new recipe (201). */
  onSaved?: (recipe: TRecipe, created: boolean) => void;
};

/** What the loaded modal adds: the recipe as read, and what to do once History restored a version. */
export type LoadedRecipeProps = { saved?: TRecipe; onRestored?: (recipe: { id: number }) => void };
