import { MEASUREMENT_SYSTEMS, type TMeasurementSystem } from '@brigade/core';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { kitchenSettingsQuery, useSaveKitchenSettings } from '../../lib/kitchen-settings';
import { useCan } from '../../lib/use-can';

const LABELS: Record<TMeasurementSystem, string> = {
  us: 'US (cups, ounces, pounds)',
  metric: 'Metric (milliliters, liters, grams, kilograms)',
};

/**
 * The kitchen's measures (a kitchen setting): scaled recipes, prep lists and prints show quantities in
 * them. Saved as soon as it is chosen; a member who may not change the settings reads it.
 */
export function MeasurementSystemField() {
  const id = useId();
  const snackbar = useSnackbar();
  const settings = useQuery(kitchenSettingsQuery);
  const save = useSaveKitchenSettings();
  const editable = useCan()('updateKitchenSettings');
  const value = settings.data?.measurementSystem;
  const choose = (system: TMeasurementSystem) => {
    if (!settings.data || system === value) return;
    save.mutate(
      { targetFoodCostPercent: settings.data.targetFoodCostPercent, measurementSystem: system },
      { onError: (error) => snackbar.error(`Measures not saved: ${errorMessage(error)}`) },
    );
  };
  return (
    <FormControl component="fieldset" disabled={!editable || !settings.data || save.isPending}>
      <FormLabel component="legend" id={id} sx={{ fontWeight: 600, color: 'text.primary' }}>
        Measures
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        row
        value={value ?? ''}
        onChange={(event) => choose(event.target.value as TMeasurementSystem)}
      >
        {MEASUREMENT_SYSTEMS.map((system) => (
          <FormControlLabel key={system} value={system} control={<Radio />} label={LABELS[system]} />
        ))}
      </RadioGroup>
      <FormHelperText>
        Scaled recipes, prep lists and prints show quantities in these measures.
      </FormHelperText>
    </FormControl>
  );
}
