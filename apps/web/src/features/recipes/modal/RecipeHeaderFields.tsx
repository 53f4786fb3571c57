import {
  isCountYield,
  MAX_LEAD_TIME_DAYS,
  MAX_SHELF_LIFE_DAYS,
  MIN_LEAD_TIME_DAYS,
  MIN_SHELF_LIFE_DAYS,
  PORTION_NAME_MAX,
  RECIPE_CATEGORY_LABELS,
  TEAMS,
  YIELD_UNIT_CHOICES,
  yieldText,
} from '@brigade/core';
import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { numberOrNull } from '../../../lib/form-values';
import type { RecipeFormValues } from '../recipe-form';

/** Native selects: plain to use with the keyboard, screen readers and on phones. */
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

const LOCKED_TEXT =
  'Yield units are locked once saved: recipes and menu items using this one measure it in them.';

/**
 * Name, category, prep team, yield and yield units (a counted yield with its portion name), lead time and shelf life (the production plan). Yield units of a saved recipe are locked (spec 4)
 * until the cook unlocks them on purpose.
 */
export function RecipeHeaderFields({
  showCategory,
  unitsLocked,
  onUnlockUnits,
}: {
  showCategory: boolean;
  unitsLocked: boolean;
  onUnlockUnits: () => void;
}) {
  const { control } = useFormContext<RecipeFormValues>();
  // A saved recipe yielding another unit (from before the choices were narrowed) still shows it.
  const units = useWatch({ control, name: 'yieldUnits' });
  const quantity = useWatch({ control, name: 'yieldQuantity' });
  const portion = useWatch({ control, name: 'portionName' });
  // A counted yield may name its portion: 24 Each of "cookie" reads "24 cookies" everywhere.
  const counted = isCountYield(units);
  const shownYield = yieldText({
    yieldQuantity: numberOrNull(quantity),
    yieldUnits: units,
    portionName: portion,
  });
  const unitChoices: string[] =
    units && !(YIELD_UNIT_CHOICES as readonly string[]).includes(units)
      ? [units, ...YIELD_UNIT_CHOICES]
      : [...YIELD_UNIT_CHOICES];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        sx={{ gridColumn: { sm: 'span 3' } }}
      />
      {showCategory && (
        <FormTextField
          control={control}
          name="category"
          label="Category"
          select
          slotProps={NATIVE}
          required
          sx={{ gridColumn: { sm: 'span 3' } }}
        >
          <option value="">Choose…</option>
          {RECIPE_CATEGORY_LABELS.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </FormTextField>
      )}
      <FormTextField
        control={control}
        name="yieldQuantity"
        label="Yield"
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, gridColumn: { sm: 'span 2' } }}>
        <FormTextField
          control={control}
          name="yieldUnits"
          label="Yield Units"
          select
          slotProps={NATIVE}
          required
          disabled={unitsLocked}
          sx={{ flexGrow: 1 }}
        >
          <option value="">Choose…</option>
          {unitChoices.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </FormTextField>
        {unitsLocked ? (
          <Tooltip title={LOCKED_TEXT}>
            <IconButton aria-label="Unlock yield units" onClick={onUnlockUnits} sx={{ mt: 1 }}>
              <Lock fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      {counted && (
        <FormTextField
          control={control}
          name="portionName"
          label="Portion name"
          placeholder="cookie"
          helperText={shownYield ? `Yield: ${shownYield}` : 'What one counted unit is'}
          slotProps={{ htmlInput: { maxLength: PORTION_NAME_MAX }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
      )}
      <FormTextField
        control={control}
        name="team"
        label="Team"
        select
        slotProps={NATIVE}
        required
        sx={{ gridColumn: { sm: 'span 2' } }}
      >
        <option value="">Choose…</option>
        {TEAMS.map((team) => (
          <option key={team} value={team}>
            {team}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="leadTimeDays"
        label="Lead Time (days)"
        type="number"
        helperText="Made this many days before it is used"
        slotProps={{ htmlInput: { min: MIN_LEAD_TIME_DAYS, max: MAX_LEAD_TIME_DAYS, step: 1 } }}
        sx={{ gridColumn: { sm: counted ? 'span 2' : 'span 3' } }}
      />
      <FormTextField
        control={control}
        name="shelfLifeDays"
        label="Shelf Life (days)"
        type="number"
        helperText="Keeps this many days once made; blank when not known"
        slotProps={{ htmlInput: { min: MIN_SHELF_LIFE_DAYS, max: MAX_SHELF_LIFE_DAYS, step: 1 } }}
        sx={{ gridColumn: { sm: counted ? 'span 2' : 'span 3' } }}
      />
    </Box>
  );
}
