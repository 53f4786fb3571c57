import { KITCHEN_BACKUP_MESSAGES, type TKitchenImportResult } from '@brigade/core';
import Download from '@mui/icons-material/Download';
import Restore from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { HiddenFileInput } from '../../components/file-import/ImportDialogFrame';
import { errorMessage, isApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { useCan } from '../../lib/use-can';
import { saveFile } from '../purchasing/order-guide/save-file';

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; doing: 'download' | 'restore' }
  | { kind: 'restored'; result: TKitchenImportResult }
  | { kind: 'failed'; title: string; message: string; details: string[] };

/** "brigade-kitchen-2026-11-26.json": the day of the backup in the file's name. */
const backupFileName = (now: Date) => `brigade-kitchen-${now.toISOString().slice(0, 10)}.json`;

/**
 * The kitchen's backup, for its chefs and owner: Download backup writes the whole kitchen
 * as one JSON file; Restore from backup reads such a file into this kitchen, which must be empty (the
 * server refuses otherwise and changes nothing), so a kitchen moves to a new account or server whole.
 */
export function KitchenBackup() {
  const can = useCan();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!can('exportKitchen')) return null;
  const busy = state.kind === 'busy';

  const download = async () => {
    setState({ kind: 'busy', doing: 'download' });
    try {
      const doc = await call('exportKitchen', {});
      saveFile(new Blob([JSON.stringify(doc)], { type: 'application/json' }), backupFileName(new Date()));
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', title: 'Backup not downloaded', message: errorMessage(error), details: [] });
    }
  };

  const restore = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: 'busy', doing: 'restore' });
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      setState({
        kind: 'failed',
        title: 'Not restored',
        message: KITCHEN_BACKUP_MESSAGES.format,
        details: [],
      });
      return;
    }
    try {
      // The server checks the document (ZKitchenBackup); a file is sent as it was read.
      const result = await call('importKitchen', { body: body as never });
      setState({ kind: 'restored', result });
      // Every list and figure of the kitchen has changed.
      void queryClient.invalidateQueries();
    } catch (error) {
      setState({
        kind: 'failed',
        title: isApiError(error) && error.status === 409 ? error.title : 'Not restored',
        message: errorMessage(error),
        details: isApiError(error)
          ? error.errors
              .map((e) => e.message)
              .filter((m) => m !== error.message)
              .slice(0, 5)
          : [],
      });
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 4, display: 'grid', gap: 1.5, maxWidth: 720 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Backup
      </Typography>
      <Typography color="text.secondary">
        Download the whole kitchen as one file: vendors, ingredients with their conversions, nutrients,
        allergens and price history, recipes, menu items, menus, rooms, events and settings. Restore from
        backup fills an empty kitchen only (a new account’s), so nothing here is ever overwritten.
      </Typography>
      <HiddenFileInput
        ref={input}
        accept=".json,application/json"
        label="Backup file"
        onFile={(file) => void restore(file)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="contained"
          startIcon={
            state.kind === 'busy' && state.doing === 'download' ? (
              <CircularProgress size={18} />
            ) : (
              <Download />
            )
          }
          disabled={busy}
          onClick={() => void download()}
        >
          Download backup
        </Button>
        <Button
          variant="outlined"
          startIcon={
            state.kind === 'busy' && state.doing === 'restore' ? <CircularProgress size={18} /> : <Restore />
          }
          disabled={busy}
          onClick={() => {
            if (input.current) {
              input.current.value = '';
              input.current.click();
            }
          }}
        >
          Restore from backup
        </Button>
      </Box>
      {state.kind === 'restored' && (
        <Alert severity="success" role="status">
          {state.result.message}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" role="alert">
          <AlertTitle>{state.title}</AlertTitle>
          {state.message}
          {state.details.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {state.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
