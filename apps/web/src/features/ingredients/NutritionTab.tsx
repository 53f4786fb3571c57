import type { TNutrientName } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { useNutrientNames } from './api';
import { NumberField, SelectField } from './form-fields';
import { EMPTY_NUTRIENT, type IngredientFormValues } from './ingredient-form';
import { NutrientPicker } from './NutrientPicker';
import { UNIT_OPTIONS } from './options';
import { RowsSection } from './RowsSection';

type Props = { control: Control<IngredientFormValues>; setValue: UseFormSetValue<IngredientFormValues> };

/** A row's nutrient: choosing one from the pick list also fills the row's units with the nutrient's. */
function NutrientField({
  control,
  setValue,
  index,
  nutrients,
  loading,
}: Props & { index: number; nutrients: TNutrientName[]; loading: boolean }) {
  const units = useWatch({ control, name: `ingredientNutrients.${index}.units` });
  return (
    <Controller
      control={control}
      name={`ingredientNutrients.${index}.nutrient`}
      render={({ field, fieldState }) => (
        <NutrientPicker
          nutrients={nutrients}
          loading={loading}
          value={field.value}
          units={units}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          onChange={(chosen) => {
            field.onChange(chosen?.name ?? '');
            setValue(`ingredientNutrients.${index}.units`, chosen?.unitName ?? '', { shouldDirty: true });
          }}
        />
      )}
    />
  );
}

/**
 * The Nutrition tab (spec 2): serving size and units, and the nutrient facts per serving, each a
 * nutrient from the pick list (GET /api/nutrients) with an amount in the nutrient's own unit.
 */
export function NutritionTab({ control, setValue }: Props) {
  const nutrients = useNutrientNames();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredientNutrients', keyName: 'key' });
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberField control={control} name="servingSize" label="Serving Size" />
        <SelectField control={control} name="servingUnits" label="Serving Units" options={UNIT_OPTIONS} />
      </Box>
      {nutrients.isError && (
        <Typography color="error" role="alert" variant="body2" sx={{ mt: 2 }}>
          The nutrient list could not be loaded.
        </Typography>
      )}
      <RowsSection
        title="Nutrient Facts"
        rowLabel="Nutrient"
        rows={fields}
        columns={{ xs: '1fr 1fr', sm: '2.4fr 1fr 0.8fr auto' }}
        emptyText="No nutrients yet. Amounts are per serving."
        onAdd={() => append({ ...EMPTY_NUTRIENT })}
        onRemove={remove}
        renderRow={(index) => (
          <>
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <NutrientField
                control={control}
                setValue={setValue}
                index={index}
                nutrients={nutrients.data ?? []}
                loading={nutrients.isPending}
              />
            </Box>
            <NumberField
              control={control}
              name={`ingredientNutrients.${index}.amount`}
              label="Amount"
              size="small"
            />
            <FormTextField
              control={control}
              name={`ingredientNutrients.${index}.units`}
              label="Units"
              size="small"
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
          </>
        )}
      />
    </>
  );
}
