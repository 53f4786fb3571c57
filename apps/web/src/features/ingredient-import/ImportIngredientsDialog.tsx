import { checkIngredientImport, countOf, type TIngredientImportCells } from '@brigade/core';
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
import { useSpreadsheetImport } from '../../components/file-import/use-spreadsheet-import';
import { call } from '../../lib/api-client';
import { DefaultVendorField } from './DefaultVendorField';
import { ImportPreview } from './ImportPreview';
import { readSpreadsheet } from './read-spreadsheet';

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
  const { step, busy, choose, importAll, undo } = useSpreadsheetImport({
    read: (file, onProgress) => readSpreadsheet(file, onProgress, defaultVendor.trim() || undefined),
    check: (sheet) => checkIngredientImport(sheet.rows, (i) => sheet.lines[i]).errors,
    withRowErrors: (_checked, errors) => errors,
    save: (sheet) => call('importIngredients', { body: { rows: sheet.rows as TIngredientImportCells[] } }),
    undo: (result) =>
      call('undoIngredientImport', {
        body: { ingredientIds: result.ingredientIds, vendorIds: result.vendorIds },
      }),
  });

  const actions = (
    <ImportActions
      onChooseAnother={() => chooseFile(input.current)}
      importing={
        step.kind === 'preview'
          ? {
              label: `Import ${countOf(step.sheet.rows.length, 'ingredient')}`,
              disabled: step.checked.length > 0,
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
              step.kind === 'importing'
                ? `Importing ${countOf(step.sheet.rows.length, 'ingredient')}…`
                : undefined
            }
            problem={step.kind === 'preview' ? step.problem : undefined}
            truncated={step.sheet.truncated}
          />
          <ImportPreview fileName={step.fileName} sheet={step.sheet} errors={step.checked} />
        </>
      )}
      <ImportOutcome
        imported={step.kind === 'imported' || step.kind === 'undoing' ? step.result : undefined}
        problem={step.kind === 'imported' ? step.problem : undefined}
        undoing={step.kind === 'undoing'}
        undone={step.kind === 'undone' ? step.message : undefined}
      />
    </ImportDialogFrame>
  );
}
