import type { TBanquetEventListItem } from '@brigade/core';
import type { EventInput } from '@fullcalendar/react';
import { calendarAllDayRange } from '../event-times';

/** What the calendar keeps of a list row besides its dates: the version a drag sends back. */
export type CalendarEventProps = { version: number; guestCount: number; location: string };

/** GET /api/events rows as FullCalendar events (all-day ones drawn over whole days). */
export function toCalendarEvents(rows: readonly TBanquetEventListItem[]): EventInput[] {
  return rows.map((row) => {
    const range = row.allDay ? calendarAllDayRange(row.start, row.end) : { start: row.start, end: row.end };
    const extendedProps: CalendarEventProps = {
      version: row.version,
      guestCount: row.guestCount,
      location: row.location,
    };
    return { id: String(row.id), title: row.title, allDay: row.allDay, ...range, extendedProps };
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
