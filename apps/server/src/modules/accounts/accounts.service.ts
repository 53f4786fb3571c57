import {
  ACCOUNT_MESSAGES,
  MSG,
  type TAccount,
  type TAuthenticateRequest,
  type TRegisterRequest,
  type TResetPasswordFinish,
} from '@brigade/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode, pgErrorConstraint } from '../../db/pg-error.ts';
import { KEY_PURPOSE } from '../../db/schema/index.ts';
import { badRequest, serviceUnavailable, unauthorized } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashKey, newKey } from '../../lib/emailed-key.ts';
import type { AuthUser, TokenService } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { kitchenNameFor, kitchenToSignInto } from '../memberships/sign-in-kitchen.ts';
import { activationEmail, resetPasswordEmail } from './account-emails.ts';
import { type AccountRow, accountsRepository, type UserRow } from './accounts.repository.ts';
import type { MailCaps } from './mail-caps.ts';
import { burnPasswordCheck, hashPassword, type ScryptParams, verifyPassword } from './password.ts';
import { type SignInThrottle, throttleAccount } from './sign-in-throttle.ts';

const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 24 * 60 * 60 * 1000;

export function toAccount(user: AccountRow): TAccount {
  return {
    id: user.id,
    login: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    langKey: user.langKey,
    activated: user.activated,
    kitchenId: user.kitchenId,
    kitchenName: user.kitchenName,
    role: user.role,
  };
}

export type AccountsServiceDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  tokens: TokenService;
  throttle: SignInThrottle;
  mailCaps: MailCaps;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The scrypt cost of new password hashes (the app's `passwordCost`). */
  passwordCost: ScryptParams;
};

