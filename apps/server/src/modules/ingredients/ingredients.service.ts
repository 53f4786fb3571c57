import {
  FULL_YIELD_PERCENT,
  INGREDIENT_MESSAGES,
  ingredientCompleteness,
  type TActivityChanges,
  type TActivityPrice,
  type TIngredient,
  type TIngredientListItem,
  type TIngredientListQuery,
  type TIngredientSaveRequest,
  type TSpecPage,
  toPage,
  VENDOR_MESSAGES,
  withSpecPageFields,
} from '@brigade/core';
import type { Db, Executor } from '../../db/client.ts';
import { searchWords } from '../../db/name-search.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { AppError, badRequest, conflict, isStaleVersion, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { REMEMBERED_REPLIES, replyMemo } from '../../lib/reply-memo.ts';
import { type Actor, recordActivity, renamed } from '../activity/record-activity.ts';
import { vendorsRepository } from '../vendors/vendors.repository.ts';
import { toIngredient } from './ingredients.mapper.ts';
import {
  type ConversionFields,
  type IngredientFields,
  type IngredientRows,
  ingredientsRepository,
  type NutrientFields,
} from './ingredients.repository.ts';
import { priceHistoryRepository } from './price-history.repository.ts';

/**
 * What a save writes: POST /api/ingredients' parsed body. POST /api/ingredients/food (the foods
 * feature) builds the same shape from a food and calls `save` too.
 */
export type IngredientSaveInput = Pick<
  TIngredientSaveRequest,
  | 'id'
  | 'version'
  | 'name'
  | 'category'
  | 'vendor'
  | 'cost'
  | 'costUnits'
  | 'servingSize'
  | 'servingUnits'
  | 'conversions'
  | 'ingredientNutrients'
  | 'food'
  | 'allergens'
  | 'parLevel'
> & { costAmount?: number | null; yieldPercent?: number | null };

const duplicateError = (name: string, category: string) => {
  const message = INGREDIENT_MESSAGES.duplicate(name, category);
  return badRequest(message, [{ field: 'name', message }]);
};

/**
 * The rows a save writes, with `valid` and `errorMessages` from core's completeness rules. The input
 * must meet the save minimum (name, category, vendor), as ZIngredientSaveRequest guarantees.
 */
export function saveRows(input: IngredientSaveInput): IngredientRows {
  const completeness = ingredientCompleteness(input);
  const fields: IngredientFields = {
    vendorId: input.vendor?.id as number,
    name: input.name as string,
    category: input.category as string,
    cost: input.cost ?? null,
    costAmount: input.costAmount ?? 1,
    costUnits: input.costUnits ?? null,
    servingSize: input.servingSize ?? null,
    servingUnits: input.servingUnits ?? null,
    yieldPercent: input.yieldPercent ?? FULL_YIELD_PERCENT,
    foodFdcId: input.food?.fdcId ?? null,
    allergens: input.allergens,
    parQuantity: input.parLevel === undefined ? undefined : (input.parLevel?.quantity ?? null),
    parUnits: input.parLevel === undefined ? undefined : (input.parLevel?.units ?? null),
    valid: completeness.complete,
    errorMessages: completeness.messages,
  };
  const conversionList: ConversionFields[] = input.conversions.map((c) => ({
    quantityStart: c.quantityStart ?? null,
    unitsStart: c.unitsStart ?? null,
    quantityEnd: c.quantityEnd ?? null,
    unitsEnd: c.unitsEnd ?? null,
  }));
  const nutrientList: NutrientFields[] = input.ingredientNutrients.map((n) => ({
    nutrient: n.nutrient,
    amount: n.amount ?? null,
    units: n.units ?? null,
  }));
  return { fields, conversionList, nutrientList };
}

/** What an update changed that the activity names: a rename, and the price (cost for an amount of units). */
function changesOf(before: { name: string } & TActivityPrice, rows: IngredientRows): TActivityChanges {
  const { name, cost, costAmount, costUnits } = rows.fields;
  const after: TActivityPrice = { cost, costAmount, costUnits };
  const was: TActivityPrice = {
    cost: before.cost,
    costAmount: before.costAmount,
    costUnits: before.costUnits,
  };
  const priced =
    was.cost !== after.cost || was.costAmount !== after.costAmount || was.costUnits !== after.costUnits;
  return { ...renamed(before.name, name), ...(priced ? { cost: [was, after] } : {}) };
}

