import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * HS256 tokens with fast-jwt (node:crypto, synchronous). jose v6 verifies through WebCrypto, which in
 * Node cost ~0.1 ms per call (argument conversion plus a thread-pool job): a tenth of an authenticated
 * request. Expiry is checked here against the app's clock (tests move it), not fast-jwt's own.
 */
export function createTokenService(secret: string, clock: Clock): TokenService {
  const decode = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp', 'iss'],
    ignoreExpiration: true,
  });
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
      return signer({ login: user.login, kitchenId: user.kitchenId });
    },
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = decode(token);
      } catch {
        throw unauthorized(INVALID_TOKEN);
      }
      const { sub, exp, login, kitchenId } = payload;
      const id = Number(sub);
      if (
        typeof sub !== 'string' ||
        !Number.isSafeInteger(id) ||
        typeof exp !== 'number' ||
        typeof login !== 'string' ||
        typeof kitchenId !== 'number'
      ) {
        throw unauthorized(INVALID_TOKEN);
      }
      if (exp * 1000 <= clock.now().getTime()) throw unauthorized(EXPIRED_TOKEN);
      return { id, login, kitchenId };
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
