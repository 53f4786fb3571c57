import { guaranteeFlag, type TBanquetEventListItem, type TEventStatus } from '@brigade/core';
import type { EventInput } from '@fullcalendar/react';
import { calendarAllDayRange } from '../event-times';
import { STATUS_LOOKS, statusClass } from './event-status';

/** What the calendar keeps of a list row besides its dates: the version a drag sends back, and what a chip says. */
export type CalendarEventProps = {
  version: number;
  guestCount: number;
  location: string;
  status: TEventStatus;
  room: { id: number; name: string } | null;
  /** 'Guarantee due in 2 days', 'Guarantee overdue' (core's guaranteeFlag), or null. */
  guaranteeFlag: string | null;
};

/**
 * GET /api/events rows as FullCalendar events (all-day ones drawn over whole days), each with its
 * status's class (its colours and border: calendar-styles.ts).
 */
export function toCalendarEvents(
  rows: readonly TBanquetEventListItem[],
  now: Date = new Date(),
): EventInput[] {
  return rows.map((row) => {
    const range = row.allDay ? calendarAllDayRange(row.start, row.end) : { start: row.start, end: row.end };
    const extendedProps: CalendarEventProps = {
      version: row.version,
      guestCount: row.guestCount,
      location: row.location,
      status: row.status,
      room: row.room,
      guaranteeFlag: guaranteeFlag(row, now),
    };
    return {
      id: String(row.id),
      title: row.title,
      allDay: row.allDay,
      ...range,
      className: statusClass(row.status),
      // FullCalendar sets its event colour on each chip itself: the status's colours go in here.
      color: STATUS_LOOKS[row.status].fill,
      contrastColor: STATUS_LOOKS[row.status].text,
      extendedProps,
    };
  });
}

/** The range of a calendar event after a drag, as PATCH /api/events/{id} takes it. */
export function movedRange(event: { start: Date | null; end: Date | null; allDay: boolean }) {
  const start = event.start;
  if (!start) return null;
  // A one-day all-day event may come back without an end: it ends at the next midnight.
  const end =
    event.end ??
    (event.allDay
      ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
      : new Date(start.getTime() + 60 * 60 * 1000));
  return { start: start.toISOString(), end: end.toISOString() };
}
