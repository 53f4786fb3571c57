import {
  alreadyInCatalogue,
  checkIngredientImport,
  INGREDIENT_IMPORT_MESSAGES,
  ingredientIdentity,
  type TDeleteReply,
  type TImportRowError,
  type TIngredientImportRequest,
  type TIngredientImportResult,
  type TIngredientImportUndo,
  ZIngredientSaveRequest,
} from '@brigade/core';
import { MockError } from '../mock-error';
import { saveIngredient, saveVendor } from './catalogue';
import type { MockActor } from './model';

const refused = (errors: TImportRowError[]) =>
  new MockError(400, INGREDIENT_IMPORT_MESSAGES.rowsRefused(new Set(errors.map((e) => e.row)).size), {
    errors: errors.map((e) => ({ field: `rows.${e.row}.${e.field}`, message: e.message })),
  });

/** A spreadsheet import, as the server's (modules/ingredients/ingredient-import.service.ts): all or nothing. */
export function importIngredients(by: MockActor, body: TIngredientImportRequest): TIngredientImportResult {
  const { kitchen } = by;
  const checked = checkIngredientImport(body.rows);
  if (checked.errors.length > 0) throw refused(checked.errors);
  const existing = new Set(
    [...kitchen.ingredients.values()].map((i) => ingredientIdentity(i.category, i.name)),
  );
  const clashes = checked.rows.flatMap((row, i) =>
    existing.has(ingredientIdentity(row.category, row.name))
      ? [{ row: i, field: 'name', message: alreadyInCatalogue(row) }]
      : [],
  );
  if (clashes.length > 0) throw refused(clashes);
  const vendorIds = new Map([...kitchen.vendors.values()].map((v) => [v.name.toLowerCase(), v.id]));
  const createdVendorIds: number[] = [];
  const ingredientIds = checked.rows.map((row) => {
    let vendorId = vendorIds.get(row.vendor.toLowerCase());
    if (vendorId === undefined) {
      vendorId = saveVendor(by, { name: row.vendor }).id;
      vendorIds.set(row.vendor.toLowerCase(), vendorId);
      createdVendorIds.push(vendorId);
    }
    // The row as a save of one ingredient sends it, read by the save's own schema.
    return saveIngredient(by, ZIngredientSaveRequest.parse({ ...row, vendor: { id: vendorId } })).id;
  });
  return {
    title: 'Imported',
    message: INGREDIENT_IMPORT_MESSAGES.imported(ingredientIds.length),
    ingredientIds,
    vendorIds: createdVendorIds,
  };
}

/** The import's Undo: refused whole when a recipe uses one of its ingredients. */
export function undoIngredientImport(by: MockActor, body: TIngredientImportUndo): TDeleteReply {
  const { kitchen } = by;
  const ids = new Set(body.ingredientIds.filter((id) => kitchen.ingredients.has(id)));
  const used = [...kitchen.recipes.values()].some((r) =>
    r.recipeIngredients.some((l) => ids.has(l.ingredient.id)),
  );
  if (used) throw new MockError(409, INGREDIENT_IMPORT_MESSAGES.undoInUse);
  for (const id of ids) kitchen.ingredients.delete(id);
  kitchen.prices = kitchen.prices.filter((p) => !ids.has(p.ingredientId));
  const vendorsInUse = new Set([...kitchen.ingredients.values()].map((i) => i.vendor.id));
  for (const id of body.vendorIds) if (!vendorsInUse.has(id)) kitchen.vendors.delete(id);
  return {
    title: INGREDIENT_IMPORT_MESSAGES.undoneTitle,
    message: INGREDIENT_IMPORT_MESSAGES.undone(ids.size),
  };
}
