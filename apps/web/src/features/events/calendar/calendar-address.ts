import { readCalendarAddress, withCalendarAddress } from '../../../lib/calendar-address';
import { CALENDAR_VIEWS, type CalendarView, visibleRange } from './calendar-range';

/**
 * The days the calendar shows, as FullCalendar names its views, read from and written to its address
 * (lib/calendar-address.ts: ?view=month&date=2026-12-03).
 */
export type ShownDays = { view: CalendarView; date: Date };

const nameOf = (view: CalendarView) =>
  (Object.keys(CALENDAR_VIEWS) as (keyof typeof CALENDAR_VIEWS)[]).find(
    (name) => CALENDAR_VIEWS[name] === view,
  ) ?? 'week';

/** The view and day an address asks for (the default view around today without them). */
export function shownDays(params: URLSearchParams, now: Date = new Date()): ShownDays {
  const { view, date } = readCalendarAddress(params, now);
  return { view: CALENDAR_VIEWS[view], date };
}

/** The address parameters once the calendar shows other days (the other parameters kept). */
export function withShownDays(params: URLSearchParams, { view, date }: ShownDays, now: Date = new Date()) {
  return withCalendarAddress(params, { view: nameOf(view), date }, now);
}

/** The days shown, as the events call takes them (ISO instants of local midnights, end excluded). */
export function shownRange(shown: ShownDays): { startDate: string; endDate: string } {
  const { start, end } = visibleRange(shown.view, shown.date);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}
