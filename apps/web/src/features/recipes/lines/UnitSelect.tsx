import type { TUnit } from '@brigade/core';
import { unitLabel, unitWithPortion } from '@brigade/core';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

/** Units shown under a heading of the picker ("Can be costed", "Needs a conversion"). */
export type UnitGroup = { label: string; units: readonly TUnit[] };

/**
 * A units field: the unit labels of `choices`, plural when the quantity is above 1 (spec 3). With
 * `groups`, the choices are listed in those groups, in that order (an ingredient line lists
 * first the units it can be costed in).
 */
export function UnitSelect({
  label = 'Units',
  value,
  choices,
  groups,
  quantity,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
  minWidth = 150,
  width,
  fill = false,
  portionOf,
}: {
  label?: string;
  value: string;
  choices: readonly TUnit[];
  groups?: readonly UnitGroup[];
  quantity?: number | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  minWidth?: number;
  /** A fixed width in px (a row of fields that must not shift). */
  width?: number;
  /** Fills the grid area 'units' of a line (its width is the grid's, not its options'). */
  fill?: boolean;
  /** The recipe a line uses: its count unit shows its named portion, 'Each (cookie)'. */
  portionOf?: { yieldUnits?: string | null; portionName?: string | null } | null;
}) {
  // A saved value outside the choices (e.g. the recipe changed its yield type) still shows.
  const options: string[] = value && !choices.includes(value as TUnit) ? [value, ...choices] : [...choices];
  const option = (unit: string) => (
    <option key={unit} value={unit}>
      {unitWithPortion(
        unit,
        portionOf,
        choices.includes(unit as TUnit) && typeof quantity === 'number'
          ? unitLabel(unit as TUnit, quantity)
          : unit,
      )}
    </option>
  );
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
      // `width` fixes it: a native select is as wide as its longest option, which turns plural above
      // 1 (spec 3), so with a minimum width alone a row shifts as its quantity changes.
      sx={
        fill
          ? { gridArea: 'units', width: '100%', minWidth: 0 }
          : width
            ? { width, flexShrink: 0 }
            : { minWidth }
      }
      // A native select: plain to use with the keyboard, screen readers and on phones.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {groups
        ? [
            ...options.filter((unit) => !choices.includes(unit as TUnit)).map(option),
            ...groups
              .filter((group) => group.units.length > 0)
              .map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.units.map(option)}
                </optgroup>
              )),
          ]
        : options.map(option)}
    </TextField>
  );
}
