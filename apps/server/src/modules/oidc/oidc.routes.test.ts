import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, MSG, SESSION_MESSAGES } from '@brigade/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS, type OidcConfig } from '../../config.ts';
import { identities, users } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp, withTestApp } from '../../test/test-app.ts';
import {
  claims,
  keyFromMail,
  register,
  registerAndActivate,
  registration,
  signIn,
} from '../accounts/accounts.test-helpers.ts';
import { type IdTokenClaims, type LocalOidcIssuer, startLocalOidcIssuer } from './local-oidc-issuer.ts';
import { oidcMessages } from './oidc-verifier.ts';
import { thirdPartyMessages } from './third-party-sign-in.service.ts';

const CLIENT_ID = 'brigade-test.apps.example.com';
const clock = manualClock('2026-03-02T09:00:00Z');
let issuer: LocalOidcIssuer;
let t: TestApp;
let messages: ReturnType<typeof oidcMessages>;

const oidcConfig = (overrides: Partial<OidcConfig> = {}): OidcConfig => ({
  clientId: CLIENT_ID,
  issuer: issuer.issuer,
  scriptUrl: `${issuer.issuer}/gsi/client`,
  // The rotation test needs an unknown key id to fetch the keys again at once.
  jwksCooldownMs: 0,
  ...overrides,
});

beforeAll(async () => {
  issuer = await startLocalOidcIssuer({ clientId: CLIENT_ID, now: clock.now });
  messages = oidcMessages(issuer.issuer);
  t = await createTestApp({ clock, config: { oidc: oidcConfig() } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** A person at the provider nobody has seen yet. */
function person(overrides: Partial<IdTokenClaims> = {}): IdTokenClaims {
  const id = randomBytes(4).toString('hex');
  return {
    sub: `10${BigInt(`0x${id}`).toString()}`,
    email: `marco.${id}@example.com`,
    given_name: 'Marco',
    family_name: 'Pierre',
    ...overrides,
  };
}

const post = (app: TestApp, url: '/api/googlesignin' | '/api/registerGoogleUser', idToken: string) =>
  app.app.inject({ method: 'POST', url, payload: { idToken } });
const signUpWith = async (c: IdTokenClaims, app = t) =>
  post(app, '/api/registerGoogleUser', await issuer.sign(c));
const signInWith = async (c: IdTokenClaims, app = t) => post(app, '/api/googlesignin', await issuer.sign(c));

async function account(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const usersWithEmail = async (email: string) =>
  t.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);

describe('GET /api/auth-config', () => {
  it('tells the web the client id, the issuer and the button script when sign-in with Google is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleClientId: CLIENT_ID,
      oidcIssuer: issuer.issuer,
      googleScriptUrl: `${issuer.issuer}/gsi/client`,
    });
  });

  it('says null without GOOGLE_CLIENT_ID, and the sign-in routes answer 404 saying it is not configured', async () => {
    await withTestApp({}, async (off) => {
      const config = await off.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(config.json()).toEqual({
        googleClientId: null,
        oidcIssuer: 'https://accounts.google.com',
        googleScriptUrl: 'https://accounts.google.com/gsi/client',
      });
      for (const url of ['/api/googlesignin', '/api/registerGoogleUser'] as const) {
        const res = await post(off, url, await issuer.sign(person()));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ title: 'Not Found', message: SESSION_MESSAGES.googleOff, errors: [] });
      }
    });
  });
});

