import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The links the message carries (activation, reset). In outbox mode they are printed in the log so
   * a local user can click them; with SMTP they are never logged (they hold single-use keys).
   */
  links?: string[];
};

export type Mailer = {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go when there is no SMTP server: DATA_DIR/outbox. */
  outboxDir: string;
  logger: FastifyBaseLogger;
};

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox/. */
export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  if (options.smtpUrl) {
    // Bounded waits (nodemailer's defaults reach minutes): a message queued for delivery is deferred by
    // the length of one attempt (jobs/durable-mailer.ts), which must therefore end well within it.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      // Sortable by time; the counter and random suffix keep names unique within one millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      sequence = (sequence + 1) % 1_000_000;
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, file, links: message.links ?? [] },
        `e-mail written to the outbox (no SMTP_URL): ${message.subject} → ${message.links?.join(' ') ?? file}`,
      );
    },
    close: () => transport.close(),
  };
}
