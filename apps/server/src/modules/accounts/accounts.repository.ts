import type { Role } from '@brigade/core';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { renderedSelect } from '../../db/rendered-statement.ts';
import { type KeyPurpose, kitchenMembers, kitchens, userKeys, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'kitchenId' | 'createdAt'>;

const lowerEq = (column: typeof users.login | typeof users.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/** The columns an account shows (GET /api/account): never the password hash. */
const accountColumns = {
  id: users.id,
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  langKey: users.langKey,
  activated: users.activated,
  kitchenId: kitchenMembers.kitchenId,
  kitchenName: kitchens.name,
  role: kitchenMembers.role,
};
export type AccountRow = Pick<
  UserRow,
  'id' | 'login' | 'firstName' | 'lastName' | 'email' | 'langKey' | 'activated'
> & {
  kitchenId: number;
  kitchenName: string;
  role: Role;
};

/** An account in one of its kitchens: read on every GET /api/account (each page load), rendered once. */
const accountById = renderedSelect((qb) =>
  qb
    .select(accountColumns)
    .from(users)
    .innerJoin(
      kitchenMembers,
      and(eq(kitchenMembers.userId, users.id), eq(kitchenMembers.kitchenId, sql.placeholder('kitchenId'))),
    )
    .innerJoin(kitchens, eq(kitchens.id, kitchenMembers.kitchenId))
    .where(eq(users.id, sql.placeholder('id'))),
);

/**
 * What every authenticated request checks of its user (plugins/auth.ts `currentUser`), rendered once:
 * the user, and their role in the token's kitchen (null when they are not, or no longer, a member).
 */
const sessionById = renderedSelect((qb) =>
  qb
    .select({
      id: users.id,
      login: users.login,
      activated: users.activated,
      tokenVersion: users.tokenVersion,
      role: kitchenMembers.role,
    })
    .from(users)
    .leftJoin(
      kitchenMembers,
      and(eq(kitchenMembers.userId, users.id), eq(kitchenMembers.kitchenId, sql.placeholder('kitchenId'))),
    )
    .where(eq(users.id, sql.placeholder('id'))),
);

/** SQL of accounts: users, their kitchens, and e-mailed keys. Every function takes the db or a transaction. */
export function accountsRepository(db: Executor) {
  return {
    /** The user as a member of the kitchen; undefined when they are not (or no longer) one. */
    async findAccountById(id: number, kitchenId: number): Promise<AccountRow | undefined> {
      const [row] = await accountById(db, { id, kitchenId });
      return row;
    },

    /**
     * The user's id, login, activation, token version and role in the kitchen: read on every
     * authenticated request.
     */
    async findSession(id: number, kitchenId: number) {
      const [row] = await sessionById(db, { id, kitchenId });
      return row;
    },

    /**
     * Ends every token of the user signed at `tokenVersion` or before (sign-out): the version goes up
     * by one, unless it already moved on (the token was stale anyway).
     */
    async revokeTokens(userId: number, tokenVersion: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, userId), eq(users.tokenVersion, tokenVersion)));
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByLogin(login: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(lowerEq(users.login, login));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(lowerEq(users.email, email));
      return row;
    },

    /** Sign-in accepts a login or an e-mail; an e-mail match wins if both exist for different users. */
    async findByLoginOrEmail(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(or(lowerEq(users.login, username), lowerEq(users.email, username)))
        .orderBy(sql`(lower(${users.email}) = lower(${username})) desc`)
        .limit(1);
      return row;
    },

    /** A new kitchen and its first user, its owner. Call inside a transaction. */
    async createWithKitchen(user: NewUser, kitchenName: string): Promise<UserRow> {
      const [kitchen] = await db
        .insert(kitchens)
        .values({ name: kitchenName })
        .returning({ id: kitchens.id });
      const [row] = await db
        .insert(users)
        .values({ ...user, kitchenId: kitchen.id })
        .returning();
      await db.insert(kitchenMembers).values({ kitchenId: kitchen.id, userId: row.id, role: 'owner' });
      return row;
    },

    /** Removes a never-activated user and the kitchen created with it (it cannot hold any data). */
    async deleteUnactivated(user: Pick<UserRow, 'id' | 'kitchenId'>): Promise<void> {
      await db.delete(users).where(and(eq(users.id, user.id), eq(users.activated, false)));
      await db.delete(kitchens).where(eq(kitchens.id, user.kitchenId));
    },

    async activate(userId: number): Promise<void> {
      await db.update(users).set({ activated: true }).where(eq(users.id, userId));
    },

    /** A new password ends every token signed with the old one (the token version goes up). */
    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    async insertKey(key: {
      userId: number;
      purpose: KeyPurpose;
      keyHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(userKeys).values(key);
    },

    /**
     * Marks a valid key used and answers its user — in one statement, so two requests racing with the
     * same key cannot both succeed. Unknown, used or expired keys answer undefined.
     */
    async consumeKey(keyHash: string, purpose: KeyPurpose, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(userKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(userKeys.keyHash, keyHash),
            eq(userKeys.purpose, purpose),
            isNull(userKeys.usedAt),
            gt(userKeys.expiresAt, now),
          ),
        )
        .returning({ userId: userKeys.userId });
      return row?.userId;
    },

    /** Retires a user's unused keys of one purpose (a new reset link replaces older ones). */
    async retireKeys(userId: number, purpose: KeyPurpose, now: Date): Promise<void> {
      await db
        .update(userKeys)
        .set({ usedAt: now })
        .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose), isNull(userKeys.usedAt)));
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
