import type { TUnit } from '@brigade/core';
import { unitLabel } from '@brigade/core';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

/** A units field: the unit labels of `choices`, plural when the quantity is above 1 (spec 3). */
export function UnitSelect({
  label = 'Units',
  value,
  choices,
  quantity,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
  minWidth = 150,
}: {
  label?: string;
  value: string;
  choices: readonly TUnit[];
  quantity?: number | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  minWidth?: number;
}) {
  // A saved value outside the choices (e.g. the recipe changed its yield type) still shows.
  const options: string[] = value && !choices.includes(value as TUnit) ? [value, ...choices] : [...choices];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      inputRef={inputRef}
      sx={{ minWidth }}
      // A native select: plain to use with the keyboard, screen readers and on phones.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {options.map((unit) => (
        <option key={unit} value={unit}>
          {choices.includes(unit as TUnit) && typeof quantity === 'number'
            ? unitLabel(unit as TUnit, quantity)
            : unit}
        </option>
      ))}
    </TextField>
  );
}
