import {
  formSchema,
  GUARANTEE_DAYS_MESSAGE,
  MAX_GUARANTEE_DAYS_BEFORE,
  ZKitchenSettings,
} from '@brigade/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { kitchenSettingsQuery, useSaveKitchenSettings } from '../../../lib/kitchen-settings';
import { useCan } from '../../../lib/use-can';
import { EVENTS_SNACKBAR_MS } from '../event-texts';

/** Days the API accepts (core's ZKitchenSettings: 0 to 60 whole days), or null. */
const daysForm = formSchema(ZKitchenSettings.shape.guaranteeDaysBefore);

export function parseGuaranteeDays(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = daysForm.safeParse(text);
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}

/**
 * The kitchen's guarantee deadline (GET/PUT /api/kitchen/settings): how many days before an event its
 * final guest count is due unless the event sets a date. New and re-saved events without a date take
 * it. A member whose role may not change the kitchen's settings reads it.
 */
export function GuaranteeSettingsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const settings = useQuery(kitchenSettingsQuery);
  const save = useSaveKitchenSettings();
  const editable = useCan()('updateKitchenSettings');
  const [text, setText] = useState('');
  const stored = settings.data?.guaranteeDaysBefore;
  useEffect(() => {
    if (stored !== undefined) setText(String(stored));
  }, [stored]);
  const days = parseGuaranteeDays(text);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (days === null || !settings.data) return;
    save.mutate(
      { targetFoodCostPercent: settings.data.targetFoodCostPercent, guaranteeDaysBefore: days },
      {
        onSuccess: () => {
          snackbar.success('Guarantee deadline saved', { autoHide: EVENTS_SNACKBAR_MS });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Guarantees</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            The final guest count of an event is due this many days before it, unless the event sets its own
            date.
          </DialogContentText>
          {(settings.error ?? save.error) && (
            <Alert severity="error">{errorMessage(settings.error ?? save.error)}</Alert>
          )}
          <TextField
            label="Guarantee due"
            type="number"
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={!editable || !settings.data}
            error={text !== '' && days === null}
            helperText={text !== '' && days === null ? GUARANTEE_DAYS_MESSAGE : undefined}
            slotProps={{
              htmlInput: { min: 0, max: MAX_GUARANTEE_DAYS_BEFORE, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">days before</InputAdornment> },
            }}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable && (
            <Button type="submit" variant="contained" disabled={days === null || save.isPending}>
              Save
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
