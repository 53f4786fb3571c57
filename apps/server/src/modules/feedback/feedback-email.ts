import type { MailMessage } from '../../plugins/mail.ts';

export type FeedbackAuthor = { login: string; email: string; firstName: string; lastName: string };

/**
 * The e-mail forwarding one feedback message to FEEDBACK_EMAIL: who wrote it (with their address, to
 * answer them), from which page, and the message as they typed it. Plain text only: the message is the
 * user's, and nothing of it may become markup.
 */
export function feedbackEmail(
  to: string,
  feedback: { id: number; message: string; page: string | null; createdAt: Date; kitchenId: number },
  author: FeedbackAuthor,
  publicUrl: string,
): MailMessage {
  const name = `${author.firstName} ${author.lastName}`.trim() || author.login;
  const text = [
    `${name} <${author.email}> (login ${author.login}, kitchen ${feedback.kitchenId}) wrote:`,
    '',
    feedback.message,
    '',
    '—',
    `Page: ${feedback.page ? `${publicUrl}${feedback.page}` : 'unknown'}`,
    `Sent: ${feedback.createdAt.toISOString()}`,
    `Feedback #${feedback.id}`,
  ].join('\n');
  // The subject carries the start of the message, on one line.
  const gist = feedback.message.replace(/\s+/g, ' ').trim();
  const subject = `Brigade feedback from ${name}: ${gist.length > 60 ? `${gist.slice(0, 57)}…` : gist}`;
  return { to, subject, text };
}
