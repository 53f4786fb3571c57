import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';

export type FeedRow = typeof calendarFeeds.$inferSelect;

/** The member's feed of that kitchen: a chef in two kitchens has one secret for each. */
const ofMember = (userId: number, kitchenId: number) =>
  and(eq(calendarFeeds.kitchenId, kitchenId), eq(calendarFeeds.userId, userId));

/** A member's calendar feed secret, one per member of a kitchen. */
export function calendarFeedRepository(db: Executor) {
  return {
    async ofMember(userId: number, kitchenId: number): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(ofMember(userId, kitchenId));
      return row;
    },

    /** A new secret for the member; their old one of this kitchen (if any) stops working at once. */
    async replace(userId: number, kitchenId: number, token: string, now: Date): Promise<FeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, kitchenId, token, createdAt: now })
        .onConflictDoUpdate({
          target: [calendarFeeds.kitchenId, calendarFeeds.userId],
          set: { token, createdAt: now },
        })
        .returning();
      return row;
    },

    async revoke(userId: number, kitchenId: number): Promise<void> {
      await db.delete(calendarFeeds).where(ofMember(userId, kitchenId));
    },

    async byToken(token: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      return row;
    },
  };
}
