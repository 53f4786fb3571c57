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
import { NestedRecipeModal } from './modal/nested-recipe-modal';
import { RecipeForm } from './modal/RecipeForm';
import { newRecipeValues, recipeToValues } from './recipe-form';
import type { RecipeModalProps } from './recipe-modal-props';
import { recipeTreeQuery } from './recipe-tree';

export type { RecipeModalProps } from './recipe-modal-props';

/** The recipe modal (spec 2): loads the recipe to edit (fresh, not from a list), then shows the form. */
export function RecipeModal(props: RecipeModalProps) {
  const { recipeId, initial, onClose } = props;
  const titleId = useId();
  const loaded = useQuery({ ...recipeQuery(recipeId ?? 0), enabled: recipeId !== null, staleTime: 0 });
  // The tree the form's cost, nutrition and allergens use, read fresh beside the recipe, not after it.
  useQuery({ ...recipeTreeQuery(recipeId ?? 0), enabled: recipeId !== null, staleTime: 0 });

  // The form's 'Add' entry of a sub-recipe line opens a new recipe in this same modal.
  if (recipeId === null)
    return (
      <NestedRecipeModal value={RecipeModal}>
        <RecipeForm {...props} titleId={titleId} values={newRecipeValues(initial)} />
      </NestedRecipeModal>
    );
  // Wait for a fresh read (not a cached copy): the save sends its version back.
  if (loaded.data && loaded.isFetchedAfterMount)
    return (
      <NestedRecipeModal value={RecipeModal}>
        <RecipeForm {...props} titleId={titleId} values={recipeToValues(loaded.data)} saved={loaded.data} />
      </NestedRecipeModal>
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
