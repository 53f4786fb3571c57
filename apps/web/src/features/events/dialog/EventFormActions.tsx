import type { TBanquetEvent } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Tooltip from '@mui/material/Tooltip';
import { beoPath } from '../beo/beo-path';

/**
 * The dialog's buttons (spec 2): Delete and Print BEO for a stored event, Back and Next between the
 * two steps of the Event BEO tab (`step` null on the Prep List tab), and Save Event. Read-only (issue
 * 20): Print BEO, Back and Next, and Close instead of Save.
 */
export function EventFormActions({
  step,
  saved,
  dirty,
  saving,
  readOnly,
  onBack,
  onNext,
  onDelete,
  onClose,
}: {
  step: number | null;
  saved: TBanquetEvent | null;
  dirty: boolean;
  saving: boolean;
  readOnly: boolean;
  onBack: () => void;
  onNext: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <DialogActions
      sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
    >
      {saved && (
        <>
          {!readOnly && (
            <Button color="error" onClick={onDelete} disabled={saving}>
              Delete
            </Button>
          )}
          <Tooltip
            title={dirty ? 'Prints the saved event: save to print your changes' : 'Open the printable BEO'}
          >
            <Button
              component="a"
              href={beoPath(saved.id)}
              target="_blank"
              // The new tab needs this tab's session (sessionStorage), which only a tab that keeps its
              // opener gets; the page is our own.
              rel="opener"
              startIcon={<Print />}
            >
              Print BEO
            </Button>
          </Tooltip>
        </>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {step !== null && (
        <Button onClick={onBack} disabled={step === 0 || saving}>
          Back
        </Button>
      )}
      {step === 0 && (
        <Button variant="outlined" onClick={onNext}>
          Next
        </Button>
      )}
      {readOnly ? (
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      ) : (
        <Button type="submit" variant="contained" loading={saving}>
          Save Event
        </Button>
      )}
    </DialogActions>
  );
}