describe('security headers for Google’s button', () => {
  it('allow its script, its iframe, style and calls, a popup that answers, and send the origin it checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    const csp = String(res.headers['content-security-policy']);
    const gsi = `${issuer.issuer}/gsi/`;
    expect(csp).toContain(`script-src 'self' ${gsi}client;`);
    expect(csp).toContain(`frame-src ${gsi};`);
    expect(csp).toContain(`connect-src 'self' ${gsi};`);
    expect(csp).toContain(`style-src 'self' 'unsafe-inline' ${gsi};`);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('stay closed when sign-in with Google is off', async () => {
    await withTestApp({}, async (off) => {
      const res = await off.app.inject({ method: 'GET', url: '/api/auth-config' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-src 'none';");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });
  });
});

describe('POST /api/registerGoogleUser', () => {
  it('creates an activated user without a password, their kitchen and their identity; the token comes in the Authorization header', async () => {
    const marco = person();
    const res = await signUpWith(marco);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id_token: expect.any(String),
      login: marco.email,
      email: marco.email,
      created: true,
    });
    expect(res.headers.authorization).toBe(`Bearer ${body.id_token}`);
    expect(res.headers['access-control-expose-headers']).toBe('Authorization');

    const me = await account(body.id_token);
    expect(me).toMatchObject({
      login: marco.email,
      email: marco.email,
      firstName: 'Marco',
      lastName: 'Pierre',
      activated: true,
    });
    expect(claims(body.id_token)).toMatchObject({ sub: String(me.id), kitchenId: me.kitchenId });
    const [row] = await usersWithEmail(marco.email);
    expect(row.passwordHash).toBeNull();
    expect(await t.db.select().from(identities).where(eq(identities.userId, me.id))).toMatchObject([
      { issuer: issuer.issuer, subject: marco.sub, email: marco.email },
    ]);
    // The kitchen is theirs: a write lands in it.
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { authorization: `Bearer ${body.id_token}` },
      payload: { name: 'Rungis' },
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
  });

  it('signs an existing user in instead of creating a second one (200, created: false)', async () => {
    const marco = person();
    const first = (await signUpWith(marco)).json();
    const again = await signUpWith(marco);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ login: first.login, created: false });
    expect((await account(again.json().id_token)).id).toBe((await account(first.id_token)).id);
    expect(await usersWithEmail(marco.email)).toHaveLength(1);
  });

  it('derives a free login when the address is already someone else’s login', async () => {
    const address = `taken.${randomBytes(3).toString('hex')}@example.com`;
    await t.createUser({ login: address, email: `other.${randomBytes(3).toString('hex')}@example.com` });
    const res = await signUpWith(person({ email: address }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().login).toMatch(/^taken\.[0-9a-f]{6}_[0-9a-f]{8}$/);
    expect(res.json().email).toBe(address);
  });

  it('replaces a never-activated sign-up with the same address instead of linking it (its password never works)', async () => {
    const squatter = registration();
    await register(t, squatter);
    const owner = person({ email: squatter.email.toUpperCase() });

    const signInFirst = await signInWith(owner);
    expect(signInFirst.statusCode).toBe(401);
    expect(signInFirst.json().message).toBe(thirdPartyMessages(issuer.issuer).noAccount(squatter.email));

    const res = await signUpWith(owner);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await usersWithEmail(squatter.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ activated: true, passwordHash: null, firstName: 'Marco' });
    expect((await signIn(t, squatter.email, squatter.password)).statusCode).toBe(401);
  });

  it('takes the names from `name`, or the address, when the provider gives no given_name', async () => {
    const named = person({ given_name: undefined, family_name: undefined, name: 'Auguste Escoffier' });
    const me = await account((await signUpWith(named)).json().id_token);
    expect(me).toMatchObject({ firstName: 'Auguste', lastName: 'Escoffier' });
    const bare = person({ given_name: undefined, family_name: undefined });
    const plain = await account((await signUpWith(bare)).json().id_token);
    expect(plain).toMatchObject({ firstName: bare.email.split('@')[0], lastName: '' });
  });
});

describe('POST /api/googlesignin', () => {
  it('signs in the user of the identity, whatever their e-mail at the provider has become', async () => {
    const marco = person();
    const created = await account((await signUpWith(marco)).json().id_token);
    const res = await signInWith({ ...marco, email: `new.${marco.email}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ login: marco.email, created: false });
    expect(res.headers.authorization).toBe(`Bearer ${res.json().id_token}`);
    expect((await account(res.json().id_token)).id).toBe(created.id);
  });

  it('answers 401 telling a stranger to sign up first, and creates nobody', async () => {
    const stranger = person();
    const res = await signInWith(stranger);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      title: 'Unauthorized',
      message: `There is no Brigade account for ${stranger.email} yet. Sign up with your identity provider to create one.`,
      errors: [],
    });
    expect(res.headers.authorization).toBeUndefined();
    expect(await usersWithEmail(stranger.email)).toHaveLength(0);
  });

  it('links a verified e-mail to the password account that has it: one user, both ways in', async () => {
    const julia = await registerAndActivate(t);
    const google = person({ email: julia.email.toUpperCase() });

    const res = await signInWith(google);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ login: julia.login, created: false });
    expect((await account(res.json().id_token)).id).toBe(julia.id);
    expect(await t.db.select().from(identities).where(eq(identities.userId, julia.id))).toMatchObject([
      { issuer: issuer.issuer, subject: google.sub, email: julia.email.toLowerCase() },
    ]);
    // Sign-up by the same person links too, never duplicates.
    expect((await signUpWith(google)).statusCode).toBe(200);
    expect(await usersWithEmail(julia.email)).toHaveLength(1);
    // The password still works.
    expect((await signIn(t, julia.email, julia.password)).statusCode).toBe(200);
  });

  it('does not link an account already linked to another person at the same provider', async () => {
    const marco = person();
    await signUpWith(marco);
    const newcomer = person({ email: marco.email });
    const res = await signInWith(newcomer);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(thirdPartyMessages(issuer.issuer).otherIdentity(marco.email));
  });
});

describe('refused ID tokens: 401 with a clear message, never a session', () => {
  const refused = async (idToken: string, message: string) => {
    for (const url of ['/api/googlesignin', '/api/registerGoogleUser'] as const) {
      const res = await post(t, url, idToken);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual({ title: 'Unauthorized', message, errors: [] });
      expect(res.headers.authorization).toBeUndefined();
    }
  };

  it('an expired token (past exp, beyond a minute of clock skew)', async () => {
    const marco = person();
    await signUpWith(marco);
    const iat = Math.floor(clock.now().getTime() / 1000) - 2 * 3600;
    // Issued two hours ago, valid for one: expired an hour ago.
    await refused(await issuer.sign({ ...marco, iat, exp: iat + 3600 }), messages.expired);
    // 30 s past exp is within the minute of skew allowed: still accepted.
    const recent = Math.floor(clock.now().getTime() / 1000) - 3630;
    expect(
      (await post(t, '/api/googlesignin', await issuer.sign({ ...marco, iat: recent }))).statusCode,
    ).toBe(200);
  });

  it('a token made for another application (audience)', async () => {
    await refused(
      await issuer.sign(person({ aud: 'someone-else.apps.example.com' })),
      messages.wrongAudience,
    );
  });

  it('a token naming another issuer, even signed with a key we trust', async () => {
    await refused(await issuer.sign(person({ iss: 'https://login.example.com' })), messages.wrongIssuer);
  });

  it('an e-mail the provider has not verified (false, "false", or missing)', async () => {
    await refused(await issuer.sign(person({ email_verified: false })), messages.unverifiedEmail);
    await refused(await issuer.sign(person({ email_verified: 'false' })), messages.unverifiedEmail);
    await refused(await issuer.sign(person({ email_verified: undefined })), messages.unverifiedEmail);
    expect((await signUpWith(person({ email_verified: 'true' }))).statusCode).toBe(201);
  });

  it('a token without an e-mail', async () => {
    await refused(await issuer.sign(person({ email: undefined as unknown as string })), messages.noEmail);
  });

  it('a forged signature, a tampered payload, and something that is not a token', async () => {
    await refused(await issuer.forge(person()), messages.invalid);
    const [head, , signature] = (await issuer.sign(person())).split('.');
    const payload = Buffer.from(JSON.stringify({ ...person(), iss: issuer.issuer, aud: CLIENT_ID })).toString(
      'base64url',
    );
    await refused(`${head}.${payload}.${signature}`, messages.invalid);
    await refused('not-a-jwt', messages.invalid);
    // An unsigned token ("alg": "none").
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    await refused(none, messages.invalid);
  });

  it('an empty or oversized body is a 400, not a 401', async () => {
    for (const payload of [{}, { idToken: '' }, { idToken: 42 }, { idToken: 'x'.repeat(5000) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/googlesignin', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toEqual([
        { field: 'idToken', message: MSG.signInTokenInvalid },
      ]);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/googlesignin',
      payload: { idToken: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(MSG.controlCharacters);
  });
});

describe('the issuer’s keys', () => {
  it('are fetched once, kept, and fetched again when a token names a key id we do not have (rotation)', async () => {
    await withTestApp({ clock, config: { oidc: oidcConfig() } }, async (fresh) => {
      const before = issuer.jwksRequests;
      const marco = person();
      expect((await signUpWith(marco, fresh)).statusCode).toBe(201);
      expect((await signInWith(marco, fresh)).statusCode).toBe(200);
      // Two tokens, one fetch: the keys are cached.
      expect(issuer.jwksRequests - before).toBe(1);

      await issuer.rotate({ dropOld: true });
      const res = await signInWith(marco, fresh);
      expect(res.statusCode, res.body).toBe(200);
      // The new key id was unknown: the keys were fetched again, once.
      expect(issuer.jwksRequests - before).toBe(2);
      expect((await signInWith(marco, fresh)).statusCode).toBe(200);
      expect(issuer.jwksRequests - before).toBe(2);
    });
  });

  it('are not fetched again for every unknown key id within the cooldown (junk cannot hammer the provider)', async () => {
    await withTestApp({ clock, config: { oidc: oidcConfig({ jwksCooldownMs: 30_000 }) } }, async (app) => {
      const before = issuer.jwksRequests;
      expect((await signUpWith(person(), app)).statusCode).toBe(201);
      for (let i = 0; i < 3; i++) {
        const res = await post(app, '/api/googlesignin', await issuer.forge(person()));
        expect(res.statusCode).toBe(401);
      }
      expect(issuer.jwksRequests - before).toBe(1);
    });
  });

  it('answer 503 with a clear message when the provider cannot be reached', async () => {
    const away = await startLocalOidcIssuer({ clientId: CLIENT_ID, now: clock.now });
    const address = away.issuer;
    const token = await away.sign(person());
    await away.close();
    await withTestApp(
      { clock, config: { oidc: oidcConfig({ issuer: address, jwksCooldownMs: 30_000 }) } },
      async (app) => {
        const res = await post(app, '/api/registerGoogleUser', token);
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(oidcMessages(address).unavailable);
      },
    );
  });
});

describe('a Google-only user', () => {
  it('has no password until they set one through the reset link; then both ways work', async () => {
    const marco = person();
    const created = (await signUpWith(marco)).json();
    const denied = await signIn(t, marco.email, 'any-password-at-all');
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe(ACCOUNT_MESSAGES.badCredentials);

    const init = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: marco.email,
    });
    expect(init.statusCode, init.body).toBe(200);
    const key = keyFromMail(t, marco.email, '/account/reset-password');
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'a-brand-new-password' },
    });
    expect(finish.statusCode, finish.body).toBe(201);

    const withPassword = await signIn(t, marco.email, 'a-brand-new-password');
    expect(withPassword.statusCode).toBe(200);
    const google = await signInWith(marco);
    expect(google.statusCode).toBe(200);
    // Setting the password ended the old session (token version), as a reset always does.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${created.id_token}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await account(google.json().id_token)).login).toBe(marco.email);
  });
});

describe('rate limit', () => {
  it('answers 429 past the sign-in limit per address and minute', async () => {
    await withTestApp(
      {
        clock,
        config: {
          oidc: oidcConfig(),
          accountLimits: { ...DEFAULT_ACCOUNT_LIMITS, signInRequestsPerMinute: 2 },
        },
      },
      async (app) => {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++)
          statuses.push((await post(app, '/api/googlesignin', 'not-a-jwt')).statusCode);
        expect(statuses).toEqual([401, 401, 429]);
        expect((await post(app, '/api/registerGoogleUser', 'not-a-jwt')).statusCode).toBe(401);
      },
    );
  });
});
