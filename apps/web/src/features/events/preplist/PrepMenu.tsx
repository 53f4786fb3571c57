import { PLATING_STYLES, type TPlatingStyle } from '@brigade/core';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PrepLine } from './use-prep-lines';

type Props = {
  lines: PrepLine[];
  onQuantity: (index: number, text: string) => void;
  /** Without it the plating style is shown, not offered (it is chosen on the Event BEO tab). */
  onPlating?: (index: number, plating: TPlatingStyle) => void;
};

/** The event menu by section, each item with its plating style and the prep quantity to prepare. */
export function PrepMenu({ lines, onQuantity, onPlating }: Props) {
  const sections = new Map<string, { line: PrepLine; index: number }[]>();
  lines.forEach((line, index) => {
    const name = line.line.menuSectionItem.section?.trim() || 'Menu';
    sections.set(name, [...(sections.get(name) ?? []), { line, index }]);
  });
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
            {rows.map(({ line, index }) => (
              <PrepMenuRow
                key={line.key}
                line={line}
                onQuantity={(text) => onQuantity(index, text)}
                onPlating={onPlating && ((plating) => onPlating(index, plating))}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function PrepMenuRow({
  line,
  onQuantity,
  onPlating,
}: {
  line: PrepLine;
  onQuantity: (text: string) => void;
  onPlating?: (plating: TPlatingStyle) => void;
}) {
  const name = line.line.menuSectionItem.menuItem.name;
  const quantityError = line.issues.find((i) => i.path[2] === 'prepQuantity')?.message;
  const platingError = line.issues.find((i) => i.path[2] === 'plating')?.message;
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Typography sx={{ flex: '1 1 180px', fontWeight: 600, pt: 1 }}>{name}</Typography>
      {onPlating ? (
        <TextField
          select
          size="small"
          label="Plating"
          value={line.line.plating ?? ''}
          onChange={(e) => onPlating(e.target.value as TPlatingStyle)}
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
      ) : (
        <Typography sx={{ width: 160, pt: 1 }} color={platingError ? 'error' : undefined}>
          {line.line.plating ?? platingError}
        </Typography>
      )}
      <TextField
        type="number"
        size="small"
        label="Prep Quantity"
        value={line.text}
        onChange={(e) => onQuantity(e.target.value)}
        error={Boolean(quantityError)}
        helperText={quantityError}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'decimal' } }}
        sx={{ width: 150 }}
      />
    </Box>
  );
}
