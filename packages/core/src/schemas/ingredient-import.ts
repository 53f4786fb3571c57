import { z } from 'zod';
import { DEFAULT_INGREDIENT_CATEGORY } from '../enums/ingredient-categories.ts';
import { INGREDIENT_MESSAGES } from '../messages/catalogue.ts';
import { countOf } from '../messages/names-list.ts';
import { MSG } from '../messages.ts';
import { requiredText } from './blank.ts';
import { zQuantity, zQuantityDefault, zUnit } from './fields.ts';
import { zIngredientCategory } from './ingredient.ts';

/**
 * A spreadsheet of ingredients brought in at once: one row an ingredient, named with its
 * vendor (found by name, or created), category, pack cost and pack size. The browser reads the file
 * (CSV or XLSX) into rows of cells; these rules check each row, in the preview and on the server.
 */

/** The most rows one import takes. */
export const MAX_INGREDIENT_IMPORT_ROWS = 5000;

export const INGREDIENT_IMPORT_MESSAGES = {
  tooMany: `At most ${MAX_INGREDIENT_IMPORT_ROWS.toLocaleString('en-US')} rows are imported at once: split the file.`,
  rowsRefused: (n: number) =>
    `${countOf(n, 'row is', 'rows are')} not right: nothing was imported. Fix ${n === 1 ? 'it' : 'them'} and import again.`,
  duplicateInFile: (name: string, line: number) => `${name} is already on line ${line} of this file.`,
  imported: (n: number) => `Imported ${countOf(n, 'ingredient')}.`,
  undone: (n: number) => `The import was undone: ${countOf(n, 'ingredient')} removed.`,
  undoneTitle: 'Import undone',
  undoInUse:
    'The import cannot be undone: a recipe now uses one of its ingredients. Remove it from the recipe first.',
} as const;

/** A spreadsheet's figure as a number: "$1,250.00" → 1250, "4.5" → 4.5; blank → null; other text → NaN. */
export function numberCell(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let text = value.trim().replace(/^[$€£]\s*/, '');
  if (text === '') return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** One row as the import saves it: the save minimum (vendor, name), a category (Miscellaneous when blank). */
export const ZIngredientImportRow = z.object({
  vendor: requiredText(MSG.vendorRequired, 100),
  name: requiredText(MSG.ingredientMustHaveName, 200),
  category: zIngredientCategory().transform((c) => c ?? DEFAULT_INGREDIENT_CATEGORY),
  cost: z.preprocess(numberCell, zQuantity()),
  costAmount: z.preprocess(numberCell, zQuantityDefault(1)),
  costUnits: zUnit(),
});
export type TIngredientImportRow = z.output<typeof ZIngredientImportRow>;

/** A row as sent: its cells by column (numbers as numbers or as the spreadsheet's text). */
export const ZIngredientImportCells = z.record(
  z.string(),
  z.union([z.string().max(1000), z.number(), z.null()]),
);
export type TIngredientImportCells = z.input<typeof ZIngredientImportCells>;

/** POST /api/ingredients/import. */
export const ZIngredientImportRequest = z.object({
  rows: z
    .array(ZIngredientImportCells)
    .min(1)
    .max(MAX_INGREDIENT_IMPORT_ROWS, { error: INGREDIENT_IMPORT_MESSAGES.tooMany }),
});
export type TIngredientImportRequest = z.input<typeof ZIngredientImportRequest>;

/** What an import created: the undo sends these ids back. */
export const ZIngredientImportResult = z.object({
  title: z.string(),
  message: z.string(),
  ingredientIds: z.array(z.number().int()),
  /** Vendors the import created (named by a row, not in the kitchen before). */
  vendorIds: z.array(z.number().int()),
});
export type TIngredientImportResult = z.output<typeof ZIngredientImportResult>;

/** POST /api/ingredients/import/undo: the ids an import answered. */
export const ZIngredientImportUndo = z.object({
  ingredientIds: z.array(z.number().int().positive()).max(MAX_INGREDIENT_IMPORT_ROWS),
  vendorIds: z.array(z.number().int().positive()).max(MAX_INGREDIENT_IMPORT_ROWS),
});
export type TIngredientImportUndo = z.output<typeof ZIngredientImportUndo>;

/** A row's problem: its index in the rows, the field, the message (spec's texts). */
export type TImportRowError = { row: number; field: string; message: string };

/**
 * A refused import's answer: `rowsRefused` of how many rows are wrong, and each problem under its row
 * and field ("rows.3.cost"), as the preview reads them back.
 */
export const refusedRows = (errors: TImportRowError[], rowsRefused: (rows: number) => string) => ({
  message: rowsRefused(new Set(errors.map((e) => e.row)).size),
  errors: errors.map((e) => ({ field: `rows.${e.row}.${e.field}`, message: e.message })),
});

/** An ingredient's identity in a kitchen: its category and its name without case (the unique index). */
export const ingredientIdentity = (category: string, name: string) =>
  `${category}\u0000${name.toLowerCase()}`;

/**
 * Every row checked: the rows as they would be saved, and each row's problems (the rule of a save,
 * and no two rows naming one ingredient). `lineOf` numbers a row as the chef sees it in the file.
 */
export function checkIngredientImport(
  rows: readonly unknown[],
  lineOf: (index: number) => number = (i) => i + 2,
): { rows: TIngredientImportRow[]; errors: TImportRowError[] } {
  const parsed: TIngredientImportRow[] = [];
  const errors: TImportRowError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, row) => {
    const result = ZIngredientImportRow.safeParse(cells);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ row, field: String(issue.path[0] ?? 'row'), message: issue.message });
      return;
    }
    const key = ingredientIdentity(result.data.category, result.data.name);
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({
        row,
        field: 'name',
        message: INGREDIENT_IMPORT_MESSAGES.duplicateInFile(result.data.name, lineOf(first)),
      });
    else seen.set(key, row);
    parsed.push(result.data);
  });
  return { rows: parsed, errors };
}

/** The error of a row that names an ingredient the kitchen already has (same category, same name). */
export const alreadyInCatalogue = (row: TIngredientImportRow): string =>
  INGREDIENT_MESSAGES.duplicate(row.name, row.category);
