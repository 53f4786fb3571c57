import {
  checkRecipeSpreadsheet,
  importedRecipe,
  RECIPE_SPREADSHEET_MESSAGES,
  recipeSpreadsheetSaveBody,
  refusedRows,
  type TDeleteReply,
  type TImportRowError,
  type TRecipeSpreadsheetPreview,
  type TRecipeSpreadsheetRequest,
  type TRecipeSpreadsheetResult,
  type TRecipeSpreadsheetUndo,
  ZRecipeSaveRequest,
} from '@brigade/core';
import { MockError } from '../mock-error';
import type { MockActor } from './model';
import { deleteRecipe, saveRecipe, toRecipe } from './recipes';
import { keepVersion } from './versions';

const refused = (errors: TImportRowError[]) => {
  const { message, errors: fields } = refusedRows(errors, RECIPE_SPREADSHEET_MESSAGES.rowsRefused);
  return new MockError(400, message, { errors: fields });
};

/** The rows checked against this kitchen's catalogue, as the server's (recipe-spreadsheet.service.ts). */
export function previewRecipeSpreadsheet(
  by: MockActor,
  body: TRecipeSpreadsheetRequest,
): TRecipeSpreadsheetPreview {
  const { kitchen } = by;
  return checkRecipeSpreadsheet(body.rows, {
    ingredients: [...kitchen.ingredients.values()].map((i) => ({
      id: i.id,
      name: i.name,
      category: i.category,
    })),
    recipes: [...kitchen.recipes.values()].map((r) => ({ id: r.id, name: r.name })),
  });
}

/** The import, all or nothing: every recipe saved as POST /api/recipes saves it (activity and version). */
export function importRecipeSpreadsheet(
  by: MockActor,
  body: TRecipeSpreadsheetRequest,
): TRecipeSpreadsheetResult {
  const checked = previewRecipeSpreadsheet(by, body);
  if (checked.errors.length > 0) throw refused(checked.errors);
  // In the check's order: a recipe of the file is saved before one using it, which takes its id.
  const savedIds = new Map<number, number>();
  const saved = checked.recipes.map((recipe) => {
    const body = ZRecipeSaveRequest.parse(recipeSpreadsheetSaveBody(recipe, savedIds));
    const one = keepVersion(by, 'recipe', toRecipe(saveRecipe(by, body)));
    savedIds.set(recipe.row, one.id);
    return one;
  });
  return {
    title: 'Imported',
    message: RECIPE_SPREADSHEET_MESSAGES.imported(saved.length),
    recipeIds: saved.map((r) => r.id),
    recipes: saved.map(importedRecipe),
  };
}

/**
 * The Undo, last saved first: another kitchen's or a deleted recipe is skipped; one now in use by a
 * recipe or menu item outside the import refuses the whole undo.
 */
export function undoRecipeSpreadsheetImport(by: MockActor, body: TRecipeSpreadsheetUndo): TDeleteReply {
  const { kitchen } = by;
  const ids = new Set(body.recipeIds.filter((id) => kitchen.recipes.has(id)));
  const uses = (id: number) => (lines: { recipe: { id: number } }[]) => lines.some((l) => l.recipe.id === id);
  const inUse = [...ids].find(
    (id) =>
      [...kitchen.recipes.values()].some((r) => !ids.has(r.id) && uses(id)(r.recipeSubRecipes)) ||
      [...kitchen.menuItems.values()].some((m) => uses(id)(m.menuItemRecipes)),
  );
  // Nothing is removed then: deleteRecipe answers the 409 naming who uses it.
  if (inUse !== undefined) deleteRecipe(by, inUse);
  for (const id of [...ids].reverse()) deleteRecipe(by, id);
  return {
    title: RECIPE_SPREADSHEET_MESSAGES.undoneTitle,
    message: RECIPE_SPREADSHEET_MESSAGES.undone(ids.size),
  };
}
