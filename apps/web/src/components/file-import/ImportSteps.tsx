import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Work under way with no measure of how far (a request): what is done, and a running bar. */
export function BusyProgress({ text, label }: { text: string; label: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{text}</Typography>
      <LinearProgress aria-label={label} />
    </Box>
  );
}

/**
 * Above a spreadsheet's preview: the import under way (`importing`: its sentence), why the last import
 * was refused (`problem`), and a file cut at the import's most rows (`truncated`).
 */
export function PreviewNotes({
  importing,
  problem,
  truncated,
}: {
  importing?: string;
  problem?: string;
  truncated: boolean;
}) {
  return (
    <>
      {importing && <BusyProgress text={importing} label="Importing" />}
      {!importing && problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {truncated && (
        <Alert severity="warning">
          Only the first 5,000 rows are read: split the file to import the rest.
        </Alert>
      )}
    </>
  );
}

/**
 * After an import: what it made (`imported`, with `children` below it) while its Undo may be pressed,
 * a bar while the Undo runs, and what the Undo removed (`undone`).
 */
export function ImportOutcome({
  imported,
  problem,
  undoing,
  undone,
  children,
}: {
  imported?: { title: string; message: string };
  /** Why the Undo did not happen (the import stands). */
  problem?: string;
  undoing: boolean;
  undone?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {imported && (
        <Alert severity="success" role="status">
          <AlertTitle>{imported.title}</AlertTitle>
          {imported.message}
        </Alert>
      )}
      {imported && problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {imported && children}
      {undoing && <LinearProgress aria-label="Undoing" />}
      {undone && (
        <Alert severity="info" role="status">
          {undone}
        </Alert>
      )}
    </>
  );
}

/**
 * A spreadsheet import's buttons: on the preview, Choose another file and the import (`importLabel`,
 * disabled while a row is wrong); after it, Undo import; Close always (not while `busy`).
 */
export function ImportActions({
  onChooseAnother,
  importing,
  onUndo,
  busy,
  onClose,
}: {
  onChooseAnother: () => void;
  importing?: { label: string; disabled: boolean; onImport: () => void };
  onUndo?: () => void;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {importing && (
        <>
          <Button onClick={onChooseAnother}>Choose another file</Button>
          <Button variant="contained" onClick={importing.onImport} disabled={importing.disabled}>
            {importing.label}
          </Button>
        </>
      )}
      {onUndo && (
        <Button onClick={onUndo} disabled={busy}>
          Undo import
        </Button>
      )}
      <Button onClick={onClose} disabled={busy}>
        Close
      </Button>
    </>
  );
}

/** The first step: what the file must hold (`children`), why the last one was refused, Choose a file. */
export function ChooseFileStep({
  problem,
  onChoose,
  children,
}: {
  problem?: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Typography>{children}</Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Button variant="contained" startIcon={<UploadFile />} onClick={onChoose} sx={{ justifySelf: 'start' }}>
        Choose a file
      </Button>
    </>
  );
}
