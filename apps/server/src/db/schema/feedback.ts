import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { idColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * What users wrote at /portal/feedback (spec 2), with the page they came from. Kept even when
 * FEEDBACK_EMAIL forwards it, so nothing said is lost to a mail outage; `emailed_at` tells which were
 * forwarded. A deleted user's feedback stays, without its author.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The in-app path the user came from (e.g. /portal/chef/recipes), or null when unknown. */
    page: varchar('page', { length: 2000 }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_kitchen_id_idx').on(t.kitchenId), index('feedback_created_at_idx').on(t.createdAt)],
);
