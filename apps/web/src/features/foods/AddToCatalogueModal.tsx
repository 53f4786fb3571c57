import {
  type ApiRequest,
  copyFoodServing,
  formInput,
  proposedYieldPercent,
  type TAllergen,
  type TFood,
  type TIngredient,
  type TUnit,
  type TVendor,
  ZCatalogueForm,
  ZCatalogueRequest,
} from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type Control, type Resolver, useController, useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage, isApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { vendorOptionsQuery } from '../../lib/vendor-options';
import { AllergenPicker } from '../ingredients/AllergenPicker';
import { CostField } from '../ingredients/CostField';
import { showSavedIngredient } from '../ingredients/ingredient-cache';
import { CATEGORY_OPTIONS, UNIT_OPTIONS } from '../ingredients/options';
import { vendorKeys } from '../vendors/api';
import { VendorModal } from '../vendors/VendorModal';
import { useVendorInScope } from '../vendors/vendor-scope';
import { addFoodToCatalogue } from './api';
import {
  CATALOGUE_FIELDS,
  type CatalogueFormValues,
  catalogueDefaults,
  foodAddedMessage,
  proposedAllergens,
} from './catalogue-form';

/** Spec 9: snackbars of the food screen stay 4000 ms. */
const SNACK_MS = 4000;

export type AddToCatalogueModalProps = {
  /** The food with its portions (the serving is checked against them before sending). */
  food: TFood;
  /** The serving the form starts from (the portion being looked at). */
  serving: { size: number; units: TUnit };
  onClose: () => void;
  onAdded: (ingredient: TIngredient) => void;
};

// Core's catalogue form schema reads the inputs' text (numbers, units, blanks); the form keeps that text.
const resolver = zodResolver(ZCatalogueForm) as unknown as Resolver<CatalogueFormValues>;

/**
 * The Add To Catalogue modal (spec 2): the item's name and the catalogue fields, checked with core's
 * ZCatalogueForm (spec 5 messages), and the allergens core proposes for the food, for the chef to
 * check; then POST /api/ingredients/food. Success shows 'Awesome! …' (spec 8)
 * and the ingredient appears in the vendor's lists; a server error shows its message in a snackbar.
 */
