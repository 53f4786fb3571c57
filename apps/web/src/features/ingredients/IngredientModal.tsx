import { type TIngredient, type TVendor, ZIngredientForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReadOnlyFieldset } from '../../components/form/ReadOnlyFieldset';
import { ItemLoadingDialog } from '../../components/item-list';
import { MessageDialog } from '../../components/MessageDialog';
import { useSnackbar } from '../../components/snackbar';
import { WorkInProgressDialog } from '../../components/WorkInProgressDialog';
import { errorMessage, isApiError } from '../../lib/api';
import { PriceHistorySection } from '../purchasing/price-history/PriceHistorySection';
import { fetchIngredient, ingredientKeys, saveIngredient } from './api';
import { IngredientDetailsTab } from './IngredientDetailsTab';
import {
  checkSave,
  type IngredientFormValues,
  ingredientToValues,
  newIngredientValues,
  type SaveCheck,
  tabOfField,
} from './ingredient-form';
import { NutritionTab } from './NutritionTab';

/** Spec 9: snackbars of the ingredient screens stay 4000 ms. */
const SNACK_MS = 4000;

export const INGREDIENT_TEXTS = {
  saved: 'Ingredient saved successfully',
  notSaved: 'Ingredient not saved',
  saveFailedTitle: 'Error: The Ingredient was not saved.',
  // ours: closing a complete ingredient with changes not saved
  discardTitle: 'Discard your changes?',
  discardMessage: 'This ingredient has changes that are not saved. Close it without saving them?',
} as const;

export type IngredientModalProps = {
  /** The ingredient to edit; absent for a new one. */
  ingredientId?: number;
  /** A new ingredient's vendor and category (the page's), and its name when a recipe line names it. */
  defaults: { vendorId?: number; category?: string; name?: string };
  vendors: Pick<TVendor, 'id' | 'name'>[];
  /** The member's role may only read the catalogue: no Save, every field disabled. */
  readOnly?: boolean;
  onClose: () => void;
  onSaved: (ingredient: TIngredient) => void;
};

/** The ingredient modal (spec 2): loads the ingredient to edit, then shows the form. */
export function IngredientModal(props: IngredientModalProps) {
  const { ingredientId, onClose } = props;
  const id = useId();
  const loaded = useQuery({
    queryKey: ingredientKeys.one(ingredientId ?? 0),
    queryFn: ({ signal }) => fetchIngredient(ingredientId!, signal),
    enabled: ingredientId !== undefined,
    staleTime: 0,
  });
  // Bumped by "Reload Ingredient" after a 409: the form starts over from the ingredient as saved now.
  const [generation, setGeneration] = useState(0);

  if (ingredientId === undefined)
    return <IngredientForm {...props} titleId={id} values={newIngredientValues(props.defaults)} />;
  // A fresh read, not a copy cached before someone else changed it.
  if (loaded.data && loaded.isFetchedAfterMount)
    return (
      <IngredientForm
        key={generation}
        {...props}
        titleId={id}
        values={ingredientToValues(loaded.data)}
        onReload={() => void loaded.refetch().then(() => setGeneration((g) => g + 1))}
      />
    );
  return <ItemLoadingDialog titleId={id} itemType="ingredient" error={loaded.error} onClose={onClose} />;
}

type TabName = 'details' | 'nutrition';

// Core's form schema reads the inputs' text (numbers, units, blanks); the form keeps that text.
const resolver = zodResolver(ZIngredientForm) as unknown as Resolver<IngredientFormValues>;

function firstErrorTab(errors: FieldErrors<IngredientFormValues>): TabName {
  const fields = Object.keys(errors);
  return fields.length > 0 && fields.every((field) => tabOfField(field) === 'nutrition')
    ? 'nutrition'
    : 'details';
}

