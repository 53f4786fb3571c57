import { formSchema, VERSIONS_TO_KEEP_MESSAGE, ZKitchenSettings } from '@brigade/core';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { kitchenSettingsQuery, useSaveKitchenSettings } from '../../lib/kitchen-settings';
import { useCan } from '../../lib/use-can';

/** The field's text as the API's setting (core's rule: 1 to 500 whole versions). */
const keptForm = formSchema(ZKitchenSettings.shape.versionsToKeep);

/**
 * How many versions of each recipe, menu item, menu and event the kitchen keeps (a kitchen setting):
 * the oldest go first on the next save. Saved when the field is left with a whole number in range.
 */
export function VersionsKeptField() {
  const snackbar = useSnackbar();
  const settings = useQuery(kitchenSettingsQuery);
  const save = useSaveKitchenSettings();
  const editable = useCan()('updateKitchenSettings');
  const [draft, setDraft] = useState<string | null>(null);
  const stored = settings.data?.versionsToKeep;
  const text = draft ?? (stored === undefined ? '' : String(stored));
  const parsed = text.trim() === '' ? null : keptForm.safeParse(text);
  const n = parsed?.success ? parsed.data : undefined;
  const valid = n !== undefined;
  const commit = () => {
    if (!settings.data || !valid || n === stored) return;
    save.mutate(
      { targetFoodCostPercent: settings.data.targetFoodCostPercent, versionsToKeep: n },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => snackbar.error(`Setting not saved: ${errorMessage(error)}`),
      },
    );
  };
  return (
    <TextField
      label="Versions kept"
      value={text}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      disabled={!editable || !settings.data || save.isPending}
      error={!valid && text !== ''}
      helperText={
        !valid && text !== ''
          ? VERSIONS_TO_KEEP_MESSAGE
          : 'Of each recipe, menu item, menu and event: History shows them; the oldest go first.'
      }
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 420 }}
    />
  );
}
