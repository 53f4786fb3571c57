import { PLATING_STYLES } from '@brigade/core';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../event-form';
import type { PrepLine } from './prep-lines';

/**
 * The event menu by section, each item with its plating style and the prep quantity to prepare:
 * the event dialog's own form fields (what is typed here is what the Event BEO tab shows and saves).
 */
export function PrepMenu({ lines }: { lines: PrepLine[] }) {
  const sections = new Map<string, PrepLine[]>();
  for (const line of lines) {
    const name = line.line.menuSectionItem.section?.trim() || 'Menu';
    sections.set(name, [...(sections.get(name) ?? []), line]);
  }
  if (lines.length === 0)
    return (
      <Typography color="text.secondary">
        The event menu is empty: add menu items on the Event BEO tab.
      </Typography>
    );
  return (
    <Box component="section" aria-label="Event menu" sx={{ display: 'grid', gap: 2 }}>
      {[...sections].map(([section, rows]) => (
        <Box key={section}>
          <Typography variant="overline" component="h4" color="text.secondary">
            {section}
          </Typography>
          <Box
            component="ul"
            aria-label={section}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {rows.map((line) => (
              <PrepMenuRow key={line.key} line={line} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function PrepMenuRow({ line }: { line: PrepLine }) {
  const { control } = useFormContext<EventFormValues>();
  const name = `banquetEventMenuSectionItems.${line.index}` as const;
  const plating = useController({ control, name: `${name}.plating` }).field;
  const quantity = useController({ control, name: `${name}.prepQuantity` }).field;
  const menuItemName = line.line.menuSectionItem.menuItem.name;
  const quantityError = line.issues.find((i) => i.path[2] === 'prepQuantity')?.message;
  const platingError = line.issues.find((i) => i.path[2] === 'plating')?.message;
  return (
    <Box
      component="li"
      aria-label={menuItemName}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Typography sx={{ flex: '1 1 180px', fontWeight: 600, pt: 1 }}>{menuItemName}</Typography>
      <TextField
        select
        size="small"
        label="Plating"
        name={plating.name}
        value={plating.value}
        inputRef={plating.ref}
        onChange={plating.onChange}
        onBlur={plating.onBlur}
        error={Boolean(platingError)}
        helperText={platingError}
        sx={{ width: 160 }}
      >
        {PLATING_STYLES.map((style) => (
          <MenuItem key={style} value={style}>
            {style}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        size="small"
        label="Prep Quantity"
        name={quantity.name}
        value={quantity.value}
        inputRef={quantity.ref}
        onChange={quantity.onChange}
        onBlur={quantity.onBlur}
        error={Boolean(quantityError)}
        helperText={quantityError}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'decimal' } }}
        sx={{ width: 150 }}
      />
    </Box>
  );
}
