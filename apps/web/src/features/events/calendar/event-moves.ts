import { clockTime, dateFormat } from '../../../lib/date-format';
/**
 * A drag or a resize on the calendar, in words and in dates: the time-of-day-keeping move of an event
 * dropped on another day, and the snackbar's sentence naming the change.
 */

export type EventDates = { start: Date; end: Date; allDay: boolean };

/**
 * The event moved to `day` at the same time of day, its length kept (a drop on a day, not on a time:
 * the week view's all-day row, or a day of the month view).
 */
export function onDayKeepingTime(event: { start: Date; end: Date }, day: Date): { start: Date; end: Date } {
  const { start, end } = event;
  const moved = new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    start.getHours(),
    start.getMinutes(),
    start.getSeconds(),
    start.getMilliseconds(),
  );
  return { start: moved, end: new Date(moved.getTime() + (end.getTime() - start.getTime())) };
}

const weekday = dateFormat('en-US', { weekday: 'short' });

/** 'Fri 27' of a local date. */
export function dayText(date: Date): string {
  return `${weekday.format(date)} ${date.getDate()}`;
}

/** 'Fri 27, 6:30 PM' of a local date and time. */
export function dayTimeText(date: Date): string {
  return `${dayText(date)}, ${clockTime.format(date)}`;
}

/**
 * What a drag or resize did, for the snackbar: 'Hartley Wedding moved to Fri 27, 6:30 PM' when it
 * starts elsewhere, 'Hartley Wedding now ends Fri 27, 11:00 PM' when only its end moved (an all-day
 * event names days: 'moved to Fri 27', 'now ends Sat 28', its last day).
 */
export function moveText(title: string, before: EventDates, after: EventDates): string {
  const when = (date: Date) => (after.allDay ? dayText(date) : dayTimeText(date));
  if (after.start.getTime() !== before.start.getTime() || after.allDay !== before.allDay)
    return `${title} moved to ${when(after.start)}`;
  // An all-day event ends at the midnight after its last day.
  const end = after.allDay
    ? new Date(after.end.getFullYear(), after.end.getMonth(), after.end.getDate() - 1)
    : after.end;
  return `${title} now ends ${when(end)}`;
}
