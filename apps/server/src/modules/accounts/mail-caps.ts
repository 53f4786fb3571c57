import { countOf } from '@brigade/core';
import type { AccountLimits } from '../../config.ts';
import { tooManyRequests } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Two caps on the e-mails strangers can make the server write, counted in the shared counter store
 * (memory, or Redis across instances; one atomic increment each, so requests sent at once count apart):
 *
 * - per address: at most `mailsPerAddressPerHour` account e-mails (activation, password reset,
 *   invitation) to one address an hour, whoever asks. Beyond it the request answers exactly as if the
 *   e-mail had gone and nothing is sent: the address's owner is not flooded, and the asker learns nothing.
 * - per client: at most `unknownEmailLookupsPerHour` forgot-password requests for addresses that have no
 *   account an hour from one address (IP). Those answer spec 8's "Hm, we couldn't find that email…";
 *   past the cap every forgot-password request from that client answers 429 until the hour ends, known
 *   address or not, so the answers stop telling which addresses have accounts.
 */
export function mailCaps(store: CounterStore, limits: AccountLimits, clock: Clock) {
  const addressKey = (email: string) => `mail:${email.trim().toLowerCase()}`;
  const lookupKey = (ip: string) => `forgot-unknown:${ip}`;
  const tooMany = (resetAtMs: number, now: number) => {
    const minutes = Math.max(1, Math.ceil((resetAtMs - now) / 60_000));
    return tooManyRequests(
      `Too many requests. Please wait ${countOf(minutes, 'minute')} and try again.`,
      Math.ceil((resetAtMs - now) / 1000),
    );
  };

  return {
    /** Counts one e-mail to `email`; false when the address has had its share this hour (send nothing). */
    async mayMail(email: string): Promise<boolean> {
      const count = await store.increment(addressKey(email), HOUR_MS, clock.now().getTime());
      return count.count <= limits.mailsPerAddressPerHour;
    },
    /** Before a forgot-password look-up: 429 when this client has used up its unknown-address look-ups. */
    async checkLookups(ip: string): Promise<void> {
      const now = clock.now().getTime();
      const count = await store.get(lookupKey(ip), now);
      if (count && count.count >= limits.unknownEmailLookupsPerHour) throw tooMany(count.resetAtMs, now);
    },
    /** A forgot-password look-up found no account: counted; 429 when it is past this client's cap. */
    async unknownLookup(ip: string): Promise<void> {
      const now = clock.now().getTime();
      const count = await store.increment(lookupKey(ip), HOUR_MS, now);
      if (count.count > limits.unknownEmailLookupsPerHour) throw tooMany(count.resetAtMs, now);
    },
  };
}

export type MailCaps = ReturnType<typeof mailCaps>;
