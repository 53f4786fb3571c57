import { ALLERGENS, allergenLabel, type TAllergen } from '@brigade/core';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Ours: the box that records "reviewed, and it has none of the nine" ([]), not the same as unreviewed. */
export const NONE_OF_THESE_LABEL = 'Reviewed — contains none of these';

/**
 * What an ingredient's allergens say, in one line: never reviewed (null), reviewed with none ([]), or
 * the ones it contains.
 */
export function allergenStatus(value: readonly TAllergen[] | null): {
  text: string;
  tone: 'warning' | 'success' | 'default';
} {
  if (value === null) return { text: 'Not reviewed yet', tone: 'warning' };
  if (value.length === 0) return { text: 'Reviewed: none of the major allergens', tone: 'success' };
  return { text: `Contains: ${value.map(allergenLabel).join(', ')}`, tone: 'default' };
}

/**
 * The allergens of an ingredient: one box per allergen of core's list, and a separate box
 * for "reviewed, contains none". null (never reviewed) stays null until the chef ticks something: a
 * missing review must never read as "none". Ticking an allergen clears "none" and the other way round;
 * clearing the last allergen goes back to "not reviewed", since "none" is a claim the chef makes with
 * its own box.
 */
export function AllergenPicker({
  value,
  onChange,
  helperText,
  disabled = false,
}: {
  value: readonly TAllergen[] | null;
  onChange: (value: TAllergen[] | null) => void;
  /** A line under the boxes (e.g. where proposals came from). */
  helperText?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const chosen = new Set(value ?? []);
  const status = allergenStatus(value);

  const toggle = (allergen: TAllergen, checked: boolean) => {
    const next = ALLERGENS.map((a) => a.value).filter((a) => (a === allergen ? checked : chosen.has(a)));
    onChange(next.length > 0 ? next : null);
  };

  return (
    <Box component="fieldset" aria-labelledby={`${id}-legend`} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={`${id}-legend`} component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
          Allergens
        </Typography>
        {/* "Not reviewed" keeps default text colours (orange text on white is below 4.5:1); its icon warns. */}
        <Chip
          size="small"
          variant={status.tone === 'default' ? 'filled' : 'outlined'}
          color={status.tone === 'warning' ? 'default' : status.tone}
          icon={status.tone === 'warning' ? <ReportProblemOutlined /> : undefined}
          label={status.text}
          aria-live="polite"
          sx={{ '& .MuiChip-icon': { color: 'warning.main' } }}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 1,
        }}
      >
        {ALLERGENS.map((a) => (
          <FormControlLabel
            key={a.value}
            label={a.label}
            disabled={disabled}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(a.value)}
                onChange={(event) => toggle(a.value, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
      <Divider sx={{ my: 0.5 }} />
      <FormControlLabel
        label={NONE_OF_THESE_LABEL}
        disabled={disabled}
        control={
          <Checkbox
            size="small"
            checked={value !== null && value.length === 0}
            onChange={(event) => onChange(event.target.checked ? [] : null)}
          />
        }
      />
      {helperText && <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText>}
    </Box>
  );
}
