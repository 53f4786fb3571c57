import type { TSubscriptionState } from '@brigade/core';
import { countOf } from '@brigade/core';
import { monthNameDayYear } from '../../lib/date-format';

/** Stripe's subscription statuses as a cook reads them on /account. */
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Past due: your card is being retried',
  canceled: 'Canceled',
  incomplete: 'Waiting for payment',
  incomplete_expired: 'Payment not completed',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** The status line of /account: the subscription's when it is paid up, else the trial's. */
export function statusLabel(state: TSubscriptionState): string {
  const status = state.subscription?.status;
  if (state.access === 'subscribed' && status) return STATUS_LABELS[status] ?? status;
  if (state.access === 'trial') return 'Free trial';
  if (status && status !== 'incomplete') return STATUS_LABELS[status] ?? status;
  return 'Free trial ended';
}

/** 'March 15, 2026' */
export function longDate(iso: string): string {
  return monthNameDayYear.format(new Date(iso));
}

export function daysLeftLabel(days: number): string {
  return `${countOf(days, 'day')} left`;
}
