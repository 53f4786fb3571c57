import { foreignKey, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ingredients } from './catalogue.ts';
import { decimal, idColumn } from './columns.ts';

/**
 * An ingredient's price history: a row for the price it was created with and for every
 * change of its cost, cost amount or cost units, written in the same transaction as the change, with
 * who made it. The ingredient row keeps the current price; this keeps what it was, and when.
 */
export const ingredientPrices = pgTable(
  'ingredient_prices',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    cost: decimal('cost'),
    costAmount: decimal('cost_amount').notNull(),
    costUnits: varchar('cost_units', { length: 20 }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: varchar('changed_by', { length: 100 }),
    /** 'edit', 'price list' or 'created': where the price came from. */
    source: varchar('source', { length: 20 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ingredient_prices_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('ingredient_prices_ingredient_time_idx').on(t.kitchenId, t.ingredientId, t.changedAt),
  ],
);
