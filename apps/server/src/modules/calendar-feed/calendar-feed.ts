import { ICAL_EVENT_STATUS } from '@brigade/core';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EventListRow } from '../events/events.repository.ts';

/** How far the feed reaches: a season back (for the record) and a year ahead (what is booked). */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 366;

/**
 * The kitchen's banquet calendar as iCalendar (RFC 5545), for Google Calendar or Outlook to
 * subscribe to. Times are UTC (the library's default without a time zone); all-day events are dates.
 * Each event links back to its BEO.
 */
export function calendarFeed(events: EventListRow[], publicUrl: string, now: Date): string {
  const calendar = ical({
    name: 'Brigade banquet events',
    prodId: { company: 'Brigade', product: 'Banquet calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `brigade-event-${event.id}@${new URL(publicUrl).host}`,
      start: new Date(event.start),
      end: new Date(event.end),
      allDay: event.allDay,
      summary: event.title,
      status: ICalEventStatus[ICAL_EVENT_STATUS[event.status]],
      location: event.location,
      description: `${event.guestCount} guests · BEO revision ${event.beoRevision}`,
      url: `${publicUrl}/portal/events/${event.id}/beo`,
      stamp: now,
      lastModified: new Date(event.modifiedDate),
      sequence: event.beoRevision,
    });
  }
  return calendar.toString();
}
