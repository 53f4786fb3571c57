import { readOnlyMessage } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addVendor,
  type BillingTestApp,
  billingTestApp,
  DAY_MS,
  deliverWebhook,
  subscribe,
  subscriptionState,
  WEBHOOK_SECRET,
} from './billing.test-helpers.ts';
import { isGatedWrite } from './write-gate.ts';

describe('isGatedWrite', () => {
  it('gates writes to kitchen data, not reads, billing, the account or computed prep lists', () => {
    expect(isGatedWrite('POST', '/api/vendors')).toBe(true);
    expect(isGatedWrite('PUT', '/api/recipes/:id')).toBe(true);
    expect(isGatedWrite('PATCH', '/api/events/:id')).toBe(true);
    expect(isGatedWrite('DELETE', '/api/menus/:id')).toBe(true);
    expect(isGatedWrite('GET', '/api/vendors')).toBe(false);
    expect(isGatedWrite('POST', '/api/create-subscription')).toBe(false);
    expect(isGatedWrite('PATCH', '/api/subscription')).toBe(false);
    expect(isGatedWrite('POST', '/api/feedback')).toBe(false);
    expect(isGatedWrite('POST', '/api/account/reset-password/finish')).toBe(false);
    expect(isGatedWrite('POST', '/api/preplist')).toBe(false);
    expect(isGatedWrite('POST', '/api/events/:id/preplist')).toBe(false);
    expect(isGatedWrite('DELETE', '/api/calendar-feed')).toBe(false);
  });
});

describe('the free trial and the write gate (billing on)', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await billingTestApp();
  });
  afterAll(() => t.closeAll());

  it('a new kitchen gets a 14-day trial with no card, then becomes read-only: reads 200, writes 402', async () => {
    const chef = await t.kitchen();
    const start = t.clock.now().getTime();
    const state = await subscriptionState(t, chef);
    expect(state).toMatchObject({
      billingEnabled: true,
      access: 'trial',
      trialDaysLeft: 14,
      subscription: null,
    });
    const made = await addVendor(t, chef, 'Acme Produce');
    expect(made.statusCode).toBe(201);
    const vendor = made.json();

    // A moment before the end of the 14 × 24 h, still a trial; at the end, read-only.
    t.clock.set(new Date(start + 14 * DAY_MS - 1));
    expect((await subscriptionState(t, chef)).access).toBe('trial');
    expect((await addVendor(t, chef)).statusCode).toBe(201);
    t.clock.set(new Date(start + 14 * DAY_MS));
    const expired = await subscriptionState(t, chef);
    expect(expired).toMatchObject({
      access: 'read-only',
      trialDaysLeft: 0,
      readOnlyMessage: readOnlyMessage(null),
    });

    const refused = await addVendor(t, chef);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      title: 'Subscription required',
      message:
        'Your free trial has ended, so your kitchen is read-only: everything you saved is kept and you can still read it. Subscribe to make changes again.',
      errors: [],
    });
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/vendors/${vendor.id}`,
      headers: chef.headers,
      payload: { name: 'Acme', version: vendor.version },
    });
    expect(rename.statusCode).toBe(402);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendors/${vendor.id}`,
      headers: chef.headers,
    });
    expect(remove.statusCode).toBe(402);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/kitchen/settings',
      headers: chef.headers,
      payload: { targetFoodCostPercent: 28 },
    });
    expect(settings.statusCode).toBe(402);
    // Refused before its body is even read: a bad body still answers 402, not 400.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: chef.headers,
      payload: {},
    });
    expect(bad.statusCode).toBe(402);

    // Nothing was deleted, and everything still reads.
    const list = await t.app.inject({ method: 'GET', url: '/api/vendors', headers: chef.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toHaveLength(2);
    expect(list.json().content.map((v: { name: string }) => v.name)).toContain('Acme Produce');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/vendors/${vendor.id}`, headers: chef.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/kitchen/settings', headers: chef.headers })).statusCode,
    ).toBe(200);
  });

  it('keeps billing, the calendar feed and sign-out open to a read-only kitchen', async () => {
    const chef = await t.kitchen();
    t.clock.advance(15 * DAY_MS);
    expect((await subscriptionState(t, chef)).access).toBe('read-only');
    expect((await subscribe(t, chef)).statusCode).toBe(200);
    const feed = await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: chef.headers });
    expect(feed.statusCode).not.toBe(402);
    const revoke = await t.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: chef.headers });
    expect(revoke.statusCode).not.toBe(402);
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: chef.headers });
    expect(logout.statusCode).toBe(200);
  });

  it('a payment makes the kitchen writable again: by webhook, or at once when Stripe says it is paid', async () => {
    const viaWebhook = await t.kitchen();
    const direct = await t.kitchen();
    t.clock.advance(20 * DAY_MS);
    for (const chef of [viaWebhook, direct]) expect((await addVendor(t, chef)).statusCode).toBe(402);

    const a = (await subscribe(t, viaWebhook)).json().subscriptionId;
    const sub = t.stripe.subscriptions.get(a);
    if (!sub) throw new Error('no subscription');
    sub.status = 'active';
    const event = t.stripe.signedEvent('customer.subscription.updated', t.stripe.subscriptionObject(a), {
      secret: WEBHOOK_SECRET,
    });
    expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    expect((await addVendor(t, viaWebhook)).statusCode).toBe(201);

    // Paid, webhook not here yet: the refused write asks Stripe about the pending subscription first.
    const b = (await subscribe(t, direct)).json().subscriptionId;
    t.stripe.pay(b);
    expect((await addVendor(t, direct)).statusCode).toBe(201);
  });

  it('a canceled subscription after the trial is read-only again, with its own message', async () => {
    const chef = await t.kitchen();
    t.clock.advance(20 * DAY_MS);
    const id = (await subscribe(t, chef)).json().subscriptionId;
    const sub = t.stripe.subscriptions.get(id);
    if (!sub) throw new Error('no subscription');
    sub.status = 'canceled';
    const event = t.stripe.signedEvent('customer.subscription.deleted', t.stripe.subscriptionObject(id), {
      secret: WEBHOOK_SECRET,
    });
    await deliverWebhook(t, event);
    const refused = await addVendor(t, chef);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(readOnlyMessage('canceled'));
    expect(refused.json().message).toMatch(/^Your subscription has ended/);
  });

  it('with TRIAL_DAYS=0 a new kitchen is read-only at once', async () => {
    const zero = await billingTestApp({ trialDays: 0 });
    try {
      const chef = await zero.kitchen();
      expect((await subscriptionState(zero, chef)).access).toBe('read-only');
      expect((await addVendor(zero, chef)).statusCode).toBe(402);
    } finally {
      await zero.closeAll();
    }
  });
});
