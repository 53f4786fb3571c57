import type { MemberRole } from '@brigade/core';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { kitchenInvitations, kitchens, users } from '../../db/schema/index.ts';

const inviter = alias(users, 'inviter');
const inviterName = sql<string>`coalesce(nullif(trim(${inviter.firstName} || ' ' || ${inviter.lastName}), ''), ${inviter.login}, 'A former member')`;

const invitationColumns = {
  id: kitchenInvitations.id,
  kitchenId: kitchenInvitations.kitchenId,
  email: kitchenInvitations.email,
  role: kitchenInvitations.role,
  invitedBy: inviterName,
  createdAt: kitchenInvitations.createdAt,
  expiresAt: kitchenInvitations.expiresAt,
  acceptedAt: kitchenInvitations.acceptedAt,
  revokedAt: kitchenInvitations.revokedAt,
};

export type InvitationRow = {
  id: number;
  kitchenId: number;
  email: string;
  role: MemberRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

const pending = (now: Date) =>
  and(
    isNull(kitchenInvitations.acceptedAt),
    isNull(kitchenInvitations.revokedAt),
    gt(kitchenInvitations.expiresAt, now),
  );

/** SQL of kitchen invitations. Keys are stored hashed (lib/emailed-key.ts). */
export function invitationsRepository(db: Executor) {
  return {
    async insert(invitation: {
      kitchenId: number;
      email: string;
      role: MemberRole;
      keyHash: string;
      invitedBy: number;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(kitchenInvitations)
        .values(invitation)
        .returning({ id: kitchenInvitations.id });
      return row.id;
    },

    /** The kitchen's invitations still waiting for an answer, oldest first. */
    async pending(kitchenId: number, now: Date): Promise<InvitationRow[]> {
      return db
        .select(invitationColumns)
        .from(kitchenInvitations)
        .leftJoin(inviter, eq(inviter.id, kitchenInvitations.invitedBy))
        .where(and(eq(kitchenInvitations.kitchenId, kitchenId), pending(now)))
        .orderBy(asc(kitchenInvitations.createdAt), asc(kitchenInvitations.id));
    },

    async hasPendingFor(kitchenId: number, email: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: kitchenInvitations.id })
        .from(kitchenInvitations)
        .where(
          and(
            eq(kitchenInvitations.kitchenId, kitchenId),
            sql`lower(${kitchenInvitations.email}) = lower(${email})`,
            pending(now),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Revokes a waiting invitation: its address; undefined when there is none of that id in the kitchen. */
    async revoke(kitchenId: number, id: number, now: Date): Promise<{ email: string } | undefined> {
      const [row] = await db
        .update(kitchenInvitations)
        .set({ revokedAt: now })
        .where(and(eq(kitchenInvitations.kitchenId, kitchenId), eq(kitchenInvitations.id, id), pending(now)))
        .returning({ email: kitchenInvitations.email });
      return row;
    },

    /**
     * An invitation by its key's hash, with its kitchen's name, whatever its state (the caller tells
     * used from expired). `lock` holds the row for the rest of the transaction (accepting).
     */
    async byKeyHash(keyHash: string, lock = false) {
      const query = db
        .select({ ...invitationColumns, kitchenName: kitchens.name })
        .from(kitchenInvitations)
        .innerJoin(kitchens, eq(kitchens.id, kitchenInvitations.kitchenId))
        .leftJoin(inviter, eq(inviter.id, kitchenInvitations.invitedBy))
        .where(eq(kitchenInvitations.keyHash, keyHash));
      const [row] = await (lock ? query.for('update', { of: kitchenInvitations }) : query);
      return row;
    },

    async markAccepted(id: number, userId: number, now: Date): Promise<void> {
      await db
        .update(kitchenInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(eq(kitchenInvitations.id, id));
    },
  };
}
