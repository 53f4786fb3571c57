import { countOf } from '@brigade/core';
import type { AccountLimits } from '../../config.ts';
import { tooManyRequests } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';

/**
 * Slows down password guessing per (account, address). Every attempt is counted *before* its password
 * is checked, by one atomic increment (INCR in Redis): 25 guesses sent at once take counts 1 to 25 and
 * only the first `failuresPerLoginAndAddress` are checked; the rest answer 429 with Retry-After. A
 * success clears the pair's count.
 *
 * Only that pair slows down: the owner signing in from another address is never refused, and an address
 * failing on some accounts (or a proxy everyone shares) does not lock out the others.
 *
 * `account` names who is signed into: the user's id when the username is known (its login and its
 * e-mail count together), else the folded username.
 */
export function signInThrottle(store: CounterStore, limits: AccountLimits, clock: Clock) {
  const key = (account: string, ip: string) => `signin:${account}:${ip}`;

  return {
    /** Counts one attempt; throws 429 when this account has failed too often from this address. */
    async attempt(account: string, ip: string): Promise<void> {
      const now = clock.now().getTime();
      const count = await store.increment(key(account, ip), limits.failureWindowMs, now);
      if (count.count <= limits.failuresPerLoginAndAddress) return;
      const seconds = Math.ceil((count.resetAtMs - now) / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please wait ${countOf(minutes, 'minute')} and try again, or reset your password.`,
        seconds,
      );
    },
    /** The password matched: this address starts afresh for this account. */
    async succeeded(account: string, ip: string): Promise<void> {
      await store.delete(key(account, ip));
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

/** The throttle's name of the account a sign-in is for. */
export const throttleAccount = (userId: number | undefined, username: string) =>
  userId === undefined ? `name:${username.trim().toLowerCase()}` : `user:${userId}`;
