import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenSubscriptions, stripeEvents } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/test-app.ts';
import {
  type BillingTestApp,
  billingTestApp,
  postWebhook,
  subscribe,
  subscriptionState,
  WEBHOOK_SECRET,
} from './billing.test-helpers.ts';

describe('POST /api/stripe/webhook', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await billingTestApp();
  });
  afterAll(() => t.closeAll());

  /** A kitchen with a subscription waiting for payment, and a way to send events about it. */
  async function subscribedKitchen() {
    const chef = await t.kitchen();
    const { subscriptionId } = (await subscribe(t, chef)).json();
    const sub = t.stripe.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no subscription');
    const send = (
      status: string,
      options: { id?: string; created?: number; cancelAtPeriodEnd?: boolean } = {},
    ) => {
      sub.status = status;
      sub.cancel_at_period_end = options.cancelAtPeriodEnd ?? false;
      const event = t.stripe.signedEvent(
        'customer.subscription.updated',
        t.stripe.subscriptionObject(subscriptionId),
        {
          id: options.id,
          created: options.created,
          secret: WEBHOOK_SECRET,
        },
      );
      return postWebhook(t, event).then((res) => ({ res, event }));
    };
    return { chef, subscriptionId, sub, send };
  }

  const status = async (chef: TestUser) => (await subscriptionState(t, chef)).subscription?.status;

  it('refuses a body whose signature does not match (400), and one without a signature', async () => {
    const { subscriptionId } = await subscribedKitchen();
    const object = t.stripe.subscriptionObject(subscriptionId);
    const forged = t.stripe.signedEvent(
      'customer.subscription.updated',
      { ...object, status: 'active' },
      {
        secret: 'whsec_someone_else',
      },
    );
    const res = await postWebhook(t, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The webhook signature does not match.');

    // Signed by us, then changed on the way: the bytes no longer match.
    const genuine = t.stripe.signedEvent('customer.subscription.updated', object, { secret: WEBHOOK_SECRET });
    const tampered = { ...genuine, payload: genuine.payload.replace('"incomplete"', '"active"') };
    expect(tampered.payload).not.toBe(genuine.payload);
    expect((await postWebhook(t, tampered)).statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('The Stripe-Signature header is missing.');
    expect(
      (
        await t.db
          .select()
          .from(kitchenSubscriptions)
          .where(eq(kitchenSubscriptions.stripeSubscriptionId, subscriptionId))
      )[0].status,
    ).toBe('incomplete');
  });

  it('keeps the status Stripe sends: active, past_due, canceled, with the period end', async () => {
    const { chef, sub, send } = await subscribedKitchen();
    const now = Math.floor(Date.now() / 1000);
    const paid = await send('active', { created: now });
    expect(paid.res.statusCode).toBe(200);
    expect(paid.res.json()).toEqual({ received: true });
    const state = await subscriptionState(t, chef);
    expect(state.access).toBe('subscribed');
    expect(state.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(sub.current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });

    await send('past_due', { created: now + 1 });
    expect(await status(chef)).toBe('past_due');
    expect((await subscriptionState(t, chef)).access).toBe('subscribed');

    await send('active', { created: now + 2, cancelAtPeriodEnd: true });
    expect((await subscriptionState(t, chef)).subscription.cancelAtPeriodEnd).toBe(true);

    await send('canceled', { created: now + 3 });
    expect(await status(chef)).toBe('canceled');
  });

  it('applies an event once: a replay of the same event id changes nothing', async () => {
    const { chef, send } = await subscribedKitchen();
    const created = Math.floor(Date.now() / 1000);
    const { event } = await send('past_due', { created });
    expect(await status(chef)).toBe('past_due');
    // Something else set the kitchen active at the same second (no newer event to order by).
    await t.db
      .update(kitchenSubscriptions)
      .set({ status: 'active' })
      .where(eq(kitchenSubscriptions.kitchenId, chef.kitchenId));
    const replay = await postWebhook(t, event);
    expect(replay.statusCode).toBe(200);
    expect(await status(chef)).toBe('active');
    const recorded = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0].type).toBe('customer.subscription.updated');
  });

  it('ignores an older event that arrives after a newer one (Stripe does not deliver in order)', async () => {
    const { chef, send } = await subscribedKitchen();
    const now = Math.floor(Date.now() / 1000);
    await send('canceled', { created: now + 10 });
    await send('active', { created: now });
    expect(await status(chef)).toBe('canceled');
  });

  it('ignores events of another subscription of the same customer, and of customers it does not know', async () => {
    const { chef, subscriptionId } = await subscribedKitchen();
    const object = t.stripe.subscriptionObject(subscriptionId);
    const other = t.stripe.signedEvent(
      'customer.subscription.updated',
      { ...object, id: 'sub_abandoned', status: 'active' },
      { secret: WEBHOOK_SECRET },
    );
    expect((await postWebhook(t, other)).statusCode).toBe(200);
    expect(await status(chef)).toBe('incomplete');

    const stranger = t.stripe.signedEvent(
      'customer.subscription.updated',
      { ...object, id: 'sub_stranger', customer: 'cus_stranger', status: 'active' },
      { secret: WEBHOOK_SECRET },
    );
    expect((await postWebhook(t, stranger)).statusCode).toBe(200);
  });

  it('acknowledges events it has no use for', async () => {
    const event = t.stripe.signedEvent(
      'invoice.paid',
      { id: 'in_1', object: 'invoice' },
      { secret: WEBHOOK_SECRET },
    );
    expect((await postWebhook(t, event)).statusCode).toBe(200);
  });

  it('a deleted subscription (customer.subscription.deleted) makes the kitchen read-only after its trial', async () => {
    const { chef, subscriptionId, sub, send } = await subscribedKitchen();
    const now = Math.floor(Date.now() / 1000);
    await send('active', { created: now });
    sub.status = 'canceled';
    const deleted = t.stripe.signedEvent(
      'customer.subscription.deleted',
      t.stripe.subscriptionObject(subscriptionId),
      {
        created: now + 1,
        secret: WEBHOOK_SECRET,
      },
    );
    expect((await postWebhook(t, deleted)).statusCode).toBe(200);
    const state = await subscriptionState(t, chef);
    expect(state.subscription.status).toBe('canceled');
    // Still inside its 14-day trial: the trial is not taken away by a cancellation.
    expect(state.access).toBe('trial');
  });
});
