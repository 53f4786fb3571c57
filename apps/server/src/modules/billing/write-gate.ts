import type { FastifyInstance } from 'fastify';
import type { BillingConfig } from '../../config.ts';
import type { CspSources } from '../../plugins/security.ts';
import { type BillingService, billingService, WEBHOOK_QUEUE, type WebhookJob } from './billing.service.ts';
import { stripeGateway } from './stripe-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The plan, the trial and the write gate; billing off answers "unrestricted". */
    billing: BillingService;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signed-in writes that stay open to a read-only kitchen, by route: they change no kitchen data, or a
 * kitchen must always be able to do them.
 */
const OPEN_TO_READ_ONLY: RegExp[] = [
  // Paying is how a read-only kitchen gets out of it; cancelling must always be possible.
  /^\/api\/create-subscription$/,
  /^\/api\/subscription(\/|$)/,
  /^\/api\/stripe\//,
  // The user's own account (password, identities, sign-out) and telling us what went wrong.
  /^\/api\/account(\/|$)/,
  /^\/api\/logout$/,
  /^\/api\/feedback(\/|$)/,
  // A prep list is computed, not stored: reading a kitchen's events includes it.
  /^\/api\/preplist$/,
  /^\/api\/events\/:id\/preplist$/,
  // The calendar feed is a way to read the kitchen; revoking a leaked link must always work.
  /^\/api\/calendar-feed$/,
];

/** Whether a signed-in request to this route is a write to the kitchen's data (gated when billing is on). */
export function isGatedWrite(method: string, routeUrl: string | undefined): boolean {
  if (!WRITE_METHODS.has(method) || routeUrl === undefined) return false;
  return !OPEN_TO_READ_ONLY.some((pattern) => pattern.test(routeUrl));
}

/**
 * Decorates `app.billing` and, with billing on, defines the job that applies Stripe's webhooks
 * (WEBHOOK_QUEUE) and adds the one write gate: a root preValidation hook, so it runs after each
 * route's own authentication (onRequest) and before its body is validated. It looks only at signed-in
 * requests (request.user set): public routes never pay. A read-only kitchen's write answers 402; its
 * reads go on as before. Billing off: no hook, no job.
 */
export function registerBilling(app: FastifyInstance): void {
  const config = app.config.billing;
  const service = billingService({
    db: app.db,
    config,
    gateway: config ? stripeGateway(config, app.log) : undefined,
    clock: app.clock,
    log: app.log,
    jobs: config ? app.jobs : undefined,
  });
  app.decorate('billing', service);
  if (!config) return;
  app.jobs.define<WebhookJob>({
    name: WEBHOOK_QUEUE,
    handler: async (job) => {
      await service.applyWebhook(job);
    },
    expireInSeconds: 60,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.user || !isGatedWrite(request.method, request.routeOptions.url)) return;
    await service.assertWritable(request.user.kitchenId);
  });
}

/** What the browser must be allowed to load for the card form: Stripe.js, its iframes and its API. */
export function billingCspSources(config: BillingConfig | undefined): CspSources[] {
  if (!config) return [];
  const origin = new URL(config.jsUrl).origin;
  if (origin === 'https://js.stripe.com') {
    return [
      {
        scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ['https://api.stripe.com'],
      },
    ];
  }
  // A stand-in (the browser tests): its script, frames and API all on its own origin.
  return [{ scriptSrc: [origin], frameSrc: [origin], connectSrc: [origin] }];
}
