import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { kitchens } from './accounts.ts';
import { idColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';
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

/**
 * Every check-off tap as it was made (a station's taps may arrive late, from a queue kept offline):
 * two tablets checking one batch are both recorded here, while production_check_offs keeps the
 * batch's state (its earliest mark). A tap sent twice (a retry) is recorded once: same member, batch,
 * state and time.
 */
export const productionCheckOffTaps = pgTable(
  'production_check_off_taps',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    team: varchar('team', { length: 50 }).notNull(),
    recipeId: integer('recipe_id').notNull(),
    done: boolean('done').notNull(),
    userId: integer('user_id').notNull(),
    tappedBy: varchar('tapped_by', { length: 120 }).notNull(),
    tappedAt: timestamp('tapped_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('production_check_off_taps_once_key').on(
      t.kitchenId,
      t.productionDate,
      t.team,
      t.recipeId,
      t.userId,
      t.done,
      t.tappedAt,
    ),
    foreignKey({
      name: 'production_check_off_taps_recipe_fk',
      columns: [t.kitchenId, t.recipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Cooling log readings of cooked batches (Food Code 3-501.14): the temperature in °F whatever unit
 * the cook entered, when it was read and by whom. Status against the limits is computed on read.
 */
export const coolingReadings = pgTable(
  'cooling_readings',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    team: varchar('team', { length: 50 }).notNull(),
    recipeId: integer('recipe_id').notNull(),
    temperatureF: doublePrecision('temperature_f').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    readBy: varchar('read_by', { length: 120 }).notNull(),
  },
  (t) => [
    index('cooling_readings_kitchen_day_idx').on(t.kitchenId, t.productionDate),
    foreignKey({
      name: 'cooling_readings_recipe_fk',
      columns: [t.kitchenId, t.recipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }).onDelete('cascade'),
  ],
);
