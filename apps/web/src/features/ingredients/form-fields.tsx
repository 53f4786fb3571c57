import type { TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import type { IngredientFormValues } from './ingredient-form';

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select'> & {
  control: Control<IngredientFormValues>;
  name: FieldPath<IngredientFormValues>;
};

/** A number input of the modal: minimum 0 (spec 5), decimals allowed, the schema's message below. */
export function NumberField({ slotProps, ...props }: FieldProps) {
  return (
    <FormTextField
      {...props}
      type="number"
      slotProps={{
        ...slotProps,
        htmlInput: { min: 0, step: 'any', inputMode: 'decimal', ...slotProps?.htmlInput },
      }}
    />
  );
}

/** A native select (fast with long lists, and plain to use with keyboard and screen readers). */
export function SelectField({
  options,
  placeholder = 'Choose…',
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FormTextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
