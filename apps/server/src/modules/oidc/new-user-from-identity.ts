import { randomBytes } from 'node:crypto';
import type { VerifiedIdentity } from './oidc-verifier.ts';

/** The characters a login may use (core's ZRegisterRequest); anything else becomes "_". */
const LOGIN_CHARACTERS = /[^A-Za-z0-9_.@+-]/g;
const LOGIN_MAX = 254;
const NAME_MAX = 50;

/**
 * The logins to try for a new user, best first: the e-mail itself (the web signs everyone up with
 * login = e-mail), then its local part with a random suffix, for the rare case where someone else's
 * login already is that address.
 */
export function loginCandidates(email: string, tries = 3): string[] {
  const clean = email.replace(LOGIN_CHARACTERS, '_').slice(0, LOGIN_MAX);
  const local = (clean.split('@')[0] || 'chef').slice(0, LOGIN_MAX - 9);
  return [clean, ...Array.from({ length: tries }, () => `${local}_${randomBytes(4).toString('hex')}`)];
}

const clip = (s: string) => s.slice(0, NAME_MAX).trim();

/**
 * First and last name from the token's given_name/family_name, else its `name` split at the first
 * space, else the e-mail's local part: a user always has a first name, the last may stay empty.
 */
export function namesOf(identity: VerifiedIdentity): { firstName: string; lastName: string } {
  if (identity.givenName)
    return { firstName: clip(identity.givenName), lastName: clip(identity.familyName ?? '') };
  if (identity.name) {
    const [first, ...rest] = identity.name.split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  return {
    firstName: clip(identity.email.split('@')[0] || 'Chef'),
    lastName: clip(identity.familyName ?? ''),
  };
}

/** "en", "fr-CA" from the token's locale when it looks like one; else English. */
export function langKeyOf(identity: VerifiedIdentity): string {
  const locale = identity.locale ?? '';
  return /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(locale) ? locale : 'en';
}
