import { MSG } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registration } from './accounts.test-helpers.ts';

/**
 * Mail that cannot be turned on someone: at most 3 account e-mails (activation, reset, invitation) to
 * one address an hour, the answer unchanged beyond; and at most 10 unknown-address forgot-password
 * look-ups an hour from one client, spec 8's words for those, 429 for every look-up after.
 */
const clock = manualClock('2026-11-26T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  readOutbox(t.outboxDir).filter((m) => m.to.toLowerCase() === email.toLowerCase());
const resetInit = (email: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/reset-password/init',
    headers: { 'content-type': 'text/plain' },
    payload: email,
    remoteAddress: ip,
  });
const HOUR = 60 * 60 * 1000;

describe('account e-mails to one address', () => {
  it('25 reset requests for one address send 3 e-mails, every answer the same 200; an hour later, one more', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      // From 25 addresses: the per-client limit of requests a minute is not what holds here.
      Array.from({ length: 25 }, (_, i) =>
        resetInit(i % 2 ? user.email.toUpperCase() : user.email, `198.51.100.${i + 1}`),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: MSG.forgotSent });
    }
    expect(mailsTo(user.email)).toHaveLength(3);
    clock.advance(HOUR);
    expect((await resetInit(user.email)).statusCode).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(4);
  });

  it('signing up again and again: 3 activation e-mails, the same 201; the last link mailed still activates', async () => {
    const body = registration();
    const accounts = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      accounts.push(res.json());
    }
    expect(mailsTo(body.email)).toHaveLength(3);
    expect(accounts[5]).toEqual(accounts[2]);
    const link = mailsTo(body.email)
      .at(-1)!
      .links.find((l) => l.includes('/activate?key='))!;
    const key = new URL(link).searchParams.get('key');
    const res = await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('invitations count too: invited, revoked and invited again, the 4th invitation is created but not sent', async () => {
    const owner = await t.createUser();
    const email = `invitee.${owner.userId}@example.com`;
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/kitchen/invitations',
        headers: owner.headers,
        payload: { email, role: 'cook' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `/api/kitchen/invitations/${res.json().id}`,
        headers: owner.headers,
      });
      expect(revoked.statusCode).toBe(200);
    }
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe('forgot-password look-ups of unknown addresses from one client', () => {
  it('the first 10 answer spec 8; after, every request from that client is 429, known address or not', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const res = await resetInit(`nobody.${i}@example.com`, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.forgotNotFound);
    }
    expect((await resetInit('nobody.10@example.com', ip)).statusCode).toBe(429);
    const user = await t.createUser();
    const known = await resetInit(user.email, ip);
    expect(known.statusCode).toBe(429);
    expect(known.headers['retry-after']).toBeDefined();
    expect(mailsTo(user.email)).toHaveLength(0);
    // Another client is not held back, and the hour ends.
    expect((await resetInit('nobody.11@example.com', '203.0.113.8')).statusCode).toBe(400);
    clock.advance(HOUR);
    expect((await resetInit('nobody.12@example.com', ip)).statusCode).toBe(400);
  });
});
