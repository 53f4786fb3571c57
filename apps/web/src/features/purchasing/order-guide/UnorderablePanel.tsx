import type { TOrderGuideResponse } from '@brigade/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { neededText } from './quantities';

type Unorderable = TOrderGuideResponse['unorderable'];

/**
 * The needs that cannot be ordered as they stand (no price, or no way into the pack's units): never
 * dropped, each with what the chef must add, since the order would otherwise silently miss them.
 */
export function UnorderablePanel({ lines }: { lines: Unorderable }) {
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label="Cannot be ordered as is">
      {/* A note, not an alert: it is part of the page, not news to interrupt a screen reader with. */}
      <Alert severity="warning" role="note">
        <AlertTitle>Cannot be ordered as is</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 0.5 }}>
          {lines.map((line) => (
            <li key={`${line.ingredientId}-${line.units}`}>
              <strong>{line.name}</strong> ({neededText(line.quantity, line.units)}, {line.vendor.name}):{' '}
              {line.message}
            </li>
          ))}
        </Box>
      </Alert>
    </Box>
  );
}
