import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { accountsRepository } from '../accounts/accounts.repository.ts';
import { type FeedbackRow, feedbackRepository } from './feedback.repository.ts';
import { feedbackEmail } from './feedback-email.ts';

export type FeedbackServiceDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** FEEDBACK_EMAIL: where each message is forwarded; unset, it is only stored. */
  forwardTo: string | undefined;
  publicUrl: string;
};

/**
 * Feedback (spec 2 /portal/feedback): stored first — that is what the user is told succeeded — then
 * forwarded by e-mail when FEEDBACK_EMAIL is set. A mail failure is logged and leaves `emailed_at`
 * empty; the message is not lost, and the user is not told it failed when it did not.
 */
export function feedbackService(deps: FeedbackServiceDeps) {
  const { db, mailer, clock, log, forwardTo, publicUrl } = deps;
  const repo = feedbackRepository(db);

  async function forward(stored: FeedbackRow): Promise<void> {
    if (!forwardTo || stored.userId === null) return;
    const author = await accountsRepository(db).findUserById(stored.userId);
    if (!author) return;
    try {
      await mailer.send(feedbackEmail(forwardTo, stored, author, publicUrl));
      await repo.markEmailed(stored.id, clock.now());
    } catch (err) {
      log.error(
        { err: { message: (err as Error).message }, feedbackId: stored.id },
        'feedback e-mail failed',
      );
    }
  }

  return {
    async submit(user: AuthUser, input: { message: string; page: string | null }): Promise<FeedbackRow> {
      const stored = await repo.insert({
        kitchenId: user.kitchenId,
        userId: user.id,
        message: input.message,
        page: input.page,
      });
      await forward(stored);
      return stored;
    },
  };
}
