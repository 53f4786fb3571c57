import {
  checkRecipeSpreadsheet,
  importedRecipe,
  RECIPE_SPREADSHEET_MESSAGES,
  recipeSpreadsheetSaveBody,
  refusedRows,
  type TDeleteReply,
  type TImportRowError,
  type TRecipe,
  type TRecipeSpreadsheetPreview,
  type TRecipeSpreadsheetRequest,
  type TRecipeSpreadsheetResult,
  type TRecipeSpreadsheetUndo,
  ZRecipeSaveRequest,
} from '@brigade/core';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, isAppError } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recipeImportRepository } from './recipe-import.repository.ts';
import { recipesService } from './recipes.service.ts';

/** Every row's problems as one 400: each under its row and field ("rows.3.item"), nothing saved. */
function refused(errors: TImportRowError[]) {
  const { message, errors: fields } = refusedRows(errors, RECIPE_SPREADSHEET_MESSAGES.rowsRefused);
  return badRequest(message, fields);
}

/** The rows checked against the caller's kitchen (core's checkRecipeSpreadsheet). */
async function check(db: Executor, kitchenId: number, body: TRecipeSpreadsheetRequest) {
  const catalogue = await recipeImportRepository(db).spreadsheetCatalogue(kitchenId);
  return checkRecipeSpreadsheet(body.rows, catalogue);
}

/**
 * A spreadsheet of recipes: the preview (the rows grouped into recipes and matched to the kitchen's
 * catalogue, nothing written), the import in one transaction, all or nothing (each recipe saved by
 * the service of POST /api/recipes: its validation, version and activity), and the undo, which
 * deletes them as DELETE /api/recipes/{id} does, last saved first, in one transaction too.
 */
export function recipeSpreadsheetService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    preview(user: AuthUser, body: TRecipeSpreadsheetRequest): Promise<TRecipeSpreadsheetPreview> {
      return check(db, user.kitchenId, body);
    },

    async importRows(user: AuthUser, body: TRecipeSpreadsheetRequest): Promise<TRecipeSpreadsheetResult> {
      return db.transaction(async (tx) => {
        const recipes = recipesService({ db: tx, clock });
        // Checked inside the transaction: each save takes the kitchen's recipe lock, so the names
        // checked are those the saves see.
        const checked = await check(tx, user.kitchenId, body);
        if (checked.errors.length > 0) throw refused(checked.errors);
        const saved: TRecipe[] = [];
        // In the check's order: a recipe of the file is saved before one using it, which takes its id.
        const savedIds = new Map<number, number>();
        for (const recipe of checked.recipes) {
          const request = ZRecipeSaveRequest.safeParse(recipeSpreadsheetSaveBody(recipe, savedIds));
          if (!request.success)
            throw refused([{ row: recipe.row, field: 'recipe', message: request.error.issues[0].message }]);
          try {
            const one = await recipes.save(user, request.data);
            savedIds.set(recipe.row, one.id);
            saved.push(one);
          } catch (err) {
            // A save's refusal is the recipe's: answered on its first row.
            if (isAppError(err) && err.statusCode < 500)
              throw refused([{ row: recipe.row, field: 'recipe', message: err.message }]);
            throw err;
          }
        }
        return {
          title: 'Imported',
          message: RECIPE_SPREADSHEET_MESSAGES.imported(saved.length),
          recipeIds: saved.map((r) => r.id),
          recipes: saved.map(importedRecipe),
        };
      });
    },

    async undo(user: AuthUser, body: TRecipeSpreadsheetUndo): Promise<TDeleteReply> {
      return db.transaction(async (tx) => {
        const recipes = recipesService({ db: tx, clock });
        let removed = 0;
        // Last saved first: a recipe of the file is removed after the recipes of the file using it.
        for (const id of [...body.recipeIds].reverse()) {
          try {
            await recipes.remove(user, id);
            removed += 1;
          } catch (err) {
            // Another kitchen's recipe, or one deleted since, is not found: nothing of it is touched.
            // A recipe now in use (409) refuses the whole undo.
            if (!(isAppError(err) && err.statusCode === 404)) throw err;
          }
        }
        return {
          title: RECIPE_SPREADSHEET_MESSAGES.undoneTitle,
          message: RECIPE_SPREADSHEET_MESSAGES.undone(removed),
        };
      });
    },
  };
}
