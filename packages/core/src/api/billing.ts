import {
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZStripeConfig,
  ZSubscriptionState,
  ZSubscriptionUpdate,
} from '../schemas/subscription.ts';
import { ZWebhookReceived } from './bodies.ts';
import { type ApiOperations, bearerOp, publicOp } from './operation.ts';

/** The plan, the card and the trial. */
export const billingApi = {
  getStripeConfig: publicOp('GET', '/api/stripe-config', { 200: ZStripeConfig }),
  getSubscription: bearerOp('GET', '/api/subscription', { 200: ZSubscriptionState }),
  createSubscription: bearerOp(
    'POST',
    '/api/create-subscription',
    { 200: ZCreateSubscriptionResponse },
    { access: 'owner', body: ZCreateSubscriptionRequest },
  ),
  updateSubscription: bearerOp(
    'PATCH',
    '/api/subscription',
    { 200: ZSubscriptionState },
    { access: 'owner', body: ZSubscriptionUpdate },
  ),
  // Stripe calls it without a token: the request's signature is checked instead.
  receiveStripeWebhook: publicOp('POST', '/api/stripe/webhook', { 200: ZWebhookReceived }),
} satisfies ApiOperations;
