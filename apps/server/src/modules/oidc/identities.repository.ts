import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { identities, users } from '../../db/schema/index.ts';
import type { UserRow } from '../accounts/accounts.repository.ts';

/** SQL of identities: a user's accounts at OpenID Connect providers. Takes the db or a transaction. */
export function identitiesRepository(db: Executor) {
  return {
    /** The user an (issuer, subject) pair is linked to. */
    async findUser(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(identities)
        .innerJoin(users, eq(users.id, identities.userId))
        .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)));
      return row?.user;
    },

    /** Whether the user already has an identity at this issuer (another subject than the one asking). */
    async hasIdentityAt(userId: number, issuer: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(identities)
        .where(and(eq(identities.userId, userId), eq(identities.issuer, issuer)))
        .limit(1);
      return row !== undefined;
    },

    async link(identity: { userId: number; issuer: string; subject: string; email: string }): Promise<void> {
      await db.insert(identities).values(identity);
    },

    /** A user's identities, oldest first (tests and support). */
    async ofUser(userId: number) {
      return db
        .select({ issuer: identities.issuer, subject: identities.subject, email: identities.email })
        .from(identities)
        .where(eq(identities.userId, userId))
        .orderBy(identities.id);
    },
  };
}
