/**
 * Who may change a kitchen's data when billing is on: a kitchen is writable during its free
 * trial (from its creation, TRIAL_DAYS long, no card) and while its subscription is paid up; after that
 * it is read-only. Nothing is ever deleted: reads always work. With billing off every kitchen is
 * unrestricted (the self-hosted default).
 */

/** Stripe's subscription statuses (Subscription.Status). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Statuses that keep a kitchen writable. past_due is in: Stripe is still retrying the card, and a
 * kitchen in the middle of an event must not lock up over one failed charge; Stripe moves it on to
 * canceled or unpaid when its retries run out.
 */
export const WRITABLE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'unrestricted' (billing off), 'trial', 'subscribed' or 'read-only'. */
export type TKitchenAccess = 'unrestricted' | 'trial' | 'subscribed' | 'read-only';

/** The end of a kitchen's free trial: its creation plus `trialDays` whole days. */
export function trialEndsAt(kitchenCreatedAt: Date, trialDays: number): Date {
  return new Date(kitchenCreatedAt.getTime() + trialDays * DAY_MS);
}

/** Days of trial left as a person counts them: any part of a day counts as a day; 0 once it is over. */
export function trialDaysLeft(now: Date, endsAt: Date): number {
  const left = endsAt.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export type AccessInput = {
  billingEnabled: boolean;
  now: Date;
  trialEndsAt: Date;
  /** The kitchen's subscription status as Stripe last told us; null when it never subscribed. */
  subscriptionStatus: string | null;
};

/** What a kitchen may do now. A paid subscription wins over the trial (it never shortens it). */
export function kitchenAccess(input: AccessInput): TKitchenAccess {
  if (!input.billingEnabled) return 'unrestricted';
  if (input.subscriptionStatus !== null && WRITABLE_STATUSES.has(input.subscriptionStatus))
    return 'subscribed';
  if (input.now.getTime() < input.trialEndsAt.getTime()) return 'trial';
  return 'read-only';
}

/** What ended: the free trial, or (once it had paid) the subscription. */
function whatEnded(subscriptionStatus: string | null): string {
  return subscriptionStatus === null ||
    subscriptionStatus === 'incomplete' ||
    subscriptionStatus === 'incomplete_expired'
    ? 'Your free trial has ended'
    : 'Your subscription has ended';
}

/** The short line of the web's banner: what ended and what it means. */
export function readOnlyHeadline(subscriptionStatus: string | null): string {
  return `${whatEnded(subscriptionStatus)}: your kitchen is read-only.`;
}

/** Why a read-only kitchen cannot save: the answer of a refused write (402) and /account's notice. */
export function readOnlyMessage(subscriptionStatus: string | null): string {
  const ended = whatEnded(subscriptionStatus);
  return `${ended}, so your kitchen is read-only: everything you saved is kept and you can still read it. Subscribe to make changes again.`;
}
