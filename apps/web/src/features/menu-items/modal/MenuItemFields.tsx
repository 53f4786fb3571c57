import { COURSE_TYPES, SERVING_VESSELS } from '@brigade/core';
import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import type { MenuItemFormValues } from '../menu-item-form';

/** A native select: plain with the keyboard, screen readers and on phones (as the recipe modal). */
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The menu item's own fields (spec 2 "Menu item modal", spec 3): name, servings (default 1), serving
 * size, course type, serving vessel (optional) and description.
 */
export function MenuItemFields() {
  const { control } = useFormContext<MenuItemFormValues>();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        fullWidth
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormTextField
        control={control}
        name="servings"
        label="Servings"
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
      />
      <FormTextField
        control={control}
        name="servingSize"
        label="Serving Size"
        required
        placeholder="e.g. 8 oz bowl"
      />
      <FormTextField control={control} name="courseType" label="Course Type" select slotProps={nativeSelect}>
        <option value="">Choose…</option>
        {COURSE_TYPES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="servingVessel"
        label="Serving Vessel"
        select
        slotProps={nativeSelect}
      >
        <option value="">None</option>
        {SERVING_VESSELS.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        required
        multiline
        minRows={2}
        fullWidth
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
