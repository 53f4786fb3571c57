import type { TPrice } from '@brigade/core';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config.ts';
import { AppError, serviceUnavailable } from '../../errors/app-error.ts';
import type { SubscriptionSnapshot } from './billing.repository.ts';

/** A subscription as the card form needs it: Stripe's answer and the client secret of its first payment. */
export type CreatedSubscription = { snapshot: SubscriptionSnapshot; clientSecret: string | null };

/**
 * The Stripe calls Brigade makes, through the official SDK. STRIPE_API_URL points the SDK at another
 * server (the tests' local fake); without it, at Stripe. Stripe's failures become AppErrors: a network
 * failure 503, anything else Stripe refuses 502 (logged, never shown: it is not the user's doing).
 */
export function stripeGateway(config: BillingConfig, log: FastifyBaseLogger) {
  const api = config.apiUrl;
  const stripe = new Stripe(config.secretKey, {
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    telemetry: false,
    // Every POST carries an idempotency key, so the SDK may retry a dropped call against Stripe;
    // a local fake answers at once or not at all.
    maxNetworkRetries: api ? 0 : 2,
    timeout: 15_000,
    appInfo: { name: 'Brigade' },
  });

  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (
        err instanceof Stripe.errors.StripeConnectionError ||
        err instanceof Stripe.errors.StripeRateLimitError
      ) {
        log.warn({ stripe: what, type: err.type }, 'Stripe did not answer');
        throw serviceUnavailable('Payments are unavailable right now. Please try again in a moment.');
      }
      if (err instanceof Stripe.errors.StripeError) {
        log.error(
          { stripe: what, type: err.type, code: err.code, status: err.statusCode, message: err.message },
          'Stripe refused a call',
        );
        throw new AppError(502, 'The payment provider refused the request. Please try again later.', {
          cause: err,
        });
      }
      throw err;
    }
  };

  const expand = ['latest_invoice.confirmation_secret'];

  return {
    async price(priceId: string): Promise<TPrice> {
      const price = await call('prices.retrieve', () => stripe.prices.retrieve(priceId));
      return {
        id: price.id,
        unit_amount: price.unit_amount ?? 0,
        currency: price.currency,
        interval: price.recurring?.interval ?? null,
      };
    },

    /** One customer per kitchen: the idempotency key makes a retried or raced call return the same one. */
    async createCustomer(kitchenId: number, name: string, email: string | undefined): Promise<string> {
      const customer = await call('customers.create', () =>
        stripe.customers.create(
          { name, email, metadata: { kitchenId: String(kitchenId) } },
          { idempotencyKey: `brigade-customer-kitchen-${kitchenId}` },
        ),
      );
      return customer.id;
    },

    /**
     * A subscription waiting for its first payment (default_incomplete): the card form confirms the
     * invoice's payment with the client secret. `idempotencyKey` names the attempt, so a retry of the
     * same Next returns the same subscription even if our answer was lost.
     */
    async createSubscription(
      kitchenId: number,
      customerId: string,
      priceId: string,
      idempotencyKey: string,
    ): Promise<CreatedSubscription> {
      const subscription = await call('subscriptions.create', () =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: {
              save_default_payment_method: 'on_subscription',
              payment_method_types: ['card'],
            },
            metadata: { kitchenId: String(kitchenId) },
            expand,
          },
          { idempotencyKey },
        ),
      );
      return created(subscription);
    },

    async retrieveSubscription(id: string): Promise<CreatedSubscription> {
      return created(
        await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(id, { expand })),
      );
    },

    async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<SubscriptionSnapshot> {
      const subscription = await call('subscriptions.update', () =>
        stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd }),
      );
      return snapshotOf(subscription);
    },

    /** The event, if the raw body carries a valid signature of ours made within Stripe's tolerance (5 min). */
    verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}

export type StripeGateway = ReturnType<typeof stripeGateway>;

function created(subscription: Stripe.Subscription): CreatedSubscription {
  const invoice = subscription.latest_invoice;
  const clientSecret =
    invoice && typeof invoice === 'object' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
  return { snapshot: snapshotOf(subscription), clientSecret };
}

/**
 * Our columns from Stripe's subscription. The period end lives on the items (one item: the plan); the
 * next payment falls at the earliest of them.
 */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const items = subscription.items?.data ?? [];
  const ends = items.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  return {
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    priceId: items[0]?.price?.id ?? null,
    currentPeriodEnd: ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}
