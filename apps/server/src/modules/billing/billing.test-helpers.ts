import { eq } from 'drizzle-orm';
import type { BillingConfig, JobsConfig } from '../../config.ts';
import { kitchens } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { FAST_JOBS, until } from '../../test/jobs.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { WEBHOOK_QUEUE } from './billing.service.ts';

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

/**
 * The app with billing on, its Stripe calls going to a local fake, a clock the test moves, and a job
 * queue that retries within seconds (FAST_JOBS, or `jobs`).
 */
export async function billingTestApp(
  overrides: Partial<BillingConfig> = {},
  options: { jobs?: Partial<JobsConfig> } = {},
): Promise<BillingTestApp> {
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
  const t = await createTestApp({ clock, config: { billing, jobs: { ...FAST_JOBS, ...options.jobs } } });
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

/** The jobs the webhook route queued for this Stripe event, with their states. */
export function webhookJobs(t: TestApp, eventId: string) {
  return t.app.jobs.find(WEBHOOK_QUEUE, { eventId });
}

/** Waits until every job queued for this event has run to its end (completed, or failed for good). */
export async function webhookSettled(t: TestApp, eventId: string): Promise<void> {
  await until(`the webhook job of ${eventId}`, async () =>
    (await webhookJobs(t, eventId)).every((job) => job.state === 'completed' || job.state === 'failed'),
  );
}

/**
 * Posts the webhook as Stripe would, then waits for the job it queued to be done: what a test reads
 * next is the event applied (or not).
 */
export async function deliverWebhook(t: TestApp, event: { payload: string; signature: string; id: string }) {
  const res = await postWebhook(t, event);
  if (res.statusCode === 200) await webhookSettled(t, event.id);
  return res;
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
