import { eq } from 'drizzle-orm';
import type { BillingConfig } from '../../config.ts';
import { kitchens } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

export const WEBHOOK_SECRET = 'whsec_brigade_test';
export const PRICE_ID = 'price_monthly';
export const DAY_MS = 24 * 60 * 60 * 1000;

export type BillingTestApp = TestApp & {
  stripe: FakeStripe;
  clock: ReturnType<typeof manualClock>;
  /**
   * A user in a fresh kitchen created at the clock's now, whose token lasts 30 days, so the clock can
   * move past a trial.
   */
  kitchen(): Promise<TestUser>;
  closeAll(): Promise<void>;
};

/** The app with billing on, its Stripe calls going to a local fake, and a clock the test moves. */
export async function billingTestApp(overrides: Partial<BillingConfig> = {}): Promise<BillingTestApp> {
  const stripe = await startFakeStripe();
  // Kitchens get created_at from the database's now(); the app's clock starts there too.
  const clock = manualClock(new Date());
  const billing: BillingConfig = {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    priceId: PRICE_ID,
    webhookSecret: WEBHOOK_SECRET,
    trialDays: 14,
    apiUrl: new URL(stripe.url),
    jsUrl: stripe.jsUrl,
    ...overrides,
  };
  const t = await createTestApp({ clock, config: { billing } });
  return {
    ...t,
    stripe,
    clock,
    async kitchen() {
      const user = await t.createUser({ rememberMe: true });
      await setKitchenCreated(t, user.kitchenId, clock.now());
      return user;
    },
    async closeAll() {
      await t.close();
      await stripe.close();
    },
  };
}

/** Posts a webhook exactly as Stripe would: the raw JSON and its Stripe-Signature header. */
export function postWebhook(t: TestApp, event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

export async function subscribe(t: TestApp, user: TestUser, priceId = PRICE_ID) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: user.headers,
    payload: { priceId },
  });
}

export async function subscriptionState(t: TestApp, user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/subscription ${res.statusCode} ${res.body}`);
  return res.json();
}

export function addVendor(
  t: TestApp,
  user: TestUser,
  name = `Vendor ${Math.random().toString(36).slice(2, 8)}`,
) {
  return t.app.inject({ method: 'POST', url: '/api/vendors', headers: user.headers, payload: { name } });
}

/** The database stamps a kitchen with its own now(); tests put it on the app's clock instead. */
export async function setKitchenCreated(t: TestApp, kitchenId: number, at: Date): Promise<void> {
  await t.db.update(kitchens).set({ createdAt: at }).where(eq(kitchens.id, kitchenId));
}
