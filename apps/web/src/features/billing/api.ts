import type {
  TCreateSubscriptionResponse,
  TStripeConfig,
  TSubscriptionState,
  TSubscriptionUpdate,
} from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { getToken } from '../../lib/session';

/** Billing calls (issue 15; spec 7 stripe-config and create-subscription). */
export const billingKeys = {
  config: ['stripe-config'] as const,
  subscription: ['subscription'] as const,
};

/** The plan and what the card form needs; public (no sign-in). */
export function useStripeConfig() {
  return useQuery({
    queryKey: billingKeys.config,
    queryFn: ({ signal }) => api.get<TStripeConfig>('/api/stripe-config', { auth: false, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in kitchen's access, trial and subscription (skipped when nobody is signed in). */
export function useSubscriptionState() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => api.get<TSubscriptionState>('/api/subscription', { signal }),
    enabled: getToken() !== null,
  });
}

export function createSubscription(priceId: string) {
  return api.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId });
}

export function updateSubscription(update: TSubscriptionUpdate) {
  return api.patch<TSubscriptionState>('/api/subscription', update);
}
