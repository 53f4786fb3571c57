import {
  countOf,
  formatMoney,
  type TRecipeSpreadsheetPreview,
  type TRecipeSpreadsheetRequest,
  type TRecipeSpreadsheetResult,
} from '@brigade/core';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useRef } from 'react';
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
import { useSpreadsheetImport } from '../../../../components/file-import/use-spreadsheet-import';
import { call } from '../../../../lib/api-client';
import { RecipeSheetPreview } from './RecipeSheetPreview';
import { readRecipeSheet } from './read-recipe-sheet';

const body = (sheet: Spreadsheet): TRecipeSpreadsheetRequest => ({ rows: sheet.rows });

/**
 * Recipes from a spreadsheet: a CSV or XLSX file of recipe lines read in the browser, a preview from
 * the server (the rows grouped into recipes, each line matched to the kitchen's ingredients or
 * recipes, every row's problems), one Import that creates them all or none, with their costs, and
 * one Undo for the whole import.
 */
export function ImportRecipeSpreadsheetDialog({ onClose }: { onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { step, busy, choose, importAll, undo } = useSpreadsheetImport({
    read: readRecipeSheet,
    check: (sheet) => call('previewRecipeSpreadsheet', { body: body(sheet) }),
    withRowErrors: (preview: TRecipeSpreadsheetPreview, errors) => ({ ...preview, errors }),
    save: (sheet) => call('importRecipeSpreadsheet', { body: body(sheet) }),
    undo: (result) => call('undoRecipeSpreadsheetImport', { body: { recipeIds: result.recipeIds } }),
  });

  const actions = (
    <ImportActions
      onChooseAnother={() => chooseFile(input.current)}
      importing={
        step.kind === 'preview'
          ? {
              label: `Import ${countOf(step.checked.recipes.length, 'recipe')}`,
              disabled: step.checked.errors.length > 0 || step.checked.recipes.length === 0,
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
      {step.kind === 'checking' && (
        <BusyProgress
          text={`Matching the lines of ${step.fileName} to your ingredients and recipes…`}
          label="Matching"
        />
      )}
      {(step.kind === 'preview' || step.kind === 'importing') && (
        <>
          <PreviewNotes
            importing={
              step.kind === 'importing'
                ? `Importing ${countOf(step.checked.recipes.length, 'recipe')}…`
                : undefined
            }
            problem={step.kind === 'preview' ? step.problem : undefined}
            truncated={step.sheet.truncated}
          />
          <RecipeSheetPreview fileName={step.fileName} sheet={step.sheet} preview={step.checked} />
        </>
      )}
      <ImportOutcome
        imported={step.kind === 'imported' || step.kind === 'undoing' ? step.result : undefined}
        problem={step.kind === 'imported' ? step.problem : undefined}
        undoing={step.kind === 'undoing'}
        undone={step.kind === 'undone' ? step.message : undefined}
      >
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
