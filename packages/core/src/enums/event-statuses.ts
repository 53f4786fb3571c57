import type { TIssue } from '../completeness/issues.ts';
import { MSG } from '../messages.ts';

/**
 * The banquet pipeline: an inquiry becomes tentative (a hold), then definite (signed), then
 * completed once served; any of them may be cancelled, with the reason why.
 */
export const EVENT_STATUSES = ['INQUIRY', 'TENTATIVE', 'DEFINITE', 'COMPLETED', 'CANCELLED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

/** An event booked without a status (spec 7's clients know none) is a signed booking. */
export const DEFAULT_EVENT_STATUS: TEventStatus = 'DEFINITE';

export const EVENT_STATUS_LABELS: Record<TEventStatus, string> = {
  INQUIRY: 'Inquiry',
  TENTATIVE: 'Tentative',
  DEFINITE: 'Definite',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/**
 * Whether an event's menu is food to prepare and order: definite (and completed) events always,
 * tentative holds only when asked, inquiries and cancelled events never.
 */
export function eventCountsForDemand(status: TEventStatus, includeTentative = false): boolean {
  if (status === 'TENTATIVE') return includeTentative;
  return status === 'DEFINITE' || status === 'COMPLETED';
}

/** A cancelled event says why; a cancel reason on any other status is kept as it was sent. */
export function cancelReasonIssues(event: {
  status?: TEventStatus | null;
  cancelReason?: string | null;
}): TIssue[] {
  return event.status === 'CANCELLED' && !event.cancelReason
    ? [{ path: ['cancelReason'], message: MSG.cancelReasonRequired }]
    : [];
}

/** RFC 5545 STATUS of a calendar feed's event: a hold or an inquiry is tentative, the rest confirmed. */
export const ICAL_EVENT_STATUS: Record<TEventStatus, 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'> = {
  INQUIRY: 'TENTATIVE',
  TENTATIVE: 'TENTATIVE',
  DEFINITE: 'CONFIRMED',
  COMPLETED: 'CONFIRMED',
  CANCELLED: 'CANCELLED',
};
