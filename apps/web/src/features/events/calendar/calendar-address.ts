import { type DayRange, dayOf, parseDay } from '../../purchasing/order-guide/selection';
import { CALENDAR_VIEWS, type CalendarView, DEFAULT_VIEW, visibleRange } from './calendar-range';

/**
 * What the calendar shows lives in the address beside its status filter (?view=month&date=2026-12-03,
 * a local day), so a reload, a rotated tablet that reloads, or a shared link comes back to the same
 * days. Absent (the plain /portal/events): the default view around today. The date is dropped again
 * when it is today, so a bookmark of today's calendar stays today's.
 */
export type ShownDays = { view: CalendarView; date: Date };

const VIEW_PARAM = 'view';
const DATE_PARAM = 'date';

/** The address's name of each view: what a planner would type. */
const VIEW_NAMES = Object.keys(CALENDAR_VIEWS) as (keyof typeof CALENDAR_VIEWS)[];
const viewName = (view: CalendarView) => VIEW_NAMES.find((name) => CALENDAR_VIEWS[name] === view);

/** The view and day an address asks for; an unknown view or a day that does not exist is ignored. */
export function shownDays(params: URLSearchParams, now: Date = new Date()): ShownDays {
  const name = params.get(VIEW_PARAM)?.trim().toLowerCase() ?? '';
  const view = VIEW_NAMES.find((known) => known === name);
  return {
    view: view ? CALENDAR_VIEWS[view] : DEFAULT_VIEW,
    date: parseDay(params.get(DATE_PARAM)?.trim()) ?? now,
  };
}

/** The address parameters once the calendar shows other days (the other parameters kept). */
export function withShownDays(
  params: URLSearchParams,
  { view, date }: ShownDays,
  now: Date = new Date(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === DEFAULT_VIEW) next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, viewName(view) ?? '');
  if (dayOf(date) === dayOf(now)) next.delete(DATE_PARAM);
  else next.set(DATE_PARAM, dayOf(date));
  return next;
}

/** The days shown, as the events call takes them (ISO instants of local midnights, end excluded). */
export function shownRange(shown: ShownDays): { startDate: string; endDate: string } {
  const { start, end } = visibleRange(shown.view, shown.date);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/** The calendar's own address. */
export const EVENTS_PATH = '/portal/events';

/**
 * The calendar showing the days a screen under Events covers (a production plan's, an order guide's
 * range, both days included), for its way back: a week or less, the week of its first day; more, the
 * month of its middle day (a month view's range runs from the Sunday before the 1st). Without days,
 * the calendar as it opens.
 */
export function calendarPathFor(range: DayRange | null, now: Date = new Date()): string {
  const from = parseDay(range?.from);
  const to = parseDay(range?.to);
  if (!from || !to || to < from) return EVENTS_PATH;
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const middle = new Date(from.getFullYear(), from.getMonth(), from.getDate() + Math.floor((days - 1) / 2));
  const shown: ShownDays =
    days <= 7 ? { view: DEFAULT_VIEW, date: from } : { view: CALENDAR_VIEWS.month, date: middle };
  const search = withShownDays(new URLSearchParams(), shown, now).toString();
  return search ? `${EVENTS_PATH}?${search}` : EVENTS_PATH;
}
