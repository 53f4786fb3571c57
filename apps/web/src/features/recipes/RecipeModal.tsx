import type { TRecipe } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../lib/api';
import { recipeQuery } from './api';
import { RecipeForm } from './modal/RecipeForm';
import { newRecipeValues, recipeToValues } from './recipe-form';

export type RecipeModalProps = {
  /** The recipe to edit; null for a new one. */
  recipeId: number | null;
  /** A new recipe's name (typed in a picker's 'Add' entry) and category (the page's). */
  initial?: { name?: string; category?: string };
  /** Spec 2: "category (when categories are shown)". */
  showCategory?: boolean;
  onClose: () => void;
  /** After a save: `created` for a new recipe (201). */
  onSaved?: (recipe: TRecipe, created: boolean) => void;
};

/** The recipe modal (spec 2): loads the recipe to edit (fresh, not from a list), then shows the form. */
export function RecipeModal(props: RecipeModalProps) {
  const { recipeId, initial, onClose } = props;
  const titleId = useId();
  const loaded = useQuery({ ...recipeQuery(recipeId ?? 0), enabled: recipeId !== null, staleTime: 0 });

  if (recipeId === null) return <RecipeForm {...props} titleId={titleId} values={newRecipeValues(initial)} />;
  // Wait for a fresh read (not a cached copy): the save sends its version back.
  if (loaded.data && loaded.isFetchedAfterMount)
    return (
      <RecipeForm {...props} titleId={titleId} values={recipeToValues(loaded.data)} saved={loaded.data} />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Recipe</DialogTitle>
      <DialogContent>
        {loaded.isError ? (
          <Alert severity="error">{errorMessage(loaded.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the recipe" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
