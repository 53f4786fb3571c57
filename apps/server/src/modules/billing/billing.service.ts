import {
  BILLING_MESSAGES,
  kitchenAccess,
  readOnlyMessage,
  type TCreateSubscriptionResponse,
  type TPrice,
  type TStripeConfig,
  type TSubscriptionState,
  trialDaysLeft,
  trialEndsAt,
  WRITABLE_STATUSES,
} from '@brigade/core';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, isAppError, notFound } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { billingRepository, type KitchenBilling } from './billing.repository.ts';
import { type StripeGateway, snapshotOf } from './stripe-gateway.ts';

/** How long the plan's price read from Stripe is reused (a price changes by a new price id, not in place). */
export const PRICE_CACHE_MS = 5 * 60 * 1000;

/** The job queue (jobs/job-queue.ts) that applies Stripe's subscription events. */
export const WEBHOOK_QUEUE = 'stripe-webhook';

/** What the webhook route queues: the event's id, type and time, and the subscription it carries. */
export type WebhookJob = {
  eventId: string;
  type: string;
  /** Stripe's `created`, in seconds: events arrive out of order, and an older one must not win. */
  created: number;
  subscription: Stripe.Subscription;
};

/** At receipt: queued for the job, acknowledged and ignored (no use for it), or a replay (seen before). */
export type WebhookReceipt = 'queued' | 'ignored' | 'replay';
/** In the job: the kitchen's subscription changed, or the event was not for it (or is older than its state). */
export type WebhookOutcome = 'applied' | 'ignored';

export type BillingDeps = {
  db: Db;
  config: BillingConfig | undefined;
  gateway: StripeGateway | undefined;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where the webhook's work goes (billing on only); the service defines its queue there. */
  jobs: JobQueue | undefined;
};

/**
 * The plan, the card and the trial. With billing off (no config) every kitchen is
 * unrestricted and the Stripe calls answer 404. The kitchen's state comes from our table, kept by
 * Stripe's webhooks; a subscription still waiting for its first payment is asked of Stripe directly,
 * so a kitchen that just paid is not held up by a webhook in flight.
 */
