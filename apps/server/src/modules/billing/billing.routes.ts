import {
  ZApiError,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZStripeConfig,
  ZSubscriptionState,
  ZSubscriptionUpdate,
  ZWebhookReceived,
} from '@brigade/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

/** The plan, the card and the trial (issue 15; spec 7 stripe-config and create-subscription). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.billing;

  app.get(
    '/api/stripe-config',
    {
      schema: {
        tags,
        summary: 'The plan’s price and what the card form needs (no sign-in); billing off: no prices',
        response: { 200: ZStripeConfig, 502: ZApiError, 503: ZApiError },
      },
    },
    async () => billing.stripeConfig(),
  );

  app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.get(
      '/api/subscription',
      {
        schema: {
          tags,
          security,
          summary: 'The kitchen’s access (trial, subscribed, read-only), trial days left and subscription',
          response: { 200: ZSubscriptionState, 401: ZApiError },
        },
      },
      async (request) => billing.state(request.user.kitchenId),
    );

    authed.post(
      '/api/create-subscription',
      {
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags,
          security,
          summary:
            'A subscription waiting for its first payment: its id and the client secret the card form confirms (a retry gets the same one)',
          body: ZCreateSubscriptionRequest,
          response: {
            200: ZCreateSubscriptionResponse,
            400: ZApiError,
            401: ZApiError,
            404: ZApiError,
            409: ZApiError,
            502: ZApiError,
            503: ZApiError,
          },
        },
      },
      async (request) => billing.createSubscription(request.user, request.body.priceId),
    );

    authed.patch(
      '/api/subscription',
      {
        schema: {
          tags,
          security,
          summary: 'Cancel at the end of the paid period (cancelAtPeriodEnd true), or keep paying (false)',
          body: ZSubscriptionUpdate,
          response: {
            200: ZSubscriptionState,
            400: ZApiError,
            401: ZApiError,
            404: ZApiError,
            409: ZApiError,
          },
        },
      },
      async (request) => billing.setCancelAtPeriodEnd(request.user.kitchenId, request.body.cancelAtPeriodEnd),
    );
  });

  // Stripe signs the exact bytes it sent: this route alone reads its body raw (its own parser, in its
  // own encapsulated context), so nothing re-serializes the JSON before the signature is checked.
  app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags,
          summary:
            'Stripe’s events (signed): recorded and queued, answered at once; a job applies each event once (subscription status and period end)',
          response: { 200: ZWebhookReceived, 400: ZApiError, 404: ZApiError },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await billing.receiveWebhook(body, Array.isArray(signature) ? signature[0] : signature);
        return { received: true as const };
      },
    );
  });
};
