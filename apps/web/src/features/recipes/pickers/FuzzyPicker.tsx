import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { isAddEntry, type Named, type PickerOption, pickerOptions } from './fuzzy';

export type FuzzyPickerProps<T extends Named> = {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Candidates for the typed text (the pickers merge a first page and the server's matches). */
  candidates: readonly T[];
  /** Called with every typed text; the caller debounces its server search. */
  onTextChange: (text: string) => void;
  loading?: boolean;
  /** Enables the 'Add' free entry: called with the typed text when it is chosen. */
  onAdd?: (text: string) => void;
  error?: string;
  disabled?: boolean;
};

const labelOf = <T extends Named>(option: PickerOption<T>) => (isAddEntry(option) ? option.add : option.name);

/**
 * A single-select picker over named items (spec 5): typing ranks the candidates with fuse.js, shows
 * the three best matches first and, when enabled, an 'Add' entry with the typed text.
 */
export function FuzzyPicker<T extends Named>({
  label,
  value,
  onChange,
  candidates,
  onTextChange,
  loading = false,
  onAdd,
  error,
  disabled,
}: FuzzyPickerProps<T>) {
  const [text, setText] = useState('');
  const typed = value && text === value.name ? '' : text;
  const options = useMemo(() => pickerOptions(candidates, typed, Boolean(onAdd)), [candidates, typed, onAdd]);

  return (
    <Autocomplete<PickerOption<T>, false, false, false>
      value={value}
      options={options}
      loading={loading}
      disabled={disabled}
      inputValue={text}
      // The options are already ranked by fuse.js; MUI must not filter them again.
      filterOptions={(list) => list}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, current) =>
        !isAddEntry(option) && !isAddEntry(current) && option.id === current.id
      }
      onInputChange={(_event, next) => {
        setText(next);
        onTextChange(next);
      }}
      onChange={(_event, next) => {
        if (next && isAddEntry(next)) {
          onAdd?.(next.add);
          return;
        }
        onChange(next);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {isAddEntry(option) ? (
            <>
              <Add fontSize="small" sx={{ mr: 1 }} aria-hidden />
              Add "{option.add}"
            </>
          ) : (
            option.name
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} size="small" error={Boolean(error)} helperText={error} />
      )}
      sx={{ minWidth: 200, flexGrow: 1 }}
    />
  );
}
