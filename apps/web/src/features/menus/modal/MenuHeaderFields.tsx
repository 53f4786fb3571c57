import { SEASONS, yearOptions } from '@brigade/core';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import type { MenuFormValues } from '../menu-form';

/** Native selects: plain to use with the keyboard, screen readers and on phones. */
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Name, season (spec 3: Winter … Fall) and year (2010 through the current year + 2). */
export function MenuHeaderFields() {
  const { control } = useFormContext<MenuFormValues>();
  const year = useWatch({ control, name: 'year' });
  // A menu saved for a year that has since left the list still shows it.
  const years = useMemo(() => {
    const list = yearOptions().map(String);
    return year && !list.includes(year) ? [year, ...list] : list;
  }, [year]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'minmax(0, 3fr) repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <FormTextField control={control} name="season" label="Season" select slotProps={NATIVE} required>
        <option value="">Choose…</option>
        {SEASONS.map((season) => (
          <option key={season} value={season}>
            {season}
          </option>
        ))}
      </FormTextField>
      <FormTextField control={control} name="year" label="Year" select slotProps={NATIVE} required>
        <option value="">Choose…</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </FormTextField>
    </Box>
  );
}
