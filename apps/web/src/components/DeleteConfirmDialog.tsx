import type { TDeleteReply } from '@brigade/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../lib/api';

type Outcome = { ok: boolean; title: string; message: string };

type Phase = { step: 'confirm' } | { step: 'deleting' } | { step: 'done'; outcome: Outcome };

export type DeleteConfirmDialogProps = {
  open: boolean;
  /** What is deleted, as the user calls it: 'recipe', 'menu item'… */
  itemType: string;
  itemName: string;
  /**
   * Performs the delete and resolves to the server's `{ title, message }`; a rejection with an
   * ApiError shows the server's title and message too.
   */
  onConfirm: () => Promise<TDeleteReply>;
  /** Called when the dialog closes; deleted tells whether the server confirmed the delete. */
  onClose: (deleted: boolean) => void;
};

function failureOutcome(error: unknown): Outcome {
  return { ok: false, title: isApiError(error) ? error.title : 'Error', message: errorMessage(error) };
}

/**
 * Delete confirmation (spec 4 and 8): asks first, then shows the server's header and message with
 * 'Thanks!' on success or 'Oh, Ok' when the server answered with an error (status 400 or above).
 */
export function DeleteConfirmDialog({
  open,
  itemType,
  itemName,
  onConfirm,
  onClose,
}: DeleteConfirmDialogProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });

  const close = () => {
    if (phase.step === 'deleting') return;
    const deleted = phase.step === 'done' && phase.outcome.ok;
    setPhase({ step: 'confirm' });
    onClose(deleted);
  };

  const confirm = async () => {
    setPhase({ step: 'deleting' });
    try {
      const result = await onConfirm();
      setPhase({ step: 'done', outcome: { ok: true, title: result.title, message: result.message } });
    } catch (error) {
      setPhase({ step: 'done', outcome: failureOutcome(error) });
    }
  };

  const done = phase.step === 'done' ? phase.outcome : null;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{done ? done.title : `Delete ${itemType}`}</DialogTitle>
      <DialogContent>
        {done ? (
          <DialogContentText>{done.message}</DialogContentText>
        ) : (
          <>
            <DialogContentText>
              Are you sure you want to delete {itemType} <strong>{itemName}</strong>?
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>This action cannot be undone.</DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={close} autoFocus>
            {done.ok ? 'Thanks!' : 'Oh, Ok'}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={phase.step === 'deleting'}>
              Cancel
            </Button>
            <Button variant="contained" color="error" onClick={confirm} loading={phase.step === 'deleting'}>
              Delete
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
