import { z } from 'zod';

/** A plan price (spec 3): `unit_amount` in cents, shown ÷ 100 per month (spec 9). */
export const ZPrice = z.object({ id: z.string(), unit_amount: z.number().int() });
export type TPrice = z.infer<typeof ZPrice>;

/** GET /api/stripe-config: the plan prices. */
export const ZStripeConfig = z.object({ prices: z.array(ZPrice) });
export type TStripeConfig = z.infer<typeof ZStripeConfig>;

/** POST /api/create-subscription (spec 7). */
export const ZCreateSubscriptionRequest = z.strictObject({
  priceId: z.string().trim().min(1, { error: 'Please choose a plan' }).max(200),
});
export const ZCreateSubscriptionResponse = z.object({ subscriptionId: z.string(), clientSecret: z.string() });
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/** The price as the payment screen shows it: unit_amount ÷ 100 per month → '$12.00 / month'. */
export function monthlyPriceLabel(unitAmountCents: number): string {
  return `$${(unitAmountCents / 100).toFixed(2)} / month`;
}

/** POST /api/googlesignin and /api/registerGoogleUser (spec 7): a Google ID token. */
export const ZGoogleSignInRequest = z.strictObject({ idToken: z.string().trim().min(1).max(4096) });
