import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';

export type FeedRow = typeof calendarFeeds.$inferSelect;

/** A user's calendar feed secret (one per user). */
export function calendarFeedRepository(db: Executor) {
  return {
    async ofUser(userId: number): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    /** A new secret for the user; the old one (if any) stops working at once. */
    async replace(userId: number, kitchenId: number, token: string, now: Date): Promise<FeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, kitchenId, token, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { kitchenId, token, createdAt: now } })
        .returning();
      return row;
    },

    async revoke(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    async byToken(token: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      return row;
    },
  };
}
