import { costPerUnit, INGREDIENT_MESSAGES, type TPriceHistory } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import { ingredientsRepository } from '../ingredients/ingredients.repository.ts';
import { priceHistoryRepository } from '../ingredients/price-history.repository.ts';

/** An ingredient's price history: every price it had, oldest first, each with its unit cost. */
export function priceHistoryService(db: Executor) {
  return {
    async history(kitchenId: number, ingredientId: number): Promise<TPriceHistory> {
      if (!(await ingredientsRepository(db).findName(kitchenId, ingredientId))) {
        throw notFound(INGREDIENT_MESSAGES.notFound);
      }
      const rows = await priceHistoryRepository(db).history(kitchenId, ingredientId);
      return rows.map((r) => ({
        cost: r.cost,
        costAmount: r.costAmount,
        costUnits: r.costUnits,
        unitCost: costPerUnit(r),
        changedAt: r.changedAt.toISOString(),
        changedBy: r.changedBy,
        source: r.source,
      }));
    },
  };
}
