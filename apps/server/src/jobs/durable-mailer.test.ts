import { type AddressInfo, createServer } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { registration } from '../modules/accounts/accounts.test-helpers.ts';
import { FAST_JOBS, until } from '../test/jobs.ts';
import { type OutboxMessage, parseEml } from '../test/outbox.ts';
import { withTestApp } from '../test/test-app.ts';
import { MAIL_QUEUE } from './durable-mailer.ts';

function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

/** A loopback port nothing listens on (yet). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A real SMTP server (smtp-server) on that port, keeping what it receives. */
async function startSmtp(port: number) {
  const received: OutboxMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parseEml(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('e-mail through the durable queue', () => {
  it('queues the activation e-mail while SMTP is down and delivers it, once, when SMTP is back', async () => {
    const port = await freePort();
    const logs = logLines();
    await withTestApp(
      {
        config: { smtpUrl: `smtp://127.0.0.1:${port}`, jobs: FAST_JOBS, logLevel: 'info' },
        logStream: logs.stream,
      },
      async (t) => {
        const body = registration();
        const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
        // The sign-up stands: its e-mail is safe in the queue, not lost with the SMTP connection.
        expect(res.statusCode, res.body).toBe(201);
        const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
        expect(user.activated).toBe(false);
        const queued = logs.lines.find(
          (l) => l.msg === 'e-mail not delivered yet: queued, it will be retried',
        );
        expect(queued).toBeDefined();
        const jobId = queued?.jobId as string;
        expect(['created', 'retry', 'active']).toContain(await t.app.jobs.state(MAIL_QUEUE, jobId));

        // A worker's retry fails too while nothing listens…
        await until('a failed retry', () =>
          logs.lines.some((l) => l.jobId === jobId && typeof l.attempt === 'number'),
        );
        // …then SMTP comes back on the same address.
        const smtp = await startSmtp(port);
        try {
          const mail = await until('the activation e-mail', () => smtp.received[0]);
          expect(mail.to).toBe(body.email);
          expect(mail.subject).toBe('Brigade account activation');
          expect(mail.links[0]).toMatch(/^http:\/\/brigade\.test\/activate\?key=[\w-]{32}$/);
          await until(
            'the job completed',
            async () => (await t.app.jobs.state(MAIL_QUEUE, jobId)) === 'completed',
          );
          // Longer than two retry periods: a second delivery would have happened by now.
          await new Promise((r) => setTimeout(r, 2500));
          expect(smtp.received).toHaveLength(1);

          // The link works: the account activates.
          const key = new URL(mail.links[0]).searchParams.get('key');
          expect((await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` })).statusCode).toBe(
            200,
          );
        } finally {
          await smtp.close();
        }
      },
    );
  });

  it('marks a message that keeps failing as failed, with its error, and logs it at error level', async () => {
    const port = await freePort();
    const logs = logLines();
    await withTestApp(
      {
        config: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          jobs: { ...FAST_JOBS, retryLimit: 1 },
          logLevel: 'info',
        },
        logStream: logs.stream,
      },
      async (t) => {
        const body = registration();
        expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(
          201,
        );
        // The request's own attempt, then the queue's first try and its one retry (retryLimit 1).
        const failed = await until(
          'the job to fail for good',
          async () => (await t.app.jobs.failed(MAIL_QUEUE))[0],
        );
        expect((failed.data as { to: string }).to).toBe(body.email);
        expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
        expect(failed.attempts).toBe(2);
        const line = logs.lines.find((l) => l.level === 50 && l.jobId === failed.id);
        expect(line?.msg).toMatch(/^job mail .+ failed for good after 2 attempts: /);
      },
    );
  });
});
