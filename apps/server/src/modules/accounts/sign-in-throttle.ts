import type { AccountLimits } from '../../config.ts';
import { tooManyRequests } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';

/**
 * Counts failed sign-ins per username and per address. Past the limit, further attempts answer 429
 * before the password is even checked, until the window ends. A success clears the username's count.
 */
export function signInThrottle(store: CounterStore, limits: AccountLimits, clock: Clock) {
  const userKey = (username: string) => `signin:user:${username.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  return {
    /** Throws 429 when this username or address has failed too often recently. */
    async check(username: string, ip: string): Promise<void> {
      const now = clock.now().getTime();
      const [byUser, byIp] = await Promise.all([
        store.get(userKey(username), now),
        store.get(ipKey(ip), now),
      ]);
      const blocked = [
        byUser && byUser.count >= limits.failuresPerUsername ? byUser : undefined,
        byIp && byIp.count >= limits.failuresPerIp ? byIp : undefined,
      ].filter((c) => c !== undefined);
      if (blocked.length === 0) return;
      const resetAtMs = Math.max(...blocked.map((c) => c.resetAtMs));
      const seconds = Math.ceil((resetAtMs - now) / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
        seconds,
      );
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      const now = clock.now().getTime();
      await Promise.all([
        store.increment(userKey(username), limits.failureWindowMs, now),
        store.increment(ipKey(ip), limits.failureWindowMs, now),
      ]);
    },
    async recordSuccess(username: string): Promise<void> {
      await store.delete(userKey(username));
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
