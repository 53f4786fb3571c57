import { costPerUnit, formatMoney, type TVendor } from '@brigade/core';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type Control, useController, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { AllergenPicker } from './AllergenPicker';
import { ConversionsEditor } from './ConversionsEditor';
import { CostField } from './CostField';
import { NumberField, SelectField } from './form-fields';
import type { IngredientFormValues } from './ingredient-form';
import { CATEGORY_OPTIONS, UNIT_OPTIONS } from './options';

type Props = { control: Control<IngredientFormValues>; vendors: Pick<TVendor, 'id' | 'name'>[] };

/** The vendor select: the form holds `{ id }` (the API's reference), the select the id as text. */
function VendorField({ control, vendors }: Props) {
  const { field, fieldState } = useController({ control, name: 'vendor' });
  return (
    <TextField
      select
      label="Vendor"
      required
      value={field.value ? String(field.value.id) : ''}
      onChange={(event) => field.onChange(event.target.value ? { id: Number(event.target.value) } : null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {vendors.map((vendor) => (
        <option key={vendor.id} value={vendor.id}>
          {vendor.name}
        </option>
      ))}
    </TextField>
  );
}

/** What one cost unit comes to (spec 9: cost ÷ cost amount), shown under the cost fields. */
function CostPerUnit({ control }: { control: Control<IngredientFormValues> }) {
  const [cost, costAmount, costUnits] = useWatch({ control, name: ['cost', 'costAmount', 'costUnits'] });
  const perUnit = costPerUnit({
    cost: cost.trim() === '' ? null : Number(cost),
    costAmount: costAmount.trim() === '' ? null : Number(costAmount),
  });
  if (perUnit === null || !Number.isFinite(perUnit) || !costUnits) return null;
  return (
    <Box component="p" aria-live="polite" sx={{ gridColumn: '1 / -1', m: 0, color: 'text.secondary' }}>
      {formatMoney(perUnit)} per {costUnits}
    </Box>
  );
}

/** The ingredient's allergens, held in the form as null (not reviewed), [] or the list. */
function AllergensField({ control }: { control: Control<IngredientFormValues> }) {
  const { field } = useController({ control, name: 'allergens' });
  return <AllergenPicker value={field.value} onChange={field.onChange} />;
}

/**
 * The Ingredient Details tab (spec 2): name, category, vendor, cost, cost amount, cost units, the
 * trim yield, conversions; and, before the conversions, the allergens the chef reviewed.
 */
export function IngredientDetailsTab({ control, vendors }: Props) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          autoFocus
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <SelectField control={control} name="category" label="Category" required options={CATEGORY_OPTIONS} />
        <VendorField control={control} vendors={vendors} />
        <CostField control={control} name="cost" label="Cost" money />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <CostField control={control} name="costAmount" label="Cost Amount" />
          <SelectField
            control={control}
            name="costUnits"
            label="Cost Units"
            required
            options={UNIT_OPTIONS}
          />
        </Box>
        <CostPerUnit control={control} />
        <NumberField
          control={control}
          name="yieldPercent"
          label="Yield %"
          helperText="The edible share of what is bought (an onion about 90 %): recipes list edible quantities; costing and ordering buy edible ÷ yield."
          slotProps={{ htmlInput: { max: 100 } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <NumberField
            control={control}
            name="parLevel.quantity"
            label="Par level"
            helperText="The stock to keep: the order guide orders back up to it."
          />
          <SelectField control={control} name="parLevel.units" label="Par units" options={UNIT_OPTIONS} />
        </Box>
      </Box>
      <Box sx={{ mt: 3 }}>
        <AllergensField control={control} />
      </Box>
      <ConversionsEditor control={control} />
    </>
  );
}
