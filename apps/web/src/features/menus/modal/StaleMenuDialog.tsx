import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { MessageDialog } from '../../../components/MessageDialog';

export const RELOAD_TEXT =
  'Your changes were not saved. Reload the menu to see the saved version, then make them again.';

/**
 * An update refused because someone saved the menu since it was opened (409, stale version): the
 * spec 8 title and the server's message, with a way to reload the menu as it now is, besides
 * Close Anyway and Continue Editing.
 */
export function StaleMenuDialog({
  title,
  message,
  onReload,
  onContinueEditing,
  onCloseAnyway,
}: {
  title: string;
  message: string;
  onReload?: () => void;
  onContinueEditing: () => void;
  onCloseAnyway: () => void;
}) {
  return (
    <MessageDialog
      open
      title={title}
      message={message}
      onClose={onContinueEditing}
      closeLabel="Continue Editing"
      actions={
        <>
          <Button color="error" onClick={onCloseAnyway}>
            Close Anyway
          </Button>
          {onReload && <Button onClick={onReload}>Reload Menu</Button>}
        </>
      }
    >
      {onReload && <DialogContentText sx={{ mt: 1 }}>{RELOAD_TEXT}</DialogContentText>}
    </MessageDialog>
  );
}
