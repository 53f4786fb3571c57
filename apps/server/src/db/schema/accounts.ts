import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

/** A kitchen owns every row of user data (kitchen_id); each registration creates one. */
export const kitchens = pgTable('kitchens', {
  id: idColumn(),
  name: varchar('name', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id')
      .notNull()
      .references(() => kitchens.id),
    // As long as an e-mail address: the web signs people up with login = e-mail.
    login: varchar('login', { length: 254 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /**
     * "scrypt$N$r$p$salt$hash" — the parameters travel with the hash so they can be raised later.
     * Null for a user who signs in only through an identity provider (identities) until they set a
     * password through the reset link.
     */
    passwordHash: text('password_hash'),
    activated: boolean('activated').notNull().default(false),
    langKey: varchar('lang_key', { length: 10 }).notNull().default('en'),
    /**
     * Goes up by one at sign-out and at a password reset; a token carries the version it was signed
     * with and is refused once it differs, so those tokens die before their expiry.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Chef" and "chef" are the same login.
    uniqueIndex('users_login_lower_key').on(sql`lower(${t.login})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_kitchen_id_idx').on(t.kitchenId),
  ],
);

/**
 * A user's accounts at OpenID Connect providers (Google, or the OIDC_ISSUER configured): the provider's
 * issuer and its stable subject id name the person, never the e-mail (which can change hands). A user
 * may have a password, identities, or both.
 */
export const identities = pgTable(
  'identities',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /** The verified e-mail the provider gave when the identity was linked (for support). */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_issuer_subject_key').on(t.issuer, t.subject),
    index('identities_user_id_idx').on(t.userId),
  ],
);

/** Purposes of e-mailed keys. */
export const KEY_PURPOSE = { activation: 'activation', reset: 'reset' } as const;
export type KeyPurpose = (typeof KEY_PURPOSE)[keyof typeof KEY_PURPOSE];

/**
 * Activation and password-reset keys. Only the sha256 of a key is stored: a leaked table does not let
 * anyone activate or reset. A key is single-use (used_at) and expires (expires_at).
 */
export const userKeys = pgTable(
  'user_keys',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<KeyPurpose>().notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_keys_key_hash_key').on(t.keyHash), index('user_keys_user_id_idx').on(t.userId)],
);

/** Demo seeders already applied to a kitchen, so a seeder added by a later release runs once. */
export const demoSeeds = pgTable(
  'demo_seeds',
  {
    kitchenId: integer('kitchen_id')
      .notNull()
      .references(() => kitchens.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_seeds_kitchen_name_key').on(t.kitchenId, t.name)],
);
