import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';

const tags = ['billing'];

/** The plan, the card and the trial (spec 7 stripe-config and create-subscription). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.billing;

  operationRoute(
    app,
    'getStripeConfig',
    {
      tags,
      errors: [502, 503],
      summary: 'The plan’s price and what the card form needs (no sign-in); billing off: no prices',
    },
    () => billing.stripeConfig(),
  );

  app.register(async (authed) => {
    authed.addHook('onRequest', app.authenticate);

    operationRoute(
      authed,
      'getSubscription',
      {
        tags,
        errors: [401],
        summary: 'The kitchen’s access (trial, subscribed, read-only), trial days left and subscription',
      },
      (request) => billing.state(request.user.kitchenId),
    );

    operationRoute(
      authed,
      'createSubscription',
      {
        tags,
        errors: [400, 401, 404, 409, 502, 503],
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        summary:
          'A subscription waiting for its first payment: its id and the client secret the card form confirms (a retry gets the same one)',
      },
      (request) => billing.createSubscription(request.user, request.body.priceId),
    );

    operationRoute(
      authed,
      'updateSubscription',
      {
        tags,
        errors: [400, 401, 404, 409],
        summary: 'Cancel at the end of the paid period (cancelAtPeriodEnd true), or keep paying (false)',
      },
      (request) => billing.setCancelAtPeriodEnd(request.user.kitchenId, request.body.cancelAtPeriodEnd),
    );
  });

  // Stripe signs the exact bytes it sent: this route alone reads its body raw (its own parser, in its
  // own encapsulated context), so nothing re-serializes the JSON before the signature is checked.
  app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    operationRoute(
      hook,
      'receiveStripeWebhook',
      {
        tags,
        errors: [400, 404],
        summary:
          'Stripe’s events (signed): recorded and queued, answered at once; a job applies each event once (subscription status and period end)',
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body: unknown = request.body;
        await billing.receiveWebhook(
          Buffer.isBuffer(body) ? body : Buffer.alloc(0),
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true as const };
      },
    );
  });
};
