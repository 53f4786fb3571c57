import {
  ingredientCompleteness,
  priceListPreview,
  priceListRefusal,
  type TPriceListRequest,
  type TPriceListResult,
  VENDOR_MESSAGES,
} from '@brigade/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { vendorsRepository } from '../vendors/vendors.repository.ts';
import { priceHistoryRepository } from './price-history.repository.ts';

type Stored = {
  id: number;
  name: string;
  category: string;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
  conversions: {
    quantityStart: number | null;
    unitsStart: string | null;
    quantityEnd: number | null;
    unitsEnd: string | null;
  }[];
};

/**
 * A vendor's price list (issue 18): each row (name, cost, cost amount, cost units) is matched by name
 * to the vendor's ingredients and checked. The preview says what will change, what matches nothing
 * and which lines are wrong; applying writes every change and its price history in one transaction,
 * or nothing when any line is wrong.
 */
export function priceListService({ db, clock }: { db: Executor; clock: Clock }) {
  async function run(by: Actor, vendorId: number, body: TPriceListRequest): Promise<TPriceListResult> {
    const { kitchenId } = by;
    return db.transaction(async (tx) => {
      if (!(await vendorsRepository(tx).exists(kitchenId, vendorId)))
        throw notFound(VENDOR_MESSAGES.notFound);
      const stored = await vendorIngredients(tx, kitchenId, vendorId);
      const result = priceListPreview(body.rows, stored);
      if (!body.apply) return result;
      if (result.errors.length > 0) {
        const refusal = priceListRefusal(result.errors);
        throw new AppError(400, refusal.message, { errors: refusal.errors });
      }
      const byId = new Map(stored.map((i) => [i.id, i]));
      const updates = result.changes.map((c) => {
        const ingredient = byId.get(c.ingredientId)!;
        const status = ingredientCompleteness({ ...ingredient, ...c.after, vendor: { id: vendorId } });
        return { id: c.ingredientId, ...c.after, valid: status.complete, errorMessages: status.messages };
      });
      if (updates.length > 0) {
        const now = clock.now();
        await tx.execute(sql`UPDATE ingredients AS i SET
            cost = (v->>'cost')::numeric, cost_amount = (v->>'costAmount')::numeric, cost_units = v->>'costUnits',
            valid = (v->>'valid')::boolean,
            error_messages = ARRAY(SELECT jsonb_array_elements_text(v->'errorMessages')),
            version = i.version + 1, updated_at = ${now}, modified_by = ${by.login}
          FROM jsonb_array_elements(${JSON.stringify(updates)}::jsonb) AS v
          WHERE i.kitchen_id = ${kitchenId} AND i.vendor_id = ${vendorId} AND i.id = (v->>'id')::integer`);
        await priceHistoryRepository(tx).record(
          kitchenId,
          updates.map((u) => u.id),
          by.login,
          'price list',
          now,
        );
        await recordActivity(
          tx,
          by,
          result.changes.map((c) => ({
            entityType: 'ingredient',
            entityId: c.ingredientId,
            action: 'changed',
            name: c.name,
            changes: { cost: [c.before, c.after] },
          })),
          now,
        );
      }
      return { ...result, applied: true };
    });
  }
  return { run };
}

async function vendorIngredients(tx: Executor, kitchenId: number, vendorId: number): Promise<Stored[]> {
  const rows = await tx
    .select({
      id: ingredients.id,
      name: ingredients.name,
      category: ingredients.category,
      cost: ingredients.cost,
      costAmount: ingredients.costAmount,
      costUnits: ingredients.costUnits,
      conversions: sql<
        Stored['conversions']
      >`(SELECT coalesce(json_agg(json_build_object('quantityStart', c.quantity_start,
          'unitsStart', c.units_start, 'quantityEnd', c.quantity_end, 'unitsEnd', c.units_end)), '[]'::json)
        FROM conversions c WHERE c.kitchen_id = "ingredients"."kitchen_id" AND c.ingredient_id = "ingredients"."id")`,
    })
    .from(ingredients)
    .where(and(eq(ingredients.kitchenId, kitchenId), eq(ingredients.vendorId, vendorId)));
  return rows.map((r) => ({
    ...r,
    conversions: typeof r.conversions === 'string' ? JSON.parse(r.conversions) : r.conversions,
  }));
}
