import { ACCOUNT_MESSAGES, MSG } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { lastMessageTo, readOutbox } from '../../test/outbox.ts';
import { createTestApp, type TestApp, withTestApp } from '../../test/test-app.ts';
import { keyFromMail, register, registration, signIn } from './accounts.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const init = (app: TestApp, email: string, contentType = 'text/plain') =>
  app.app.inject({
    method: 'POST',
    url: '/api/account/reset-password/init',
    headers: { 'content-type': contentType },
    payload: email,
  });
const finish = (app: TestApp, payload: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/account/reset-password/finish', payload: payload as object });

describe('POST /api/account/reset-password/init', () => {
  it('e-mails a reset link for the e-mail given as text/plain (any case)', async () => {
    const user = await t.createUser();
    const res = await init(t, `  ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.forgotSent });
    const mail = lastMessageTo(t.outboxDir, user.email)!;
    expect(mail.subject).toBe('Brigade password reset');
    expect(mail.text).toContain('Hello Test,');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/brigade\.test\/account\/reset-password\?key=[\w-]{32}$/);
    expect(mail.raw).not.toContain(user.password);
  });

  it('answers 400 with the spec text for an unknown e-mail, and sends nothing', async () => {
    const before = readOutbox(t.outboxDir).length;
    const res = await init(t, 'nobody@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      title: 'Bad Request',
      message: MSG.forgotNotFound,
      errors: [{ field: 'email', message: MSG.forgotNotFound }],
    });
    expect(readOutbox(t.outboxDir)).toHaveLength(before);
  });

  it('answers 400 for an account that was never activated', async () => {
    const body = registration();
    await register(t, body);
    const res = await init(t, body.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.forgotNotFound);
  });

  it('answers 400 to a blank or malformed e-mail, 415 to an unsupported content type', async () => {
    const blank = await init(t, '');
    expect(blank.statusCode).toBe(400);
    const malformed = await init(t, 'not an email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.emailInvalid);
    const xml = await init(t, '<email/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
  });
});

describe('POST /api/account/reset-password/finish', () => {
  it('sets the new password with the e-mailed key (201); the key then answers 400', async () => {
    const user = await t.createUser();
    await init(t, user.email);
    const key = keyFromMail(t, user.email, '/account/reset-password');

    const res = await finish(t, { key, newPassword: 'a-brand-new-secret' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.resetSucceeded });
    expect((await signIn(t, user.login, user.password)).statusCode).toBe(401);
    expect((await signIn(t, user.login, 'a-brand-new-secret')).statusCode).toBe(200);

    const again = await finish(t, { key, newPassword: 'yet-another-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      title: 'Bad Request',
      message: ACCOUNT_MESSAGES.badResetKey,
      errors: [{ field: 'key', message: ACCOUNT_MESSAGES.badResetKey }],
    });
    expect((await signIn(t, user.login, 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('retires an older link when a new one is requested', async () => {
    const user = await t.createUser();
    await init(t, user.email);
    const oldKey = keyFromMail(t, user.email, '/account/reset-password');
    await init(t, user.email);
    const newKey = keyFromMail(t, user.email, '/account/reset-password');
    expect(newKey).not.toBe(oldKey);
    expect((await finish(t, { key: oldKey, newPassword: 'first-new-secret' })).statusCode).toBe(400);
    expect((await finish(t, { key: newKey, newPassword: 'second-new-secret' })).statusCode).toBe(201);
  });

  it('answers 400 to an unknown key, and to an activation key', async () => {
    expect((await finish(t, { key: 'made-up-key', newPassword: 'long-enough-1' })).statusCode).toBe(400);
    const body = registration();
    await register(t, body);
    const activationKey = keyFromMail(t, body.email, '/activate');
    const res = await finish(t, { key: activationKey, newPassword: 'long-enough-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.badResetKey);
  });

  it('answers 400 to a short password and keeps the key usable', async () => {
    const user = await t.createUser();
    await init(t, user.email);
    const key = keyFromMail(t, user.email, '/account/reset-password');
    const short = await finish(t, { key, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'newPassword', message: MSG.passwordTooShort }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect((await signIn(t, user.login, user.password)).statusCode).toBe(200);
    expect((await finish(t, { key, newPassword: 'long-enough-now' })).statusCode).toBe(201);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(after.passwordHash).not.toBe(row.passwordHash);
  });

  it('answers 400 to missing fields and unknown fields', async () => {
    const missing = await finish(t, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'key', message: MSG.resetFailed },
      { field: 'newPassword', message: MSG.passwordRequired },
    ]);
    // A key of the wrong type or longer than any we send is a broken link too: the spec's reset error.
    for (const key of [42, 'k'.repeat(201)]) {
      const res = await finish(t, { key, newPassword: 'long-enough-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'key', message: MSG.resetFailed }]);
    }
    const unknown = await finish(t, { key: 'k', newPassword: 'long-enough-1', login: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'login', message: 'Unknown field: login' }]);
  });

  it('answers 400 once the key is older than 24 hours', async () => {
    const clock = manualClock('2026-04-10T18:00:00Z');
    await withTestApp({ clock }, async (t2) => {
      const user = await t2.createUser();
      await init(t2, user.email);
      const key = keyFromMail(t2, user.email, '/account/reset-password');
      clock.advance(24 * 60 * 60 * 1000);
      const res = await finish(t2, { key, newPassword: 'too-late-secret' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.badResetKey);
    });
  });
});
