import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { MessageDialog } from '../MessageDialog';

/**
 * An update refused because someone saved the record since it was opened (409, stale version): the
 * spec 8 failure dialog (its title, the server's message, Close Anyway and Continue Editing) plus
 * "Reload {what}", which reads the record afresh — the edits made here are then dropped, and the
 * dialog says so (the server's message has already said to reload). The menu item and menu forms use it (use-form-save.ts's 'stale' prompt).
 */
export function StaleVersionDialog({
  what,
  title,
  message,
  onReload,
  onContinueEditing,
  onCloseAnyway,
}: {
  /** The record as its button names it: 'Menu Item', 'Menu'. */
  what: string;
  title: string;
  message: string;
  onReload: () => void | Promise<void>;
  onContinueEditing: () => void;
  onCloseAnyway: () => void;
}) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <MessageDialog
      open
      title={title}
      message={message}
      onClose={onContinueEditing}
      closeLabel="Continue Editing"
      maxWidth="sm"
      actions={
        <>
          <Button color="error" onClick={onCloseAnyway}>
            Close Anyway
          </Button>
          <Button onClick={reload} loading={reloading}>
            Reload {what}
          </Button>
        </>
      }
    >
      {/* The server's message already says to reload; this says what the button costs. */}
      <DialogContentText sx={{ mt: 1 }}>
        Reload {what} shows the saved version; the changes made here are then lost.
      </DialogContentText>
    </MessageDialog>
  );
}
