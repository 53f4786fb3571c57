import { describe, expect, it } from 'vitest';
import { moveText, onDayKeepingTime } from './event-moves';

// Local times, so the tests hold in any time zone. November 2026: the 26th is a Thursday.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('a move on the calendar', () => {
  it('moves an event dropped on another day to that day at the same time, as long as before', () => {
    // Thu 26, 18:30–23:00, dropped on Fri 27 (the day's midnight, as a day cell gives it).
    const moved = onDayKeepingTime(
      { start: local(2026, 11, 26, 18, 30), end: local(2026, 11, 26, 23) },
      local(2026, 11, 27),
    );
    expect(moved).toEqual({ start: local(2026, 11, 27, 18, 30), end: local(2026, 11, 27, 23) });
  });

  it('keeps an event running past midnight running past it on its new day', () => {
    const moved = onDayKeepingTime(
      { start: local(2026, 11, 26, 21), end: local(2026, 11, 27, 1) },
      local(2026, 11, 24),
    );
    expect(moved).toEqual({ start: local(2026, 11, 24, 21), end: local(2026, 11, 25, 1) });
  });

  it('names the new start of a moved event', () => {
    const before = { start: local(2026, 11, 26, 18, 30), end: local(2026, 11, 26, 23), allDay: false };
    const after = { start: local(2026, 11, 27, 18, 30), end: local(2026, 11, 27, 23), allDay: false };
    expect(moveText('Hartley Wedding', before, after)).toBe('Hartley Wedding moved to Fri 27, 6:30 PM');
    // Undo names the way back.
    expect(moveText('Hartley Wedding', after, before)).toBe('Hartley Wedding moved to Thu 26, 6:30 PM');
  });

  it('names the new end of a resized event, and the last day of an all-day one', () => {
    const before = { start: local(2026, 11, 26, 18, 30), end: local(2026, 11, 26, 23), allDay: false };
    const later = { ...before, end: local(2026, 11, 27, 0, 15) };
    expect(moveText('Hartley Wedding', before, later)).toBe('Hartley Wedding now ends Fri 27, 12:15 AM');
    // All day Thu 26 → Thu 26 to Sat 28: it ends at the midnight starting Sun 29.
    const day = { start: local(2026, 11, 26), end: local(2026, 11, 27), allDay: true };
    expect(moveText('Fair', day, { ...day, end: local(2026, 11, 29) })).toBe('Fair now ends Sat 28');
    expect(moveText('Fair', day, { start: local(2026, 12, 1), end: local(2026, 12, 2), allDay: true })).toBe(
      'Fair moved to Tue 1',
    );
  });
});
