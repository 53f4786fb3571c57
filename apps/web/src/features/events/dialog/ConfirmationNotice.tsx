import { formatMoney, type TBanquetEvent } from '@brigade/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api';
import { localMediumDateTime } from '../../../lib/date-format';
import { useConfirmEvent } from '../api';

/**
 * What a confirmed event keeps: when it was confirmed and by whom; once a recipe, a menu item or a
 * price it was confirmed with moved, "Changed since confirmed" with what changed, the cost agreed
 * beside the cost now, and Confirm again (the new versions and costs, the BEO revision raised).
 */
export function ConfirmationNotice({
  event,
  readOnly,
  dirty,
  onConfirmed,
}: {
  event: TBanquetEvent;
  readOnly: boolean;
  /** Unsaved edits: confirming would read the stored event, so it waits for a save. */
  dirty: boolean;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmEvent();
  const c = event.confirmation;
  if (!c) return null;
  const again = () =>
    confirm.mutate({ id: event.id, version: event.version }, { onSuccess: () => onConfirmed() });
  if (!c.changedSinceConfirmed)
    return (
      <Typography variant="caption" color="text.secondary">
        Confirmed {localMediumDateTime.format(new Date(c.confirmedAt))}
        {c.confirmedBy ? ` by ${c.confirmedBy}` : ''}: its recipes and costs are kept as agreed.
      </Typography>
    );
  return (
    <Alert
      severity="warning"
      sx={{ width: '100%' }}
      action={
        readOnly ? undefined : (
          <Button color="inherit" size="small" onClick={again} disabled={dirty || confirm.isPending}>
            Confirm again
          </Button>
        )
      }
    >
      <AlertTitle>Changed since confirmed</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {c.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </Box>
      <Typography variant="body2">
        The BEO, prep lists and production keep what was agreed ({formatMoney(c.foodCost)}); confirm again to
        take today’s recipes and costs ({formatMoney(c.currentFoodCost)}).
      </Typography>
      {confirm.isError && <Typography color="error">{errorMessage(confirm.error)}</Typography>}
    </Alert>
  );
}
