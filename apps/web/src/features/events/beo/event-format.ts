/**
 * How the BEO, the Prep List tab and the station sheets write an event's date and time: in the
 * browser's time zone (the server answers UTC), in words a banquet captain reads at a glance.
 */

import { clockTimeText, dateFormat, longDate } from '../../../lib/date-format';

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

const atMidnight = (d: Date) => d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;

type Range = { start: string | null | undefined; end: string | null | undefined; allDay?: boolean };

/**
 * 'Saturday, November 28, 2026', or 'Saturday, November 28, 2026 – Sunday, November 29, 2026' when
 * the event spans days. An all-day event's end is exclusive (midnight after its last day), as the
 * calendar stores it, so it is shown as the day before.
 */
export function eventDateText({ start, end, allDay }: Range): string {
  const from = parse(start);
  if (!from) return 'Date not set';
  let to = parse(end);
  if (to && allDay && atMidnight(to) && to.getTime() > from.getTime()) to = new Date(to.getTime() - DAY_MS);
  if (!to || sameDay(from, to)) return longDate.format(from);
  return `${longDate.format(from)} – ${longDate.format(to)}`;
}

/** '6:00 PM – 11:00 PM', or 'All day'. */
export function eventTimeText({ start, end, allDay }: Range): string {
  if (allDay) return 'All day';
  const from = parse(start);
  if (!from) return 'Time not set';
  const to = parse(end);
  return to ? `${clockTimeText(from)} – ${clockTimeText(to)}` : clockTimeText(from);
}

const dayFormats = {
  long: longDate,
  short: dateFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }),
};

/**
 * A calendar day as the API writes it ('2026-12-09': a guarantee's due date) in words: 'Wednesday,
 * December 9, 2026', or 'Wed, Dec 9, 2026' short; '—' when there is none. The day is the day written,
 * in any time zone (not midnight UTC moved into the browser's zone).
 */
export function dayText(day: string | null | undefined, style: keyof typeof dayFormats = 'long'): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return day ?? '—';
  return dayFormats[style].format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
