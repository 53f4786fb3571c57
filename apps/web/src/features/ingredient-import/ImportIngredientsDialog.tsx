import {
  checkIngredientImport,
  type TImportRowError,
  type TIngredientImportCells,
  type TIngredientImportResult,
} from '@brigade/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  chooseFile,
  HiddenFileInput,
  ImportDialogFrame,
  ReadingProgress,
} from '../../components/file-import/ImportDialogFrame';
import {
  ChooseFileStep,
  ImportActions,
  ImportOutcome,
  PreviewNotes,
} from '../../components/file-import/ImportSteps';
import { SPREADSHEET_ACCEPT } from '../../components/file-import/read-table';
import { rowErrors } from '../../components/file-import/row-errors';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { DefaultVendorField } from './DefaultVendorField';
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

/**
 * Ingredients from a spreadsheet: a CSV or XLSX file read in the browser, a preview with
 * each row's problems (core's rules, as the server applies them), one Import that creates them all or
 * none, and one Undo for the whole import.
 */
export function ImportIngredientsDialog({
  vendor,
  onClose,
}: {
  /** The vendor whose page it is: a blank vendor cell is this one. None: chosen in the dialog. */
  vendor?: { name: string };
  onClose: () => void;
}) {
  const [defaultVendor, setDefaultVendor] = useState(vendor?.name ?? '');
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
        defaultVendor.trim() || undefined,
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
    <ImportActions
      onChooseAnother={() => chooseFile(input.current)}
      importing={
        step.kind === 'preview'
          ? {
              label: `Import ${step.sheet.rows.length} ingredients`,
              disabled: step.errors.length > 0,
              onImport: () => void importAll(),
            }
          : undefined
      }
      onUndo={step.kind === 'imported' || step.kind === 'undoing' ? () => void undo() : undefined}
      busy={busy}
      onClose={onClose}
    />
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
        accept={SPREADSHEET_ACCEPT}
        label="Ingredient spreadsheet"
        onFile={(file) => void choose(file)}
      />
      {step.kind === 'choose' && (
        <ChooseFileStep problem={step.problem} onChoose={() => chooseFile(input.current)}>
          A CSV or Excel (.xlsx) file whose first line names the columns{' '}
          <strong>vendor, name, category, pack cost, pack quantity, pack units</strong> (e.g.{' '}
          <code>Sysco, Butter, Dairy and Egg Products, 9.00, 2, Pound</code>: $9.00 for a 2 Pound pack).{' '}
          {vendor ? `A blank vendor is ${vendor.name}; other` : 'Each row names its vendor:'} vendors are
          found by name or created. Every row is imported, or none.
        </ChooseFileStep>
      )}
      {step.kind === 'choose' && !vendor && (
        <DefaultVendorField value={defaultVendor} onChange={setDefaultVendor} />
      )}
      {step.kind === 'reading' && <ReadingProgress fileName={step.fileName} progress={step.progress} />}
      {(step.kind === 'preview' || step.kind === 'importing') && (
        <>
          <PreviewNotes
            importing={
              step.kind === 'importing' ? `Importing ${step.sheet.rows.length} ingredients…` : undefined
            }
            problem={step.kind === 'preview' ? step.problem : undefined}
            truncated={step.sheet.truncated}
          />
          <ImportPreview fileName={step.fileName} sheet={step.sheet} errors={step.errors} />
        </>
      )}
      <ImportOutcome
        imported={step.kind === 'imported' || step.kind === 'undoing' ? step.result : undefined}
        undoing={step.kind === 'undoing'}
        undone={step.kind === 'undone' ? step.message : undefined}
      />
    </ImportDialogFrame>
  );
}