export function billingService({ db, config, gateway, clock, log, jobs }: BillingDeps) {
  const repo = billingRepository(db);
  let priceCache: { price: TPrice; at: number } | undefined;
  let priceLoading: Promise<TPrice> | undefined;

  const enabled = () => {
    if (!config || !gateway) throw notFound(BILLING_MESSAGES.off);
    return { config, gateway };
  };

  /** The plan's price, read from Stripe at most every PRICE_CACHE_MS; a stale one while Stripe is away. */
  async function planPrice(): Promise<TPrice> {
    const { config, gateway } = enabled();
    const now = clock.now().getTime();
    if (priceCache && now - priceCache.at < PRICE_CACHE_MS) return priceCache.price;
    priceLoading ??= gateway
      .price(config.priceId)
      .then((price) => {
        priceCache = { price, at: clock.now().getTime() };
        return price;
      })
      .finally(() => {
        priceLoading = undefined;
      });
    try {
      return await priceLoading;
    } catch (err) {
      if (priceCache) return priceCache.price;
      throw err;
    }
  }

  async function kitchen(kitchenId: number): Promise<KitchenBilling> {
    const found = await repo.kitchen(kitchenId);
    if (!found) throw notFound('Kitchen not found');
    return found;
  }

  function view(k: KitchenBilling): TSubscriptionState {
    if (!config) {
      return {
        billingEnabled: false,
        access: 'unrestricted',
        readOnlyMessage: null,
        trialEndsAt: null,
        trialDaysLeft: null,
        subscription: null,
      };
    }
    const now = clock.now();
    const ends = trialEndsAt(k.createdAt, config.trialDays);
    const status = k.row?.status ?? null;
    const access = kitchenAccess({
      billingEnabled: true,
      now,
      trialEndsAt: ends,
      subscriptionStatus: status,
    });
    const row = k.row;
    return {
      billingEnabled: true,
      access,
      readOnlyMessage: access === 'read-only' ? readOnlyMessage(status) : null,
      trialEndsAt: ends.toISOString(),
      trialDaysLeft: trialDaysLeft(now, ends),
      subscription:
        row?.stripeSubscriptionId && row.status
          ? {
              id: row.stripeSubscriptionId,
              status: row.status,
              priceId: row.priceId,
              currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
              cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            }
          : null,
    };
  }

  /**
   * Asks Stripe about a subscription still waiting for its first payment and keeps the answer. Stripe
   * being away leaves the stored state as it was (logged): reads never fail over it.
   */
  async function refreshPending(k: KitchenBilling): Promise<KitchenBilling> {
    const row = k.row;
    if (!gateway || !row?.stripeSubscriptionId || row.status !== 'incomplete') return k;
    try {
      const { snapshot } = await gateway.retrieveSubscription(row.stripeSubscriptionId);
      if (snapshot.status === row.status && snapshot.cancelAtPeriodEnd === row.cancelAtPeriodEnd) return k;
      return { ...k, row: await repo.saveSubscription(k.kitchenId, snapshot, clock.now()) };
    } catch (err) {
      if (!isAppError(err)) throw err;
      log.warn({ kitchenId: k.kitchenId }, 'could not refresh a pending subscription from Stripe');
      return k;
    }
  }

  return {
    enabled: config !== undefined,

    /** GET /api/stripe-config: the plan, and what the card form needs. */
    async stripeConfig(): Promise<TStripeConfig> {
      if (!config) {
        return { billingEnabled: false, publishableKey: null, stripeJsUrl: null, trialDays: 0, prices: [] };
      }
      return {
        billingEnabled: true,
        publishableKey: config.publishableKey,
        stripeJsUrl: config.jsUrl,
        trialDays: config.trialDays,
        prices: [await planPrice()],
      };
    },

    /** GET /api/subscription */
    async state(kitchenId: number): Promise<TSubscriptionState> {
      const k = await kitchen(kitchenId);
      return view(config ? await refreshPending(k) : k);
    },

    /**
     * The write gate (write-gate.ts): a read-only kitchen's write answers 402 with why. Checked once more
     * against Stripe when a first payment is pending, so a kitchen that just paid can save at once.
     */
    async assertWritable(kitchenId: number): Promise<void> {
      if (!config) return;
      let k = await kitchen(kitchenId);
      if (view(k).access !== 'read-only') return;
      k = await refreshPending(k);
      const state = view(k);
      if (state.access === 'read-only') {
        throw new AppError(402, state.readOnlyMessage ?? readOnlyMessage(null), {
          title: 'Subscription required',
        });
      }
    },

    /**
     * POST /api/create-subscription: a subscription waiting for its first payment, whose client secret
     * the card form confirms. Safe to repeat: the kitchen keeps one Stripe customer, a subscription still
     * waiting for payment is handed out again, and each new attempt carries an idempotency key named
     * after the one before it, so a retried call gets the same subscription from Stripe.
     */
    async createSubscription(user: AuthUser, priceId: string): Promise<TCreateSubscriptionResponse> {
      const { config, gateway } = enabled();
      if (priceId !== config.priceId) {
        throw badRequest(BILLING_MESSAGES.unknownPlan, [
          { field: 'priceId', message: BILLING_MESSAGES.unknownPlan },
        ]);
      }
      const k = await kitchen(user.kitchenId);
      const row = k.row;
      if (row?.status && WRITABLE_STATUSES.has(row.status))
        throw conflict(BILLING_MESSAGES.alreadySubscribed);

      if (row?.stripeSubscriptionId && row.status === 'incomplete') {
        const pending = await gateway.retrieveSubscription(row.stripeSubscriptionId);
        await repo.saveSubscription(k.kitchenId, pending.snapshot, clock.now());
        if (WRITABLE_STATUSES.has(pending.snapshot.status))
          throw conflict(BILLING_MESSAGES.alreadySubscribed);
        if (pending.snapshot.status === 'incomplete' && pending.clientSecret) {
          return {
            subscriptionId: pending.snapshot.stripeSubscriptionId,
            clientSecret: pending.clientSecret,
          };
        }
        // Expired unpaid (incomplete_expired after 23 h): start a new one below.
      }

      const customerId =
        row?.stripeCustomerId ??
        (await repo.saveCustomer(
          k.kitchenId,
          await gateway.createCustomer(k.kitchenId, k.kitchenName, await repo.userEmail(user.id)),
        ));
      const attempt = `brigade-subscription-kitchen-${k.kitchenId}-${priceId}-after-${row?.stripeSubscriptionId ?? 'none'}`;
      const created = await gateway.createSubscription(k.kitchenId, customerId, priceId, attempt);
      await repo.saveSubscription(k.kitchenId, created.snapshot, clock.now());
      if (!created.clientSecret) throw new AppError(502, BILLING_MESSAGES.noPayment);
      return { subscriptionId: created.snapshot.stripeSubscriptionId, clientSecret: created.clientSecret };
    },

    /** PATCH /api/subscription: cancel at the end of the paid period, or take that back. */
    async setCancelAtPeriodEnd(kitchenId: number, cancelAtPeriodEnd: boolean): Promise<TSubscriptionState> {
      const { gateway } = enabled();
      const k = await kitchen(kitchenId);
      const row = k.row;
      if (!row?.stripeSubscriptionId || !row.status || !WRITABLE_STATUSES.has(row.status)) {
        throw conflict(BILLING_MESSAGES.noSubscription);
      }
      const snapshot = await gateway.setCancelAtPeriodEnd(row.stripeSubscriptionId, cancelAtPeriodEnd);
      return view({ ...k, row: await repo.saveSubscription(kitchenId, snapshot, clock.now()) });
    },

    /**
     * POST /api/stripe/webhook: the raw body's signature checked, the event recorded by its id and, for
     * a subscription event, its processing queued as a job, in one transaction; then Stripe has its 200
     * at once. An event recorded before (Stripe's retry, a replay) queues nothing: each is applied once.
     * Anything but a subscription's events is recorded, acknowledged and ignored.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      const { gateway } = enabled();
      if (!jobs) throw notFound(BILLING_MESSAGES.off);
      if (!signature) throw badRequest(BILLING_MESSAGES.missingSignature);
      let event: ReturnType<StripeGateway['verifyEvent']>;
      try {
        event = gateway.verifyEvent(rawBody, signature);
      } catch {
        throw badRequest(BILLING_MESSAGES.badSignature);
      }
      const object = event.data.object as { object?: string };
      const useful = event.type.startsWith('customer.subscription.') && object.object === 'subscription';
      // Outside the transaction: on PGlite (one connection) the queue's start-up could not run inside it.
      await jobs.start();
      const now = clock.now();
      const receipt = await db.transaction(async (tx): Promise<WebhookReceipt> => {
        if (!(await billingRepository(tx).recordEvent(event.id, event.type, now))) return 'replay';
        if (!useful) return 'ignored';
        const job: WebhookJob = {
          eventId: event.id,
          type: event.type,
          created: event.created,
          subscription: object as Stripe.Subscription,
        };
        await jobs.send(WEBHOOK_QUEUE, job, { tx });
        return 'queued';
      });
      log.debug({ event: event.id, type: event.type, receipt }, 'Stripe webhook received');
      return receipt;
    },

    /**
     * The job: a subscription event kept on the kitchen whose customer it belongs to, unless a newer
     * event was applied already or the kitchen pays with another subscription. Throws on what it
     * cannot apply (a malformed subscription, the database refusing it): the queue retries with
     * backoff, then marks the job failed with the error.
     */
    async applyWebhook(job: WebhookJob): Promise<WebhookOutcome> {
      const subscription = job.subscription;
      const customer =
        typeof subscription?.customer === 'string' ? subscription.customer : subscription?.customer?.id;
      if (typeof subscription?.id !== 'string' || typeof customer !== 'string') {
        throw new Error(`Stripe event ${job.eventId}: the subscription has no id or no customer`);
      }
      const applied = await repo.applyEvent(
        customer,
        snapshotOf(subscription),
        new Date(job.created * 1000),
        clock.now(),
      );
      const outcome: WebhookOutcome = applied ? 'applied' : 'ignored';
      log.info({ event: job.eventId, type: job.type, outcome }, 'Stripe webhook');
      return outcome;
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
