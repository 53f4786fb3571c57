import { type TRecipe, ZRecipeForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { useSnackbar } from '../../../components/snackbar';
import { WorkInProgressDialog } from '../../../components/WorkInProgressDialog';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSaveRecipe } from '../api';
import { IngredientLines } from '../lines/IngredientLines';
import { SubRecipeLines } from '../lines/SubRecipeLines';
import { checkSave, type RecipeFormValues, type SaveCheck } from '../recipe-form';
import type { RecipeModalProps } from '../recipe-modal-props';
import type { ScaleTarget } from '../scaling/ScalePopover';
import { CostPanel } from '../summary/CostPanel';
import { useRecipeMath } from '../use-recipe-math';
import { AddIngredientModal, type AddSlot, AddSubRecipeModal } from './AddFromPicker';
import { RecipeHeaderFields } from './RecipeHeaderFields';
import { RecipeToolbar } from './RecipeToolbar';

/** Spec 8 texts of the recipe modal. */
export const RECIPE_TEXTS = {
  saved: 'Recipe saved successfully',
  notSaved: 'Recipe not saved',
  saveFailed: 'Error: The Recipe was not saved',
  updateFailed: 'Error: The Recipe was not updated',
} as const;

/** Snackbars of the kitchen screens stay 4000 ms (spec 9, as the ingredient screens). */
const SNACK_MS = 4000;

// Core's form schema reads the inputs' text (numbers, units, blanks); the form keeps that text.
const resolver = zodResolver(ZRecipeForm) as unknown as Resolver<RecipeFormValues>;

/** Why a dialog is over the form: the work-in-progress warning (on save or close) or a failed save. */
type Prompt =
  | { kind: 'wip'; check: SaveCheck; closing: boolean }
  | { kind: 'failed'; title: string; message: string; errors: string[] }
  | null;

