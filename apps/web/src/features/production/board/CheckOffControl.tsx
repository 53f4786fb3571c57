import type { TBatch } from '@brigade/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { checkOffText } from '../batch-text';

/**
 * A batch's "Done" box (44 px square, a gloved finger on a tablet), and who ticked it and when. The
 * box follows the plan in the cache, which the check-off call updates at once and puts back on failure.
 */
export function CheckOffControl({
  batch,
  disabled,
  onChange,
}: {
  batch: TBatch;
  disabled?: boolean;
  onChange: (done: boolean) => void;
}) {
  const done = batch.checkOff !== null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        label="Done"
        disabled={disabled}
        sx={{ mr: 0, minHeight: 44 }}
        control={
          <Checkbox
            checked={done}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Done: ${batch.recipe.name}` } }}
            sx={{ width: 44, height: 44 }}
          />
        }
      />
      {batch.checkOff && (
        <Typography variant="body2" color="text.secondary">
          {checkOffText(batch.checkOff)}
        </Typography>
      )}
    </Box>
  );
}
