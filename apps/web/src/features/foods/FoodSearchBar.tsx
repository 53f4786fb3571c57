import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

/** Spec 2: a search box and a Search button; Enter in the box searches too (it submits the form). */
export function FoodSearchBar({
  initialText,
  onSearch,
}: {
  initialText: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initialText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Food database"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', maxWidth: 700, mb: 2 }}
    >
      <TextField
        type="search"
        label="Search foods"
        placeholder="e.g. butter, chicken breast, tomatoes"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />}>
        Search
      </Button>
    </Box>
  );
}
