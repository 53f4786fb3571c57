import type { TEventStatus } from '../enums/event-statuses.ts';
import { countOf } from '../messages/names-list.ts';

/** A kitchen's guarantee deadline when it has chosen none: three days before the event. */
export const DEFAULT_GUARANTEE_DAYS_BEFORE = 3;
/** The calendar and home flag a guarantee not given this many days (or fewer) before it is due. */
export const GUARANTEE_WARNING_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The guarantee's due date ('YYYY-MM-DD', UTC): `daysBefore` days before the event's start. */
export function defaultGuaranteeDueDate(
  start: string | Date,
  daysBefore: number = DEFAULT_GUARANTEE_DAYS_BEFORE,
): string {
  return new Date(new Date(start).getTime() - daysBefore * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether to flag an event's guarantee: none given, the event still ahead and not cancelled, and its
 * due date within GUARANTEE_WARNING_DAYS of today (or already past).
 */
export function isGuaranteeDue(
  event: {
    guaranteedCount: number | null;
    guaranteeDueDate: string | null;
    end: string | Date;
    status?: TEventStatus;
  },
  now: Date,
): boolean {
  if (event.status === 'CANCELLED') return false;
  if (event.guaranteedCount != null || event.guaranteeDueDate == null) return false;
  if (new Date(event.end).getTime() < now.getTime()) return false;
  const today = Date.parse(now.toISOString().slice(0, 10));
  return Date.parse(event.guaranteeDueDate) - today <= GUARANTEE_WARNING_DAYS * DAY_MS;
}

/** Whole days from today (UTC, as isGuaranteeDue counts) to a 'YYYY-MM-DD' due date; negative once past. */
export function daysUntilGuaranteeDue(guaranteeDueDate: string, now: Date): number {
  return Math.round((Date.parse(guaranteeDueDate) - Date.parse(now.toISOString().slice(0, 10))) / DAY_MS);
}

/**
 * The calendar's and home's flag of an event whose guarantee is due (isGuaranteeDue): 'Guarantee due
 * today', 'Guarantee due in 1 day', 'Guarantee due in 3 days' or 'Guarantee overdue'; null otherwise.
 */
export function guaranteeFlag(
  event: {
    guaranteedCount: number | null;
    guaranteeDueDate: string | null;
    end: string | Date;
    status?: TEventStatus;
  },
  now: Date,
): string | null {
  if (!isGuaranteeDue(event, now) || event.guaranteeDueDate == null) return null;
  const days = daysUntilGuaranteeDue(event.guaranteeDueDate, now);
  if (days < 0) return 'Guarantee overdue';
  if (days === 0) return 'Guarantee due today';
  return `Guarantee due in ${countOf(days, 'day')}`;
}
