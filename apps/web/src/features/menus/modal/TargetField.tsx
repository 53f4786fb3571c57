import { formSchema, TARGET_FOOD_COST_MESSAGE, ZKitchenSettings } from '@brigade/core';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useSaveKitchenSettings } from '../../../lib/kitchen-settings';
import { useCan } from '../../../lib/use-can';

const targetForm = formSchema(ZKitchenSettings.pick({ targetFoodCostPercent: true }));

/** A target the API accepts (core's ZKitchenSettings: 1 to 100), or null. */
export function parseTarget(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = targetForm.safeParse({ targetFoodCostPercent: text });
  return parsed.success ? parsed.data.targetFoodCostPercent : null;
}

/**
 * The kitchen's target food-cost % (GET/PUT /api/kitchen/settings), edited in place: the figures
 * recolour as it is typed, and it is saved for the whole kitchen when the field is left or Enter is
 * pressed. A member whose role may not change the kitchen's settings reads it.
 */
export function TargetField({ target, onPreview }: { target: number; onPreview: (value: number) => void }) {
  const snackbar = useSnackbar();
  const save = useSaveKitchenSettings();
  const editable = useCan()('updateKitchenSettings');
  const [text, setText] = useState(String(target));
  useEffect(() => setText(String(target)), [target]);
  const value = parseTarget(text);

  const commit = () => {
    if (value === null) {
      setText(String(target));
      onPreview(target);
      return;
    }
    if (value === target) return;
    save.mutate(
      // the other settings are left out: kept as they are
      { targetFoodCostPercent: value },
      {
        onError: (error) => {
          snackbar.error(`Target not saved: ${errorMessage(error)}`);
          setText(String(target));
          onPreview(target);
        },
      },
    );
  };

  return (
    <TextField
      label="Target food cost"
      type="number"
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseTarget(event.target.value);
        if (next !== null) onPreview(next);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          // Not the form's submit: Enter here only sets the target.
          event.preventDefault();
          commit();
        }
      }}
      disabled={!editable}
      error={value === null}
      helperText={value === null ? TARGET_FOOD_COST_MESSAGE : undefined}
      slotProps={{
        htmlInput: { min: 1, max: 100, step: 0.5 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
      sx={{ width: 170 }}
    />
  );
}
