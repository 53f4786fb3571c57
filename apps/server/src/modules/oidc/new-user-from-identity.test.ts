import { describe, expect, it } from 'vitest';
import { langKeyOf, loginCandidates, namesOf } from './new-user-from-identity.ts';
import type { VerifiedIdentity } from './oidc-verifier.ts';

const identity = (overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
  issuer: 'https://accounts.google.com',
  subject: '1',
  email: 'chef@example.com',
  givenName: undefined,
  familyName: undefined,
  name: undefined,
  locale: undefined,
  ...overrides,
});

describe('a new user from an identity', () => {
  it('tries the e-mail as the login first, then its local part with a random suffix', () => {
    const [first, ...rest] = loginCandidates('chef@example.com');
    expect(first).toBe('chef@example.com');
    expect(rest).toHaveLength(3);
    for (const login of rest) expect(login).toMatch(/^chef_[0-9a-f]{8}$/);
    expect(new Set(rest).size).toBe(3);
  });

  it('replaces the characters a login may not use', () => {
    expect(loginCandidates("o'brien!@example.com")[0]).toBe('o_brien_@example.com');
  });

  it('clips names to 50 characters', () => {
    expect(namesOf(identity({ givenName: 'A'.repeat(60), familyName: 'B' }))).toEqual({
      firstName: 'A'.repeat(50),
      lastName: 'B',
    });
  });

  it('keeps a locale that looks like one, else English', () => {
    expect(langKeyOf(identity({ locale: 'fr-CA' }))).toBe('fr-CA');
    expect(langKeyOf(identity({ locale: 'de' }))).toBe('de');
    expect(langKeyOf(identity({ locale: 'not a locale; drop table' }))).toBe('en');
    expect(langKeyOf(identity())).toBe('en');
  });
});