export function RecipeForm({
  titleId,
  values: initialValues,
  saved,
  showCategory = true,
  readOnly = false,
  onClose,
  onSaved,
}: RecipeModalProps & { titleId: string; values: RecipeFormValues; saved?: TRecipe }) {
  const snackbar = useSnackbar();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = useForm<RecipeFormValues>({
    resolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, getValues, setValue, setError, handleSubmit, formState } = form;
  const values = useWatch({ control }) as RecipeFormValues;
  const math = useRecipeMath(values);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [unitsUnlocked, setUnitsUnlocked] = useState(false);
  const [scaleTarget, setScaleTarget] = useState<ScaleTarget | null>(null);
  const [adding, setAdding] = useState<AddSlot | null>(null);
  const save = useSaveRecipe();
  const isNew = initialValues.id === null;

  const persist = (check: SaveCheck) => {
    if (!check.savable) return;
    save.mutate(check.body, {
      onSuccess: (recipe) => {
        setPrompt(null);
        snackbar.success(RECIPE_TEXTS.saved, { autoHide: SNACK_MS });
        onSaved?.(recipe, isNew);
        onClose();
      },
      onError: (error) => {
        snackbar.error(RECIPE_TEXTS.notSaved, { autoHide: SNACK_MS });
        // The server's field errors (a duplicate ingredient, a cycle…) also show under their fields.
        if (isApiError(error))
          for (const { field, message } of error.errors)
            if (field) setError(field as Path<RecipeFormValues>, { type: 'server', message });
        setPrompt({
          kind: 'failed',
          title: isNew ? RECIPE_TEXTS.saveFailed : RECIPE_TEXTS.updateFailed,
          message: errorMessage(error),
          errors: isApiError(error)
            ? error.errors.map((e) => e.message).filter((m) => m !== error.message)
            : [],
        });
      },
    });
  };

  // Spec 4: a complete recipe saves at once; an incomplete one asks first (Save Progress when it has
  // the minimum to be saved, else it says progress will not be saved and why). Through handleSubmit,
  // so the form counts as submitted and each field's message then follows its edits (issue 17: a
  // message no longer true must not stay under its line).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (save.isPending || readOnly) {
      event.preventDefault();
      return;
    }
    const decide = (valid: boolean) => {
      const check = checkSave(getValues(), math.ready ? math.status : null);
      if (valid && check.savable && check.missing.length === 0) persist(check);
      else setPrompt({ kind: 'wip', check, closing: false });
    };
    void handleSubmit(
      () => decide(true),
      () => decide(false),
    )(event);
  };

  // Closing an untouched form just closes; closing an incomplete one warns first.
  const requestClose = () => {
    if (save.isPending) return;
    if (readOnly || !formState.isDirty) return onClose();
    const check = checkSave(getValues(), math.ready ? math.status : null);
    if (check.savable && check.missing.length === 0) return onClose();
    setPrompt({ kind: 'wip', check, closing: true });
  };

  const unitsLocked = !isNew && Boolean(saved?.yieldUnits) && !unitsUnlocked;

  return (
    <Dialog
      open
      onClose={requestClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      // On a phone a line's fields need the whole width (as the menu and menu item modals).
      fullScreen={phone}
    >
      <FormProvider {...form}>
        {/* The form is the paper's flex column: the title and Save/Cancel stay in view, and only the
            content between them scrolls, however long the recipe (issue 17). */}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
        >
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {readOnly ? initialValues.name : isNew ? 'New Recipe' : `Edit ${initialValues.name}`}
          </DialogTitle>
          <IconButton
            aria-label="Close"
            onClick={requestClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <Close />
          </IconButton>
          <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
            <ReadOnlyFieldset readOnly={readOnly}>
              <RecipeHeaderFields
                showCategory={showCategory}
                unitsLocked={unitsLocked}
                onUnlockUnits={() => setUnitsUnlocked(true)}
              />
            </ReadOnlyFieldset>
            <RecipeToolbar
              math={math}
              recipeId={initialValues.id}
              dirty={formState.isDirty}
              scaleTarget={scaleTarget}
              onScaleTargetChange={setScaleTarget}
            />
            <Divider />
            {/* The cost per line beside the lines on a wide screen (issue 17), staying in view while
                they scroll; under them on a narrow one, before the prep notes. */}
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' },
                gridTemplateAreas: { xs: '"lines" "cost" "notes"', lg: '"lines cost" "notes cost"' },
              }}
            >
              <Box sx={{ gridArea: 'lines', display: 'grid', gap: 2.5, minWidth: 0 }}>
                <ReadOnlyFieldset readOnly={readOnly}>
                  <SubRecipeLines
                    math={math}
                    onAddRecipe={(name, index) => setAdding({ kind: 'recipe', name, index })}
                  />
                  <IngredientLines
                    math={math}
                    onAddIngredient={(name, index) => setAdding({ kind: 'ingredient', name, index })}
                  />
                </ReadOnlyFieldset>
              </Box>
              <Box sx={{ gridArea: 'cost', position: { lg: 'sticky' }, top: { lg: 0 }, alignSelf: 'start' }}>
                <CostPanel cost={math.cost} node={math.node} />
              </Box>
              <Box sx={{ gridArea: 'notes', minWidth: 0 }}>
                <ReadOnlyFieldset readOnly={readOnly}>
                  <FormTextField
                    control={control}
                    name="prepNotes"
                    label="Prep Notes"
                    multiline
                    minRows={3}
                    fullWidth
                  />
                </ReadOnlyFieldset>
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            {readOnly ? (
              <Button variant="contained" onClick={onClose}>
                Close
              </Button>
            ) : (
              <>
                <Button onClick={requestClose}>Cancel</Button>
                <Button type="submit" variant="contained" loading={save.isPending && prompt === null}>
                  Save Recipe
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </FormProvider>

      {prompt?.kind === 'wip' && (
        <WorkInProgressDialog
          open
          itemType="Recipe"
          canSave={prompt.check.savable}
          errors={prompt.check.savable ? prompt.check.missing : prompt.check.reasons}
          saving={save.isPending}
          onSaveProgress={() => persist(prompt.check)}
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={() => {
            setPrompt(null);
            onClose();
          }}
        />
      )}
      {prompt?.kind === 'failed' && (
        <WorkInProgressDialog
          open
          itemType="Recipe"
          canSave={false}
          title={prompt.title}
          message={prompt.message}
          errors={prompt.errors}
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={() => {
            setPrompt(null);
            onClose();
          }}
        />
      )}
      {/* Outside the <form>: React bubbles events through portals, and their submit is not ours. */}
      {adding?.kind === 'recipe' && (
        <AddSubRecipeModal
          slot={adding}
          category={values.category}
          onClose={() => setAdding(null)}
          onFilled={(ref) => {
            setValue(`recipeSubRecipes.${adding.index}.recipe`, ref, {
              shouldDirty: true,
              shouldValidate: true,
            });
            if (ref.yieldUnits)
              setValue(`recipeSubRecipes.${adding.index}.yieldUnits`, ref.yieldUnits, { shouldDirty: true });
            setAdding(null);
          }}
        />
      )}
      {adding?.kind === 'ingredient' && (
        <AddIngredientModal
          slot={adding}
          onClose={() => setAdding(null)}
          onFilled={(ref) => {
            setValue(`recipeIngredients.${adding.index}.ingredient`, ref, {
              shouldDirty: true,
              shouldValidate: true,
            });
            setAdding(null);
          }}
        />
      )}
    </Dialog>
  );
}
