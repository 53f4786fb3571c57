import { type TMenuItem, ZMenuItemForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { CompletenessIcon } from '../../../components/CompletenessIcon';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { useSnackbar } from '../../../components/snackbar';
import { WorkInProgressDialog } from '../../../components/WorkInProgressDialog';
import { errorMessage, isApiError } from '../../../lib/api';
import { CostSince } from '../../purchasing/cost-since/CostSince';
import { RecipeModal } from '../../recipes/RecipeModal';
import { useSaveMenuItem } from '../api';
import { MenuItemFigures } from '../figures/MenuItemFigures';
import { checkSave, type MenuItemFormValues, type SaveCheck } from '../menu-item-form';
import type { MenuItemModalProps } from '../menu-item-modal-props';
import { useMenuItemMath } from '../use-menu-item-math';
import { MenuItemFields } from './MenuItemFields';
import { RecipeLines } from './RecipeLines';
import { StaleVersionDialog } from './StaleVersionDialog';

/** Spec 8 texts of the menu item modal. */
export const MENU_ITEM_TEXTS = {
  saved: 'Menu Item saved successfully',
  notSaved: 'Menu item not saved',
  saveFailed: 'Error: Menu Item progress was not saved',
  updateFailed: 'Error: The Menu Item was not updated',
} as const;

/** Snackbars of the kitchen screens stay 4000 ms (spec 9, as the recipe and ingredient screens). */
const SNACK_MS = 4000;

// Core's form schema reads the inputs' text (numbers, blanks); the form keeps that text.
const resolver = zodResolver(ZMenuItemForm) as unknown as Resolver<MenuItemFormValues>;

/** Why a dialog is over the form: the work-in-progress warning, a failed save, a stale version. */
type Prompt =
  | { kind: 'wip'; check: SaveCheck; closing: boolean }
  | { kind: 'failed'; title: string; message: string; errors: string[] }
  | { kind: 'stale'; message: string }
  | null;

export function MenuItemForm({
  titleId,
  values: initialValues,
  readOnly = false,
  onClose,
  onSaved,
  onReload,
}: MenuItemModalProps & {
  titleId: string;
  values: MenuItemFormValues;
  saved?: TMenuItem;
  /** Reads the item afresh and starts the form over (after a 409). */
  onReload?: () => Promise<void>;
}) {
  const snackbar = useSnackbar();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useForm<MenuItemFormValues>({
    resolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, getValues, setValue, setError, trigger, formState } = form;
  const values = useWatch({ control }) as MenuItemFormValues;
  const math = useMenuItemMath(values);
  const [prompt, setPrompt] = useState<Prompt>(null);
  // The line whose picker's 'Add' entry was chosen, and the typed name: a new recipe fills it.
  const [adding, setAdding] = useState<{ name: string; index: number } | null>(null);
  const save = useSaveMenuItem();
  const isNew = initialValues.id === null;
  // Read while rendering, so react-hook-form tracks it for requestClose.
  const { isDirty } = formState;

  const persist = (check: SaveCheck) => {
    if (!check.savable) return;
    save.mutate(check.body, {
      onSuccess: (item) => {
        setPrompt(null);
        snackbar.success(MENU_ITEM_TEXTS.saved, { autoHide: SNACK_MS });
        onSaved?.(item, isNew);
        onClose();
      },
      onError: (error) => {
        snackbar.error(MENU_ITEM_TEXTS.notSaved, { autoHide: SNACK_MS });
        // The server's field errors (a duplicate recipe…) also show under their fields.
        if (isApiError(error))
          for (const { field, message } of error.errors)
            if (field && field !== 'version')
              setError(field as Path<MenuItemFormValues>, { type: 'server', message });
        if (!isNew && isApiError(error) && error.status === 409 && onReload) {
          setPrompt({ kind: 'stale', message: errorMessage(error) });
          return;
        }
        setPrompt({
          kind: 'failed',
          title: isNew ? MENU_ITEM_TEXTS.saveFailed : MENU_ITEM_TEXTS.updateFailed,
          message: errorMessage(error),
          errors: isApiError(error)
            ? error.errors.map((e) => e.message).filter((m) => m !== error.message)
            : [],
        });
      },
    });
  };

  // Spec 4: a complete menu item saves at once; an incomplete one asks first (Save Progress when it
  // has a name, else it says progress will not be saved and why).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    const valid = await trigger();
    const check = checkSave(getValues(), math.ready ? math.status : null);
    if (valid && check.savable && check.missing.length === 0) persist(check);
    else setPrompt({ kind: 'wip', check, closing: false });
  };

  // Closing an untouched form just closes; closing an incomplete one warns first.
  const requestClose = () => {
    if (save.isPending) return;
    if (readOnly || !isDirty) return onClose();
    const check = checkSave(getValues(), math.ready ? math.status : null);
    if (check.savable && check.missing.length === 0) return onClose();
    setPrompt({ kind: 'wip', check, closing: true });
  };

  const closeAnyway = () => {
    setPrompt(null);
    onClose();
  };

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={phone}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          {/* Its own id: DialogTitle would otherwise take the dialog's labelledby id from context. */}
          <DialogTitle id={`${titleId}-bar`} sx={{ pr: 7, display: 'flex', alignItems: 'center', gap: 1 }}>
            {/* The dialog is named by the text alone; the icon says its own tooltip. */}
            <span id={titleId}>
              {readOnly ? initialValues.name : isNew ? 'New Menu Item' : `Edit ${initialValues.name}`}
            </span>
            <CompletenessIcon complete={math.status?.complete ?? false} fontSize="medium" />
            {/* Issue 18: how the saved menu item's cost moved since a day. */}
            {initialValues.id != null && <CostSince kind="menuItems" id={initialValues.id} />}
          </DialogTitle>
          <IconButton
            aria-label="Close"
            onClick={requestClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <Close />
          </IconButton>
          <DialogContent
            dividers
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
              <ReadOnlyFieldset readOnly={readOnly}>
                <MenuItemFields />
                <RecipeLines math={math} onAddRecipe={(name, index) => setAdding({ name, index })} />
                <FormTextField
                  control={control}
                  name="platingNotes"
                  label="Plating Notes"
                  required
                  multiline
                  minRows={3}
                  fullWidth
                />
              </ReadOnlyFieldset>
            </Box>
            <MenuItemFigures math={math} servingSize={values.servingSize ?? ''} />
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
                  Save Menu Item
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </FormProvider>

      {prompt?.kind === 'wip' && (
        <WorkInProgressDialog
          open
          itemType="Menu Item"
          canSave={prompt.check.savable}
          errors={prompt.check.savable ? prompt.check.missing : prompt.check.reasons}
          saving={save.isPending}
          onSaveProgress={() => persist(prompt.check)}
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={closeAnyway}
        />
      )}
      {prompt?.kind === 'failed' && (
        <WorkInProgressDialog
          open
          itemType="Menu Item"
          canSave={false}
          title={prompt.title}
          message={prompt.message}
          errors={prompt.errors}
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={closeAnyway}
        />
      )}
      {prompt?.kind === 'stale' && onReload && (
        <StaleVersionDialog
          title={MENU_ITEM_TEXTS.updateFailed}
          message={prompt.message}
          onReload={onReload}
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={closeAnyway}
        />
      )}
      {/* Outside the <form>: React bubbles events through portals, and its submit is not ours. */}
      {adding && (
        <RecipeModal
          recipeId={null}
          initial={{ name: adding.name }}
          onClose={() => setAdding(null)}
          onSaved={(recipe) => {
            // Spec 4: a recipe created from a menu item line fills that line, with its yield units.
            setValue(
              `menuItemRecipes.${adding.index}.recipe`,
              {
                id: recipe.id,
                name: recipe.name,
                yieldQuantity: recipe.yieldQuantity,
                yieldUnits: recipe.yieldUnits,
              },
              { shouldDirty: true, shouldValidate: true },
            );
            if (recipe.yieldUnits)
              setValue(`menuItemRecipes.${adding.index}.yieldUnits`, recipe.yieldUnits, {
                shouldDirty: true,
              });
            setAdding(null);
          }}
        />
      )}
    </Dialog>
  );
}
