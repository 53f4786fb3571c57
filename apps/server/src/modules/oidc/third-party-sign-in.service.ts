import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { unauthorized } from '../../errors/app-error.ts';
import type { TokenService } from '../../plugins/auth.ts';
import { accountsRepository, type UserRow } from '../accounts/accounts.repository.ts';
import { kitchenToSignInto } from '../memberships/sign-in-kitchen.ts';
import { identitiesRepository } from './identities.repository.ts';
import { langKeyOf, loginCandidates, namesOf } from './new-user-from-identity.ts';
import { type OidcVerifier, providerName, type VerifiedIdentity } from './oidc-verifier.ts';

export type ThirdPartySignIn = {
  /** The session token (as POST /api/authenticate signs it). */
  token: string;
  login: string;
  email: string;
  /** A user (and kitchen) was created by this call. */
  created: boolean;
};

export function thirdPartyMessages(issuer: string) {
  const provider = providerName(issuer);
  return {
    noAccount: (email: string) =>
      `There is no Brigade account for ${email} yet. Sign up with ${provider === 'Google' ? 'Google' : 'your identity provider'} to create one.`,
    otherIdentity: (email: string) =>
      `The Brigade account of ${email} is already linked to another ${provider === 'Google' ? 'Google account' : 'account at your identity provider'}. Sign in with that one, or with your password.`,
  };
}

export type ThirdPartySignInDeps = {
  db: Db;
  verifier: OidcVerifier;
  tokens: TokenService;
  log: FastifyBaseLogger;
};

/**
 * Sign-in and sign-up with an ID token (POST /api/googlesignin, /api/registerGoogleUser).
 *
 * Who an ID token is: first the identity (issuer, subject) it names; else, the first time, the
 * activated account with the same verified e-mail, which the identity is then linked to — one person,
 * one account, never a duplicate. An account that was never activated is not linked: whoever created it
 * never proved the address, and might be someone waiting for its owner to link their Google account to
 * a password they chose. Sign-up replaces such an account instead.
 */
export function thirdPartySignInService(deps: ThirdPartySignInDeps) {
  const { db, verifier, tokens, log } = deps;
  const messages = thirdPartyMessages(verifier.issuer);

  async function sessionFor(user: UserRow, created: boolean): Promise<ThirdPartySignIn> {
    const token = await tokens.sign({
      id: user.id,
      login: user.login,
      kitchenId: await kitchenToSignInto(db, user),
      tokenVersion: user.tokenVersion,
    });
    return { token, login: user.login, email: user.email, created };
  }

  /** The user this identity signs in as, linking it to their account on first use; undefined if none. */
  async function existingUser(identity: VerifiedIdentity): Promise<UserRow | undefined> {
    const linked = await identitiesRepository(db).findUser(identity.issuer, identity.subject);
    if (linked) return linked.activated ? linked : undefined;
    const byEmail = await accountsRepository(db).findByEmail(identity.email);
    if (!byEmail?.activated) return undefined;
    // The address's account already answers to another person at this provider (an address the
    // provider gave to someone new): do not hand it to this one.
    if (await identitiesRepository(db).hasIdentityAt(byEmail.id, identity.issuer))
      throw unauthorized(messages.otherIdentity(identity.email));
    try {
      await identitiesRepository(db).link({
        userId: byEmail.id,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
      });
    } catch (err) {
      // The same person signing in twice at once: the other request linked it.
      if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
    }
    log.info({ userId: byEmail.id, issuer: identity.issuer }, 'identity linked to an existing account');
    return byEmail;
  }

  /** A new activated user with no password, their kitchen, and the identity; one transaction. */
  async function createUser(identity: VerifiedIdentity): Promise<UserRow> {
    const { firstName, lastName } = namesOf(identity);
    return db.transaction(async (tx) => {
      const accounts = accountsRepository(tx);
      // A never-activated sign-up with this address is not the owner's (see above): it goes.
      const stale = await accounts.findByEmail(identity.email);
      if (stale && !stale.activated) await accounts.deleteUnactivated(stale);
      let login: string | undefined;
      for (const candidate of loginCandidates(identity.email)) {
        const taken = await accounts.findByLogin(candidate);
        if (!taken) {
          login = candidate;
          break;
        }
        if (!taken.activated) {
          await accounts.deleteUnactivated(taken);
          login = candidate;
          break;
        }
      }
      if (!login) throw new Error('no free login found for a new user');
      const user = await accounts.createWithKitchen(
        {
          login,
          email: identity.email,
          firstName,
          lastName,
          passwordHash: null,
          activated: true,
          langKey: langKeyOf(identity),
        },
        `${`${firstName} ${lastName}`.trim()}'s kitchen`,
      );
      await identitiesRepository(tx).link({
        userId: user.id,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
      });
      return user;
    });
  }

  return {
    /** POST /api/googlesignin: an existing user only; a stranger is told to sign up. */
    async signIn(idToken: string): Promise<ThirdPartySignIn> {
      const identity = await verifier.verify(idToken);
      const user = await existingUser(identity);
      if (!user) throw unauthorized(messages.noAccount(identity.email));
      return sessionFor(user, false);
    },

    /**
     * POST /api/registerGoogleUser: creates the user and their kitchen, activated (the provider
     * verified the address). Someone who already has an account is signed into it instead.
     */
    async register(idToken: string): Promise<ThirdPartySignIn> {
      const identity = await verifier.verify(idToken);
      const existing = await existingUser(identity);
      if (existing) return sessionFor(existing, false);
      try {
        const user = await createUser(identity);
        log.info(
          { userId: user.id, kitchenId: user.kitchenId },
          'user signed up through an identity provider',
        );
        return await sessionFor(user, true);
      } catch (err) {
        // Two sign-ups of the same person at once: the unique indexes let one win; sign into it.
        if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
        const winner = await existingUser(identity);
        if (!winner) throw err;
        return sessionFor(winner, false);
      }
    },
  };
}

export type ThirdPartySignInService = ReturnType<typeof thirdPartySignInService>;