export function AddToCatalogueModal({ food, serving, onClose, onAdded }: AddToCatalogueModalProps) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const vendorInScope = useVendorInScope();
  const { control, handleSubmit, setError, setValue } = useForm<CatalogueFormValues>({
    resolver,
    defaultValues: catalogueDefaults(food, serving, vendorInScope?.id ?? null),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Kept beside the form: core's catalogue form schema is the spec's fields only.
  const [proposed] = useState(() => proposedAllergens(food));
  const [allergens, setAllergens] = useState<TAllergen[] | null>(proposed);
  const [formError, setFormError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (values: CatalogueFormValues) =>
      addFoodToCatalogue(
        formInput(ZCatalogueRequest, {
          ...values,
          allergens,
          food: { fdcId: food.fdcId },
        }) as ApiRequest<'createIngredientFromFood'>['body'],
      ),
    onSuccess: (ingredient) => {
      snackbar.success(foodAddedMessage(food.description), { autoHide: SNACK_MS });
      showSavedIngredient(queryClient, ingredient);
      onAdded(ingredient);
    },
    onError: (error) => {
      snackbar.error(errorMessage(error), { autoHide: SNACK_MS });
      applyServerErrors(error, CATALOGUE_FIELDS, setError);
      // The snackbar sits behind the modal for assistive technology: an error no field shows is
      // repeated inside the dialog.
      const onField =
        isApiError(error) && error.errors.some((e) => CATALOGUE_FIELDS.some((f) => f === e.field));
      setFormError(onField ? null : errorMessage(error));
    },
  });

  // The resolver hands over core's parsed values (numbers, unit labels): what the API takes.
  const submit = handleSubmit((values) => {
    setFormError(null);
    // The serving must weigh something (USDA's nutrients are per 100 g): core's copy rule, the one the
    // server applies, says so here without a round trip.
    const copy = copyFoodServing(food, {
      servingSize: Number(values.servingSize),
      servingUnits: values.servingUnits as TUnit,
    });
    if (!copy.ok) {
      setError('servingUnits', { message: copy.message }, { shouldFocus: true });
      return;
    }
    add.mutate(values);
  });
  const close = () => {
    if (!add.isPending) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Add To Catalogue</DialogTitle>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Typography variant="overline" component="p" color="text.secondary">
            Item
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mb: 2 }}>
            {food.description}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="servingSize"
              label="Serving Size"
              required
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
            />
            <UnitSelect control={control} name="servingUnits" label="Serving Units" />
            <CostField control={control} name="cost" label="Cost" money />
            <CostField control={control} name="costAmount" label="Cost Amount" />
            <UnitSelect control={control} name="costUnits" label="Cost Units" />
            <FormTextField
              control={control}
              name="yieldPercent"
              label="Yield %"
              type="number"
              helperText={
                food.refusePercent
                  ? `USDA: ${food.refusePercent} % refuse, so ${proposedYieldPercent(food.refusePercent)} % is edible.`
                  : 'The edible share of what is bought.'
              }
              slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
            />
            <VendorPicker
              control={control}
              onVendorAdded={(vendor) => setValue('vendor', { id: vendor.id })}
            />
            <FormTextField
              control={control}
              name="category"
              label="Category"
              required
              select
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose…</option>
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </FormTextField>
          </Box>
          <Box sx={{ mt: 3 }}>
            <AllergenPicker
              value={allergens}
              onChange={setAllergens}
              disabled={add.isPending}
              helperText={
                proposed
                  ? "Proposed from the food's name and group: check them, a proposal can miss one."
                  : "None proposed from the food's name and group: tick what it contains, or that it contains none."
              }
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add to Catalogue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type FormControl = Control<CatalogueFormValues>;

function UnitSelect({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'servingUnits' | 'costUnits';
  label: string;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {UNIT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}

/**
 * The vendor picker: the kitchen's vendors (the form holds `{ id }`, the API's reference). A kitchen
 * without the vendor it buys the food from can add it here without leaving the food.
 */
function VendorPicker({
  control,
  onVendorAdded,
}: {
  control: FormControl;
  onVendorAdded: (vendor: TVendor) => void;
}) {
  const queryClient = useQueryClient();
  const { field, fieldState } = useController({ control, name: 'vendor' });
  const [addingVendor, setAddingVendor] = useState(false);
  const vendors = useQuery(vendorOptionsQuery);
  const options = vendors.data?.content ?? [];
  const selectedId = field.value?.id;
  const { onChange } = field;

  // A remembered vendor that is not among the kitchen's (deleted since) is not preselected.
  useEffect(() => {
    if (vendors.data && selectedId !== undefined && !vendors.data.content.some((v) => v.id === selectedId))
      onChange(null);
  }, [vendors.data, selectedId, onChange]);

  const helper =
    fieldState.error?.message ?? (vendors.data && options.length === 0 ? 'Add your first vendor' : undefined);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        label="Vendor"
        required
        fullWidth
        name={field.name}
        value={selectedId === undefined ? '' : String(selectedId)}
        onChange={(event) => onChange(event.target.value ? { id: Number(event.target.value) } : null)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={helper}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{vendors.isPending ? 'Loading…' : 'Choose…'}</option>
        {options.map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {vendor.name}
          </option>
        ))}
      </TextField>
      <Button onClick={() => setAddingVendor(true)} sx={{ mt: 1, flexShrink: 0 }}>
        Add Vendor
      </Button>
      {addingVendor && (
        <VendorModal
          onClose={() => setAddingVendor(false)}
          onSaved={async (vendor) => {
            setAddingVendor(false);
            await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
            onVendorAdded(vendor);
          }}
        />
      )}
    </Box>
  );
}
