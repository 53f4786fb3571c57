import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMessage, parseEml } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { keyFromMail, registration, signIn } from './accounts.test-helpers.ts';

/** Collects every log line the app writes. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('e-mail through SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      config: { smtpUrl: smtp.url, publicUrl: 'https://brigade.example.com' },
      logStream: logs.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the activation and reset e-mails, and never logs a password, key or token', async () => {
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(
      201,
    );
    expect(smtp.received).toHaveLength(1);
    const activation = smtp.received[0];
    expect(activation.to).toBe(body.email);
    expect(activation.subject).toBe('Brigade account activation');
    const activationLink = activation.links[0];
    expect(activationLink).toMatch(/^https:\/\/brigade\.example\.com\/activate\?key=[\w-]{32}$/);
    expect(activation.html).toContain(`href="${activationLink}"`);
    expect(activation.raw).not.toContain(body.password);
    const activationKey = new URL(activationLink).searchParams.get('key')!;

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/activate?key=${activationKey}` })).statusCode,
    ).toBe(200);
    const signedIn = await signIn(t, body.email, body.password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().id_token as string;
    await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${token}` } });

    await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: body.email,
    });
    expect(smtp.received).toHaveLength(2);
    const resetLink = smtp.received[1].links[0];
    expect(resetLink).toMatch(/^https:\/\/brigade\.example\.com\/account\/reset-password\?key=[\w-]{32}$/);
    const resetKey = new URL(resetLink).searchParams.get('key')!;
    const newPassword = 'freshly-chosen-secret';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/reset-password/finish',
          payload: { key: resetKey, newPassword },
        })
      ).statusCode,
    ).toBe(201);

    expect(existsSync(t.outboxDir)).toBe(false);
    const all = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(5);
    for (const secret of [body.password, newPassword, activationKey, resetKey, token]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('key=[REDACTED]');
  });

  // SMTP down: the sign-up stands and its e-mail waits in the job queue (jobs/durable-mailer.test.ts).
});

describe('e-mail to the outbox (no SMTP_URL)', () => {
  const logs = logCollector();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
  });
  afterAll(() => t.close());

  it('writes an .eml file and prints its link, the only log line that carries the key', async () => {
    const body = registration();
    await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    const key = keyFromMail(t, body.email, '/activate');
    await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });

    const withKey = logs.lines.filter((l) => l.includes(key));
    expect(withKey).toHaveLength(1);
    const line = JSON.parse(withKey[0]);
    expect(line.msg).toMatch(/^e-mail written to the outbox/);
    expect(line.links).toEqual([`http://brigade.test/activate?key=${key}`]);
    expect(line.file).toMatch(/outbox\/.+\.eml$/);
    expect(logs.lines.join('\n')).not.toContain(body.password);
  });
});
