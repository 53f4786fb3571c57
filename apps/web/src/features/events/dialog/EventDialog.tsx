import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ErrorDialog } from '../../../components/ErrorDialog';
import { errorMessage } from '../../../lib/api';
import { eventQuery } from '../../../lib/event-query';
import { eventToValues, newEventValues } from '../event-form';
import { EventForm } from './EventForm';

/** What the dialog opens on: a stored event, or a new one for a calendar slot. */
export type EventDialogTarget = { eventId: number } | { slot: { start: Date; end: Date; allDay: boolean } };

/** Shown when GET /api/events/{id} fails (the event was deleted meanwhile, or the network is down). */
export const EVENT_LOAD_FAILED = 'Error: The Event could not be loaded';

/**
 * The event dialog (spec 2): a stored event is read fresh (its save sends the version back), then
 * the form shows; a new event starts from the selected slot.
 */
export function EventDialog({
  target,
  readOnly = false,
  onClose,
}: {
  target: EventDialogTarget;
  /** The member's role may only read events: no Save or Delete; prep lists and print stay. */
  readOnly?: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const eventId = 'eventId' in target ? target.eventId : null;
  const loaded = useQuery({ ...eventQuery(eventId ?? 0), enabled: eventId !== null, staleTime: 0 });
  // Bumped by "Reload Event" after a 409: the form starts over from the event as read again.
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must give new values.
  const values = useMemo(() => (loaded.data ? eventToValues(loaded.data) : null), [loaded.data, generation]);
  const [fresh] = useState(() => ('slot' in target ? newEventValues(target.slot) : null));

  if (fresh) return <EventForm titleId={titleId} values={fresh} saved={null} onClose={onClose} />;
  if (loaded.isError)
    return (
      <ErrorDialog
        open
        title={EVENT_LOAD_FAILED}
        message={errorMessage(loaded.error)}
        onClose={onClose}
        closeLabel="Close"
      />
    );
  if (loaded.data && values && loaded.isFetchedAfterMount)
    return (
      <EventForm
        key={generation}
        titleId={titleId}
        values={values}
        saved={loaded.data}
        readOnly={readOnly}
        onClose={onClose}
        onReload={() => {
          void loaded.refetch().then(() => setGeneration((g) => g + 1));
        }}
      />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Event</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the event" />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
