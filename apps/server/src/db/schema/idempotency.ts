import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * The first answer to a create sent with an Idempotency-Key, by kitchen, user and key, kept 24 hours:
 * the same key again answers it (same status and body) and creates nothing. A row without a status is
 * a request still running; a second request with its key waits for it (plugins/idempotency.ts).
 */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    kitchenId: kitchenColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    /** The request it answers: method, path and a hash of the body (another request with the key: 422). */
    request: text('request').notNull(),
    status: smallint('status'),
    contentType: varchar('content_type', { length: 200 }),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kitchenId, t.userId, t.key] }),
    index('idempotent_replies_created_at_idx').on(t.createdAt),
  ],
);
