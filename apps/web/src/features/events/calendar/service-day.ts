/**
 * The hours a banquet calendar's time grid shows (a service day: 06:00 to midnight) and where it opens
 * scrolled. Times are local wall-clock durations from midnight, as FullCalendar takes them
 * ('06:00:00', '26:00:00' for 2 am the next day).
 */

const HOUR = 60;
export const SERVICE_DAY = { startMinutes: 6 * HOUR, endMinutes: 24 * HOUR } as const;
/** An event running past midnight stretches the grid into the next day, up to the next service day. */
const LATEST_END_MINUTES = 24 * HOUR + SERVICE_DAY.startMinutes;

type Timed = { start: Date; end: Date };

const minutesOfDay = (date: Date) => date.getHours() * HOUR + date.getMinutes();
const midnightOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const daysBetween = (a: Date, b: Date) =>
  Math.round((midnightOf(b).getTime() - midnightOf(a).getTime()) / 86_400_000);

/** '18:30:00' of minutes from midnight (over 24 hours for the next day's early hours). */
export function durationText(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / HOUR))}:${pad(minutes % HOUR)}:00`;
}

/**
 * The first and last time the grid shows: the service day, widened to whole hours for the timed events
 * shown that start before it or run past midnight (so that none is cut off).
 */
export function timeGridBounds(events: readonly Timed[]): { slotMinTime: string; slotMaxTime: string } {
  let first: number = SERVICE_DAY.startMinutes;
  let last: number = SERVICE_DAY.endMinutes;
  for (const { start, end } of events) {
    first = Math.min(first, Math.floor(minutesOfDay(start) / HOUR) * HOUR);
    const days = daysBetween(start, end);
    // Ends after midnight: the grid goes on past 24:00 to the end, in whole hours.
    if (days >= 1) {
      const endMinutes =
        days === 1 ? 24 * HOUR + Math.ceil(minutesOfDay(end) / HOUR) * HOUR : LATEST_END_MINUTES;
      last = Math.max(last, Math.min(endMinutes, LATEST_END_MINUTES));
    }
  }
  return { slotMinTime: durationText(first), slotMaxTime: durationText(last) };
}

/**
 * Where the grid opens scrolled: half an hour before the earliest time of day at which an event of the
 * range starts (a 6:30 pm banquet in sight, not 8 am), or an hour before now when the range has none;
 * never before the grid's first time.
 */
export function openingScrollTime(events: readonly Timed[], now: Date, slotMinTime: string): string {
  const gridStart = Number(slotMinTime.slice(0, 2)) * HOUR + Number(slotMinTime.slice(3, 5));
  const target =
    events.length > 0
      ? Math.min(...events.map((e) => minutesOfDay(e.start))) - HOUR / 2
      : minutesOfDay(now) - HOUR;
  // On the quarter hour, as the grid snaps.
  const quarter = Math.floor(target / 15) * 15;
  return durationText(Math.max(gridStart, quarter));
}
