import { describe, expect, it } from 'vitest';
import { calendarPathFor, readCalendarAddress } from './calendar-address';

const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
/** Friday 27 November 2026, 9 a.m.: "today" in these cases. */
const NOW = day(2026, 11, 27, 9);

describe('the way back from a screen under Events: the calendar of the days it covers', () => {
  it('a week or less: the week of its first day (today: the plain address)', () => {
    // Production's default, today and the next 6 days.
    expect(calendarPathFor({ from: '2026-11-27', to: '2026-12-03' }, NOW)).toBe('/portal/events');
    expect(calendarPathFor({ from: '2026-12-06', to: '2026-12-12' }, NOW)).toBe(
      '/portal/events?date=2026-12-06',
    );
    expect(calendarPathFor({ from: '2026-12-09', to: '2026-12-09' }, NOW)).toBe(
      '/portal/events?date=2026-12-09',
    );
  });

  it('more: the month of its middle day (an order guide of November; a month view’s whole days)', () => {
    // 30 days: the 15th is the middle one.
    expect(calendarPathFor({ from: '2026-11-01', to: '2026-11-30' }, NOW)).toBe(
      '/portal/events?view=month&date=2026-11-15',
    );
    // Sunday 1 November to Saturday 5 December, 35 days: the 18th.
    expect(calendarPathFor({ from: '2026-11-01', to: '2026-12-05' }, NOW)).toBe(
      '/portal/events?view=month&date=2026-11-18',
    );
    expect(readCalendarAddress(new URLSearchParams('view=month&date=2026-11-18'), NOW)).toEqual({
      view: 'month',
      date: day(2026, 11, 18),
    });
  });

  it('no days, or days that are not a range: the calendar as it opens', () => {
    expect(calendarPathFor(null, NOW)).toBe('/portal/events');
    expect(calendarPathFor({ from: '2026-12-10', to: '2026-12-01' }, NOW)).toBe('/portal/events');
    expect(calendarPathFor({ from: 'soon', to: '2026-12-01' }, NOW)).toBe('/portal/events');
  });
});
