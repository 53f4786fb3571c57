import type { TImportRowError } from '@brigade/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { Spreadsheet } from './read-table';
import { rowErrors } from './row-errors';

type Loaded<S> = { fileName: string; sheet: S };

/**
 * Where a spreadsheet import stands. `checked` is what the preview shows of the sheet (its rows'
 * problems, and whatever else the import works out before it saves).
 */
export type ImportStep<S, C, R> =
  | { kind: 'choose'; problem?: string }
  | { kind: 'reading'; fileName: string; progress: number }
  | ({ kind: 'checking' } & Loaded<S>)
  | ({ kind: 'preview'; checked: C; problem?: string } & Loaded<S>)
  | ({ kind: 'importing'; checked: C } & Loaded<S>)
  | { kind: 'imported'; result: R; problem?: string }
  | { kind: 'undoing'; result: R }
  | { kind: 'undone'; message: string };

export type SpreadsheetImport<S extends Spreadsheet, C, R> = {
  /** The file read in the browser (progress from 0 to 1), or why it cannot be. */
  read: (file: File, onProgress: (progress: number) => void) => Promise<S>;
  /** The preview of a sheet read: core's checks, or the server's. */
  check: (sheet: S) => C | Promise<C>;
  /** The preview again with the rows' problems the server answered to the import. */
  withRowErrors: (checked: C, errors: TImportRowError[]) => C;
  /** Every row, or none. */
  save: (sheet: S) => Promise<R>;
  /** The whole import taken back. */
  undo: (result: R) => Promise<{ message: string }>;
};

/**
 * The steps every spreadsheet import goes through: choose a file, read it (with progress), check it,
 * preview it, import it all or nothing (a refusal goes back to the preview, with each row's
 * problem), then one Undo. Each write refreshes every query.
 */
export function useSpreadsheetImport<S extends Spreadsheet, C, R>(spec: SpreadsheetImport<S, C, R>) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ImportStep<S, C, R>>({ kind: 'choose' });
  const busy = ['reading', 'checking', 'importing', 'undoing'].includes(step.kind);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const fileName = file.name;
    setStep({ kind: 'reading', fileName, progress: 0 });
    try {
      const sheet = await spec.read(file, (progress) => setStep({ kind: 'reading', fileName, progress }));
      setStep({ kind: 'checking', fileName, sheet });
      setStep({ kind: 'preview', fileName, sheet, checked: await spec.check(sheet) });
    } catch (error) {
      setStep({ kind: 'choose', problem: `${fileName}: ${errorMessage(error)}` });
    }
  };

  const importAll = async () => {
    if (step.kind !== 'preview') return;
    const { fileName, sheet, checked } = step;
    setStep({ kind: 'importing', fileName, sheet, checked });
    try {
      setStep({ kind: 'imported', result: await spec.save(sheet) });
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({
        kind: 'preview',
        fileName,
        sheet,
        checked: spec.withRowErrors(checked, rowErrors(error)),
        problem: errorMessage(error),
      });
    }
  };

  const undo = async () => {
    if (step.kind !== 'imported') return;
    const { result } = step;
    setStep({ kind: 'undoing', result });
    try {
      const reply = await spec.undo(result);
      setStep({ kind: 'undone', message: reply.message });
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({ kind: 'imported', result, problem: errorMessage(error) });
    }
  };

  return { step, busy, choose, importAll, undo };
}
