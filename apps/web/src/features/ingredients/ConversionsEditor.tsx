import { conversionWarnings } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { NumberField, SelectField } from './form-fields';
import { EMPTY_CONVERSION, type IngredientFormValues } from './ingredient-form';
import { UNIT_OPTIONS } from './options';
import { RowsSection } from './RowsSection';

/**
 * The conversions of an ingredient (spec 3): each row says "quantityStart unitsStart = quantityEnd
 * unitsEnd" (1 Cup = 125 Gram). Rows are added and removed; each needs its four fields (spec 5).
 */
export function ConversionsEditor({ control }: { control: Control<IngredientFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'conversions', keyName: 'key' });
  return (
    <>
      <RowsSection
        title="Conversions"
        rowLabel="Conversion"
        rows={fields}
        columns={{ xs: '1fr 1fr', sm: '1fr 1.4fr auto 1fr 1.4fr auto' }}
        emptyText="No conversions yet. Add one to say how much a cup or a piece weighs (1 Cup = 125 Gram)."
        onAdd={() => append({ ...EMPTY_CONVERSION })}
        onRemove={remove}
        renderRow={(index) => (
          <>
            <NumberField
              control={control}
              name={`conversions.${index}.quantityStart`}
              label="Starting quantity"
              size="small"
            />
            <SelectField
              control={control}
              name={`conversions.${index}.unitsStart`}
              label="Starting units"
              options={UNIT_OPTIONS}
              size="small"
            />
            <Typography aria-hidden sx={{ pt: 1, textAlign: 'center', display: { xs: 'none', sm: 'block' } }}>
              =
            </Typography>
            <NumberField
              control={control}
              name={`conversions.${index}.quantityEnd`}
              label="Ending quantity"
              size="small"
            />
            <SelectField
              control={control}
              name={`conversions.${index}.unitsEnd`}
              label="Ending units"
              options={UNIT_OPTIONS}
              size="small"
            />
          </>
        )}
      />
      <ConversionWarnings control={control} />
    </>
  );
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Conversions that disagree by more than 2 %, as the chef types them (core's rule, the one the API
 * answers as conversionWarnings): which ones, and what each makes of the other.
 */
function ConversionWarnings({ control }: { control: Control<IngredientFormValues> }) {
  const rows = useWatch({ control, name: 'conversions' });
  const warnings = useMemo(
    () =>
      conversionWarnings(
        (rows ?? []).map((row) => ({
          quantityStart: numberOrNull(row.quantityStart),
          unitsStart: row.unitsStart,
          quantityEnd: numberOrNull(row.quantityEnd),
          unitsEnd: row.unitsEnd,
        })),
      ),
    [rows],
  );
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mt: 1 }} aria-label="Conversions that disagree">
      {warnings.map((warning) => (
        <Typography key={warning.message} variant="body2">
          {warning.message}
        </Typography>
      ))}
    </Alert>
  );
}
