import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify, type RemoteJWKSet } from 'jose';
import { AppError, serviceUnavailable, unauthorized } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

/** The person an ID token speaks for, once its signature, issuer, audience, expiry and e-mail held. */
export type VerifiedIdentity = {
  /** The configured issuer (OIDC_ISSUER), whatever spelling of it the token used. */
  issuer: string;
  /** The provider's stable id of the person: what an identity is keyed on, never the e-mail. */
  subject: string;
  /** Verified by the provider (email_verified); lower-cased. */
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  locale: string | undefined;
};

export type OidcVerifierOptions = {
  issuer: string;
  /** The audience every token must carry (GOOGLE_CLIENT_ID). */
  clientId: string;
  /** Expiry is checked against the app's clock (tests move it). */
  clock: Clock;
  /** See OidcConfig.jwksCooldownMs. */
  jwksCooldownMs: number;
  /** How long one request to the provider may take. */
  timeoutMs?: number;
};

const GOOGLE = 'https://accounts.google.com';

/** Google names itself in `iss` with or without the scheme (its documentation says to accept both). */
function acceptedIssuers(issuer: string): string[] {
  return issuer === GOOGLE ? [GOOGLE, 'accounts.google.com'] : [issuer];
}

/** "Google" for Google, else a neutral name: the messages must not name the wrong company. */
export const providerName = (issuer: string) => (issuer === GOOGLE ? 'Google' : 'your identity provider');

/** Public-key algorithms only: a JWKS has no shared secret, and 'none' is never a signature. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** Signals that the provider could not be reached or answered nonsense: a 503, not the token's fault. */
class ProviderUnavailable extends Error {}

export function oidcMessages(issuer: string) {
  const provider = providerName(issuer);
  return {
    invalid: `This ${provider} sign-in is not valid. Please try again.`,
    expired: `This ${provider} sign-in has expired. Please try again.`,
    wrongAudience: `This ${provider} sign-in was made for another application, not Brigade.`,
    wrongIssuer: `This sign-in does not come from ${provider === 'Google' ? 'Google' : 'the identity provider Brigade trusts'}.`,
    noEmail: `${provider === 'Google' ? 'Google' : 'Your identity provider'} did not share your e-mail address, which Brigade needs to sign you in.`,
    unverifiedEmail: `Your ${provider === 'Google' ? 'Google account' : 'account'}'s e-mail address is not verified yet. Verify it there, then try again.`,
    unavailable: `Sign-in with ${provider} is not available right now. Please try again in a few minutes, or sign in with your password.`,
  };
}

/**
 * Verifies OpenID Connect ID tokens: the signature against the issuer's published keys (found through
 * its discovery document, cached, fetched again when a token names a key id we do not have — the
 * provider rotated its keys — at most once per cooldown), the issuer, the audience, the expiry, and a
 * verified e-mail. The same code runs against Google, Keycloak, Authentik or the tests' local issuer.
 *
 * Every failure is an AppError: 401 for a token we refuse, 503 when the provider cannot be reached.
 */
export function oidcVerifier(options: OidcVerifierOptions) {
  const { issuer, clientId, clock, jwksCooldownMs } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const messages = oidcMessages(issuer);
  let keys: Promise<RemoteJWKSet> | undefined;

  /** The discovery document's jwks_uri; read once per process (it does not move), again after a failure. */
  async function discover(): Promise<RemoteJWKSet> {
    // OpenID Connect Discovery 1.0 §4: a trailing slash of the issuer is removed before appending.
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new ProviderUnavailable(`${url} answered ${response.status}`);
      document = (await response.json()) as typeof document;
    } catch (err) {
      throw err instanceof ProviderUnavailable ? err : new ProviderUnavailable(`${url}: ${String(err)}`);
    }
    // §4.3: the document must name the issuer it was fetched for, or its keys are not that issuer's.
    if (document.issuer !== issuer)
      throw new ProviderUnavailable(`${url} names issuer ${String(document.issuer)}, not ${issuer}`);
    if (typeof document.jwks_uri !== 'string') throw new ProviderUnavailable(`${url} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri), {
      cooldownDuration: jwksCooldownMs,
      cacheMaxAge: 10 * 60 * 1000,
      timeoutDuration: timeoutMs,
    });
  }

  function jwks(): Promise<RemoteJWKSet> {
    keys ??= discover().catch((err) => {
      keys = undefined;
      throw err;
    });
    return keys;
  }

  /** jose's key lookup, with "could not fetch the keys" told apart from "no such key". */
  const key: Parameters<typeof jwtVerify>[1] = async (header, token) => {
    const remote = await jwks();
    try {
      return await remote(header, token);
    } catch (err) {
      if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys)
        throw err;
      throw new ProviderUnavailable(`keys of ${issuer}: ${String(err)}`);
    }
  };

  function refusal(err: unknown): AppError {
    if (err instanceof AppError) return err;
    if (err instanceof ProviderUnavailable) return serviceUnavailable(messages.unavailable);
    if (err instanceof errors.JWTExpired) return unauthorized(messages.expired);
    if (err instanceof errors.JWTClaimValidationFailed) {
      if (err.claim === 'aud') return unauthorized(messages.wrongAudience);
      if (err.claim === 'iss') return unauthorized(messages.wrongIssuer);
    }
    // A bad signature, an unknown key, a malformed token, a disallowed algorithm, a missing claim.
    return unauthorized(messages.invalid);
  }

  return {
    issuer,

    async verify(idToken: string): Promise<VerifiedIdentity> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, key, {
          issuer: acceptedIssuers(issuer),
          audience: clientId,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: clock.now(),
          // Clocks of two machines differ a little; a minute is what Google's own libraries allow.
          clockTolerance: 60,
        }));
      } catch (err) {
        throw refusal(err);
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      // OpenID Connect Core §2: sub is at most 255 ASCII characters; an address longer than 254 is none.
      if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255)
        throw unauthorized(messages.invalid);
      if (!email || email.length > 254) throw unauthorized(messages.noEmail);
      // Some providers send the flag as the string "true".
      if (payload.email_verified !== true && payload.email_verified !== 'true')
        throw unauthorized(messages.unverifiedEmail);
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      return {
        issuer,
        subject: payload.sub,
        email,
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        name: text(payload.name),
        locale: text(payload.locale),
      };
    },
  };
}

export type OidcVerifier = ReturnType<typeof oidcVerifier>;
