import { z } from 'zod';
import { RECIPE_CATEGORY_LABELS, type TRecipeCategory } from '../enums/recipe-categories.ts';
import { nameKey } from '../format/name-key.ts';
import { countOf } from '../messages/names-list.ts';
import { MSG } from '../messages.ts';
import { catalogueMatcher, type TCatalogueEntry } from '../recipe-import/catalogue-match.ts';
import { importUnit, wholeAmount } from '../recipe-import/ingredient-line.ts';
import { optionalText, requiredText } from './blank.ts';
import { zQuantity, zUnit } from './fields.ts';
import { numberCell, type TImportRowError, ZIngredientImportCells } from './ingredient-import.ts';
import { zRecipeCategory, zTeam } from './recipe.ts';
import { recipeSpreadsheetOrder } from './recipe-spreadsheet-order.ts';

/**
 * A spreadsheet of recipes brought in at once: one row a recipe line (the recipe's name, category, team and
 * yield, the line's quantity, units and ingredient or sub-recipe, the recipe's prep notes); the rows
 * of one recipe grouped by its name. Each line is matched by name to the kitchen's ingredients, then
 * to its recipes (a sub-recipe). The browser reads the file into rows of cells; the server checks them
 * against the catalogue with these rules (the preview and the import answer the same problems).
 */

/** The most rows (recipe lines) one import takes. */
export const MAX_RECIPE_SPREADSHEET_ROWS = 5000;

/** A recipe whose category cell is blank. */
export const DEFAULT_RECIPE_CATEGORY: TRecipeCategory = 'Miscellaneous Recipes';

