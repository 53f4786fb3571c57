import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A small OpenID Connect issuer on loopback that stands in for Google in the tests (server and
 * end-to-end): it serves a discovery document and its JWKS over HTTP, and signs ID tokens with RS256
 * keys it generated, exactly what the server fetches and checks from Google. Keys can be rotated, and
 * tokens can be signed with a key it does not publish, or made wrong in any claim.
 *
 * Test support only: production code never imports it.
 */

export type IdTokenClaims = {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
  locale?: string;
  aud?: string;
  iss?: string;
  /** Seconds since the epoch. Default: now (the issuer's `now`). */
  iat?: number;
  /** Seconds since the epoch. Default: iat + 1 hour, as Google's. */
  exp?: number;
  [claim: string]: unknown;
};

type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

export type LocalOidcIssuerOptions = {
  /** The audience tokens carry unless a test says otherwise. */
  clientId: string;
  /** The clock tokens are dated by (seconds come from it); default the system's. */
  now?: () => Date;
  /** Extra GET routes on the same origin (the e2e stand-in for Google's button script lives here). */
  routes?: Record<string, (request: IncomingMessage, response: ServerResponse, url: URL) => void>;
};

export type LocalOidcIssuer = Awaited<ReturnType<typeof startLocalOidcIssuer>>;

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export async function startLocalOidcIssuer(options: LocalOidcIssuerOptions) {
  const now = options.now ?? (() => new Date());
  let current = await newKey();
  let published: SigningKey[] = [current];
  let jwksRequests = 0;
  let discoveryRequests = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      discoveryRequests += 1;
      return send(200, {
        issuer,
        jwks_uri: `${issuer}/jwks`,
        authorization_endpoint: `${issuer}/authorize`,
        response_types_supported: ['id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'name'],
      });
    }
    if (request.method === 'GET' && url.pathname === '/jwks') {
      jwksRequests += 1;
      return send(200, { keys: published.map((k) => k.publicJwk) });
    }
    const route = request.method === 'GET' ? options.routes?.[url.pathname] : undefined;
    if (route) return route(request, response, url);
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function signWith(key: SigningKey, claims: IdTokenClaims): Promise<string> {
    const iat = claims.iat ?? Math.floor(now().getTime() / 1000);
    const { iss = issuer, aud = options.clientId, exp = iat + 3600, ...rest } = claims;
    return new SignJWT({ email_verified: true, ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
  }

  return {
    /** The issuer URL: OIDC_ISSUER of the server under test. */
    issuer,
    clientId: options.clientId,
    /** An ID token signed with the current published key. */
    sign: (claims: IdTokenClaims) => signWith(current, claims),
    /** An ID token signed with a fresh key this issuer never publishes (a forgery). */
    async forge(claims: IdTokenClaims): Promise<string> {
      return signWith(await newKey(), claims);
    },
    /**
     * A new signing key replaces the current one; the old one stays published (as providers do for a
     * while) unless `dropOld`.
     */
    async rotate({ dropOld = false } = {}): Promise<void> {
      current = await newKey();
      published = dropOld ? [current] : [...published, current];
    },
    /** How often the JWKS and the discovery document were fetched. */
    get jwksRequests() {
      return jwksRequests;
    },
    get discoveryRequests() {
      return discoveryRequests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
