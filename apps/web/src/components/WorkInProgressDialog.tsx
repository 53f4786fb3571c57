import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export type WorkInProgressDialogProps = {
  open: boolean;
  /** The kind of item, capitalised as in the spec's texts: 'Ingredient', 'Recipe', 'Menu Item'. */
  itemType: string;
  /** True when the item has the minimum needed to save it (spec 4 "Work in progress"). */
  canSave: boolean;
  /** What is still missing: the validation messages. */
  errors?: string[];
  /** Overrides the warning title (e.g. spec 8 'Error: The Recipe was not saved'). */
  title?: string;
  /** Overrides the sentence under the title (e.g. the server's message). */
  message?: string;
  saving?: boolean;
  onSaveProgress?: () => void;
  onContinueEditing: () => void;
  onCloseAnyway: () => void;
};

/**
 * Warns about closing or saving an incomplete item (spec 4, texts of spec 8). With the minimum to
 * save it offers Save Progress or Continue Editing; otherwise it says progress will not be saved,
 * lists what is missing and offers Close Anyway or Continue Editing.
 */
export function WorkInProgressDialog({
  open,
  itemType,
  canSave,
  errors = [],
  title,
  message,
  saving = false,
  onSaveProgress,
  onContinueEditing,
  onCloseAnyway,
}: WorkInProgressDialogProps) {
  const id = useId();
  const savable = canSave && Boolean(onSaveProgress);
  const heading =
    title ??
    (savable
      ? `Warning: This ${itemType} is still considered a 'work in progess'`
      : `Warning: ${itemType} progress will not be saved`);
  const sentence =
    message ??
    (savable
      ? `The ${itemType.toLowerCase()} is not complete, but we can still save your progress.`
      : undefined);

  return (
    <Dialog open={open} onClose={onContinueEditing} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{heading}</DialogTitle>
      <DialogContent>
        {sentence && <DialogContentText>{sentence}</DialogContentText>}
        {errors.length > 0 && (
          <ul aria-label="Still missing">
            {errors.map((error) => (
              <li key={error}>
                <DialogContentText component="span">{error}</DialogContentText>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
      <DialogActions>
        {savable ? (
          <Button onClick={onSaveProgress} loading={saving}>
            Save Progress
          </Button>
        ) : (
          <Button color="error" onClick={onCloseAnyway}>
            Close Anyway
          </Button>
        )}
        <Button variant="contained" onClick={onContinueEditing} autoFocus>
          Continue Editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
