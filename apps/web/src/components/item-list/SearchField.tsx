import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** Spec 4 and 9: a search waits until typing has paused for 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export type SearchFieldProps = {
  /** The search in effect. */
  value: string;
  /** Called with the typed text once typing pauses. */
  onSearch: (text: string) => void;
  placeholder: string;
  disabled?: boolean;
};

/** The list header's search box: shows what is typed at once, searches after the pause. */
export function SearchField({ value, onSearch, placeholder, disabled = false }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // A search changed from outside (another page, a reset) shows in the box.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      disabled={disabled}
      sx={{ minWidth: { xs: '100%', sm: 300 } }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
