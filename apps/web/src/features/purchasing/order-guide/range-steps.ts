import { type DayRange, dayOf, parseDay } from '../../../lib/local-day';
import { monthOf, shiftMonth, wholeMonth } from './selection';

/**
 * The order guide's range buttons step by what the range is: a month a month at a time, a week a
 * week at a time (the calendar's Order Guide button brings the week on screen), any other run of days
 * by its length; the middle button brings the same kind of range holding today, and says so.
 */
export type RangeSteps = {
  previous: { label: string; range: DayRange };
  current: { label: string; range: DayRange };
  next: { label: string; range: DayRange };
};

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

function days(range: DayRange): number {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return 1;
  // Counted on calendar days, so a daylight-saving change does not make a week 6.96 days long.
  return (
    Math.round(
      (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
        Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
        86_400_000,
    ) + 1
  );
}

function span(from: Date, length: number): DayRange {
  return { from: dayOf(from), to: dayOf(addDays(from, length - 1)) };
}

/** The previous, current and next ranges of the kind shown, with their buttons' words. */
export function rangeSteps(range: DayRange, today: Date = new Date()): RangeSteps {
  if (wholeMonth(range))
    return {
      previous: { label: 'Previous month', range: shiftMonth(range, -1) },
      current: { label: 'This month', range: monthOf(today) },
      next: { label: 'Next month', range: shiftMonth(range, 1) },
    };
  const length = days(range);
  const from = parseDay(range.from) ?? today;
  const unit = length === 7 ? 'week' : length === 1 ? 'day' : `${length} days`;
  // A week keeps its first weekday (the calendar's weeks start on Sunday); other runs start today.
  const currentFrom = length === 7 ? addDays(today, -((today.getDay() - from.getDay() + 7) % 7)) : today;
  return {
    previous: { label: `Previous ${unit}`, range: span(addDays(from, -length), length) },
    current: {
      label: length === 7 ? 'This week' : length === 1 ? 'Today' : `${length} days from today`,
      range: span(currentFrom, length),
    },
    next: { label: `Next ${unit}`, range: span(addDays(from, length), length) },
  };
}
