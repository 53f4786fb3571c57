import type { TCheckOffMark, TCheckOffTap } from '@brigade/core';
import { batchKey } from '@brigade/core';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productionCheckOffs, productionCheckOffTaps, recipes, users } from '../../db/schema/index.ts';

/** SQL of production check-offs (a batch marked done), keyed by kitchen, day, team and recipe. */
export function checkOffsRepository(db: Executor) {
  return {
    /** The marks of the days first…last, by batch key. */
    async between(kitchenId: number, first: string, last: string): Promise<Map<string, TCheckOffMark>> {
      const rows = await db
        .select()
        .from(productionCheckOffs)
        .where(
          and(
            eq(productionCheckOffs.kitchenId, kitchenId),
            between(productionCheckOffs.productionDate, first, last),
          ),
        );
      return new Map(
        rows.map((r) => [
          batchKey(r.productionDate, r.team, r.recipeId),
          { by: r.checkedBy, at: r.checkedAt.toISOString() },
        ]),
      );
    },

    /** Whether the recipe is the kitchen's. */
    async recipeExists(kitchenId: number, recipeId: number): Promise<boolean> {
      const found = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.kitchenId, kitchenId), eq(recipes.id, recipeId)));
      return found.length > 0;
    },

    /** The member's name as a check-off shows it (first and last name, else the login). */
    async memberName(userId: number): Promise<string | null> {
      const [user] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, login: users.login })
        .from(users)
        .where(eq(users.id, userId));
      return user ? `${user.firstName} ${user.lastName}`.trim() || user.login : null;
    },

    /** Records a tap once: the same member, batch, state and time sent again (a retry) adds nothing. */
    async recordTap(
      kitchenId: number,
      batch: { date: string; team: string; recipeId: number },
      tap: { done: boolean; userId: number; by: string; at: Date },
    ): Promise<void> {
      await db
        .insert(productionCheckOffTaps)
        .values({
          kitchenId,
          productionDate: batch.date,
          team: batch.team,
          recipeId: batch.recipeId,
          done: tap.done,
          userId: tap.userId,
          tappedBy: tap.by,
          tappedAt: tap.at,
        })
        .onConflictDoNothing();
    },
    /** Every tap on one batch, oldest first. */
    async taps(
      kitchenId: number,
      batch: { date: string; team: string; recipeId: number },
    ): Promise<TCheckOffTap[]> {
      const rows = await db
        .select({
          done: productionCheckOffTaps.done,
          by: productionCheckOffTaps.tappedBy,
          at: productionCheckOffTaps.tappedAt,
        })
        .from(productionCheckOffTaps)
        .where(
          and(
            eq(productionCheckOffTaps.kitchenId, kitchenId),
            eq(productionCheckOffTaps.productionDate, batch.date),
            eq(productionCheckOffTaps.team, batch.team),
            eq(productionCheckOffTaps.recipeId, batch.recipeId),
          ),
        )
        .orderBy(asc(productionCheckOffTaps.tappedAt), asc(productionCheckOffTaps.id));
      return rows.map((r) => ({ done: r.done, by: r.by, at: r.at.toISOString() }));
    },
    async mark(
      kitchenId: number,
      productionDate: string,
      team: string,
      recipeId: number,
      mark: { by: string; at: Date },
    ): Promise<void> {
      await db
        .insert(productionCheckOffs)
        .values({ kitchenId, productionDate, team, recipeId, checkedBy: mark.by, checkedAt: mark.at })
        .onConflictDoUpdate({
          target: [
            productionCheckOffs.kitchenId,
            productionCheckOffs.productionDate,
            productionCheckOffs.team,
            productionCheckOffs.recipeId,
          ],
          set: { checkedBy: mark.by, checkedAt: mark.at },
        });
    },

    async unmark(kitchenId: number, productionDate: string, team: string, recipeId: number): Promise<void> {
      await db
        .delete(productionCheckOffs)
        .where(
          and(
            eq(productionCheckOffs.kitchenId, kitchenId),
            eq(productionCheckOffs.productionDate, productionDate),
            eq(productionCheckOffs.team, team),
            eq(productionCheckOffs.recipeId, recipeId),
          ),
        );
    },
  };
}
