import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zText } from './blank.ts';

/**
 * A plan price (spec 3): `unit_amount` in cents, shown ÷ 100 per month (spec 9); `currency` is Stripe's
 * lowercase ISO code, `interval` its recurring interval ('month').
 */
export const ZPrice = z.object({
  id: z.string(),
  unit_amount: z.number().int(),
  currency: z.string(),
  interval: z.string().nullable(),
});
export type TPrice = z.infer<typeof ZPrice>;

/**
 * GET /api/stripe-config (no auth): the plan prices, and what the card form needs. With billing off
 * (the self-hosted default) `billingEnabled` is false, `prices` empty and every kitchen unrestricted.
 */
export const ZStripeConfig = z.object({
  billingEnabled: z.boolean(),
  publishableKey: z.string().nullable(),
  /** Where the web loads Stripe.js from (STRIPE_JS_URL). */
  stripeJsUrl: z.string().nullable(),
  /** Length of a new kitchen's free trial, in days. */
  trialDays: z.number().int(),
  prices: z.array(ZPrice),
});
export type TStripeConfig = z.infer<typeof ZStripeConfig>;

/** POST /api/create-subscription (spec 7). */
export const ZCreateSubscriptionRequest = z.strictObject({
  priceId: zText({ error: MSG.planRequired })
    .trim()
    .min(1, { error: MSG.planRequired })
    .max(200, { error: MSG.planRequired }),
});
export const ZCreateSubscriptionResponse = z.object({ subscriptionId: z.string(), clientSecret: z.string() });
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/**
 * The price as the payment screen shows it: unit_amount ÷ 100 per month (spec 9) → '$12.00 / month'.
 * The currency is Stripe's code ('usd', 'eur'); its symbol comes from Intl.
 */
export function monthlyPriceLabel(unitAmountCents: number, currency = 'usd'): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(unitAmountCents / 100);
  return `${amount} / month`;
}

/** The kitchen's subscription as Stripe last told us (webhooks), for /account. */
export const ZSubscriptionSummary = z.object({
  id: z.string(),
  status: z.string(),
  priceId: z.string().nullable(),
  /** ISO instant: the next payment, or the end of access once cancelAtPeriodEnd. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type TSubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

/** GET /api/subscription: what the kitchen may do, its trial and its subscription. */
export const ZSubscriptionState = z.object({
  billingEnabled: z.boolean(),
  /** 'unrestricted' (billing off), 'trial', 'subscribed' or 'read-only' (writes answer 402). */
  access: z.enum(['unrestricted', 'trial', 'subscribed', 'read-only']),
  /** Why the kitchen is read-only (the banner's text); null otherwise. */
  readOnlyMessage: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  subscription: ZSubscriptionSummary.nullable(),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** PATCH /api/subscription: cancel at the end of the paid period (true) or keep it going (false). */
export const ZSubscriptionUpdate = z.strictObject({
  cancelAtPeriodEnd: z.boolean({ error: 'cancelAtPeriodEnd must be true or false' }),
});
export type TSubscriptionUpdate = z.infer<typeof ZSubscriptionUpdate>;

/** POST /api/googlesignin and /api/registerGoogleUser (spec 7): a Google ID token. */
export const ZGoogleSignInRequest = z.strictObject({
  idToken: zText({ error: MSG.signInTokenInvalid })
    .trim()
    .min(1, { error: MSG.signInTokenInvalid })
    .max(4096, { error: MSG.signInTokenInvalid }),
});
