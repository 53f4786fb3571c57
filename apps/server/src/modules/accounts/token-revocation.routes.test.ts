import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { ENDED_TOKEN, GONE_USER } from '../../plugins/auth.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { keyFromMail, signIn } from './accounts.test-helpers.ts';

/**
 * A token dies at sign-out and at a password reset, and a token of a user who
 * is gone reads nothing, whatever its signature and expiry say.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function tokenOf(user: TestUser, rememberMe = false): Promise<string> {
  const res = await signIn(t, user.login, user.password, rememberMe);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id_token;
}

describe('GET /api/logout', () => {
  it('ends the token it is sent with, and every other token of the user (a 30-day one too)', async () => {
    const user = await t.createUser();
    const [phone, laptop] = [await tokenOf(user), await tokenOf(user, true)];
    expect((await get('/api/account', phone)).statusCode).toBe(200);

    const out = await get('/api/logout', phone);
    expect(out.statusCode).toBe(200);
    for (const token of [phone, laptop]) {
      for (const url of ['/api/account', '/api/vendors', '/api/recipes']) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ title: 'Unauthorized', message: ENDED_TOKEN, errors: [] });
      }
    }
    // Signing in again gives a token that works.
    expect((await get('/api/account', await tokenOf(user))).statusCode).toBe(200);
  });

  it('answers 200 without a token or with a dead one, and ends nobody else’s session', async () => {
    const user = await t.createUser();
    const token = await tokenOf(user);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(200);
    expect((await get('/api/logout', 'not-a-token')).statusCode).toBe(200);
    const other = await t.createUser();
    const otherToken = await tokenOf(other);
    await get('/api/logout', otherToken);
    expect((await get('/api/logout', otherToken)).statusCode).toBe(200); // signing out twice is fine
    expect((await get('/api/account', token)).statusCode).toBe(200);
  });
});

describe('a completed password reset', () => {
  it('ends the tokens signed before it; the new password signs in', async () => {
    const user = await t.createUser();
    const before = await tokenOf(user, true);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: user.email,
    });
    expect(init.statusCode).toBe(200);
    // Asking for a link changes nothing yet: the old password and its tokens still count.
    expect((await get('/api/account', before)).statusCode).toBe(200);
    const key = keyFromMail(t, user.email, '/account/reset-password');
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'a-brand-new-password' },
    });
    expect(finish.statusCode).toBe(201);

    const res = await get('/api/account', before);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ENDED_TOKEN);
    const again = await signIn(t, user.login, 'a-brand-new-password');
    expect((await get('/api/account', again.json().id_token)).statusCode).toBe(200);
  });
});

describe('a validly signed token of a user who is gone', () => {
  it('reads nothing once the user is deleted, though its kitchen still exists', async () => {
    const user = await t.createUser();
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: user.headers,
      payload: { name: 'Sysco' },
    });
    expect(vendor.statusCode).toBe(201);
    await t.db.delete(users).where(eq(users.id, user.userId));
    for (const url of ['/api/vendors', `/api/vendors/${vendor.json().id}`, '/api/account', '/api/menus']) {
      const res = await get(url, user.token);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message, url).toBe(GONE_USER);
    }
  });

  it('reads nothing once the user is deactivated', async () => {
    const user = await t.createUser();
    await t.db.update(users).set({ activated: false }).where(eq(users.id, user.userId));
    const res = await get('/api/ingredients', user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(GONE_USER);
  });

  it('reads nothing when its kitchen is not the user’s (a token signed with the secret but other claims)', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const forged = await t.app.tokens.sign({
      id: user.userId,
      login: user.login,
      kitchenId: other.kitchenId,
    });
    const res = await get('/api/vendors', forged);
    expect(res.statusCode).toBe(401);
  });
});
