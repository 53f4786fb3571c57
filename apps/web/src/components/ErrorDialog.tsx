import Button from '@mui/material/Button';
import { MessageDialog, type MessageDialogProps } from './MessageDialog';

export type ErrorDialogProps = Omit<MessageDialogProps, 'actions'> & {
  /** When given, a Delete button is offered too. */
  onDelete?: () => void;
  deleteLabel?: string;
};

/** The common error dialog (spec 2 "Common dialogs"): Cancel or a custom button, and an optional Delete. */
export function ErrorDialog({
  closeLabel = 'Cancel',
  onDelete,
  deleteLabel = 'Delete',
  ...props
}: ErrorDialogProps) {
  return (
    <MessageDialog
      {...props}
      closeLabel={closeLabel}
      actions={
        onDelete && (
          <Button color="error" onClick={onDelete}>
            {deleteLabel}
          </Button>
        )
      }
    />
  );
}
