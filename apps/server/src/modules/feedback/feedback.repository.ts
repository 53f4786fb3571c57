import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** SQL of feedback messages. */
export function feedbackRepository(db: Executor) {
  return {
    async insert(row: {
      kitchenId: number;
      userId: number;
      message: string;
      page: string | null;
    }): Promise<FeedbackRow> {
      const [stored] = await db.insert(feedback).values(row).returning();
      return stored;
    },

    async markEmailed(id: number, at: Date): Promise<void> {
      await db.update(feedback).set({ emailedAt: at }).where(eq(feedback.id, id));
    },

    async findById(id: number): Promise<FeedbackRow | undefined> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
      return row;
    },
  };
}
