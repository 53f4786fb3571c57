import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

/**
 * A text box in a grid's cell (a count, a number of packs): typing in it is the box's — the arrows move
 * the caret, Space is a space — not the grid's cell navigation; Tab leaves it as anywhere else.
 * Named by `label` (the row's thing and the column: "Butter packs in").
 */
export function GridInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'Tab') e.stopPropagation();
      }}
      sx={{ width: '100%' }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
    />
  );
}