function IngredientForm({
  titleId,
  values,
  vendors,
  readOnly = false,
  onClose,
  onSaved,
  onReload,
}: IngredientModalProps & { titleId: string; values: IngredientFormValues; onReload?: () => void }) {
  const snackbar = useSnackbar();
  const [tab, setTab] = useState<TabName>('details');
  const [warning, setWarning] = useState<SaveCheck | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The save was refused because someone saved the ingredient since it was read (409).
  const [stale, setStale] = useState(false);
  const { control, handleSubmit, getValues, setValue, setError, formState } = useForm<IngredientFormValues>({
    resolver,
    defaultValues: values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Read during render so react-hook-form keeps it up to date (its formState is a subscription proxy).
  const { isDirty, errors } = formState;

  const save = useMutation({
    mutationFn: saveIngredient,
    onSuccess: (ingredient) => {
      snackbar.success(INGREDIENT_TEXTS.saved, { autoHide: SNACK_MS });
      setWarning(null);
      onSaved(ingredient);
    },
    onError: (error) => {
      setWarning(null);
      snackbar.error(INGREDIENT_TEXTS.notSaved, { autoHide: SNACK_MS });
      setFailure(errorMessage(error));
      setStale(isApiError(error) && error.status === 409);
      // The server's field errors (a duplicate name…) show under their fields too.
      if (isApiError(error))
        for (const { field, message } of error.errors)
          if (field) setError(field as keyof IngredientFormValues, { type: 'server', message });
    },
  });

  const submit = handleSubmit(
    () => {
      if (readOnly) return;
      const check = checkSave(getValues());
      if (check.savable) save.mutate(check.body);
    },
    (errors) => {
      setTab(firstErrorTab(errors));
      setWarning(checkSave(getValues()));
    },
  );

  // Spec 4: closing an incomplete item warns first; an untouched form just closes.
  const requestClose = () => {
    if (save.isPending) return;
    if (readOnly || !isDirty) return onClose();
    const check = checkSave(getValues());
    // A complete form with changes: its entries are not thrown away without asking.
    if (check.savable && check.missing.length === 0) return setDiscarding(true);
    setWarning(check);
  };

  const isNew = values.id === null;
  // Full screen on a phone, as the recipe modal: a 326 px dialog squeezed the price history table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const errorCount = (which: TabName) =>
    Object.keys(errors).filter((field) => tabOfField(field) === which).length;

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      {/* The paper's flex column: title, tabs and Save/Cancel stay in view, the content scrolls. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {readOnly ? values.name : isNew ? 'New Ingredient' : `Edit ${values.name}`}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={requestClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <Close />
        </IconButton>
        <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} sx={{ px: 3 }}>
          <Tab
            value="details"
            label="Ingredient Details"
            id={`${titleId}-tab-details`}
            aria-controls={`${titleId}-panel-details`}
            sx={errorCount('details') ? { color: 'error.main' } : undefined}
          />
          <Tab
            value="nutrition"
            label="Nutrition"
            id={`${titleId}-tab-nutrition`}
            aria-controls={`${titleId}-panel-nutrition`}
            sx={errorCount('nutrition') ? { color: 'error.main' } : undefined}
          />
        </Tabs>
        {/* One height whichever tab shows (switching tabs made the modal jump); a longer
            tab scrolls inside it. The rest of the modal (title, tabs, buttons, margins) is ~250 px;
            full screen, the content takes what the title, tabs and buttons leave. */}
        <DialogContent
          dividers
          sx={
            phone
              ? { flex: '1 1 auto', minHeight: 240 }
              : { height: 'min(640px, calc(100dvh - 250px))', minHeight: 240 }
          }
        >
          {/* Both tabs stay mounted: their values, errors and focus survive switching. */}
          <Box
            role="tabpanel"
            id={`${titleId}-panel-details`}
            aria-labelledby={`${titleId}-tab-details`}
            hidden={tab !== 'details'}
            sx={{ pt: 1 }}
          >
            <ReadOnlyFieldset readOnly={readOnly}>
              <IngredientDetailsTab control={control} vendors={vendors} />
            </ReadOnlyFieldset>
            {/* The saved prices over time (a new ingredient has none yet). */}
            {values.id !== null && <PriceHistorySection ingredientId={values.id} />}
          </Box>
          <Box
            role="tabpanel"
            id={`${titleId}-panel-nutrition`}
            aria-labelledby={`${titleId}-tab-nutrition`}
            hidden={tab !== 'nutrition'}
            sx={{ pt: 1 }}
          >
            <ReadOnlyFieldset readOnly={readOnly}>
              <NutritionTab control={control} setValue={setValue} />
            </ReadOnlyFieldset>
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
              <Button type="submit" variant="contained" loading={save.isPending && !warning}>
                Save Ingredient
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
      {discarding && (
        <ConfirmDialog
          title={INGREDIENT_TEXTS.discardTitle}
          message={INGREDIENT_TEXTS.discardMessage}
          confirmLabel="Discard"
          cancelLabel="Keep Editing"
          destructive
          onConfirm={async () => onClose()}
          onClose={() => setDiscarding(false)}
        />
      )}
      {warning && (
        <WorkInProgressDialog
          open
          itemType="Ingredient"
          canSave={warning.savable}
          errors={warning.savable ? warning.missing : warning.reasons}
          saving={save.isPending}
          onSaveProgress={() => warning.savable && save.mutate(warning.body)}
          onContinueEditing={() => setWarning(null)}
          onCloseAnyway={() => {
            setWarning(null);
            onClose();
          }}
        />
      )}
      <MessageDialog
        open={failure !== null}
        title={INGREDIENT_TEXTS.saveFailedTitle}
        message={failure ?? ''}
        closeLabel="OK"
        onClose={() => setFailure(null)}
        actions={
          stale &&
          onReload && (
            <Button
              onClick={() => {
                setFailure(null);
                onReload();
              }}
            >
              Reload Ingredient
            </Button>
          )
        }
      />
    </Dialog>
  );
}
