import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addVendor, DAY_MS, setKitchenCreated, subscriptionState } from './billing.test-helpers.ts';

// Billing off is the self-hosted default: no STRIPE_* keys (the test app's config has none).
describe('billing off', () => {
  let t: TestApp;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('stripe-config says so, with no prices, and needs no sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stripe-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      billingEnabled: false,
      publishableKey: null,
      stripeJsUrl: null,
      trialDays: 0,
      prices: [],
    });
  });

  it('leaves every kitchen unrestricted, a year after it was created too', async () => {
    const chef = await t.createUser();
    await setKitchenCreated(t, chef.kitchenId, new Date(clock.now().getTime() - 365 * DAY_MS));
    expect(await subscriptionState(t, chef)).toEqual({
      billingEnabled: false,
      access: 'unrestricted',
      readOnlyMessage: null,
      trialEndsAt: null,
      trialDaysLeft: null,
      subscription: null,
    });
    expect((await addVendor(t, chef)).statusCode).toBe(201);
  });

  it('answers 404 to the Stripe calls, and adds nothing to the CSP', async () => {
    const chef = await t.createUser();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: chef.headers,
      payload: { priceId: 'price_monthly' },
    });
    expect(created.statusCode).toBe(404);
    expect(created.json().message).toBe(
      'Billing is not enabled on this server: every kitchen is free to use.',
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain("script-src 'self';");
    expect(health.headers['content-security-policy']).toContain("frame-src 'none'");
  });
});
