import { MSG, type Role, SESSION_MESSAGES } from '@brigade/core';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { unauthorized } from '../errors/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { accountsRepository } from '../modules/accounts/accounts.repository.ts';

/** Who is calling, after `app.authenticate` ran: the user, the session's kitchen and their role in it. */
export type AuthUser = { id: number; login: string; kitchenId: number; role: Role };

/**
 * What a token says: the user, the kitchen the session works in, and the user's token version when it
 * was signed. Signing out and a password reset raise the stored version, which ends every token signed
 * before. The role is not in the token: it is read on every request, so a change applies at once.
 */
export type TokenClaims = Omit<AuthUser, 'role'> & { tokenVersion: number; expiresAt: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies `Authorization: Bearer <jwt>` and sets `request.user`; 401 otherwise. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it in routes that use that preHandler. */
    user: AuthUser;
  }
}

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'brigade';

export type TokenService = {
  /** A token for the user at its current token version (0, a new user's, when not given). */
  sign(user: Omit<AuthUser, 'role'> & { tokenVersion?: number }, rememberMe?: boolean): Promise<string>;
  /** The claims of a valid, unexpired token; throws a 401 AppError otherwise. */
  verify(token: string): Promise<TokenClaims>;
};

/**
 * HS256 session tokens with fast-jwt (node:crypto, synchronous); jose, the server's other JWT library,
 * is kept for what fast-jwt does not do (OIDC ID tokens checked against a provider's published keys).
 * jose v6 signs and verifies through WebCrypto, which in Node hands every HMAC to libuv's thread pool:
 * `npm run bench:jwt` measured 45-57 µs of CPU per jose verify against 7 µs with fast-jwt, and with jose
 * `npm run bench:account` spent 9 % (PGlite) to 36 % (PostgreSQL) more CPU per GET /api/account, the
 * cheapest authenticated request. Expiry is checked here against the app's clock (tests move it), not
 * fast-jwt's own.
 */
export function createTokenService(secret: string, clock: Clock): TokenService {
  const decode = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp', 'iss'],
    ignoreExpiration: true,
  });
  const verified = verifiedTokens();
  return {
    async sign(user, rememberMe = false) {
      const signer = createSigner({
        key: secret,
        algorithm: 'HS256',
        iss: ISSUER,
        sub: String(user.id),
        clockTimestamp: clock.now().getTime(),
        expiresIn: (rememberMe ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS) * 1000,
      });
      return signer({ login: user.login, kitchenId: user.kitchenId, tv: user.tokenVersion ?? 0 });
    },
    async verify(token) {
      let payload = verified.get(token);
      if (!payload) {
        try {
          payload = decode(token) as Record<string, unknown>;
        } catch {
          throw unauthorized(SESSION_MESSAGES.invalidToken);
        }
        verified.add(token, payload);
      }
      const { sub, exp, iat, login, kitchenId, tv = 0 } = payload;
      const id = Number(sub);
      if (
        typeof sub !== 'string' ||
        !Number.isSafeInteger(id) ||
        typeof exp !== 'number' ||
        typeof login !== 'string' ||
        typeof kitchenId !== 'number' ||
        !Number.isSafeInteger(tv)
      ) {
        throw unauthorized(SESSION_MESSAGES.invalidToken);
      }
      const nowMs = clock.now().getTime();
      if (exp * 1000 <= nowMs) throw unauthorized(EXPIRED_TOKEN);
      if (!withinLongestSession(exp, iat, nowMs)) throw unauthorized(SESSION_MESSAGES.invalidToken);
      return { id, login, kitchenId, tokenVersion: tv as number, expiresAt: exp * 1000 };
    },
  };
}

/** A session lasts at most this long: remember me's 30 days. */
export const LONGEST_SESSION_SECONDS = REMEMBER_ME_TTL_SECONDS;

/**
 * A token's lifetime is at most the longest session, even with the right signature (a token signed
 * for 10 years, by a leaked secret's holder or a bug, is refused): it says when it was issued (iat),
 * its exp is at most LONGEST_SESSION_SECONDS after that, and no further from now either (an iat set in
 * the future buys nothing).
 */
function withinLongestSession(exp: number, iat: unknown, nowMs: number): boolean {
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return false;
  return exp - iat <= LONGEST_SESSION_SECONDS && exp * 1000 - nowMs <= LONGEST_SESSION_SECONDS * 1000;
}

/**
 * The payloads of the last 1,000 tokens whose signature checked out, by token: a session sends the
 * same token on every call, and checking its signature again would give the same answer. Only the
 * signature is remembered: expiry is checked on every call (verify), and the stored user read on
 * every request (currentUser), so a sign-out or a removed member still ends the token at once.
 */
function verifiedTokens(max = 1000) {
  const payloads = new Map<string, Record<string, unknown>>();
  return {
    get: (token: string) => payloads.get(token),
    add(token: string, payload: Record<string, unknown>) {
      payloads.set(token, payload);
      // A Map keeps insertion order: the first key is the oldest.
      if (payloads.size > max) payloads.delete(payloads.keys().next().value as string);
    },
  };
}

const EXPIRED_TOKEN = 'Your session has expired. Please sign in again.';
export const ENDED_TOKEN =
  'Your session has ended (you signed out or your password changed). Please sign in again.';
export const GONE_USER = 'Your account no longer exists or is not active. Please sign in again.';

/** Reads the bearer token of a request; undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * The user a token speaks for, as stored now: a signature alone is not enough. A deleted or deactivated
 * user, a token signed before the user's last sign-out or password reset, or a member removed from the
 * token's kitchen answers 401. One indexed read per request (a prepared statement) gives the role too:
 * nothing is cached in memory, so a second server instance refuses the same tokens at once, and a
 * removed member's next call is refused.
 */
export async function currentUser(db: Executor, claims: TokenClaims): Promise<AuthUser> {
  const session = await accountsRepository(db).findSession(claims.id, claims.kitchenId);
  if (!session?.activated) throw unauthorized(GONE_USER);
  if (session.tokenVersion !== claims.tokenVersion) throw unauthorized(ENDED_TOKEN);
  if (!session.role) throw unauthorized(MSG.notAMember);
  return { id: session.id, login: session.login, kitchenId: claims.kitchenId, role: session.role };
}

/**
 * Whether the request's token was a "remember me" one (it outlives a plain session): a token signed
 * for the same user in another kitchen keeps that choice.
 */
export async function rememberedSession(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const { expiresAt } = await app.tokens.verify(token);
  return expiresAt - app.clock.now().getTime() > TOKEN_TTL_SECONDS * 1000;
}

/** Decorates the root instance (not an encapsulated plugin: every module sees `app.authenticate`). */
export function registerAuth(app: FastifyInstance, opts: { secret: string; clock: Clock }): void {
  const tokens = createTokenService(opts.secret, opts.clock);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(SESSION_MESSAGES.missingToken);
    request.user = await currentUser(app.db, await tokens.verify(token));
  });
}
