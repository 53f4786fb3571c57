import type { MemberRole, Role } from '@brigade/core';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { idColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * Who belongs to which kitchen, with what role. A user may belong to several kitchens; the
 * session's token names the active one, and every request reads the member's role here (one indexed
 * read, joined with the user's session check), so a removed member's next call is refused.
 */
export const kitchenMembers = pgTable(
  'kitchen_members',
  {
    kitchenId: kitchenColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).$type<Role>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kitchenId, t.userId] }),
    index('kitchen_members_user_id_idx').on(t.userId),
    // A kitchen always has exactly one owner: the database refuses a second.
    uniqueIndex('kitchen_members_one_owner_key').on(t.kitchenId).where(sql`role = 'owner'`),
  ],
);

/**
 * E-mailed invitations to join a kitchen. As with reset keys, only the sha256 of the key is stored;
 * a key is single use (accepted_at), expires (expires_at) and can be revoked (revoked_at).
 */
export const kitchenInvitations = pgTable(
  'kitchen_invitations',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 20 }).$type<MemberRole>().notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kitchen_invitations_key_hash_key').on(t.keyHash),
    index('kitchen_invitations_kitchen_id_idx').on(t.kitchenId),
  ],
);

/**
 * Who did what in a kitchen, newest first (the activity page). `changes` holds what changed as
 * { field: [before, after] }; the sentence is written when read (core), so its wording can improve
 * without rewriting history. `actor_name` keeps the name a removed member had.
 */
export const kitchenActivity = pgTable(
  'kitchen_activity',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 120 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 10 }).$type<'created' | 'changed' | 'deleted'>().notNull(),
    /** The entity's name when it happened ("Butter"). */
    name: varchar('name', { length: 300 }).notNull(),
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('kitchen_activity_kitchen_id_idx').on(t.kitchenId, t.id.desc())],
);
