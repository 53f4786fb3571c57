import { MSG } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenSubscriptions } from '../../db/schema/index.ts';
import {
  type BillingTestApp,
  billingTestApp,
  DAY_MS,
  PRICE_ID,
  postWebhook,
  subscribe,
  subscriptionState,
} from './billing.test-helpers.ts';

describe('the plan and the subscription (billing on, Stripe faked on loopback)', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await billingTestApp();
  });
  afterAll(() => t.closeAll());

  it('stripe-config gives the plan read from Stripe, and caches it for 5 minutes', async () => {
    const before = t.stripe.requests.filter((r) => r.path === `/v1/prices/${PRICE_ID}`).length;
    const res = await t.app.inject({ method: 'GET', url: '/api/stripe-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      billingEnabled: true,
      publishableKey: t.stripe.publishableKey,
      stripeJsUrl: t.stripe.jsUrl,
      trialDays: 14,
      prices: [{ id: PRICE_ID, unit_amount: 1200, currency: 'usd', interval: 'month' }],
    });
    await t.app.inject({ method: 'GET', url: '/api/stripe-config' });
    const reads = () => t.stripe.requests.filter((r) => r.path === `/v1/prices/${PRICE_ID}`).length;
    expect(reads()).toBe(before + 1);
    t.clock.advance(5 * 60 * 1000 + 1);
    await t.app.inject({ method: 'GET', url: '/api/stripe-config' });
    expect(reads()).toBe(before + 2);
  });

  it('lets the card form load Stripe.js from STRIPE_JS_URL (CSP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${t.stripe.url};`);
    expect(csp).toContain(`frame-src ${t.stripe.url};`);
    expect(csp).toContain(`connect-src 'self' ${t.stripe.url};`);
  });

  it('creates a customer and an incomplete subscription whose client secret the card form confirms', async () => {
    const chef = await t.kitchen();
    const res = await subscribe(t, chef);
    expect(res.statusCode, res.body).toBe(200);
    const { subscriptionId, clientSecret } = res.json();
    const sub = t.stripe.subscriptions.get(subscriptionId);
    expect(sub?.status).toBe('incomplete');
    expect(sub?.metadata).toEqual({ kitchenId: String(chef.kitchenId) });
    expect(clientSecret).toMatch(/^pi_.+_secret_.+$/);

    const customer = t.stripe.customers.get(sub?.customer as string);
    expect(customer?.email).toBe(chef.email);
    expect(customer?.metadata).toEqual({ kitchenId: String(chef.kitchenId) });
    // Both creations carry an idempotency key of ours.
    const creations = t.stripe.requests.filter(
      (r) => r.method === 'POST' && (r.path === '/v1/customers' || r.path === '/v1/subscriptions'),
    );
    expect(creations.at(-2)?.idempotencyKey).toBe(`brigade-customer-kitchen-${chef.kitchenId}`);
    expect(creations.at(-1)?.idempotencyKey).toBe(
      `brigade-subscription-kitchen-${chef.kitchenId}-${PRICE_ID}-after-none`,
    );
    expect(creations.at(-1)?.params).toMatchObject({
      customer: sub?.customer,
      items: [{ price: PRICE_ID }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });

    const state = await subscriptionState(t, chef);
    expect(state).toMatchObject({
      access: 'trial',
      trialDaysLeft: 14,
      subscription: { id: subscriptionId, status: 'incomplete', priceId: PRICE_ID, cancelAtPeriodEnd: false },
    });
  });

  it('a retry gets the same subscription and client secret, with one customer', async () => {
    const chef = await t.kitchen();
    const first = (await subscribe(t, chef)).json();
    const customersBefore = t.stripe.customers.size;
    const subscriptionsBefore = t.stripe.subscriptions.size;
    const again = await subscribe(t, chef);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(t.stripe.customers.size).toBe(customersBefore);
    expect(t.stripe.subscriptions.size).toBe(subscriptionsBefore);
  });

  it('a retry after our answer was lost gets the same subscription from Stripe (idempotency key)', async () => {
    const chef = await t.kitchen();
    const first = (await subscribe(t, chef)).json();
    // As if the server had died between Stripe's answer and storing it.
    await t.db
      .update(kitchenSubscriptions)
      .set({ stripeSubscriptionId: null, status: null })
      .where(eq(kitchenSubscriptions.kitchenId, chef.kitchenId));
    const subscriptionsBefore = t.stripe.subscriptions.size;
    const again = await subscribe(t, chef);
    expect(again.json()).toEqual(first);
    expect(t.stripe.subscriptions.size).toBe(subscriptionsBefore);
    expect(t.stripe.requests.at(-1)?.idempotencyKey).toBe(
      `brigade-subscription-kitchen-${chef.kitchenId}-${PRICE_ID}-after-none`,
    );
  });

  it('an unpaid subscription that expired is replaced by a new one for the same customer', async () => {
    const chef = await t.kitchen();
    const first = (await subscribe(t, chef)).json();
    const old = t.stripe.subscriptions.get(first.subscriptionId);
    if (!old) throw new Error('no subscription');
    old.status = 'incomplete_expired';
    const again = await subscribe(t, chef);
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    expect(t.stripe.subscriptions.get(second.subscriptionId)?.customer).toBe(old.customer);
    expect(t.stripe.requests.at(-1)?.idempotencyKey).toBe(
      `brigade-subscription-kitchen-${chef.kitchenId}-${PRICE_ID}-after-${first.subscriptionId}`,
    );
  });

  it('refuses a plan that is not offered (400) and a second subscription (409)', async () => {
    const chef = await t.kitchen();
    const wrong = await subscribe(t, chef, 'price_other');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      {
        field: 'priceId',
        message: 'This plan is not offered. Please choose the plan shown on the Products page.',
      },
    ]);
    const blank = await subscribe(t, chef, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ field: 'priceId', message: MSG.planRequired });
    // A client's mistakes read in words too: no plan, a plan that is no text, an id no plan has.
    for (const payload of [{}, { priceId: 5 }, { priceId: 'p'.repeat(201) }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-subscription',
        headers: chef.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toEqual([
        { field: 'priceId', message: MSG.planRequired },
      ]);
    }

    const { subscriptionId } = (await subscribe(t, chef)).json();
    t.stripe.pay(subscriptionId);
    const again = await subscribe(t, chef);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your kitchen already has a subscription.');
  });

  it('needs a sign-in to subscribe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      payload: { priceId: PRICE_ID },
    });
    expect(res.statusCode).toBe(401);
  });

  it('shows the period end once paid, and cancels at period end (and takes it back)', async () => {
    const chef = await t.kitchen();
    const { subscriptionId } = (await subscribe(t, chef)).json();
    // Paid, but no webhook yet: the state asks Stripe about the pending subscription.
    t.stripe.pay(subscriptionId);
    const paid = await subscriptionState(t, chef);
    const periodEnd = new Date((t.stripe.subscriptions.get(subscriptionId)?.current_period_end ?? 0) * 1000);
    expect(paid).toMatchObject({
      access: 'subscribed',
      readOnlyMessage: null,
      subscription: { id: subscriptionId, status: 'active', currentPeriodEnd: periodEnd.toISOString() },
    });

    const cancel = await t.app.inject({
      method: 'PATCH',
      url: '/api/subscription',
      headers: chef.headers,
      payload: { cancelAtPeriodEnd: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(t.stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await subscriptionState(t, chef)).subscription.cancelAtPeriodEnd).toBe(true);

    const keep = await t.app.inject({
      method: 'PATCH',
      url: '/api/subscription',
      headers: chef.headers,
      payload: { cancelAtPeriodEnd: false },
    });
    expect(keep.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(t.stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('answers 400 in words to a cancelAtPeriodEnd that is no boolean', async () => {
    const chef = await t.kitchen();
    for (const payload of [{}, { cancelAtPeriodEnd: 'yes' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/subscription',
        headers: chef.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'cancelAtPeriodEnd', message: 'cancelAtPeriodEnd must be true or false' },
      ]);
    }
  });

  it('has nothing to cancel without a paid subscription (409)', async () => {
    const chef = await t.kitchen();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/subscription',
      headers: chef.headers,
      payload: { cancelAtPeriodEnd: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your kitchen has no subscription to change.');
  });

  it('answers 503 with a clear message when Stripe is away, and keeps serving a price it read', async () => {
    const other = await billingTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/stripe-config' })).statusCode).toBe(200);
      const chef = await other.kitchen();
      await other.stripe.close();
      other.clock.advance(6 * 60 * 1000);
      const config = await other.app.inject({ method: 'GET', url: '/api/stripe-config' });
      expect(config.statusCode).toBe(200);
      expect(config.json().prices[0].unit_amount).toBe(1200);
      const res = await subscribe(other, chef);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payments are unavailable right now. Please try again in a moment.');
    } finally {
      await other.closeAll();
    }
  });

  it('keeps the trial days as a person counts them', async () => {
    const chef = await t.kitchen();
    const start = await subscriptionState(t, chef);
    // The clock may have moved in earlier tests; count from the trial's end.
    const ends = new Date(start.trialEndsAt).getTime();
    t.clock.set(new Date(ends - 2.5 * DAY_MS));
    expect((await subscriptionState(t, chef)).trialDaysLeft).toBe(3);
    t.clock.set(new Date(ends - 1));
    expect((await subscriptionState(t, chef)).trialDaysLeft).toBe(1);
  });

  it('the webhook route is not the write gate: it needs no sign-in', async () => {
    const res = await postWebhook(t, { payload: '{}', signature: 't=1,v1=bad' });
    expect(res.statusCode).toBe(400);
  });
});
