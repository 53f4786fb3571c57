import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../errors/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/** Who is calling, after `app.authenticate` ran. */
export type AuthUser = { id: number; login: string; kitchenId: number };

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
  sign(user: AuthUser, rememberMe?: boolean): Promise<string>;
  /** The user of a valid, unexpired token; throws a 401 AppError otherwise. */
  verify(token: string): Promise<AuthUser>;
};

export function createTokenService(secret: string, clock: Clock): TokenService {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(user, rememberMe = false) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ login: user.login, kitchenId: user.kitchenId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + (rememberMe ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS))
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const id = Number(payload.sub);
        const { login, kitchenId } = payload as { login?: unknown; kitchenId?: unknown };
        if (!Number.isSafeInteger(id) || typeof login !== 'string' || typeof kitchenId !== 'number') {
          throw unauthorized(INVALID_TOKEN);
        }
        return { id, login, kitchenId };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized(EXPIRED_TOKEN);
        throw unauthorized(INVALID_TOKEN);
      }
    },
  };
}

const MISSING_TOKEN = 'Please sign in to continue.';
const INVALID_TOKEN = 'Your session is not valid. Please sign in again.';
const EXPIRED_TOKEN = 'Your session has expired. Please sign in again.';

/** Reads the bearer token of a request; undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/** Decorates the root instance (not an encapsulated plugin: every module sees `app.authenticate`). */
export function registerAuth(app: FastifyInstance, opts: { secret: string; clock: Clock }): void {
  const tokens = createTokenService(opts.secret, opts.clock);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MISSING_TOKEN);
    request.user = await tokens.verify(token);
  });
}
