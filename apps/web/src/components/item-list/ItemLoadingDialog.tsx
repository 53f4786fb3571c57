import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../lib/api';

/**
 * What an item's modal shows while the item it opens is read: a spinner, or why it could not be
 * read, with Close. `itemType` is lower case: 'ingredient' → "Loading the ingredient".
 */
export function ItemLoadingDialog({
  titleId,
  itemType,
  error,
  onClose,
}: {
  titleId: string;
  itemType: string;
  /** The failed read, if it failed. */
  error?: unknown;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ textTransform: 'capitalize' }}>
        {itemType}
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={`Loading the ${itemType}`} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
