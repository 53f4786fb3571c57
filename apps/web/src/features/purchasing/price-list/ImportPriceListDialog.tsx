import type { TPriceListResult } from '@brigade/core';
import { countOf } from '@brigade/core';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  chooseFile,
  HiddenFileInput,
  ImportDialogFrame,
  ReadingProgress,
} from '../../../components/file-import/ImportDialogFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage, isApiError } from '../../../lib/api';
import { postPriceList } from '../api';
import { PriceListPreview } from './PriceListPreview';
import { MAX_PRICE_LIST_ROWS, type PriceListFile, readPriceList } from './read-price-list';

type Step =
  | { kind: 'choose'; problem?: string }
  | { kind: 'reading'; fileName: string; progress: number }
  | { kind: 'checking'; fileName: string }
  | { kind: 'preview'; fileName: string; file: PriceListFile; result: TPriceListResult }
  | { kind: 'applying'; fileName: string; file: PriceListFile; result: TPriceListResult }
  | { kind: 'applied'; fileName: string; file: PriceListFile; result: TPriceListResult }
  | { kind: 'refused'; fileName: string; message: string; lines: string[] };

/**
 * A vendor's price list: a CSV read in the browser (with progress on a large file), a
 * preview of what it changes, then one Apply that changes every price and records its history — or
 * nothing, when a line is wrong.
 */
export function ImportPriceListDialog({
  vendor,
  onClose,
}: {
  vendor: { id: number; name: string };
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const busy = step.kind === 'reading' || step.kind === 'checking' || step.kind === 'applying';

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const fileName = chosen.name;
    setStep({ kind: 'reading', fileName, progress: 0 });
    let file: PriceListFile;
    try {
      file = await readPriceList(chosen, (progress) => setStep({ kind: 'reading', fileName, progress }));
    } catch (error) {
      setStep({ kind: 'choose', problem: `${fileName}: ${errorMessage(error)}` });
      return;
    }
    setStep({ kind: 'checking', fileName });
    try {
      const result = await postPriceList(vendor.id, { rows: file.rows, apply: false });
      setStep({ kind: 'preview', fileName, file, result });
    } catch (error) {
      setStep({ kind: 'choose', problem: `${fileName}: ${errorMessage(error)}` });
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview') return;
    const { fileName, file, result } = step;
    setStep({ kind: 'applying', fileName, file, result });
    try {
      const applied = await postPriceList(vendor.id, { rows: file.rows, apply: true });
      setStep({ kind: 'applied', fileName, file, result: applied });
      snackbar.success(`${vendor.name}: ${countOf(applied.changes.length, 'price')} updated`);
      // New prices move the cost of every recipe, menu item, menu and order made of them.
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({
        kind: 'refused',
        fileName,
        message: errorMessage(error),
        lines: isApiError(error) ? error.errors.map((e) => e.message) : [],
      });
    }
  };

  const again = () => chooseFile(input.current);

  const actions = (
    <>
      {(step.kind === 'preview' || step.kind === 'refused' || step.kind === 'applied') && (
        <Button onClick={again} sx={{ mr: 'auto' }}>
          Choose another file
        </Button>
      )}
      <Button onClick={onClose} disabled={busy}>
        {step.kind === 'applied' ? 'Close' : 'Cancel'}
      </Button>
      {(step.kind === 'preview' || step.kind === 'applying') && (
        <Button
          variant="contained"
          onClick={apply}
          loading={step.kind === 'applying'}
          disabled={step.result.errors.length > 0 || step.result.changes.length === 0}
        >
          {step.result.changes.length === 1
            ? 'Apply 1 change'
            : `Apply ${step.result.changes.length} changes`}
        </Button>
      )}
    </>
  );

  return (
    <ImportDialogFrame
      title={`Import price list — ${vendor.name}`}
      busy={busy}
      onClose={onClose}
      actions={actions}
    >
      <HiddenFileInput
        ref={input}
        accept=".csv,text/csv,text/plain"
        label="Price list CSV file"
        onFile={(file) => void choose(file)}
      />
      {step.kind === 'choose' && (
        <>
          <Typography>
            A CSV file whose first line names the columns <strong>name, cost, cost amount, cost units</strong>{' '}
            (e.g. <code>Butter, 9.00, 2, Pound</code>: $9.00 for a 2 Pound pack). Names are matched to{' '}
            {vendor.name}’s ingredients; nothing changes before you apply the preview.
          </Typography>
          {step.problem && <Alert severity="error">{step.problem}</Alert>}
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            onClick={again}
            sx={{ justifySelf: 'start' }}
          >
            Choose a CSV file
          </Button>
        </>
      )}
      {step.kind === 'reading' && <ReadingProgress fileName={step.fileName} progress={step.progress} />}
      {(step.kind === 'checking' || step.kind === 'applying') && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={24} aria-label={step.kind === 'checking' ? 'Checking' : 'Applying'} />
          <Typography>
            {step.kind === 'checking'
              ? `Checking ${step.fileName} against ${vendor.name}’s ingredients…`
              : 'Applying the new prices…'}
          </Typography>
        </Box>
      )}
      {(step.kind === 'preview' || step.kind === 'applying') && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {`Preview of ${step.fileName}`}
          </Typography>
          {step.file.truncatedAfterLine !== null && (
            <Alert severity="warning">
              {`The file has more than ${MAX_PRICE_LIST_ROWS.toLocaleString('en-US')} prices: only lines 2 to ${step.file.truncatedAfterLine.toLocaleString('en-US')} are read. Split it to import the rest.`}
            </Alert>
          )}
          <PriceListPreview result={step.result} rows={step.file.rows} />
        </>
      )}
      {step.kind === 'applied' && (
        <>
          <Alert severity="success">
            {`Applied ${step.fileName}: ${countOf(step.result.changes.length, 'price')} changed, each kept in its ingredient’s price history.`}
          </Alert>
          <PriceListPreview result={step.result} rows={step.file.rows} />
        </>
      )}
      {step.kind === 'refused' && (
        <Alert severity="error" component="section" aria-label="Not applied">
          <AlertTitle>{step.message}</AlertTitle>
          {step.lines.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {step.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
          Nothing was changed.
        </Alert>
      )}
    </ImportDialogFrame>
  );
}
