import { date, foreignKey, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { kitchens } from './accounts.ts';
import { recipes } from './recipes.ts';

/**
 * Production plan check-offs: a batch (one recipe made on one day by one team) marked done, by whom
 * (the member's name at the time, kept as text) and when. Deleting the recipe deletes its marks.
 */
export const productionCheckOffs = pgTable(
  'production_check_offs',
  {
    kitchenId: integer('kitchen_id')
      .notNull()
      .references(() => kitchens.id, { onDelete: 'cascade' }),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    team: varchar('team', { length: 50 }).notNull(),
    recipeId: integer('recipe_id').notNull(),
    checkedBy: varchar('checked_by', { length: 120 }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'production_check_offs_pkey',
      columns: [t.kitchenId, t.productionDate, t.team, t.recipeId],
    }),
    foreignKey({
      name: 'production_check_offs_recipe_fk',
      columns: [t.kitchenId, t.recipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }).onDelete('cascade'),
  ],
);
