import type { Role } from '@brigade/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kitchenMembers, kitchens, users } from '../../db/schema/index.ts';

export type MemberRow = {
  userId: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  joinedAt: Date;
};

const memberColumns = {
  userId: users.id,
  login: users.login,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: kitchenMembers.role,
  joinedAt: kitchenMembers.createdAt,
};

/** SQL of kitchen memberships: who belongs to which kitchen, with what role. */
export function membershipsRepository(db: Executor) {
  return {
    /** The kitchens a user belongs to, oldest kitchen first. */
    async kitchensOf(userId: number) {
      return db
        .select({ id: kitchens.id, name: kitchens.name, role: kitchenMembers.role })
        .from(kitchenMembers)
        .innerJoin(kitchens, eq(kitchens.id, kitchenMembers.kitchenId))
        .where(eq(kitchenMembers.userId, userId))
        .orderBy(asc(kitchens.id));
    },

    async members(kitchenId: number): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(kitchenMembers)
        .innerJoin(users, eq(users.id, kitchenMembers.userId))
        .where(eq(kitchenMembers.kitchenId, kitchenId))
        .orderBy(
          // The owner first, then by role, then by name.
          sql`case ${kitchenMembers.role} when 'owner' then 0 when 'chef' then 1 when 'planner' then 2 else 3 end`,
          asc(users.firstName),
          asc(users.lastName),
          asc(users.id),
        );
    },

    async member(kitchenId: number, userId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(kitchenMembers)
        .innerJoin(users, eq(users.id, kitchenMembers.userId))
        .where(and(eq(kitchenMembers.kitchenId, kitchenId), eq(kitchenMembers.userId, userId)));
      return row;
    },

    /** The member's row locked for the rest of the transaction (role changes, removal, hand-over). */
    async lockMember(kitchenId: number, userId: number): Promise<Role | undefined> {
      const [row] = await db
        .select({ role: kitchenMembers.role })
        .from(kitchenMembers)
        .where(and(eq(kitchenMembers.kitchenId, kitchenId), eq(kitchenMembers.userId, userId)))
        .for('update');
      return row?.role;
    },

    async add(kitchenId: number, userId: number, role: Role, at: Date): Promise<boolean> {
      const rows = await db
        .insert(kitchenMembers)
        .values({ kitchenId, userId, role, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: kitchenMembers.userId });
      return rows.length === 1;
    },

    async setRole(kitchenId: number, userId: number, role: Role): Promise<void> {
      await db
        .update(kitchenMembers)
        .set({ role })
        .where(and(eq(kitchenMembers.kitchenId, kitchenId), eq(kitchenMembers.userId, userId)));
    },

    async remove(kitchenId: number, userId: number): Promise<void> {
      await db
        .delete(kitchenMembers)
        .where(and(eq(kitchenMembers.kitchenId, kitchenId), eq(kitchenMembers.userId, userId)));
    },

    /** Remembers the kitchen the user last worked in: the next sign-in opens it. */
    async rememberKitchen(userId: number, kitchenId: number): Promise<void> {
      await db.update(users).set({ kitchenId }).where(eq(users.id, userId));
    },

    /** A new kitchen owned by the user (one who left or was removed from every kitchen). */
    async createOwnKitchen(userId: number, name: string): Promise<number> {
      const [kitchen] = await db.insert(kitchens).values({ name }).returning({ id: kitchens.id });
      await db.insert(kitchenMembers).values({ kitchenId: kitchen.id, userId, role: 'owner' });
      return kitchen.id;
    },
  };
}
