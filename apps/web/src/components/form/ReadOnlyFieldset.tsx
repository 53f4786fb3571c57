import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A form's fields for a member whose role may only read them: one disabled fieldset
 * disables every native control inside and keeps the values legible; the buttons among the fields
 * (add a line, remove one, drag it, a picker's arrow) are hidden, not merely dead, since none of them
 * is the reader's to press; MUI's selects and sliders, which are not native controls, are kept from
 * opening by pointer. Without `readOnly` it adds nothing to the page.
 */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <Box
      component="fieldset"
      disabled
      sx={{
        display: 'contents',
        '& button, & .MuiSelect-icon, & .MuiNativeSelect-icon': { display: 'none' },
        '& .MuiSelect-select, & .MuiSlider-root': { pointerEvents: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
