import { integer } from 'drizzle-orm/pg-core';
import { kitchens } from './accounts.ts';

/**
 * The kitchen that owns a top-level row (vendor, recipe, event…): every query is scoped by it, and
 * deleting a kitchen deletes its rows. Child rows (lines, sections) carry a plain kitchen_id instead,
 * and reach their parent through a (kitchen_id, id) foreign key.
 */
export const kitchenColumn = () =>
  integer('kitchen_id')
    .notNull()
    .references(() => kitchens.id, { onDelete: 'cascade' });
