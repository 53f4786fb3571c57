import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export type MessageDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Closes the dialog: the close button, Escape and a click outside. */
  onClose: () => void;
  closeLabel?: string;
  /** Buttons shown before the close button. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Wider than a short message needs when there are three buttons to fit on one row. */
  maxWidth?: 'xs' | 'sm';
};

/** A titled message with one close button: outcomes of a form, errors, confirmations. */
export function MessageDialog({
  open,
  title,
  message,
  onClose,
  closeLabel = 'OK',
  actions,
  children,
  maxWidth = 'xs',
}: MessageDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {(message || children) && (
        <DialogContent>
          {message && <DialogContentText id={`${id}-message`}>{message}</DialogContentText>}
          {children}
        </DialogContent>
      )}
      <DialogActions>
        {actions}
        <Button variant="contained" onClick={onClose} autoFocus>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
