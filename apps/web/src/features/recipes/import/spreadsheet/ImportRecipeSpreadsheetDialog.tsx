import {
  formatMoney,
  type TRecipeSpreadsheetPreview,
  type TRecipeSpreadsheetRequest,
  type TRecipeSpreadsheetResult,
} from '@brigade/core';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  chooseFile,
  HiddenFileInput,
  ImportDialogFrame,
  ReadingProgress,
} from '../../../../components/file-import/ImportDialogFrame';
import {
  BusyProgress,
  ChooseFileStep,
  ImportActions,
  ImportOutcome,
  PreviewNotes,
} from '../../../../components/file-import/ImportSteps';
import { SPREADSHEET_ACCEPT, type Spreadsheet } from '../../../../components/file-import/read-table';
import { rowErrors } from '../../../../components/file-import/row-errors';
import { errorMessage } from '../../../../lib/api';
import { call } from '../../../../lib/api-client';
import { RecipeSheetPreview } from './RecipeSheetPreview';
import { readRecipeSheet } from './read-recipe-sheet';

type Loaded = { fileName: string; sheet: Spreadsheet };
type Step =
  | { kind: 'choose'; problem?: string }
  | { kind: 'reading'; fileName: string; progress: number }
  | ({ kind: 'matching' } & Loaded)
  | ({ kind: 'preview'; preview: TRecipeSpreadsheetPreview; problem?: string } & Loaded)
  | ({ kind: 'importing'; preview: TRecipeSpreadsheetPreview } & Loaded)
  | { kind: 'imported'; result: TRecipeSpreadsheetResult; problem?: string }
  | { kind: 'undoing'; result: TRecipeSpreadsheetResult }
  | { kind: 'undone'; message: string };

const body = (sheet: Spreadsheet): TRecipeSpreadsheetRequest => ({ rows: sheet.rows });
const recipesWord = (n: number) => `${n} ${n === 1 ? 'recipe' : 'recipes'}`;

/**
 * Recipes from a spreadsheet: a CSV or XLSX file of recipe lines read in the browser, a preview from
 * the server (the rows grouped into recipes, each line matched to the kitchen's ingredients or
 * recipes, every row's problems), one Import that creates them all or none, with their costs, and
 * one Undo for the whole import.
 */
export function ImportRecipeSpreadsheetDialog({ onClose }: { onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const busy = ['reading', 'matching', 'importing', 'undoing'].includes(step.kind);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const fileName = file.name;
    setStep({ kind: 'reading', fileName, progress: 0 });
    try {
      const sheet = await readRecipeSheet(file, (progress) =>
        setStep({ kind: 'reading', fileName, progress }),
      );
      setStep({ kind: 'matching', fileName, sheet });
      const preview = await call('previewRecipeSpreadsheet', { body: body(sheet) });
      setStep({ kind: 'preview', fileName, sheet, preview });
    } catch (error) {
      setStep({ kind: 'choose', problem: `${fileName}: ${errorMessage(error)}` });
    }
  };

  const importAll = async () => {
    if (step.kind !== 'preview') return;
    const { fileName, sheet, preview } = step;
    setStep({ kind: 'importing', fileName, sheet, preview });
    try {
      const result = await call('importRecipeSpreadsheet', { body: body(sheet) });
      setStep({ kind: 'imported', result });
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({
        kind: 'preview',
        fileName,
        sheet,
        preview: { ...preview, errors: rowErrors(error) },
        problem: errorMessage(error),
      });
    }
  };

  const undo = async () => {
    if (step.kind !== 'imported') return;
    const { result } = step;
    setStep({ kind: 'undoing', result });
    try {
      const reply = await call('undoRecipeSpreadsheetImport', { body: { recipeIds: result.recipeIds } });
      setStep({ kind: 'undone', message: reply.message });
      void queryClient.invalidateQueries();
    } catch (error) {
      setStep({ kind: 'imported', result, problem: errorMessage(error) });
    }
  };

  const actions = (
    <ImportActions
      onChooseAnother={() => chooseFile(input.current)}
      importing={
        step.kind === 'preview'
          ? {
              label: `Import ${recipesWord(step.preview.recipes.length)}`,
              disabled: step.preview.errors.length > 0 || step.preview.recipes.length === 0,
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
    <ImportDialogFrame title="Import recipes" busy={busy} onClose={onClose} maxWidth="lg" actions={actions}>
      <HiddenFileInput
        ref={input}
        accept={SPREADSHEET_ACCEPT}
        label="Recipe spreadsheet"
        onFile={(file) => void choose(file)}
      />
      {step.kind === 'choose' && (
        <ChooseFileStep problem={step.problem} onChoose={() => chooseFile(input.current)}>
          A CSV or Excel (.xlsx) file with one row per recipe line, whose first line names the columns{' '}
          <strong>
            recipe, category, team, yield quantity, yield units, quantity, units, ingredient (or sub-recipe),
            prep notes
          </strong>{' '}
          (e.g. <code>Shortbread, Cookies and Cakes, Pastry, 24, Each, 1 1/2, lb, Flour</code>). The rows of
          one recipe share its name; the recipe&apos;s fields may be on its first row only. Each line names an
          ingredient or a recipe of the kitchen (a sub-recipe). Every recipe is imported, or none.
        </ChooseFileStep>
      )}
      {step.kind === 'reading' && <ReadingProgress fileName={step.fileName} progress={step.progress} />}
      {step.kind === 'matching' && (
        <BusyProgress
          text={`Matching the lines of ${step.fileName} to your ingredients and recipes…`}
          label="Matching"
        />
      )}
      {(step.kind === 'preview' || step.kind === 'importing') && (
        <>
          <PreviewNotes
            importing={
              step.kind === 'importing' ? `Importing ${recipesWord(step.preview.recipes.length)}…` : undefined
            }
            problem={step.kind === 'preview' ? step.problem : undefined}
            truncated={step.sheet.truncated}
          />
          <RecipeSheetPreview fileName={step.fileName} sheet={step.sheet} preview={step.preview} />
        </>
      )}
      <ImportOutcome
        imported={step.kind === 'imported' || step.kind === 'undoing' ? step.result : undefined}
        undoing={step.kind === 'undoing'}
        undone={step.kind === 'undone' ? step.message : undefined}
      >
        {step.kind === 'imported' && step.problem && (
          <Alert severity="error" role="alert">
            {step.problem}
          </Alert>
        )}
        {(step.kind === 'imported' || step.kind === 'undoing') && (
          <ImportedRecipes recipes={step.result.recipes} />
        )}
      </ImportOutcome>
    </ImportDialogFrame>
  );
}

/** The recipes an import made, each with its cost (or why it has none yet). */
function ImportedRecipes({ recipes }: { recipes: TRecipeSpreadsheetResult['recipes'] }) {
  return (
    <List dense aria-label="Imported recipes" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {recipes.map((r) => (
        <ListItem key={r.id}>
          <ListItemText
            primary={r.name}
            secondary={
              r.cost === null ? 'Cost not known yet: a line cannot be costed' : `Cost ${formatMoney(r.cost)}`
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
