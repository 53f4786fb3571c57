import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenSubscriptions, stripeEvents } from '../../db/schema/index.ts';
import { until } from '../../test/jobs.ts';
import type { TestUser } from '../../test/test-app.ts';
import { WEBHOOK_QUEUE } from './billing.service.ts';
import {
  type BillingTestApp,
  billingTestApp,
  deliverWebhook,
  postWebhook,
  subscribe,
  subscriptionState,
  WEBHOOK_SECRET,
  webhookJobs,
  webhookSettled,
} from './billing.test-helpers.ts';

describe('POST /api/stripe/webhook', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    // One retry, a second apart: a job that keeps failing is marked failed within a few seconds.
    t = await billingTestApp({}, { jobs: { retryLimit: 1 } });
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
      return deliverWebhook(t, event).then((res) => ({ res, event }));
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

  it('applies an event once: a replay of the same event id queues nothing and changes nothing', async () => {
    const { chef, send } = await subscribedKitchen();
    const created = Math.floor(Date.now() / 1000);
    const { event } = await send('past_due', { created });
    expect(await status(chef)).toBe('past_due');
    // Something else set the kitchen active at the same second (no newer event to order by).
    await t.db
      .update(kitchenSubscriptions)
      .set({ status: 'active' })
      .where(eq(kitchenSubscriptions.kitchenId, chef.kitchenId));
    const replay = await deliverWebhook(t, event);
    expect(replay.statusCode).toBe(200);
    expect(await status(chef)).toBe('active');
    expect(await webhookJobs(t, event.id)).toEqual([{ id: expect.any(String), state: 'completed' }]);
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
    expect((await deliverWebhook(t, other)).statusCode).toBe(200);
    expect(await status(chef)).toBe('incomplete');

    const stranger = t.stripe.signedEvent(
      'customer.subscription.updated',
      { ...object, id: 'sub_stranger', customer: 'cus_stranger', status: 'active' },
      { secret: WEBHOOK_SECRET },
    );
    expect((await deliverWebhook(t, stranger)).statusCode).toBe(200);
    // Both were applied by their job, to no kitchen: done, not failed.
    for (const event of [other, stranger]) {
      expect((await webhookJobs(t, event.id)).map((job) => job.state)).toEqual(['completed']);
    }
  });

  it('acknowledges events it has no use for: recorded, no job', async () => {
    const event = t.stripe.signedEvent(
      'invoice.paid',
      { id: 'in_1', object: 'invoice' },
      { secret: WEBHOOK_SECRET },
    );
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    expect(await webhookJobs(t, event.id)).toEqual([]);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
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
    expect((await deliverWebhook(t, deleted)).statusCode).toBe(200);
    const state = await subscriptionState(t, chef);
    expect(state.subscription.status).toBe('canceled');
    // Still inside its 14-day trial: the trial is not taken away by a cancellation.
    expect(state.access).toBe('trial');
  });

  it('answers 200 once the event is recorded and queued; the job then applies it', async () => {
    const { chef, subscriptionId, sub } = await subscribedKitchen();
    sub.status = 'active';
    const event = t.stripe.signedEvent(
      'customer.subscription.updated',
      t.stripe.subscriptionObject(subscriptionId),
      { secret: WEBHOOK_SECRET },
    );
    const res = await postWebhook(t, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    // Acknowledged: the event is recorded and its job is in the queue (a worker may already run it).
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
    const [queued] = await webhookJobs(t, event.id);
    expect(['created', 'active', 'completed']).toContain(queued.state);

    await webhookSettled(t, event.id);
    expect(await webhookJobs(t, event.id)).toEqual([{ id: queued.id, state: 'completed' }]);
    expect(await status(chef)).toBe('active');
    expect((await subscriptionState(t, chef)).access).toBe('subscribed');
  });

  it('the same event delivered twice at once is queued once and applied once', async () => {
    const { chef, subscriptionId, sub } = await subscribedKitchen();
    sub.status = 'past_due';
    const event = t.stripe.signedEvent(
      'customer.subscription.updated',
      t.stripe.subscriptionObject(subscriptionId),
      { secret: WEBHOOK_SECRET },
    );
    const answers = await Promise.all([postWebhook(t, event), postWebhook(t, event)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    await webhookSettled(t, event.id);
    expect((await webhookJobs(t, event.id)).map((job) => job.state)).toEqual(['completed']);
    expect(await status(chef)).toBe('past_due');
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
  });

  it('a job the database refuses is retried with backoff, then marked failed with its error', async () => {
    const { chef, subscriptionId } = await subscribedKitchen();
    // Signed by Stripe, but a status longer than the column (varchar(40)): the UPDATE fails every time.
    const event = t.stripe.signedEvent(
      'customer.subscription.updated',
      { ...t.stripe.subscriptionObject(subscriptionId), status: 'x'.repeat(41) },
      { secret: WEBHOOK_SECRET },
    );
    // Stripe is answered 200 all the same: the event is ours now, and its processing is the queue's.
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    const failed = await until('the webhook job to fail for good', async () =>
      (await t.app.jobs.failed(WEBHOOK_QUEUE)).find(
        (job) => (job.data as { eventId: string }).eventId === event.id,
      ),
    );
    // The first attempt and its one retry (retryLimit 1), each refused by the database.
    expect(failed.attempts).toBe(2);
    expect(failed.error).toMatch(
      /^value too long for type character varying\(40\) \(in: update "kitchen_subscriptions"/,
    );
    expect(await webhookJobs(t, event.id)).toEqual([{ id: failed.id, state: 'failed' }]);
    expect(await status(chef)).toBe('incomplete');
  });
});