export const RECIPE_SPREADSHEET_MESSAGES = {
  tooMany: `At most ${MAX_RECIPE_SPREADSHEET_ROWS.toLocaleString('en-US')} rows are imported at once: split the file.`,
  rowsRefused: (n: number) =>
    `${countOf(n, 'row is', 'rows are')} not right: nothing was imported. Fix ${n === 1 ? 'it' : 'them'} and import again.`,
  itemRequired: 'Name the ingredient or sub-recipe of this line.',
  notInCatalogue: (name: string, suggestion: string | null) =>
    `No ingredient or recipe of the kitchen is named ${name}.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
  ambiguous: (name: string, categories: string[]) =>
    `${categories.length} ingredients are named ${name} (${categories.join(', ')}): rename one so the line names a single ingredient.`,
  recipeExists: (name: string) => `The kitchen already has a recipe named ${name}.`,
  lineTwice: (name: string, line: number) => `${name} is already on line ${line} of this recipe.`,
  imported: (n: number) => `Imported ${countOf(n, 'recipe')}.`,
  undone: (n: number) => `The import was undone: ${countOf(n, 'recipe')} removed.`,
  undoneTitle: 'Import undone',
} as const;

/** A quantity cell: a number, "1,250.5", or an amount as cooks write it ("1 1/2", "½"); other text is NaN. */
export function quantityCell(value: unknown): unknown {
  const number = numberCell(value);
  if (typeof value === 'string' && Number.isNaN(number)) return wholeAmount(value) ?? Number.NaN;
  return number;
}

/** A units cell: the product's units and their spellings ("cups", "tbsp", "lbs"); other text is refused. */
const unitCell = (value: unknown) => (typeof value === 'string' ? (importUnit(value) ?? value) : value);

/** One row as read: a blank item makes a row of the recipe's own fields only. */
export const ZRecipeSpreadsheetRow = z.object({
  recipe: requiredText(MSG.recipeMustHaveName, 200),
  category: zRecipeCategory(),
  team: zTeam(),
  yieldQuantity: z.preprocess(quantityCell, zQuantity(MSG.valueGreaterThanZero)),
  yieldUnits: z.preprocess(unitCell, zUnit()),
  quantity: z.preprocess(quantityCell, zQuantity(MSG.valueGreaterThanZero)),
  units: z.preprocess(unitCell, zUnit()),
  item: optionalText(200),
  prepNotes: optionalText(2000),
});
export type TRecipeSpreadsheetRow = z.output<typeof ZRecipeSpreadsheetRow>;

/** The columns a row is sent with. */
export const RECIPE_SPREADSHEET_COLUMNS = Object.keys(
  ZRecipeSpreadsheetRow.shape,
) as (keyof TRecipeSpreadsheetRow)[];

/** POST /api/recipes/import/spreadsheet/preview and POST /api/recipes/import/spreadsheet. */
export const ZRecipeSpreadsheetRequest = z.object({
  rows: z
    .array(ZIngredientImportCells)
    .min(1)
    .max(MAX_RECIPE_SPREADSHEET_ROWS, { error: RECIPE_SPREADSHEET_MESSAGES.tooMany }),
});
export type TRecipeSpreadsheetRequest = z.input<typeof ZRecipeSpreadsheetRequest>;

const ZImportRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });

/**
 * A line of a recipe found in the file, with what it names (null: nothing): an ingredient or a recipe
 * of the kitchen (their ids), or a recipe of this file, saved before the recipe using it (`file`: the
 * id is that recipe's first row).
 */
const ZRecipeSpreadsheetLine = z.object({
  row: z.number().int(),
  quantity: z.number().nullable(),
  units: z.string().nullable(),
  item: z.string(),
  match: z
    .object({ kind: z.enum(['ingredient', 'recipe', 'file']), id: z.number().int(), name: z.string() })
    .nullable(),
});

/** A recipe found in the file: its fields and its lines as they will be saved. */
export const ZRecipeSpreadsheetRecipe = z.object({
  /** The index of its first row. */
  row: z.number().int(),
  name: z.string(),
  category: z.enum(RECIPE_CATEGORY_LABELS),
  team: z.string().nullable(),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  prepNotes: z.string().nullable(),
  lines: z.array(ZRecipeSpreadsheetLine),
});
export type TRecipeSpreadsheetRecipe = z.output<typeof ZRecipeSpreadsheetRecipe>;

/** The preview: the recipes found, in the order they are saved, and every row's problems (nothing is saved). */
export const ZRecipeSpreadsheetPreview = z.object({
  recipes: z.array(ZRecipeSpreadsheetRecipe),
  errors: z.array(ZImportRowError),
});
export type TRecipeSpreadsheetPreview = z.output<typeof ZRecipeSpreadsheetPreview>;

/** What an import created: the undo sends these ids back. */
export const ZRecipeSpreadsheetResult = z.object({
  title: z.string(),
  message: z.string(),
  recipeIds: z.array(z.number().int()),
  /** Each recipe as saved, with its cost (null: a line cannot be costed yet). */
  recipes: z.array(z.object({ id: z.number().int(), name: z.string(), cost: z.number().nullable() })),
});
export type TRecipeSpreadsheetResult = z.output<typeof ZRecipeSpreadsheetResult>;

/** POST /api/recipes/import/spreadsheet/undo: the ids an import answered. */
export const ZRecipeSpreadsheetUndo = z.object({
  recipeIds: z.array(z.number().int().positive()).min(1).max(MAX_RECIPE_SPREADSHEET_ROWS),
});
export type TRecipeSpreadsheetUndo = z.output<typeof ZRecipeSpreadsheetUndo>;

/** The kitchen's names the lines are matched to. */
export type TRecipeSpreadsheetCatalogue = {
  ingredients: readonly { id: number; name: string; category: string }[];
  recipes: readonly { id: number; name: string }[];
};

/** The first value of the recipe's rows that is not blank. */
const firstOf = <T>(
  rows: TRecipeSpreadsheetRow[],
  pick: (r: TRecipeSpreadsheetRow) => T | null | undefined,
) => rows.map(pick).find((v) => v !== null && v !== undefined) ?? null;

/**
 * Every row checked against the rules of a row and the kitchen's catalogue: the recipes as they would
 * be saved (rows grouped by the recipe's name, without case or accents), and each row's problems.
 * A line names an ingredient (exactly one of that name), else a recipe already in the kitchen, else a
 * recipe of this file. The recipes are answered in the order they are saved: a recipe of the file that
 * another uses comes first (otherwise in the file's order); recipes of the file using each other in a
 * circle are refused on the line closing it. A recipe's fields are the first given in its rows; its
 * prep notes are every row's, in order. `lineOf` numbers a row as the chef sees it in the file.
 */
export function checkRecipeSpreadsheet(
  rows: readonly unknown[],
  catalogue: TRecipeSpreadsheetCatalogue,
  lineOf: (index: number) => number = (i) => i + 2,
): TRecipeSpreadsheetPreview {
  const errors: TImportRowError[] = [];
  const groups = new Map<string, { rows: TRecipeSpreadsheetRow[]; indexes: number[] }>();
  rows.forEach((cells, row) => {
    const result = ZRecipeSpreadsheetRow.safeParse(cells);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ row, field: String(issue.path[0] ?? 'row'), message: issue.message });
      return;
    }
    const key = nameKey(result.data.recipe);
    const group = groups.get(key) ?? { rows: [], indexes: [] };
    group.rows.push(result.data);
    group.indexes.push(row);
    groups.set(key, group);
  });

  const ingredientsByName = new Map<string, { id: number; name: string; category: string }[]>();
  for (const i of catalogue.ingredients)
    ingredientsByName.set(nameKey(i.name), [...(ingredientsByName.get(nameKey(i.name)) ?? []), i]);
  const recipesByName = new Map(catalogue.recipes.map((r) => [nameKey(r.name), r]));
  const suggest = catalogueMatcher([
    ...catalogue.ingredients.map((i): TCatalogueEntry => ({ kind: 'ingredient', id: i.id, name: i.name })),
    ...catalogue.recipes.map((r): TCatalogueEntry => ({ kind: 'recipe', id: r.id, name: r.name })),
  ]);

  const recipes: TRecipeSpreadsheetRecipe[] = [];
  for (const [key, group] of groups) {
    const name = group.rows[0].recipe;
    const first = group.indexes[0];
    if (recipesByName.has(key))
      errors.push({ row: first, field: 'recipe', message: RECIPE_SPREADSHEET_MESSAGES.recipeExists(name) });
    const lines: TRecipeSpreadsheetRecipe['lines'] = [];
    const seen = new Map<string, number>();
    group.rows.forEach((cells, i) => {
      const row = group.indexes[i];
      const fail = (field: string, message: string) => errors.push({ row, field, message });
      if (!cells.item) {
        if (cells.quantity != null || cells.units != null)
          fail('item', RECIPE_SPREADSHEET_MESSAGES.itemRequired);
        return;
      }
      const itemKey = nameKey(cells.item);
      const named = ingredientsByName.get(itemKey) ?? [];
      const recipe = recipesByName.get(itemKey);
      const inFile = groups.get(itemKey);
      let match: TRecipeSpreadsheetRecipe['lines'][number]['match'] = null;
      if (named.length > 1)
        fail('item', RECIPE_SPREADSHEET_MESSAGES.ambiguous(cells.item, named.map((n) => n.category).sort()));
      else if (named.length === 1) match = { kind: 'ingredient', id: named[0].id, name: named[0].name };
      else if (recipe) match = { kind: 'recipe', id: recipe.id, name: recipe.name };
      else if (inFile) match = { kind: 'file', id: inFile.indexes[0], name: inFile.rows[0].recipe };
      else
        fail(
          'item',
          RECIPE_SPREADSHEET_MESSAGES.notInCatalogue(cells.item, suggest(cells.item)?.name ?? null),
        );
      if (match) {
        // A recipe takes an ingredient or a sub-recipe once (the save's rule).
        const identity = `${match.kind}:${match.id}`;
        const before = seen.get(identity);
        if (before !== undefined)
          fail('item', RECIPE_SPREADSHEET_MESSAGES.lineTwice(match.name, lineOf(before)));
        else seen.set(identity, row);
      }
      lines.push({
        row,
        quantity: cells.quantity ?? null,
        units: cells.units ?? null,
        item: cells.item,
        match,
      });
    });
    const notes = group.rows.map((r) => r.prepNotes).filter((n): n is string => !!n);
    recipes.push({
      row: first,
      name,
      category: firstOf(group.rows, (r) => r.category) ?? DEFAULT_RECIPE_CATEGORY,
      team: firstOf(group.rows, (r) => r.team),
      yieldQuantity: firstOf(group.rows, (r) => r.yieldQuantity),
      yieldUnits: firstOf(group.rows, (r) => r.yieldUnits),
      prepNotes: notes.length > 0 ? notes.join('\n') : null,
      lines,
    });
  }
  const { order, cycles } = recipeSpreadsheetOrder(recipes);
  for (const { row, chain } of cycles)
    errors.push({ row, field: 'item', message: MSG.recipeContainsItself(chain) });
  errors.sort((a, b) => a.row - b.row);
  return { recipes: order, errors };
}

/** A saved recipe as the import answers it: its cost, when every line can be costed. */
export const importedRecipe = (recipe: {
  id: number;
  name: string;
  cost?: { total: number; errors: unknown[] } | null;
}) => ({
  id: recipe.id,
  name: recipe.name,
  cost: recipe.cost && recipe.cost.errors.length === 0 ? recipe.cost.total : null,
});

/**
 * A checked recipe as POST /api/recipes sends it (every line matched: the check found no problem).
 * `savedIds` gives the id each recipe of this file was saved with, by its first row: a line naming
 * one of them is a sub-recipe line of that id.
 */
export function recipeSpreadsheetSaveBody(
  recipe: TRecipeSpreadsheetRecipe,
  savedIds: ReadonlyMap<number, number> = new Map(),
) {
  const idOf = ({ kind, id }: { kind: string; id: number }) =>
    kind === 'file' ? (savedIds.get(id) as number) : id;
  const lines = (kind: 'ingredient' | 'recipe') =>
    recipe.lines
      .filter((l) => l.match && (l.match.kind === 'ingredient') === (kind === 'ingredient'))
      .map((l) => ({
        [kind]: { id: idOf(l.match as { kind: string; id: number }) },
        yieldQuantity: l.quantity,
        yieldUnits: l.units,
      }));
  return {
    name: recipe.name,
    category: recipe.category,
    team: recipe.team,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnits: recipe.yieldUnits,
    prepNotes: recipe.prepNotes,
    recipeIngredients: lines('ingredient'),
    recipeSubRecipes: lines('recipe'),
  };
}
