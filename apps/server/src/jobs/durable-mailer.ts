import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../plugins/mail.ts';
import type { JobQueue } from './job-queue.ts';

export const MAIL_QUEUE = 'mail';

/**
 * Longer than one delivery attempt can take (plugins/mail.ts bounds SMTP at 10 + 10 + 20 s): while the
 * request delivers a message itself, its job waits this long, so no worker sends it at the same time.
 */
const INLINE_ATTEMPT_GRACE_MS = 60_000;

/**
 * Every e-mail (activation, password reset, feedback) is first written to the job queue, in the
 * database, and then delivered at once by the process that wrote it: with a healthy SMTP server the
 * user has the message as soon as the request answers, as before. If that attempt fails, the job is
 * still there, and the queue's workers (this instance or any other) retry it with exponential backoff
 * until it goes through or is marked failed with its error. So `send` resolves once the message cannot
 * be lost, not once it is delivered, and throws only when the database refuses the job.
 *
 * At least once, not exactly once: a crash between the SMTP server's acceptance and the job's
 * completion sends the message again when the job is retried.
 */
export function durableMailer(
  jobs: JobQueue,
  transport: Mailer,
  options: { log: FastifyBaseLogger; retryDelaySeconds: number },
): Mailer {
  const { log } = options;
  jobs.define<MailMessage>({
    name: MAIL_QUEUE,
    handler: (message) => transport.send(message),
    expireInSeconds: 120,
    // A failed message stays visible this long; its links are single-use and expire within 7 days.
    deleteAfterSeconds: 3 * 24 * 3600,
  });

  return {
    mode: transport.mode,
    async send(message) {
      const id = await jobs.send(MAIL_QUEUE, message, {
        startAfter: new Date(Date.now() + INLINE_ATTEMPT_GRACE_MS),
      });
      try {
        await transport.send(message);
      } catch (err) {
        log.warn(
          { jobId: id, subject: message.subject, error: (err as Error).message },
          'e-mail not delivered yet: queued, it will be retried',
        );
        // Retry on the queue's schedule rather than after the whole grace period.
        await jobs
          .startAt(MAIL_QUEUE, id, new Date(Date.now() + options.retryDelaySeconds * 1000))
          .catch((e) =>
            log.warn({ err: e, jobId: id }, 'e-mail retry not rescheduled: it waits for the grace period'),
          );
        return;
      }
      await jobs.complete(MAIL_QUEUE, id).catch((err) => {
        // Delivered, but the job could not be marked so: it will be sent once more.
        log.error({ err, jobId: id }, 'e-mail sent but its job not completed: it may be sent twice');
      });
    },
    close: () => transport.close(),
  };
}
