import {
  alreadyInCatalogue,
  checkIngredientImport,
  INGREDIENT_IMPORT_MESSAGES,
  ingredientCompleteness,
  ingredientIdentity,
  nameKey,
  type TDeleteReply,
  type TImportRowError,
  type TIngredientImportRequest,
  type TIngredientImportResult,
  type TIngredientImportUndo,
} from '@brigade/core';
import type { Db } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { badRequest, conflict } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ingredientImportRepository } from './ingredient-import.repository.ts';
import { priceHistoryRepository } from './price-history.repository.ts';

/** Every row's problems as one 400: each under its row and field ("rows.3.cost"), nothing saved. */
function refused(errors: TImportRowError[]) {
  const rows = new Set(errors.map((e) => e.row)).size;
  return badRequest(
    INGREDIENT_IMPORT_MESSAGES.rowsRefused(rows),
    errors.map((e) => ({ field: `rows.${e.row}.${e.field}`, message: e.message })),
  );
}

/**
 * A spreadsheet of ingredients in one transaction, all or nothing: if any row breaks a rule (core's
 * checkIngredientImport) or names an ingredient the kitchen has, nothing is saved and every row's
 * problems are answered. Vendors are found by name, or created once. The undo removes what the
 * import answered it created, in one transaction too.
 */
export function ingredientImportService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async importRows(user: AuthUser, body: TIngredientImportRequest): Promise<TIngredientImportResult> {
      const { kitchenId, login } = user;
      const checked = checkIngredientImport(body.rows);
      if (checked.errors.length > 0) throw refused(checked.errors);
      return db.transaction(async (tx) => {
        const repo = ingredientImportRepository(tx);
        await repo.lock(kitchenId);
        const existing = new Set(
          (await repo.ingredientKeys(kitchenId)).map((k) => ingredientIdentity(k.category, k.name)),
        );
        const clashes = checked.rows.flatMap((row, i) =>
          existing.has(ingredientIdentity(row.category, row.name))
            ? [{ row: i, field: 'name', message: alreadyInCatalogue(row) }]
            : [],
        );
        if (clashes.length > 0) throw refused(clashes);

        const now = clock.now();
        const stamps = { createdAt: now, updatedAt: now, createdBy: login, modifiedBy: login };
        const vendorIds = await repo.vendorsByName(kitchenId);
        const newVendors = [
          ...new Map(checked.rows.map((r) => [r.vendor.toLowerCase(), r.vendor])).entries(),
        ].filter(([key]) => !vendorIds.has(key));
        const createdVendorIds = await repo.insertVendors(
          newVendors.map(([, name]) => ({ kitchenId, name, nameKey: nameKey(name), ...stamps })),
        );
        for (const [i, [key]] of newVendors.entries()) vendorIds.set(key, createdVendorIds[i]);

        const ingredientIds = await repo.insertIngredients(
          checked.rows.map((row) => {
            const vendorId = vendorIds.get(row.vendor.toLowerCase()) as number;
            // Validity as on a save: core's completeness of what is stored.
            const completeness = ingredientCompleteness({
              ...row,
              vendor: { id: vendorId },
              conversions: [],
            });
            return {
              kitchenId,
              vendorId,
              name: row.name,
              nameKey: nameKey(row.name),
              category: row.category,
              cost: row.cost ?? null,
              costAmount: row.costAmount,
              costUnits: row.costUnits ?? null,
              valid: completeness.complete,
              errorMessages: completeness.messages,
              ...stamps,
            };
          }),
        );
        // Each first price joins the history, as a save's does.
        await priceHistoryRepository(tx).record(kitchenId, ingredientIds, login, 'created', now);
        return {
          title: 'Imported',
          message: INGREDIENT_IMPORT_MESSAGES.imported(ingredientIds.length),
          ingredientIds,
          vendorIds: createdVendorIds,
        };
      });
    },

    async undo(user: AuthUser, body: TIngredientImportUndo): Promise<TDeleteReply> {
      const { kitchenId } = user;
      try {
        return await db.transaction(async (tx) => {
          const repo = ingredientImportRepository(tx);
          // Another kitchen's ids are simply not found: nothing of theirs is touched.
          const removed = await repo.deleteIngredients(kitchenId, body.ingredientIds);
          await repo.deleteUnusedVendors(kitchenId, body.vendorIds);
          return {
            title: INGREDIENT_IMPORT_MESSAGES.undoneTitle,
            message: INGREDIENT_IMPORT_MESSAGES.undone(removed),
          };
        });
      } catch (err) {
        // A recipe line took one of the ingredients meanwhile: nothing is removed.
        if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION)
          throw conflict(INGREDIENT_IMPORT_MESSAGES.undoInUse);
        throw err;
      }
    },
  };
}
