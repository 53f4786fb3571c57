import type { TInventory } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MessageDialog } from '../../../components/MessageDialog';
import { stockText } from '../quantities';
import { countedText } from './counted-text';

type Line = TInventory['lines'][number];

/** An ingredient's stock by storage area, over the on-hand grid; Close, Escape or a click outside shuts it. */
export function StorageAreasDialog({ line, onClose }: { line: Line | null; onClose: () => void }) {
  // The last line shown stays while the dialog fades out.
  const [shown, setShown] = useState(line);
  if (line !== null && line !== shown) setShown(line);
  return (
    <MessageDialog
      open={line !== null}
      title={shown ? `${shown.name} by storage area` : ''}
      onClose={onClose}
      closeLabel="Close"
      maxWidth="sm"
    >
      {shown && <AreaList line={shown} />}
    </MessageDialog>
  );
}

/**
 * Each area's last count; deliveries, the events' use and waste since are in the usual area (the
 * one counted last), so the areas add up to on hand.
 */
function AreaList({ line }: { line: Line }) {
  return (
    <Box
      component="ul"
      aria-label={`${line.name} by storage area`}
      sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}
    >
      {line.areas.map((a) => (
        <li key={a.storageArea.id}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {`${a.storageArea.name}: ${stockText(a.onHand, line.units)}`}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {` — counted ${stockText(a.counted, line.units)} on ${countedText(a.countedAt)}`}
            {a.usual && a.onHand !== a.counted && ', with what was received, used and wasted since'}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
