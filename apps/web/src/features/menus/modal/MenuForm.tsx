import { DEFAULT_TARGET_FOOD_COST_PERCENT, type TMenu, ZMenuForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { useSnackbar } from '../../../components/snackbar';
import { WorkInProgressDialog } from '../../../components/WorkInProgressDialog';
import { errorMessage, isApiError } from '../../../lib/api';
import { kitchenSettingsQuery, useSaveMenu } from '../api';
import { menuFormFigures } from '../menu-figures';
import { checkSave, type MenuFormValues, type SaveCheck } from '../menu-form';
import type { MenuModalProps } from '../menu-modal-props';
import { MenuHeaderFields } from './MenuHeaderFields';
import { MenuSections } from './MenuSections';
import { MenuToolbar } from './MenuToolbar';
import { StaleMenuDialog } from './StaleMenuDialog';

/** Spec 8 texts of the menu modal. */
export const MENU_TEXTS = {
  saved: 'Menu saved successfully',
  notSaved: 'Menu not saved',
  saveFailed: 'Error: The Menu was not saved',
  updateFailed: 'Error: The Menu was not updated',
} as const;

/** Snackbars of the kitchen screens stay 4000 ms (spec 9, as the ingredient screens). */
const SNACK_MS = 4000;

// Core's form schema reads the inputs' text (numbers, blanks); the form keeps that text.
const resolver = zodResolver(ZMenuForm) as unknown as Resolver<MenuFormValues>;

/** Why a dialog is over the form: the work-in-progress warning, a failed save, or a stale version. */
type Prompt =
  | { kind: 'wip'; check: SaveCheck; closing: boolean }
  | { kind: 'failed'; title: string; message: string; errors: string[] }
  | { kind: 'stale'; message: string }
  | null;

export function MenuForm({
  titleId,
  values: initialValues,
  saved,
  readOnly = false,
  onClose,
  onSaved,
  onReload,
}: MenuModalProps & {
  titleId: string;
  values: MenuFormValues;
  saved?: TMenu;
  /** Reads the menu again and starts the form over from it (after a 409: someone else saved it). */
  onReload?: () => void;
}) {
  const snackbar = useSnackbar();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = useForm<MenuFormValues>({
    resolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, getValues, setError, handleSubmit, formState } = form;
  const values = useWatch({ control }) as MenuFormValues;
  const settings = useQuery(kitchenSettingsQuery);
  const savedTarget =
    settings.data?.targetFoodCostPercent ?? saved?.targetFoodCostPercent ?? DEFAULT_TARGET_FOOD_COST_PERCENT;
  const [previewTarget, setPreviewTarget] = useState<number | null>(null);
  const target = previewTarget ?? savedTarget;
  const figures = useMemo(() => menuFormFigures(values, target), [values, target]);
  const complete = useMemo(() => ZMenuForm.safeParse(values).success, [values]);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const save = useSaveMenu();
  const isNew = initialValues.id === null;

  const persist = (check: SaveCheck) => {
    if (!check.savable) return;
    save.mutate(check.body, {
      onSuccess: (menu) => {
        setPrompt(null);
        snackbar.success(MENU_TEXTS.saved, { autoHide: SNACK_MS });
        onSaved?.(menu, isNew);
        onClose();
      },
      onError: (error) => {
        snackbar.error(MENU_TEXTS.notSaved, { autoHide: SNACK_MS });
        if (isApiError(error))
          for (const { field, message } of error.errors)
            if (field) setError(field as Path<MenuFormValues>, { type: 'server', message });
        if (!isNew && isApiError(error) && error.status === 409) {
          setPrompt({ kind: 'stale', message: errorMessage(error) });
          return;
        }
        setPrompt({
          kind: 'failed',
          title: isNew ? MENU_TEXTS.saveFailed : MENU_TEXTS.updateFailed,
          message: errorMessage(error),
          errors: isApiError(error)
            ? error.errors.map((e) => e.message).filter((m) => m !== error.message)
            : [],
        });
      },
    });
  };

  // Spec 4: a complete menu saves at once; an incomplete one asks first (Save Progress when it has a
  // name, else it says progress will not be saved and why).
  // handleSubmit (not a bare trigger) marks the form submitted, so from then on every message follows
  // the edits; the values saved are the inputs' own, which checkSave translates.
  const decide = (valid: boolean) => {
    if (save.isPending || readOnly) return;
    const check = checkSave(getValues());
    if (valid && check.savable && check.missing.length === 0) persist(check);
    else setPrompt({ kind: 'wip', check, closing: false });
  };
  const submit = handleSubmit(
    () => decide(true),
    () => decide(false),
  );

  // Closing an untouched form just closes; closing an incomplete one warns first.
  const requestClose = () => {
    if (save.isPending) return;
    if (readOnly || !formState.isDirty) return onClose();
    const check = checkSave(getValues());
    if (check.savable && check.missing.length === 0) return onClose();
    setPrompt({ kind: 'wip', check, closing: true });
  };

  const closeAnyway = () => {
    setPrompt(null);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      // On a phone the sections need every pixel of the width.
      fullScreen={phone}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {readOnly ? initialValues.name : isNew ? 'New Menu' : `Edit ${initialValues.name}`}
          </DialogTitle>
          <IconButton
            aria-label="Close"
            onClick={requestClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <Close />
          </IconButton>
          <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 } }}>
            <ReadOnlyFieldset readOnly={readOnly}>
              <MenuHeaderFields />
            </ReadOnlyFieldset>
            <MenuToolbar
              complete={complete}
              figures={figures}
              target={savedTarget}
              onTargetPreview={setPreviewTarget}
              menuId={initialValues.id}
              dirty={formState.isDirty}
            />
            <Divider />
            <ReadOnlyFieldset readOnly={readOnly}>
              <MenuSections figures={figures} target={target} />
            </ReadOnlyFieldset>
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
                  Save Menu
                </Button>
              </>
            )}
          </DialogActions>
        </form>
      </FormProvider>

      {prompt?.kind === 'wip' && (
        <WorkInProgressDialog
          open
          itemType="Menu"
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
          itemType="Menu"
          canSave={false}
          title={prompt.title}
          message={prompt.message}
          errors={prompt.errors}
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={closeAnyway}
        />
      )}
      {prompt?.kind === 'stale' && (
        <StaleMenuDialog
          title={MENU_TEXTS.updateFailed}
          message={prompt.message}
          onReload={
            onReload &&
            (() => {
              setPrompt(null);
              onReload();
            })
          }
          onContinueEditing={() => setPrompt(null)}
          onCloseAnyway={closeAnyway}
        />
      )}
    </Dialog>
  );
}
