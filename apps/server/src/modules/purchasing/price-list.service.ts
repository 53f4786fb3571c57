import {
  ingredientCompleteness,
  priceListPreview,
  priceListRefusal,
  type TPriceListRequest,
  type TPriceListResult,
  VENDOR_MESSAGES,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { priceHistoryRepository } from '../ingredients/price-history.repository.ts';
import { vendorsRepository } from '../vendors/vendors.repository.ts';
import { priceListRepository } from './price-list.repository.ts';

/**
 * A vendor's price list: each row (name, cost, cost amount, cost units) is matched by name
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
      const stored = await priceListRepository(tx).vendorIngredients(kitchenId, vendorId);
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
        await priceListRepository(tx).applyCosts(kitchenId, vendorId, updates, by.login, now);
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