export function accountsService(deps: AccountsServiceDeps) {
  const { db, mailer, clock, tokens, throttle, mailCaps, publicUrl, log, passwordCost } = deps;
  const repo = accountsRepository(db);

  /** A duplicate login or e-mail of an activated account is refused; a never-activated one is replaced. */
  async function makeRoomFor(input: TRegisterRequest): Promise<void> {
    // E-mail first: the web signs up with login = e-mail, so a taken address must say so.
    const byEmail = await repo.findByEmail(input.email);
    if (byEmail?.activated)
      throw badRequest(ACCOUNT_MESSAGES.emailTaken, [
        { field: 'email', message: ACCOUNT_MESSAGES.emailTaken },
      ]);
    const byLogin = await repo.findByLogin(input.login);
    if (byLogin?.activated)
      throw badRequest(ACCOUNT_MESSAGES.loginTaken, [
        { field: 'login', message: ACCOUNT_MESSAGES.loginTaken },
      ]);
    const stale = [byLogin, byEmail].filter((u): u is UserRow => u !== undefined);
    if (stale.length > 0) {
      await db.transaction(async (tx) => {
        for (const user of new Map(stale.map((u) => [u.id, u])).values())
          await accountsRepository(tx).deleteUnactivated(user);
      });
    }
  }

  return {
    /** Creates a kitchen and its user (not activated) and e-mails the activation link. */
    async register(input: TRegisterRequest): Promise<TAccount> {
      // Past the address's e-mails for the hour: the same answer, no e-mail. An account already awaiting
      // activation stays as it is (the links sent earlier still work).
      const mayMail = await mailCaps.mayMail(input.email);
      if (!mayMail) {
        const pending = await repo.findByEmail(input.email);
        if (pending && !pending.activated)
          return toAccount({ ...pending, kitchenName: kitchenNameFor(pending), role: 'owner' });
      }
      await makeRoomFor(input);
      const passwordHash = await hashPassword(input.password, passwordCost);
      const { key, keyHash } = newKey();
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const r = accountsRepository(tx);
          const created = await r.createWithKitchen(
            {
              login: input.login,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              passwordHash,
              langKey: input.langKey,
              activated: false,
            },
            kitchenNameFor(input),
          );
          const expiresAt = new Date(clock.now().getTime() + ACTIVATION_TTL_MS);
          await r.insertKey({ userId: created.id, purpose: KEY_PURPOSE.activation, keyHash, expiresAt });
          return created;
        });
      } catch (err) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
          const emailClash = pgErrorConstraint(err) === 'users_email_lower_key';
          const message = emailClash ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.loginTaken;
          throw badRequest(message, [{ field: emailClash ? 'email' : 'login', message }]);
        }
        throw err;
      }
      const link = `${publicUrl}/activate?key=${encodeURIComponent(key)}`;
      try {
        if (mayMail) await mailer.send(activationEmail(user, link));
      } catch (err) {
        // Without the e-mail the account could never be activated: undo it so the user can retry.
        log.error({ err: { message: (err as Error).message } }, 'activation e-mail failed');
        await db.transaction((tx) => accountsRepository(tx).deleteUnactivated(user));
        throw serviceUnavailable(ACCOUNT_MESSAGES.mailFailed);
      }
      return toAccount({ ...user, kitchenName: kitchenNameFor(user), role: 'owner' });
    },

    async activate(key: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = accountsRepository(tx);
        const userId = await r.consumeKey(hashKey(key), KEY_PURPOSE.activation, clock.now());
        if (userId === undefined) {
          throw badRequest(ACCOUNT_MESSAGES.badActivationKey, [
            { field: 'key', message: ACCOUNT_MESSAGES.badActivationKey },
          ]);
        }
        await r.activate(userId);
      });
    },

    /**
     * Checks the password and answers a signed JWT. The attempt is counted before the password is
     * checked (sign-in-throttle.ts), under the user's id when the username is known.
     */
    async authenticate(input: TAuthenticateRequest, ip: string): Promise<string> {
      const user = await repo.findByLoginOrEmail(input.username);
      const account = throttleAccount(user?.id, input.username);
      await throttle.attempt(account, ip);
      let ok = false;
      if (user) ok = await verifyPassword(input.password, user.passwordHash, passwordCost);
      else await burnPasswordCheck(input.password, passwordCost);
      if (!user || !ok) throw unauthorized(ACCOUNT_MESSAGES.badCredentials);
      await throttle.succeeded(account, ip);
      // Only after the password matched: strangers do not learn whether an account is activated.
      if (!user.activated) throw unauthorized(ACCOUNT_MESSAGES.notActivated);
      const kitchenId = await kitchenToSignInto(db, user);
      return tokens.sign(
        { id: user.id, login: user.login, kitchenId, tokenVersion: user.tokenVersion },
        input.rememberMe,
      );
    },

    /**
     * Signing out ends every token of the user (their token version goes up): a copied token stops
     * working too. Without a token, or with one that no longer counts, there is nothing to end.
     */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      let claims: Awaited<ReturnType<TokenService['verify']>>;
      try {
        claims = await tokens.verify(token);
      } catch {
        return;
      }
      await repo.revokeTokens(claims.id, claims.tokenVersion);
    },

    /** The signed-in user in the session's kitchen, with its name and their role. */
    async account(user: Pick<AuthUser, 'id' | 'kitchenId'>): Promise<TAccount> {
      const row = await repo.findAccountById(user.id, user.kitchenId);
      if (!row?.activated)
        throw unauthorized('Your account no longer exists or is not active. Please sign in again.');
      return toAccount(row);
    },

    /**
     * E-mails a reset link to an activated account; an unknown e-mail answers the spec's 400 (while
     * the client has unknown-address look-ups left, mail-caps.ts). Past the address's e-mails for the
     * hour, the same answer and nothing sent.
     */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await mailCaps.checkLookups(ip);
      const user = await repo.findByEmail(email);
      if (!user?.activated) {
        await mailCaps.unknownLookup(ip);
        throw badRequest(MSG.forgotNotFound, [{ field: 'email', message: MSG.forgotNotFound }]);
      }
      if (!(await mailCaps.mayMail(user.email))) return;
      const { key, keyHash } = newKey();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.retireKeys(user.id, KEY_PURPOSE.reset, now);
        await r.insertKey({
          userId: user.id,
          purpose: KEY_PURPOSE.reset,
          keyHash,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        });
      });
      const link = `${publicUrl}/account/reset-password?key=${encodeURIComponent(key)}`;
      try {
        await mailer.send(resetPasswordEmail(user, link));
      } catch (err) {
        log.error({ err: { message: (err as Error).message } }, 'password reset e-mail failed');
        throw serviceUnavailable(ACCOUNT_MESSAGES.mailFailed);
      }
    },

    async finishPasswordReset(input: TResetPasswordFinish): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword, passwordCost);
      await db.transaction(async (tx) => {
        const r = accountsRepository(tx);
        const userId = await r.consumeKey(hashKey(input.key), KEY_PURPOSE.reset, clock.now());
        if (userId === undefined)
          throw badRequest(ACCOUNT_MESSAGES.badResetKey, [
            { field: 'key', message: ACCOUNT_MESSAGES.badResetKey },
          ]);
        await r.setPasswordHash(userId, passwordHash);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
