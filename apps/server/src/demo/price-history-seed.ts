import { sql } from 'drizzle-orm';
import type { DemoSeeder } from './demo-seeder.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A few months of prices for the demo catalogue (issue 18), so its price charts and "cost since"
 * figures show movement: butter and cream rose over the autumn, flour eased, the rest held. Only
 * ingredients without any recorded price get a history (the catalogue seeder writes rows directly).
 * [name, how the price 90 and 30 days ago compares with today's]
 */
export const DEMO_PRICE_MOVES: [string, number, number][] = [
  ['Unsalted Butter', 0.84, 0.93],
  ['Heavy Cream', 0.9, 0.96],
  ['All-purpose Flour', 1.1, 1.04],
  ['Large Eggs', 0.95, 1.0],
  ['Boneless Chicken Breast', 0.92, 0.97],
];

export const priceHistorySeeder: DemoSeeder = {
  name: 'price-history',
  async seed({ tx, kitchenId, log }) {
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY_MS);
    // Today's price, as of each ingredient's creation, for every ingredient that has no history yet.
    await tx.execute(sql`INSERT INTO ingredient_prices
        (kitchen_id, ingredient_id, cost, cost_amount, cost_units, changed_at, changed_by, source)
      SELECT i.kitchen_id, i.id, i.cost, i.cost_amount, i.cost_units, least(i.created_at, ${at(120).toISOString()}::timestamptz), 'demo', 'created'
      FROM ingredients i
      WHERE i.kitchen_id = ${kitchenId}
        AND NOT EXISTS (SELECT 1 FROM ingredient_prices p WHERE p.kitchen_id = i.kitchen_id AND p.ingredient_id = i.id)`);
    for (const [name, ninetyDaysAgo, thirtyDaysAgo] of DEMO_PRICE_MOVES) {
      // The created row becomes the price of 120 days ago moved by the first factor, then two changes.
      await tx.execute(sql`UPDATE ingredient_prices p SET cost = round(i.cost * ${ninetyDaysAgo}::numeric, 2)
        FROM ingredients i
        WHERE p.kitchen_id = ${kitchenId} AND i.kitchen_id = p.kitchen_id AND i.id = p.ingredient_id
          AND i.name = ${name} AND p.source = 'created' AND i.cost IS NOT NULL`);
      await tx.execute(sql`INSERT INTO ingredient_prices
          (kitchen_id, ingredient_id, cost, cost_amount, cost_units, changed_at, changed_by, source)
        SELECT i.kitchen_id, i.id, round(i.cost * ${thirtyDaysAgo}::numeric, 2), i.cost_amount, i.cost_units, ${at(30).toISOString()}::timestamptz, 'demo', 'price list'
        FROM ingredients i WHERE i.kitchen_id = ${kitchenId} AND i.name = ${name} AND i.cost IS NOT NULL
        UNION ALL
        SELECT i.kitchen_id, i.id, i.cost, i.cost_amount, i.cost_units, ${at(7).toISOString()}::timestamptz, 'demo', 'price list'
        FROM ingredients i WHERE i.kitchen_id = ${kitchenId} AND i.name = ${name} AND i.cost IS NOT NULL`);
    }
    log.info({ moves: DEMO_PRICE_MOVES.length }, 'demo price history seeded');
  },
};
