import { ACCOUNT_MESSAGES, MSG } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS } from '../../config.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp, withTestApp } from '../../test/test-app.ts';
import { claims, register, registerAndActivate, registration, signIn } from './accounts.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/authenticate', () => {
  it('signs in by login or by e-mail (any case): the token in the Authorization header and as id_token', async () => {
    const user = await registerAndActivate(t);
    for (const username of [user.login, user.email.toUpperCase()]) {
      const res = await signIn(t, username, user.password);
      expect(res.statusCode).toBe(200);
      const token = res.json().id_token as string;
      expect(res.headers.authorization).toBe(`Bearer ${token}`);
      expect(res.headers['access-control-expose-headers']).toBe('Authorization');
      const account = await t.app.inject({
        method: 'GET',
        url: '/api/account',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(account.statusCode).toBe(200);
      expect(account.json()).toMatchObject({ id: user.id, login: user.login, kitchenId: user.kitchenId });
    }
  });

  it('issues a 24 h token, or a 30-day one with rememberMe', async () => {
    const user = await registerAndActivate(t);
    const day = claims((await signIn(t, user.login, user.password)).json().id_token);
    expect(Number(day.exp) - Number(day.iat)).toBe(24 * 60 * 60);
    expect(day).toMatchObject({
      sub: String(user.id),
      login: user.login,
      kitchenId: user.kitchenId,
      iss: 'brigade',
    });
    const month = claims((await signIn(t, user.login, user.password, true)).json().id_token);
    expect(Number(month.exp) - Number(month.iat)).toBe(30 * 24 * 60 * 60);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const user = await registerAndActivate(t);
    for (const [username, password] of [
      [user.login, 'wrong-password'],
      ['nobody-here', 'whatever-password'],
    ]) {
      const res = await signIn(t, username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        title: 'Unauthorized',
        message: ACCOUNT_MESSAGES.badCredentials,
        errors: [],
      });
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('answers 401 saying the account is not activated — only to the right password', async () => {
    const body = registration();
    await register(t, body);
    const right = await signIn(t, body.login, body.password);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.notActivated);
    const wrong = await signIn(t, body.login, 'not-the-password');
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.badCredentials);
  });

  it('answers 400 to missing or mistyped fields', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'username', message: MSG.emailRequired },
      { field: 'password', message: MSG.passwordRequired },
    ]);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'a', password: 'b', rememberMe: 'yes' },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual([
      { field: 'rememberMe', message: 'rememberMe must be true or false' },
    ]);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/authenticate' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('The request body must be a JSON object.');
  });

  it('answers 400 saying so to a password longer than any account can have, not "enter your password"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'someone@example.com', password: 'p'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: MSG.passwordTooLong }]);
  });
});

describe('repeated failed sign-ins', () => {
  const LIMIT = DEFAULT_ACCOUNT_LIMITS.failuresPerLoginAndAddress; // 5
  const from = (remoteAddress: string) => ({ remoteAddress });
  const signInFrom = (t2: TestApp, remoteAddress: string, username: string, password: string) =>
    t2.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username, password },
      ...from(remoteAddress),
    });

  it('slow one address down on one account after 5 failures (429, Retry-After), until the window ends', async () => {
    const clock = manualClock('2026-02-01T09:00:00Z');
    await withTestApp({ clock }, async (t2) => {
      const victim = await t2.createUser();
      const bystander = await t2.createUser();
      for (let i = 0; i < LIMIT; i++) {
        expect((await signInFrom(t2, '10.0.0.66', victim.login, `guess-${i}`)).statusCode).toBe(401);
      }
      // From the attacking address, even the right password waits: it is not checked.
      const blocked = await signInFrom(t2, '10.0.0.66', victim.login.toUpperCase(), victim.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        title: 'Too Many Requests',
        message:
          'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
        errors: [],
      });
      expect(blocked.headers['retry-after']).toBe('900'); // the 15-minute window opened by the first guess
      // The owner, from an address that has not failed, is not locked out.
      expect((await signInFrom(t2, '10.0.0.7', victim.login, victim.password)).statusCode).toBe(200);
      // Another account, from the attacking address, is not locked out either.
      expect((await signInFrom(t2, '10.0.0.66', bystander.login, bystander.password)).statusCode).toBe(200);

      clock.advance(15 * 60 * 1000);
      expect((await signInFrom(t2, '10.0.0.66', victim.login, victim.password)).statusCode).toBe(200);
    });
  });

  it('count 25 wrong passwords sent at once atomically: 5 are checked, 20 answer 429; the owner still signs in', async () => {
    await withTestApp({}, async (t2) => {
      const owner = await t2.createUser();
      const guesses = await Promise.all(
        Array.from({ length: 25 }, (_, i) => signInFrom(t2, '10.0.0.66', owner.login, `guess-${i}`)),
      );
      const statuses = guesses.map((r) => r.statusCode);
      // Every checked guess is a 401; the throttle refuses the rest before their password is checked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LIMIT);
      expect((await signInFrom(t2, '10.0.0.7', owner.email, owner.password)).statusCode).toBe(200);
    });
  });

  it("count an account's login and e-mail together", async () => {
    await withTestApp({}, async (t2) => {
      const user = await t2.createUser();
      for (let i = 0; i < LIMIT; i++) {
        const username = i % 2 === 0 ? user.login : user.email.toUpperCase();
        expect((await signInFrom(t2, '10.0.0.66', username, `guess-${i}`)).statusCode).toBe(401);
      }
      expect((await signInFrom(t2, '10.0.0.66', user.email, 'guess-5')).statusCode).toBe(429);
    });
  });

  it('do not lock out everyone behind one address (a proxy) when it fails on many accounts', async () => {
    await withTestApp(
      { config: { accountLimits: { ...DEFAULT_ACCOUNT_LIMITS, signInRequestsPerMinute: 1000 } } },
      async (t2) => {
        const user = await t2.createUser();
        // 51 failures from the one address everyone shares: more than the old per-address limit of 50.
        const failures = await Promise.all(
          Array.from({ length: 51 }, (_, i) => signInFrom(t2, '10.0.0.1', `someone-${i}`, 'password1')),
        );
        expect(failures.map((r) => r.statusCode)).toEqual(Array(51).fill(401));
        expect((await signInFrom(t2, '10.0.0.1', user.login, user.password)).statusCode).toBe(200);
      },
    );
  });

  it('a success clears the count of its address', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 4; i++) expect((await signIn(t, user.login, 'nope-nope')).statusCode).toBe(401);
    expect((await signIn(t, user.login, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(t, user.login, 'nope-nope')).statusCode).toBe(401);
    expect((await signIn(t, user.login, user.password)).statusCode).toBe(200);
  });

  it('limit the request rate per address (in the error shape)', async () => {
    await withTestApp(
      {
        config: { accountLimits: { ...DEFAULT_ACCOUNT_LIMITS, signInRequestsPerMinute: 2 } },
      },
      async (t2) => {
        for (let i = 0; i < 2; i++) expect((await signIn(t2, 'x', 'y')).statusCode).toBe(401);
        const res = await signIn(t2, 'x', 'y');
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          title: 'Too Many Requests',
          message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
          errors: [],
        });
      },
    );
  });
});
