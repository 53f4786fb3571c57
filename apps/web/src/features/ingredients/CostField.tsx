import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { clearNegative } from './ingredient-form';

/**
 * Cost and cost amount of any form that has them (the ingredient modal, the Add To Catalogue modal):
 * negative entries are cleared as they are typed (spec 5).
 */
export function CostField<T extends FieldValues>({
  control,
  name,
  label,
  money = false,
}: {
  control: Control<T>;
  name: 'cost' | 'costAmount';
  label: string;
  money?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: name as Path<T> });
  return (
    <TextField
      label={label}
      required
      type="number"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(clearNegative(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{
        htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
      }}
    />
  );
}
