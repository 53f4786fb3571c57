import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * An MUI text field bound to react-hook-form: a visible label, the schema's message as helper text
 * and aria-invalid when the value is wrong.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, ...rest } = field;
  return (
    <TextField
      {...props}
      {...rest}
      value={value ?? ''}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
