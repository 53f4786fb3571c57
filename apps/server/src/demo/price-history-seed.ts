import { DEMO_HISTORY_DAYS, demoPriceHistory } from '@brigade/core';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { ingredientPrices, ingredients, menuItems, menus, recipes } from '../db/schema/index.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/**
 * Writes a few months of prices for the demo catalogue (core's demo/price-history.ts). Only
 * ingredients without any recorded price get a history (the catalogue seeder writes rows directly).
 */
export const priceHistorySeeder: DemoSeeder = {
  name: 'price-history',
  async seed({ tx, kitchenId, log }) {
    const now = new Date();
    const unpriced = await tx
      .select({
        id: ingredients.id,
        name: ingredients.name,
        cost: ingredients.cost,
        costAmount: ingredients.costAmount,
        costUnits: ingredients.costUnits,
        createdAt: ingredients.createdAt,
      })
      .from(ingredients)
      .where(
        and(
          eq(ingredients.kitchenId, kitchenId),
          notExists(
            tx
              .select({ id: ingredientPrices.id })
              .from(ingredientPrices)
              .where(
                and(
                  eq(ingredientPrices.kitchenId, ingredients.kitchenId),
                  eq(ingredientPrices.ingredientId, ingredients.id),
                ),
              ),
          ),
        ),
      );
    const rows = unpriced.flatMap(({ id, name, createdAt, ...price }) =>
      demoPriceHistory(name, price, createdAt, now).map((p) => ({
        kitchenId,
        ingredientId: id,
        ...p,
        changedBy: 'demo',
      })),
    );
    if (rows.length > 0) await tx.insert(ingredientPrices).values(rows);
    // The dishes date from when the history starts: "cost since" a past day then compares their cost
    // with that day's prices instead of saying they did not exist yet.
    for (const table of [recipes, menuItems, menus])
      await tx
        .update(table)
        .set({
          createdAt: sql`LEAST(${table.createdAt}, ${now.toISOString()}::timestamptz - make_interval(days => ${DEMO_HISTORY_DAYS}))`,
        })
        .where(eq(table.kitchenId, kitchenId));
    log.info({ prices: rows.length }, 'demo price history seeded');
  },
};
