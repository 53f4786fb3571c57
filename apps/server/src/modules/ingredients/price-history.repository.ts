import type { TPriceAt } from '@brigade/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredientPrices, menuItems, menus, recipes } from '../../db/schema/index.ts';
import { intArrayValue } from '../../db/sql-arrays.ts';

export type PriceSource = 'created' | 'edit' | 'price list' | 'delivery';
const ids = (list: number[]) => sql`${intArrayValue(list)}::integer[]`;

/** What a cost-since dish is: each kind's table has its kitchen, its id and when it was created. */
export type DishKind = 'recipe' | 'menuItem' | 'menu';
const DISH_TABLES = { recipe: recipes, menuItem: menuItems, menu: menus } as const;

/** SQL of ingredients' price history, and when a dish priced against it was created. */
export function priceHistoryRepository(db: Executor) {
  return {
    /** When a recipe, menu item or menu was created (undefined: not in this kitchen). */
    async dishCreatedAt(kind: DishKind, kitchenId: number, id: number): Promise<Date | undefined> {
      const table = DISH_TABLES[kind];
      const [row] = await db
        .select({ createdAt: table.createdAt })
        .from(table)
        .where(and(eq(table.kitchenId, kitchenId), eq(table.id, id)));
      return row?.createdAt;
    },

    /**
     * Records the current price of these ingredients where it differs from the last one recorded
     * (or none is): one statement, run in the transaction that changed them.
     */
    async record(
      kitchenId: number,
      ingredientIds: number[],
      by: string | null,
      source: PriceSource,
      now: Date,
    ) {
      if (ingredientIds.length === 0) return;
      await db.execute(sql`INSERT INTO ingredient_prices
          (kitchen_id, ingredient_id, cost, cost_amount, cost_units, changed_at, changed_by, source)
        SELECT i.kitchen_id, i.id, i.cost, i.cost_amount, i.cost_units, ${now}, ${by}, ${source}
        FROM ingredients i
        WHERE i.kitchen_id = ${kitchenId} AND i.id = ANY(${ids(ingredientIds)})
          AND NOT EXISTS (
            SELECT 1 FROM (
              SELECT p.cost, p.cost_amount, p.cost_units FROM ingredient_prices p
              WHERE p.kitchen_id = i.kitchen_id AND p.ingredient_id = i.id
              ORDER BY p.changed_at DESC, p.id DESC LIMIT 1
            ) AS last
            WHERE last.cost IS NOT DISTINCT FROM i.cost AND last.cost_amount = i.cost_amount
              AND last.cost_units IS NOT DISTINCT FROM i.cost_units
          )`);
    },

    /**
     * A price paid on a delivery, recorded as paid even when it equals the last one: each
     * delivery is a price the vendor actually charged.
     */
    async recordDelivery(
      kitchenId: number,
      rows: { ingredientId: number; cost: number; costAmount: number; costUnits: string }[],
      by: string | null,
      now: Date,
    ) {
      if (rows.length === 0) return;
      await db
        .insert(ingredientPrices)
        .values(rows.map((r) => ({ ...r, kitchenId, changedAt: now, changedBy: by, source: 'delivery' })));
    },

    async history(kitchenId: number, ingredientId: number) {
      return db
        .select()
        .from(ingredientPrices)
        .where(
          and(eq(ingredientPrices.kitchenId, kitchenId), eq(ingredientPrices.ingredientId, ingredientId)),
        )
        .orderBy(asc(ingredientPrices.changedAt), asc(ingredientPrices.id));
    },

    /** Each ingredient's price as it stood at `at` (ingredients with no price recorded by then are absent). */
    async pricesAt(kitchenId: number, ingredientIds: number[], at: Date): Promise<Map<number, TPriceAt>> {
      if (ingredientIds.length === 0) return new Map();
      const result = (await db.execute(sql`SELECT DISTINCT ON (p.ingredient_id)
          p.ingredient_id, p.cost::float8 AS cost, p.cost_amount::float8 AS cost_amount, p.cost_units
        FROM ingredient_prices p
        WHERE p.kitchen_id = ${kitchenId} AND p.ingredient_id = ANY(${ids(ingredientIds)}) AND p.changed_at <= ${at}
        ORDER BY p.ingredient_id, p.changed_at DESC, p.id DESC`)) as unknown as {
        rows: {
          ingredient_id: number;
          cost: number | null;
          cost_amount: number;
          cost_units: string | null;
        }[];
      };
      return new Map(
        result.rows.map((r) => [
          r.ingredient_id,
          {
            cost: r.cost === null ? null : Number(r.cost),
            costAmount: Number(r.cost_amount),
            costUnits: r.cost_units,
          },
        ]),
      );
    },
  };
}
