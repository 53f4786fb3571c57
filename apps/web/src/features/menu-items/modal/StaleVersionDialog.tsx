import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

/**
 * An update refused because someone saved the menu item since it was opened (409, stale version): the
 * spec 8 failure dialog ('Error: The Menu Item was not updated', the server's message, Close Anyway and
 * Continue Editing) plus Reload, which reads the item afresh — the edits made here are then dropped,
 * and the dialog says so.
 */
export function StaleVersionDialog({
  title,
  message,
  onReload,
  onContinueEditing,
  onCloseAnyway,
}: {
  title: string;
  message: string;
  onReload: () => Promise<void>;
  onContinueEditing: () => void;
  onCloseAnyway: () => void;
}) {
  const id = useId();
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
    <Dialog open onClose={onContinueEditing} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Reload the menu item to see the saved version; the changes made here are then lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onCloseAnyway}>
          Close Anyway
        </Button>
        <Button onClick={reload} loading={reloading}>
          Reload Menu Item
        </Button>
        <Button variant="contained" onClick={onContinueEditing} autoFocus>
          Continue Editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
