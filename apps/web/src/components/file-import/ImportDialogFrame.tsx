import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, type RefObject, useId } from 'react';

/**
 * The frame of a dialog that brings a file in (a price list, a recipe, a spreadsheet of ingredients):
 * its title with a Close button, full screen on a phone, a content column and its actions. While
 * `busy` it cannot be closed (a half-sent import is not abandoned by a stray click).
 */
export function ImportDialogFrame({
  title,
  busy,
  onClose,
  actions,
  maxWidth = 'md',
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  actions: ReactNode;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start', minHeight: 240 }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </Dialog>
  );
}

/** A file being read: its name, how far (0–1), and a bar. */
export function ReadingProgress({ fileName, progress }: { fileName: string; progress: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{`Reading ${fileName}… ${Math.round(progress * 100)} %`}</Typography>
      <LinearProgress variant="determinate" value={progress * 100} aria-label={`Reading ${fileName}`} />
    </Box>
  );
}

/** Opens a hidden file input's chooser afresh (the same file may be chosen again). */
export function chooseFile(input: HTMLInputElement | null) {
  if (!input) return;
  input.value = '';
  input.click();
}

/** The hidden file input a "Choose a file" button opens (chooseFile); the chosen file goes to `onFile`. */
export function HiddenFileInput({
  ref,
  accept,
  label,
  onFile,
}: {
  ref: RefObject<HTMLInputElement | null>;
  accept: string;
  label: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      hidden
      onChange={(event) => onFile(event.target.files?.[0])}
    />
  );
}
