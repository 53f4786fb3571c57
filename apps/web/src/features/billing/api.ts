import type { TSubscriptionUpdate } from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { call, operationKey } from '../../lib/api-client';
import { getToken } from '../../lib/session';

/** Billing calls (spec 7 stripe-config and create-subscription). */
export const billingKeys = {
  config: operationKey('getStripeConfig'),
  subscription: operationKey('getSubscription'),
};

/** The plan and what the card form needs; public (no sign-in). */
export function useStripeConfig() {
  return useQuery({
    queryKey: billingKeys.config,
    queryFn: ({ signal }) => call('getStripeConfig', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in kitchen's access, trial and subscription (skipped when nobody is signed in). */
export function useSubscriptionState() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => call('getSubscription', { signal }),
    enabled: getToken() !== null,
  });
}

export function createSubscription(priceId: string) {
  return call('createSubscription', { body: { priceId } });
}

export function updateSubscription(update: TSubscriptionUpdate) {
  return call('updateSubscription', { body: update });
}
