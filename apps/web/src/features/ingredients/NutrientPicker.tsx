import type { TNutrientName } from '@brigade/core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { nutrientSearch } from './nutrient-search';

export type NutrientPickerProps = {
  nutrients: TNutrientName[];
  loading: boolean;
  /** The chosen nutrient's name ('' for none). */
  value: string;
  /** Its unit as stored on the row, used when the name is not on the list. */
  units: string;
  onChange: (nutrient: TNutrientName | null) => void;
  onBlur: () => void;
  error?: string;
};

/** Picks a nutrient from the API's pick list with fuzzy matching (fuse.js). */
export function NutrientPicker({
  nutrients,
  loading,
  value,
  units,
  onChange,
  onBlur,
  error,
}: NutrientPickerProps) {
  const search = useMemo(() => nutrientSearch(nutrients), [nutrients]);
  const selected = useMemo(
    () => (value ? (nutrients.find((n) => n.name === value) ?? { name: value, unitName: units }) : null),
    [nutrients, value, units],
  );
  return (
    <Autocomplete
      options={nutrients}
      value={selected}
      loading={loading}
      onChange={(_event, nutrient) => onChange(nutrient)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.name === chosen.name}
      filterOptions={(_options, state) => search(state.inputValue)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name} ({option.unitName})
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Nutrient" size="small" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
