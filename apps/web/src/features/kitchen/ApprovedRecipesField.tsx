import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { kitchenSettingsQuery, useSaveKitchenSettings } from '../../lib/kitchen-settings';
import { useCan } from '../../lib/use-can';

/**
 * "Only approved recipes on events" (a kitchen setting): an event's new menu lines must use recipes
 * a chef approved. Saved as soon as it is switched; a member who may not change the settings reads it.
 */
export function ApprovedRecipesField() {
  const snackbar = useSnackbar();
  const settings = useQuery(kitchenSettingsQuery);
  const save = useSaveKitchenSettings();
  const editable = useCan()('updateKitchenSettings');
  const checked = settings.data?.onlyApprovedRecipesOnEvents ?? false;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!editable || !settings.data || save.isPending}
            onChange={(event) => {
              if (!settings.data) return;
              save.mutate(
                {
                  targetFoodCostPercent: settings.data.targetFoodCostPercent,
                  onlyApprovedRecipesOnEvents: event.target.checked,
                },
                { onError: (error) => snackbar.error(`Setting not saved: ${errorMessage(error)}`) },
              );
            }}
          />
        }
        label="Only approved recipes on events"
      />
      <FormHelperText>
        A menu item goes onto an event only once a chef approved each of its recipes.
      </FormHelperText>
    </Box>
  );
}
