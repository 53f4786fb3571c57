import type { TVersionChanges, TVersionedEntityType } from '@brigade/core';
import { integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { idColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * Every save of a recipe, menu item, menu or event keeps one row here, written in the save's own
 * transaction (modules/versions/record-version.ts): the whole entity as the API answered the save
 * (jsonb: binary, and compressed by PostgreSQL past 2 kB) and what changed since the version before.
 * `n` counts the entity's saves from 1; the kitchen's `versions_to_keep` bounds how many stay. No
 * foreign key to the entity: four tables share this one, and a deleted entity's history may still be read.
 */
export const entityVersions = pgTable(
  'entity_versions',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    entityType: varchar('entity_type', { length: 20 }).$type<TVersionedEntityType>().notNull(),
    entityId: integer('entity_id').notNull(),
    n: integer('n').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 120 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    content: jsonb('content').notNull(),
    changes: jsonb('changes').$type<TVersionChanges>().notNull(),
  },
  (t) => [
    // Reading one version, the newest one, or a page of them: one index scan.
    uniqueIndex('entity_versions_entity_n_idx').on(t.kitchenId, t.entityType, t.entityId, t.n),
  ],
);
