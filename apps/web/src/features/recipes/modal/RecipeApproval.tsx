import { RECIPE_MESSAGES, type TRecipe } from '@brigade/core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import { dateFormat } from '../../../lib/date-format';
import { useCan } from '../../../lib/use-can';
import { recipeKeys } from '../api';

const day = dateFormat(undefined, { dateStyle: 'medium' });

/**
 * The recipe's status: Draft, or Approved by a chef or the owner (who and when), and Approve for them.
 * A saved change makes it a draft again (the server's rule), so Approve waits for unsaved edits.
 */
export function RecipeApproval({
  recipe,
  dirty,
  onApproved,
}: {
  recipe: TRecipe;
  dirty: boolean;
  onApproved: () => void;
}) {
  const can = useCan()('approveRecipe');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => call('approveRecipe', { params: { id: recipe.id }, body: { version: recipe.version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
  if (recipe.status === 'APPROVED')
    return (
      <Chip
        color="success"
        variant="outlined"
        label={`Approved${recipe.approvedBy ? ` by ${recipe.approvedBy}` : ''}${
          recipe.approvedAt ? ` · ${day.format(new Date(recipe.approvedAt))}` : ''
        }`}
      />
    );
  return (
    <>
      <Chip variant="outlined" label="Draft" />
      {can && (
        <Button
          variant="outlined"
          disabled={dirty || approve.isPending}
          title={dirty ? 'Save your changes first: a saved change makes it a draft again' : undefined}
          onClick={() =>
            approve.mutate(undefined, {
              onSuccess: () => {
                snackbar.success(RECIPE_MESSAGES.approvedTitle, { autoHide: 4000 });
                onApproved();
              },
              onError: (error) => snackbar.error(`Not approved: ${errorMessage(error)}`),
            })
          }
        >
          Approve
        </Button>
      )}
    </>
  );
}
