import { type DayRange, dayOf, parseDay } from './local-day';

/**
 * The events calendar's address: what it shows lives there beside its status filter
 * (?view=month&date=2026-12-03, a local day), so a reload, a tablet that reloads on rotating, or a
 * shared link comes back to the same days, and the screens under Events can lead back to theirs.
 * Absent (the plain /portal/events): the default view around today. The date is left out when it is
 * today, so a bookmark of today's calendar stays today's.
 */
export const EVENTS_PATH = '/portal/events';

/** The calendar's views, as the address names them. */
export const CALENDAR_VIEW_NAMES = ['month', 'week', 'day', 'rooms'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEW_NAMES)[number];
/** The view a visit opens on. */
export const DEFAULT_VIEW_NAME: CalendarViewName = 'week';

export type CalendarAddress = { view: CalendarViewName; date: Date };

const VIEW_PARAM = 'view';
const DATE_PARAM = 'date';

/** The view and day an address asks for; an unknown view or a day that does not exist is ignored. */
export function readCalendarAddress(params: URLSearchParams, now: Date = new Date()): CalendarAddress {
  const name = params.get(VIEW_PARAM)?.trim().toLowerCase() ?? '';
  return {
    view: CALENDAR_VIEW_NAMES.find((known) => known === name) ?? DEFAULT_VIEW_NAME,
    date: parseDay(params.get(DATE_PARAM)?.trim()) ?? now,
  };
}

/** The address parameters once the calendar shows other days (the other parameters kept). */
export function withCalendarAddress(
  params: URLSearchParams,
  { view, date }: CalendarAddress,
  now: Date = new Date(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === DEFAULT_VIEW_NAME) next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, view);
  if (dayOf(date) === dayOf(now)) next.delete(DATE_PARAM);
  else next.set(DATE_PARAM, dayOf(date));
  return next;
}

/**
 * The calendar showing the days a screen under Events covers (a production plan's, an order guide's
 * range, both days included), for its way back: a week or less, the week of its first day; more, the
 * month of its middle day. Without days, the calendar as it opens.
 */
export function calendarPathFor(range: DayRange | null, now: Date = new Date()): string {
  const from = parseDay(range?.from);
  const to = parseDay(range?.to);
  if (!from || !to || to < from) return EVENTS_PATH;
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const middle = new Date(from.getFullYear(), from.getMonth(), from.getDate() + Math.floor((days - 1) / 2));
  const address: CalendarAddress = days <= 7 ? { view: 'week', date: from } : { view: 'month', date: middle };
  const search = withCalendarAddress(new URLSearchParams(), address, now).toString();
  return search ? `${EVENTS_PATH}?${search}` : EVENTS_PATH;
}
