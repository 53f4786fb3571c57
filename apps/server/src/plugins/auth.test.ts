import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { manualClock } from '../lib/clock.ts';
import { createTokenService, REMEMBER_ME_TTL_SECONDS, TOKEN_TTL_SECONDS } from './auth.ts';

const SECRET = 's'.repeat(48);
const user = { id: 7, login: 'chef', kitchenId: 3 };

// Tokens below are assembled by hand (not by the library under test), so each check is independent.
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function handMade(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  sign: (input: string) => string = (input) => createHmac('sha256', SECRET).update(input).digest('base64url'),
): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign(input)}`;
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).statusCode).toBe(401);
  return (err as AppError).message;
}

describe('token service (HS256)', () => {
  const clock = manualClock('2026-11-22T06:00:00Z');
  const tokens = createTokenService(SECRET, clock);
  const now = Math.floor(clock.now().getTime() / 1000);
  const valid = { sub: '7', iss: 'brigade', iat: now, exp: now + 60, login: 'chef', kitchenId: 3 };

  it('signs a token that verifies back to the user, valid 24 h (30 days with remember me)', async () => {
    for (const [rememberMe, ttl] of [
      [false, TOKEN_TTL_SECONDS],
      [true, REMEMBER_ME_TTL_SECONDS],
    ] as const) {
      const token = await tokens.sign(user, rememberMe);
      const [header, payload] = token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      expect(payload).toMatchObject({ sub: '7', iss: 'brigade', iat: now, exp: now + ttl, login: 'chef' });
      expect(await tokens.verify(token)).toEqual({ ...user, tokenVersion: 0, expiresAt: (now + ttl) * 1000 });
    }
  });

  it('accepts a hand-made HS256 token with the same secret', async () => {
    expect(await tokens.verify(handMade({ alg: 'HS256', typ: 'JWT' }, valid))).toEqual({
      ...user,
      tokenVersion: 0,
      expiresAt: valid.exp * 1000,
    });
  });

  it("carries the user's token version (0 in tokens that predate it), which sign-out and reset raise", async () => {
    const token = await tokens.sign({ ...user, tokenVersion: 4 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.tv).toBe(4);
    expect(await tokens.verify(token)).toMatchObject({ ...user, tokenVersion: 4 });
    expect(await tokens.verify(handMade({ alg: 'HS256', typ: 'JWT' }, valid))).toMatchObject({
      tokenVersion: 0,
    });
    expect(
      await rejection(tokens.verify(handMade({ alg: 'HS256', typ: 'JWT' }, { ...valid, tv: 'x' }))),
    ).toBe('Your session is not valid. Please sign in again.');
  });

  it('refuses a changed payload, another secret, another algorithm, no signature, or another issuer', async () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, valid);
    const [header, , signature] = token.split('.');
    const promoted = `${header}.${b64({ ...valid, kitchenId: 4 })}.${signature}`;
    const otherSecret = handMade({ alg: 'HS256' }, valid, (input) =>
      createHmac('sha256', 'x'.repeat(48)).update(input).digest('base64url'),
    );
    const hs512 = handMade({ alg: 'HS512' }, valid, (input) =>
      createHmac('sha512', SECRET).update(input).digest('base64url'),
    );
    const unsigned = handMade({ alg: 'none' }, valid, () => '');
    const otherIssuer = handMade({ alg: 'HS256' }, { ...valid, iss: 'someone-else' });
    const noSubject = handMade({ alg: 'HS256' }, { ...valid, sub: undefined });
    for (const bad of [promoted, otherSecret, hs512, unsigned, otherIssuer, noSubject, 'a.b.c', '']) {
      expect(await rejection(tokens.verify(bad))).toBe('Your session is not valid. Please sign in again.');
    }
  });

  it('refuses a token that lives longer than the longest session (30 days), signed with the real secret', async () => {
    const tenYears = { ...valid, exp: now + 10 * 365 * 24 * 60 * 60 };
    expect(await rejection(tokens.verify(handMade({ alg: 'HS256' }, tenYears)))).toBe(
      'Your session is not valid. Please sign in again.',
    );
    // Without iat, or with an iat moved forward to make the lifetime look short.
    const { iat: _iat, ...noIat } = valid;
    await rejection(tokens.verify(handMade({ alg: 'HS256' }, noIat)));
    const lateIat = { ...tenYears, iat: tenYears.exp - 60 };
    await rejection(tokens.verify(handMade({ alg: 'HS256' }, lateIat)));
    // 30 days to the second is a remembered session; one second more is not.
    const month = { ...valid, exp: now + REMEMBER_ME_TTL_SECONDS };
    expect(await tokens.verify(handMade({ alg: 'HS256' }, month))).toMatchObject(user);
    await rejection(tokens.verify(handMade({ alg: 'HS256' }, { ...month, exp: month.exp + 1 })));
  });

  it('says the session expired once exp is reached on the app clock', async () => {
    const token = handMade({ alg: 'HS256' }, valid);
    const later = createTokenService(SECRET, manualClock(new Date((now + 60) * 1000)));
    expect(await rejection(later.verify(token))).toBe('Your session has expired. Please sign in again.');
    const justBefore = createTokenService(SECRET, manualClock(new Date((now + 59) * 1000)));
    expect(await justBefore.verify(token)).toMatchObject({ ...user, tokenVersion: 0 });
  });

  it('remembers a checked signature, never a verdict: a token verified before expires all the same', async () => {
    const moving = manualClock(new Date((now + 59) * 1000));
    const service = createTokenService(SECRET, moving);
    const token = handMade({ alg: 'HS256' }, valid);
    expect(await service.verify(token)).toMatchObject({ ...user, tokenVersion: 0 });
    moving.set(new Date((now + 60) * 1000));
    expect(await rejection(service.verify(token))).toBe('Your session has expired. Please sign in again.');
    // A forged token is not let through by its genuine twin having been verified.
    const [header, , signature] = token.split('.');
    const promoted = `${header}.${b64({ ...valid, kitchenId: 4 })}.${signature}`;
    expect(await rejection(service.verify(promoted))).toBe(
      'Your session is not valid. Please sign in again.',
    );
  });
});
