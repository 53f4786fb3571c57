import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import type { EventFormValues } from '../event-form';
import { BeoFields } from './BeoFields';

const shrink = { inputLabel: { shrink: true } } as const;

/**
 * Step 1, Event Details (spec 5): title, start and end date and time, all day, Number of Guests and
 * location, then what the banquet event order carries. Messages come from core's schemas.
 */
export function EventDetailsStep() {
  const { control } = useFormContext<EventFormValues>();
  const allDay = useWatch({ control, name: 'allDay' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={control} name="title" label="Title" required fullWidth />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: allDay ? '1fr 1fr auto' : '1fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          name="startDate"
          label="Start date"
          type="date"
          required
          slotProps={shrink}
        />
        {!allDay && (
          <FormTextField
            control={control}
            name="startTime"
            label="Start time"
            type="time"
            required
            slotProps={shrink}
          />
        )}
        <FormTextField
          control={control}
          name="endDate"
          label="End date"
          type="date"
          required
          slotProps={shrink}
        />
        {!allDay && (
          <FormTextField
            control={control}
            name="endTime"
            label="End time"
            type="time"
            required
            slotProps={shrink}
          />
        )}
        <AllDayCheckbox />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
        <GuestCountField />
        <FormTextField control={control} name="location" label="Location" required fullWidth />
      </Box>
      <BeoFields />
    </Box>
  );
}

/**
 * All day: the times do not apply (the event covers whole days). They are kept aside, so unticking
 * brings them back.
 */
function AllDayCheckbox() {
  const { control, getValues, setValue } = useFormContext<EventFormValues>();
  const { field } = useController({ control, name: 'allDay' });
  const kept = useRef({ startTime: '09:00', endTime: '10:00' });
  const toggle = (checked: boolean) => {
    if (checked) {
      const { startTime, endTime } = getValues();
      if (startTime && endTime) kept.current = { startTime, endTime };
      setValue('startTime', '00:00', { shouldDirty: true });
      setValue('endTime', '00:00', { shouldDirty: true });
    } else {
      setValue('startTime', kept.current.startTime, { shouldDirty: true });
      setValue('endTime', kept.current.endTime, { shouldDirty: true });
    }
    field.onChange(checked);
  };
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Checkbox
          checked={field.value}
          onChange={(e) => toggle(e.target.checked)}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label="All day"
    />
  );
}

/**
 * Number of Guests. Menu lines whose prep quantity still equals the guest count (its default) follow
 * a new count; a quantity the chef typed stays.
 */
function GuestCountField() {
  const { control, getValues, setValue } = useFormContext<EventFormValues>();
  const { field, fieldState } = useController({ control, name: 'guestCount' });
  const change = (next: string) => {
    const previous = field.value.trim();
    getValues('banquetEventMenuSectionItems').forEach((line, i) => {
      if (line.prepQuantity.trim() === previous)
        setValue(`banquetEventMenuSectionItems.${i}.prepQuantity`, next.trim(), { shouldDirty: true });
    });
    field.onChange(next);
  };
  return (
    <TextField
      label="Number of Guests"
      type="number"
      required
      value={field.value}
      onChange={(e) => change(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
    />
  );
}
