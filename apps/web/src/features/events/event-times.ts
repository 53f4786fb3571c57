import { eventFormToRange } from '@brigade/core';
import { dayOf } from '../../lib/local-day';

/**
 * Dates and times between the calendar, the form's separate date and time inputs, and the API.
 * The form shows local wall-clock time; the API takes ISO strings with an offset and answers UTC.
 *
 * All-day events end at the local midnight after their last day (exclusive, as the calendar and iCal
 * count them); the form shows that last day itself.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '18:30' of a Date in local time. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Local midnight of a 'YYYY-MM-DD', moved by `days` (calendar days, so DST shifts stay at midnight). */
export function localMidnight(date: string, days = 0): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d + days);
}

const isMidnight = (date: Date) =>
  date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;

export type FormRange = {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
};

/** A calendar slot or a stored event's start and end as the form's inputs. */
export function formRangeOf(start: Date, end: Date, allDay: boolean): FormRange {
  if (allDay) {
    // The exclusive midnight end shows as the last day of the event.
    const lastDay = isMidnight(end) && end > start ? new Date(end.getTime() - 1) : end;
    return {
      startDate: dayOf(start),
      startTime: '00:00',
      endDate: dayOf(lastDay),
      endTime: '00:00',
      allDay: true,
    };
  }
  return {
    startDate: dayOf(start),
    startTime: localTime(start),
    endDate: dayOf(end),
    endTime: localTime(end),
    allDay: false,
  };
}

/** The form's inputs as the API's start and end (ISO with offset), or null while a date is missing or wrong. */
export function apiRangeOf(form: FormRange): { start: string; end: string } | null {
  if (form.allDay) {
    if (!isDate(form.startDate) || !isDate(form.endDate)) return null;
    return {
      start: localMidnight(form.startDate).toISOString(),
      end: localMidnight(form.endDate, 1).toISOString(),
    };
  }
  const local = eventFormToRange(form);
  const start = new Date(local.start);
  const end = new Date(local.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { start: start.toISOString(), end: end.toISOString() };
}

function isDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(localMidnight(text).getTime());
}

/**
 * A stored all-day event as the calendar draws it: from its first day's midnight to the midnight
 * after its last day (an end stored inside a day still covers that day).
 */
export function calendarAllDayRange(start: string, end: string): { start: string; end: string } {
  const first = dayOf(new Date(start));
  const endAt = new Date(end);
  const lastDay = isMidnight(endAt) && endAt > new Date(start) ? new Date(endAt.getTime() - 1) : endAt;
  return { start: first, end: dayOf(localMidnight(dayOf(lastDay), 1)) };
}
