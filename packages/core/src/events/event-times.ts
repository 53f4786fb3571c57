import type { TIssue } from '../completeness/issues.ts';
import { MSG } from '../messages.ts';

// An event's times apart from its schemas: the calendar applies these before it has loaded any
// schema (the schemas need zod, which the calendar's first paint does without).

/** Spec 5 'Start cannot be after end'. */
export function eventRangeIssues(event: { start?: string | null; end?: string | null }): TIssue[] {
  if (!event.start || !event.end) return [];
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  return start > end ? [{ path: ['start'], message: MSG.startAfterEnd }] : [];
}

/**
 * Spec 5 "Booking in the past": a NEW event whose end is before now is refused with
 * 'A booking cannot be created in the past'. `now` is a parameter so it stays testable.
 */
export function bookingInPastIssues(
  event: { id?: number | null; end?: string | null },
  now: Date = new Date(),
): TIssue[] {
  if (event.id != null || !event.end) return [];
  return Date.parse(event.end) < now.getTime() ? [{ path: ['end'], message: MSG.bookingInPast }] : [];
}

/** Local date + time inputs → local ISO strings without offset ('2026-11-22T18:30:00'). */
export function eventFormToRange(form: {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}) {
  const at = (date: string, time: string) => `${date}T${time.length === 5 ? `${time}:00` : time}`;
  return { start: at(form.startDate, form.startTime), end: at(form.endDate, form.endTime) };
}
