import {
  checkIngredientImport,
  type TImportRowError,
  type TIngredientImportCells,
  type TIngredientImportResult,
} from '@brigade/core';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  chooseFile,
  HiddenFileInput,
  ImportDialogFrame,
  ReadingProgress,
} from '../../../components/file-import/ImportDialogFrame';
import { errorMessage, isApiError } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import { ImportPreview } from './ImportPreview';
import { readSpreadsheet, type Spreadsheet } from './read-spreadsheet';

type Step =
  | { kind: 'choose'; problem?: string }
  | { kind: 'reading'; fileName: string; progress: number }
  | { kind: 'preview'; fileName: string; sheet: Spreadsheet; errors: TImportRowError[]; problem?: string }
  | { kind: 'importing'; fileName: string; sheet: Spreadsheet; errors: TImportRowError[] }
  | { kind: 'imported'; result: TIngredientImportResult }
  | { kind: 'undoing'; result: TIngredientImportResult }
  | { kind: 'undone'; message: string };

/** The server's row errors ("rows.3.cost") as the preview's. */
function rowErrors(error: unknown): TImportRowError[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap((e) => {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(e.field ?? '');
    return m ? [{ row: Number(m[1]), field: m[2], message: e.message }] : [];
  });
}

/**
 * Ingredients from a spreadsheet (issue 30): a CSV or XLSX file read in the browser, a preview with
 * each row's problems (core's rules, as the server applies them), one Import that creates them all or
 * none, and one Undo for the whole import.
 */
export function ImportIngredientsDialog({
  vendor,
  onClose,
}: {
  vendor: { name: string };
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const busy = step.kind === 'reading' || step.kind === 'importing' || step.kind === 'undoing';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const fileName = file.name;
    setStep({ kind: 'reading', fileName, progress: 0 });
    try {
      const sheet = await readSpreadsheet(
        file,
        (progress) => setStep({ kind: 'reading', fileName, progress }),
        vendor.name,
      );
      const errors = checkIngredientImport(sheet.rows, (i) => sheet.lines[i]).errors;
      setStep({ kind: 'preview', fileName, sheet, errors });
    } catch (error) {
      setStep({ kind: 'choose', problem: `${fileName}: ${errorMessage(error)}` });
    }
  };

  const importAll = async () => {
    if (step.kind !== 'preview') return;
    const { fileName, sheet, errors } = step;
    setStep({ kind: 'importing', fileName, sheet, errors });
    try {
      const result = await call('importIngredients', {
        body: { rows: sheet.rows as TIngredientImportCells[] },
      });
      setStep({ kind: 'imported', result });
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({ kind: 'preview', fileName, sheet, errors: rowErrors(error), problem: errorMessage(error) });
    }
  };

  const undo = async () => {
    if (step.kind !== 'imported') return;
    const { result } = step;
    setStep({ kind: 'undoing', result });
    try {
      const reply = await call('undoIngredientImport', {
        body: { ingredientIds: result.ingredientIds, vendorIds: result.vendorIds },
      });
      setStep({ kind: 'undone', message: reply.message });
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({ kind: 'imported', result: { ...result, message: errorMessage(error) } });
    }
  };

  const actions = (
    <>
      {step.kind === 'preview' && (
        <>
          <Button onClick={() => chooseFile(input.current)}>Choose another file</Button>
          <Button variant="contained" onClick={() => void importAll()} disabled={step.errors.length > 0}>
            {`Import ${step.sheet.rows.length} ingredients`}
          </Button>
        </>
      )}
      {(step.kind === 'imported' || step.kind === 'undoing') && (
        <Button onClick={() => void undo()} disabled={busy}>
          Undo import
        </Button>
      )}
      <Button onClick={onClose} disabled={busy}>
        Close
      </Button>
    </>
  );

  return (
    <ImportDialogFrame
      title="Import ingredients"
      busy={busy}
      onClose={onClose}
      maxWidth="lg"
      actions={actions}
    >
      <HiddenFileInput
        ref={input}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        label="Ingredient spreadsheet"
        onFile={(file) => void choose(file)}
      />
      {step.kind === 'choose' && (
        <>
          <Typography>
            A CSV or Excel (.xlsx) file whose first line names the columns{' '}
            <strong>vendor, name, category, pack cost, pack quantity, pack units</strong> (e.g.{' '}
            <code>Sysco, Butter, Dairy and Egg Products, 9.00, 2, Pound</code>: $9.00 for a 2 Pound pack). A
            blank vendor is {vendor.name}; other vendors are found by name or created. Every row is imported,
            or none.
          </Typography>
          {step.problem && <Alert severity="error">{step.problem}</Alert>}
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            onClick={() => chooseFile(input.current)}
            sx={{ justifySelf: 'start' }}
          >
            Choose a file
          </Button>
        </>
      )}
      {step.kind === 'reading' && <ReadingProgress fileName={step.fileName} progress={step.progress} />}
      {(step.kind === 'preview' || step.kind === 'importing') && (
        <>
          {step.kind === 'importing' && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography>{`Importing ${step.sheet.rows.length} ingredients…`}</Typography>
              <LinearProgress aria-label="Importing" />
            </Box>
          )}
          {step.kind === 'preview' && step.problem && (
            <Alert severity="error" role="alert">
              {step.problem}
            </Alert>
          )}
          {step.sheet.truncated && (
            <Alert severity="warning">
              Only the first 5,000 rows are read: split the file to import the rest.
            </Alert>
          )}
          <ImportPreview fileName={step.fileName} sheet={step.sheet} errors={step.errors} />
        </>
      )}
      {(step.kind === 'imported' || step.kind === 'undoing') && (
        <Alert severity="success" role="status">
          <AlertTitle>{step.result.title}</AlertTitle>
          {step.result.message}
        </Alert>
      )}
      {step.kind === 'undoing' && <LinearProgress aria-label="Undoing" />}
      {step.kind === 'undone' && (
        <Alert severity="info" role="status">
          {step.message}
        </Alert>
      )}
    </ImportDialogFrame>
  );
}
