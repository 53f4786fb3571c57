import type { TBanquetEvent } from '@brigade/core';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';
import { ErrorDialog } from '../../../components/ErrorDialog';
import { MessageDialog } from '../../../components/MessageDialog';
import { isApiError } from '../../../lib/api';
import { deleteEvent, eventKeys } from '../api';
import { EVENT_TEXTS } from '../event-texts';

/** Why a dialog is over the event dialog. */
export type Prompt =
  | { kind: 'failed'; message: string; errors: string[] }
  | { kind: 'stale'; message: string }
  | { kind: 'delete' }
  | { kind: 'discard' }
  | null;

export const RELOAD_EVENT_TEXT =
  'Someone saved this event after you opened it. Reload it to see their version, then make your changes again.';

/**
 * The dialogs over the event dialog: a failed save (spec 8 'Error: Event not saved.' with the
 * server's text), a stale one (409), the delete confirmation (spec 4: on success the calendar reloads
 * and the dialog closes; on 400 the dialog closes; other failures are shown), and unsaved changes.
 */
export function EventPrompts({
  prompt,
  saved,
  onDismiss,
  onCloseDialog,
  onReload,
}: {
  prompt: Prompt;
  saved: TBanquetEvent | null;
  onDismiss: () => void;
  onCloseDialog: () => void;
  onReload?: () => void;
}) {
  const queryClient = useQueryClient();
  const deleteStatus = useRef<number | null>(null);
  if (!prompt) return null;

  if (prompt.kind === 'failed')
    return (
      <ErrorDialog
        open
        title={EVENT_TEXTS.saveFailed}
        message={prompt.message}
        onClose={onDismiss}
        closeLabel="Close"
      >
        {prompt.errors.length > 0 && (
          <ul aria-label="Errors">
            {prompt.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </ErrorDialog>
    );

  if (prompt.kind === 'stale')
    return (
      <MessageDialog
        open
        title={EVENT_TEXTS.saveFailed}
        message={`${prompt.message} ${RELOAD_EVENT_TEXT}`}
        onClose={onDismiss}
        closeLabel="Continue Editing"
        actions={onReload && <Button onClick={onReload}>Reload Event</Button>}
      />
    );

  if (prompt.kind === 'discard')
    return (
      <MessageDialog
        open
        title="Discard your changes?"
        message="This event has changes that are not saved."
        onClose={onDismiss}
        closeLabel="Keep Editing"
        actions={
          <Button color="error" onClick={onCloseDialog}>
            Discard
          </Button>
        }
      />
    );

  if (!saved) return null;
  return (
    <DeleteConfirmDialog
      open
      itemType="event"
      itemName={saved.title}
      onConfirm={async () => {
        deleteStatus.current = null;
        try {
          return await deleteEvent(saved.id);
        } catch (error) {
          deleteStatus.current = isApiError(error) ? error.status : 0;
          throw error;
        }
      }}
      onClose={(deleted) => {
        if (deleted) {
          queryClient.removeQueries({ queryKey: eventKeys.one(saved.id) });
          void queryClient.invalidateQueries({ queryKey: eventKeys.ranges });
          onCloseDialog();
        } else if (deleteStatus.current === 400) onCloseDialog();
        else onDismiss();
      }}
    />
  );
}