/** Ingredients of the caller's kitchen: paged list, read, save (create or update), delete. */
export function ingredientsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = ingredientsRepository(db);
  /** GET /api/ingredients' pages, by kitchen and query: the same page read twice is written once. */
  const listReplies = replyMemo<TSpecPage<TIngredientListItem>>(REMEMBERED_REPLIES);

  async function get(kitchenId: number, id: number, executor: Executor = db) {
    const row = await ingredientsRepository(executor).findById(kitchenId, id);
    if (!row) throw notFound(INGREDIENT_MESSAGES.notFound);
    return toIngredient(row);
  }

  return {
    get: (kitchenId: number, id: number): Promise<TIngredient> => get(kitchenId, id),

    async list(kitchenId: number, query: TIngredientListQuery): Promise<TSpecPage<TIngredientListItem>> {
      const { page, limit, searchText, category, vendorId, sort, filter: columnFilter } = query;
      const filter = { words: searchWords(searchText), category, vendorId, sort, filter: columnFilter };
      const { rows, total } = await repo.list(kitchenId, filter, page * limit, limit);
      // An empty list of a vendor that is not the kitchen's is a 404, as for every other id.
      if (
        rows.length === 0 &&
        vendorId !== undefined &&
        !(await vendorsRepository(db).exists(kitchenId, vendorId))
      ) {
        throw notFound(VENDOR_MESSAGES.notFound);
      }
      return listReplies.reply(`${kitchenId}:${JSON.stringify(query)}`, { rows, total }, () =>
        withSpecPageFields(toPage(rows, page, limit, total)),
      );
    },

    /**
     * Creates (no id) or updates (id) an ingredient with its conversions and nutrients, in one
     * transaction. `valid` and `errorMessages` are core's completeness of what is saved.
     */
    async save(
      by: Actor,
      input: IngredientSaveInput,
    ): Promise<{ created: boolean; ingredient: TIngredient }> {
      const { kitchenId } = by;
      const rows = saveRows(input);
      const { name, category, vendorId, foodFdcId } = rows.fields;
      const existingId = input.id ?? undefined;
      try {
        return await db.transaction(async (tx) => {
          const r = ingredientsRepository(tx);
          const before =
            existingId === undefined ? undefined : await r.storedForUpdate(kitchenId, existingId);
          if (existingId !== undefined) {
            if (before === undefined) throw notFound(INGREDIENT_MESSAGES.notFound);
            if (isStaleVersion(before.version, input.version)) {
              throw conflict(INGREDIENT_MESSAGES.stale, [
                { field: 'version', message: INGREDIENT_MESSAGES.stale },
              ]);
            }
          }
          if (!(await vendorsRepository(tx).exists(kitchenId, vendorId)))
            throw notFound(VENDOR_MESSAGES.notFound);
          if (foodFdcId !== null && !(await r.foodExists(foodFdcId))) {
            throw notFound(INGREDIENT_MESSAGES.foodNotFound);
          }
          const duplicate = await r.findDuplicate(kitchenId, name, category, existingId);
          if (duplicate) throw duplicateError(duplicate.name, duplicate.category);
          const now = clock.now();
          const id = existingId ?? (await r.insert(kitchenId, rows, by.login, now));
          if (existingId !== undefined) await r.update(kitchenId, id, rows, by.login, now);
          // A new price (or the first one) joins the history in the same transaction.
          await priceHistoryRepository(tx).record(
            kitchenId,
            [id],
            by.login,
            existingId === undefined ? 'created' : 'edit',
            now,
          );
          await recordActivity(
            tx,
            by,
            before === undefined
              ? { entityType: 'ingredient', entityId: id, action: 'created', name }
              : {
                  entityType: 'ingredient',
                  entityId: id,
                  action: 'changed',
                  name,
                  changes: changesOf(before, rows),
                },
            now,
          );
          return { created: existingId === undefined, ingredient: await get(kitchenId, id, tx) };
        });
      } catch (err) {
        // Two saves racing for one name in one category: the unique index decides.
        if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateError(name, category);
        // The vendor was deleted between our check and the insert: its foreign key refuses.
        if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw notFound(VENDOR_MESSAGES.notFound);
        throw err;
      }
    },

    /** Deletes an ingredient and answers its name, refused (409, naming them) while recipes use it. */
    async remove(by: Actor, id: number): Promise<string> {
      const { kitchenId } = by;
      const refuse = (ingredientName: string, recipes: { name: string }[]) =>
        new AppError(
          409,
          INGREDIENT_MESSAGES.inUse(
            ingredientName,
            recipes.map((r) => r.name),
          ),
          {
            title: INGREDIENT_MESSAGES.inUseTitle,
          },
        );
      const found = await repo.findName(kitchenId, id);
      if (!found) throw notFound(INGREDIENT_MESSAGES.notFound);
      const recipes = await repo.recipesUsing(kitchenId, id);
      if (recipes.length > 0) throw refuse(found.name, recipes);
      try {
        await db.transaction(async (tx) => {
          if (!(await ingredientsRepository(tx).delete(kitchenId, id))) return;
          const activity = {
            entityType: 'ingredient',
            entityId: id,
            action: 'deleted',
            name: found.name,
          } as const;
          await recordActivity(tx, by, activity, clock.now());
        });
      } catch (err) {
        // A recipe started using it in the meantime: its foreign key refuses the delete.
        if (pgErrorCode(err) !== PG_FOREIGN_KEY_VIOLATION) throw err;
        throw refuse(found.name, await repo.recipesUsing(kitchenId, id));
      }
      return found.name;
    },
  };
}

export type IngredientsService = ReturnType<typeof ingredientsService>;
