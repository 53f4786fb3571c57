import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { SnackAction, SnackSeverity } from './snackbar-types';

export type SnackbarViewProps = {
  id: number;
  message: string;
  severity: SnackSeverity;
  autoHide: number | null;
  action?: SnackAction;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
};

/** One message on screen; loaded with the first message so screens do not download it up front. */
export function SnackbarView({
  id,
  message,
  severity,
  autoHide,
  action,
  open,
  onClose,
  onExited,
}: SnackbarViewProps) {
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={autoHide}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        onClose={onClose}
        severity={severity}
        variant="filled"
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          action ? (
            <Button
              color="inherit"
              size="small"
              sx={{ minHeight: 44, fontWeight: 700 }}
              onClick={() => {
                action.run();
                onClose(undefined, 'action');
              }}
            >
              {action.label}
            </Button>
          ) : undefined
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
