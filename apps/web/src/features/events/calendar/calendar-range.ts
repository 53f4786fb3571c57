/**
 * The calendar's views, the days each one shows around a date, its title and its steps, worked out
 * without FullCalendar: the page draws its toolbar and asks for the week's events while the calendar's
 * own code is still loading. The rules are FullCalendar's (weeks start on Sunday, a month shows the
 * weeks it touches), so both agree on the range.
 */

import { type CalendarViewName, DEFAULT_VIEW_NAME } from '../../../lib/calendar-address';
import { dateFormat, monthNameDayYear, monthYear } from '../../../lib/date-format';

/**
 * Spec 2 and 9: month, week (the default) and day views; and a day by room. Keyed by the names the
 * calendar's address gives them (lib/calendar-address.ts).
 */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  rooms: 'roomDay',
} as const satisfies Record<CalendarViewName, string>;

export type CalendarView = (typeof CALENDAR_VIEWS)[keyof typeof CALENDAR_VIEWS];

/** The view a visit opens on. */
export const DEFAULT_VIEW: CalendarView = CALENDAR_VIEWS[DEFAULT_VIEW_NAME];

/** How the toolbar names each view, and the unit its previous/next buttons step by. */
export const VIEW_LABELS: Record<CalendarView, { label: string; unit: 'Month' | 'Week' | 'Day' }> = {
  [CALENDAR_VIEWS.month]: { label: 'Month', unit: 'Month' },
  [CALENDAR_VIEWS.week]: { label: 'Week', unit: 'Week' },
  [CALENDAR_VIEWS.day]: { label: 'Day', unit: 'Day' },
  [CALENDAR_VIEWS.rooms]: { label: 'Rooms', unit: 'Day' },
};

export type DayRange = { start: Date; end: Date };

const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** The Sunday on or before a date, at local midnight. */
const weekStart = (date: Date) => addDays(midnight(date), -date.getDay());

/**
 * The days a view shows around `date`, from local midnight to local midnight (end excluded): a week from
 * its Sunday; a month from the Sunday before its 1st to the Saturday after its last day (as many weeks
 * as it needs); a day, or the rooms of a day, alone.
 */
export function visibleRange(view: CalendarView, date: Date): DayRange {
  if (view === CALENDAR_VIEWS.week) {
    const start = weekStart(date);
    return { start, end: addDays(start, 7) };
  }
  if (view === CALENDAR_VIEWS.month) {
    const first = new Date(date.getFullYear(), date.getMonth(), 1);
    const last = new Date(date.getFullYear(), date.getMonth() + 1, 0);
    return { start: weekStart(first), end: addDays(weekStart(last), 7) };
  }
  const start = midnight(date);
  return { start, end: addDays(start, 1) };
}

/** The date a previous (-1) or next (+1) button moves to: a month, a week or a day away. */
export function stepDate(view: CalendarView, date: Date, direction: -1 | 1): Date {
  if (view === CALENDAR_VIEWS.month) return new Date(date.getFullYear(), date.getMonth() + direction, 1);
  return addDays(midnight(date), direction * (view === CALENDAR_VIEWS.week ? 7 : 1));
}

const MONTH_SHORT = dateFormat('en-US', { year: 'numeric', month: 'short' });

/**
 * The toolbar's title: "November 2026" for a month, or a week within one; "Nov – Dec 2026" for a week
 * across two months; "November 27, 2026" for a day.
 */
export function calendarTitle(view: CalendarView, date: Date): string {
  if (view === CALENDAR_VIEWS.month) return monthYear.format(date);
  if (view !== CALENDAR_VIEWS.week) return monthNameDayYear.format(date);
  const { start, end } = visibleRange(view, date);
  const last = addDays(end, -1);
  if (start.getMonth() === last.getMonth()) return monthYear.format(start);
  return MONTH_SHORT.formatRange(start, last);
}

/** Whether today falls within the days a view shows around `date` (its Today button then does nothing). */
export function showsToday(view: CalendarView, date: Date, now: Date = new Date()): boolean {
  const range =
    view === CALENDAR_VIEWS.month
      ? {
          start: new Date(date.getFullYear(), date.getMonth(), 1),
          end: new Date(date.getFullYear(), date.getMonth() + 1, 1),
        }
      : visibleRange(view, date);
  return now >= range.start && now < range.end;
}
