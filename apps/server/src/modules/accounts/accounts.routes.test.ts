import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES, MSG } from '@brigade/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchens, userKeys, users } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, type TestApp, withTestApp } from '../../test/test-app.ts';
import { keyFromMail, register, registerAndActivate, registration } from './accounts.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;

describe('POST /api/register', () => {
  it('creates an inactive user in a new kitchen and e-mails a single activation link', async () => {
    const body = registration({ firstName: 'Auguste', lastName: 'Escoffier' });
    const account = await register(t, body);
    expect(account).toEqual({
      id: expect.any(Number),
      login: body.login,
      firstName: 'Auguste',
      lastName: 'Escoffier',
      email: body.email,
      langKey: 'en',
      activated: false,
      kitchenId: expect.any(Number),
      kitchenName: "Auguste Escoffier's kitchen",
      role: 'owner',
    });
    const [kitchen] = await t.db.select().from(kitchens).where(eq(kitchens.id, account.kitchenId));
    expect(kitchen.name).toBe("Auguste Escoffier's kitchen");

    const mails = readOutbox(t.outboxDir).filter((m) => m.to === body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Brigade account activation');
    expect(mails[0].text).toContain('Hello Auguste,');
    expect(mails[0].links).toHaveLength(1);
    expect(mails[0].links[0]).toMatch(/^http:\/\/brigade\.test\/activate\?key=[\w-]{32}$/);
    expect(mails[0].raw).not.toContain(body.password);

    // Only the sha256 of the key is stored.
    const key = keyFromMail(t, body.email, '/activate');
    const [stored] = await t.db.select().from(userKeys).where(eq(userKeys.userId, account.id));
    expect(stored.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(stored.keyHash).not.toContain(key);
    expect(stored.purpose).toBe('activation');
  });

  it('accepts a long e-mail address as the login (the web signs up with login = e-mail)', async () => {
    const email = `${'a'.repeat(60)}+kitchen@${'b'.repeat(40)}.example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ login: email, email }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().login).toBe(email);
  });

  it('stores the password as a salted scrypt hash at the production cost, never in clear', async () => {
    // The other tests hash at TEST_PASSWORD_COST: this app hashes as production does.
    await withTestApp({ productionPasswordCost: true }, async (production) => {
      const body = registration();
      const account = await register(production, body);
      const [row] = await production.db.select().from(users).where(eq(users.id, account.id));
      expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(row.passwordHash).not.toContain(body.password);
    });
  });

  it('refuses a login or e-mail of an activated account, whatever the case', async () => {
    const existing = await registerAndActivate(t);
    const before = await userCount();

    const sameLogin = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ login: existing.login.toUpperCase() }),
    });
    expect(sameLogin.statusCode).toBe(400);
    expect(sameLogin.json()).toEqual({
      title: 'Bad Request',
      message: ACCOUNT_MESSAGES.loginTaken,
      errors: [{ field: 'login', message: ACCOUNT_MESSAGES.loginTaken }],
    });

    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ email: existing.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().errors).toEqual([{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken }]);
    expect(await userCount()).toBe(before);
  });

  it('lets a new sign-up replace one that was never activated (and its kitchen)', async () => {
    const first = registration();
    const stale = await register(t, first);
    const again = await register(
      t,
      registration({ login: first.login, email: first.email, firstName: 'Again' }),
    );
    expect(again.id).not.toBe(stale.id);
    expect(await t.db.select().from(users).where(eq(users.id, stale.id))).toEqual([]);
    expect(await t.db.select().from(kitchens).where(eq(kitchens.id, stale.kitchenId))).toEqual([]);
  });

  it('answers 400 with the spec message of every missing field, and creates nothing', async () => {
    const before = await userCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.title).toBe('Bad Request');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'login', message: MSG.loginRequired },
        { field: 'firstName', message: MSG.firstNameRequired },
        { field: 'lastName', message: MSG.lastNameRequired },
        { field: 'email', message: MSG.emailRequired },
        { field: 'password', message: MSG.passwordRequired },
      ]),
    );
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password', MSG.passwordTooShort],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', MSG.emailInvalid],
    ['a blank first name', { firstName: '   ' }, 'firstName', MSG.firstNameRequired],
    ['a login of the wrong type', { login: 42 }, 'login', MSG.loginRequired],
    ['a password of the wrong type', { password: ['x'] }, 'password', MSG.passwordRequired],
  ])('answers 400 for %s', async (_name, override, field, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration(), ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: 'Bad Request', message, errors: [{ field, message }] });
  });

  it('answers 400 in words to a language code of the wrong length, and creates nothing', async () => {
    // Its own app: this file's sign-ups already use the minute's allowance of the shared one.
    await withTestApp({}, async (t2) => {
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...registration(), langKey: 'english-please' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'langKey', message: MSG.languageInvalid }]);
      expect((await t2.db.select({ n: count() }).from(users))[0].n).toBe(0);
    });
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration(), activated: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'activated', message: 'Unknown field: activated' }]);
  });

  it('answers 400 to malformed JSON, 415 to an unsupported content type, 413 to a huge body', async () => {
    const before = await userCount();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      title: 'Bad Request',
      message: 'The request body is not valid JSON.',
      errors: [],
    });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<login>x</login>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().title).toBe('Unsupported Media Type');

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'login=x',
    });
    expect(text.statusCode).toBe(400);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration(), firstName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      title: 'Payload Too Large',
      message: 'The request body is too large.',
      errors: [],
    });
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/activate', () => {
  it('activates once; the same key then answers 400', async () => {
    const body = registration();
    const account = await register(t, body);
    const key = keyFromMail(t, body.email, '/activate');

    const first = await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: ACCOUNT_MESSAGES.activated });
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row.activated).toBe(true);

    const second = await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      title: 'Bad Request',
      message: ACCOUNT_MESSAGES.badActivationKey,
      errors: [{ field: 'key', message: ACCOUNT_MESSAGES.badActivationKey }],
    });
  });

  it('answers 400 to an unknown or missing key', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/activate?key=not-a-real-key' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.badActivationKey);
    const missing = await t.app.inject({ method: 'GET', url: '/api/activate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'key', message: ACCOUNT_MESSAGES.badActivationKey }]);
    // A link pasted twice (?key=a&key=b) or cut off by a mail program reads the same to the user.
    for (const url of [
      '/api/activate?key=a&key=b',
      '/api/activate?key=',
      `/api/activate?key=${'k'.repeat(201)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(ACCOUNT_MESSAGES.badActivationKey);
    }
  });

  it('answers 400 once the key is older than 7 days', async () => {
    const clock = manualClock('2026-03-01T08:00:00Z');
    await withTestApp({ clock }, async (t2) => {
      const body = registration();
      await register(t2, body);
      const key = keyFromMail(t2, body.email, '/activate');
      clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
      const res = await t2.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.badActivationKey);
    });
  });
});

describe('GET /api/account and /api/logout', () => {
  it('answers the signed-in user', async () => {
    const user = await t.createUser({ firstName: 'Thomas', lastName: 'Keller' });
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.userId,
      login: user.login,
      firstName: 'Thomas',
      lastName: 'Keller',
      email: user.email,
      langKey: 'en',
      activated: true,
      kitchenId: user.kitchenId,
      kitchenName: `Kitchen of ${user.login}`,
      role: 'owner',
    });
  });

  it('answers 401 without a token, with a malformed one, or with one of another secret', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      title: 'Unauthorized',
      message: 'Please sign in to continue.',
      errors: [],
    });

    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: 'Basic Zm9vOmJhcg==' },
    });
    expect(basic.statusCode).toBe(401);

    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message).toBe('Your session is not valid. Please sign in again.');

    await withTestApp({}, async (other) => {
      const stranger = await other.createUser();
      const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: stranger.headers });
      expect(res.statusCode).toBe(401);
    });
  });

  it('answers 401 once the token expired (24 h)', async () => {
    const clock = manualClock('2026-05-01T10:00:00Z');
    await withTestApp({ clock }, async (t2) => {
      const user = await t2.createUser();
      clock.advance(24 * 60 * 60 * 1000 - 1000);
      expect(
        (await t2.app.inject({ method: 'GET', url: '/api/account', headers: user.headers })).statusCode,
      ).toBe(200);
      clock.advance(2000);
      const res = await t2.app.inject({ method: 'GET', url: '/api/account', headers: user.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    });
  });

  it('answers 401 when the user of a valid token no longer exists', async () => {
    const user = await t.createUser();
    await t.db.delete(users).where(eq(users.id, user.userId));
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: user.headers });
    expect(res.statusCode).toBe(401);
  });

  it('signs out with 200, with or without a token', async () => {
    const user = await t.createUser();
    const withToken = await t.app.inject({ method: 'GET', url: '/api/logout', headers: user.headers });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual({ message: ACCOUNT_MESSAGES.loggedOut });
    expect((await t.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(200);
  });
});
