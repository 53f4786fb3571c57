import { MAX_RECIPE_SPREADSHEET_ROWS, RECIPE_SPREADSHEET_COLUMNS } from '@brigade/core';
import {
  readTable,
  type Spreadsheet,
  type TableSpec,
  tableRows,
} from '../../../../components/file-import/read-table';

type RecipeColumn = (typeof RECIPE_SPREADSHEET_COLUMNS)[number];

/** Header spellings (without case, spaces or punctuation) of a recipe sheet: one row a recipe line. */
const RECIPE_TABLE: TableSpec<RecipeColumn> = {
  columns: RECIPE_SPREADSHEET_COLUMNS,
  headers: {
    recipe: ['recipe', 'recipename', 'dish', 'name'],
    category: ['category', 'recipecategory', 'type'],
    team: ['team', 'station'],
    yieldQuantity: ['yieldquantity', 'yield', 'yieldqty', 'yieldamount', 'makes', 'batchsize'],
    yieldUnits: ['yieldunits', 'yieldunit', 'yielduom'],
    quantity: ['quantity', 'qty', 'amount'],
    units: ['units', 'unit', 'uom', 'measure'],
    item: [
      'ingredientorsubrecipe',
      'ingredientsubrecipe',
      'ingredient',
      'ingredientname',
      'subrecipe',
      'item',
      'component',
    ],
    prepNotes: ['prepnotes', 'notes', 'method', 'instructions', 'preparation'],
  },
  required: 'recipe',
  expected:
    'recipe, category, team, yield quantity, yield units, quantity, units, ingredient (or sub-recipe), prep notes',
  maxRows: MAX_RECIPE_SPREADSHEET_ROWS,
};

/** The rows of a recipe sheet's table, by column. */
export const recipeSheetRows = (table: unknown[][]): Spreadsheet => tableRows(table, RECIPE_TABLE);

/** Reads a CSV or XLSX file of recipe lines. */
export async function readRecipeSheet(file: File, onProgress: (done: number) => void): Promise<Spreadsheet> {
  return recipeSheetRows(await readTable(file, onProgress));
}
