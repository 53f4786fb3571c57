import { describe, expect, it } from 'vitest';
import { openingScrollTime, timeGridBounds } from './service-day';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const at = (day: number, h: number, min = 0) => local(2026, 11, day, h, min);

describe('the service day on the time grid', () => {
  it('covers 06:00 to midnight', () => {
    expect(timeGridBounds([])).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '24:00:00' });
    expect(timeGridBounds([{ start: at(26, 18, 30), end: at(26, 23) }])).toEqual({
      slotMinTime: '06:00:00',
      slotMaxTime: '24:00:00',
    });
  });

  it('widens to whole hours for an event starting before 6 am or ending after midnight', () => {
    const early = { start: at(24, 4, 30), end: at(24, 7) };
    // 21:00 to 01:20 the next day: the grid runs to 02:00 of the next day, 26:00.
    const late = { start: at(26, 21), end: at(27, 1, 20) };
    expect(timeGridBounds([early, late])).toEqual({ slotMinTime: '04:00:00', slotMaxTime: '26:00:00' });
    // Running into a later day stops at the next service day (30:00 = 6 am).
    expect(timeGridBounds([{ start: at(26, 21), end: at(28, 3) }]).slotMaxTime).toBe('30:00:00');
  });

  it('opens half an hour before the earliest event of the range, else an hour before now', () => {
    const events = [
      { start: at(27, 18, 30), end: at(27, 23) },
      { start: at(25, 19, 10), end: at(25, 22) },
    ];
    expect(openingScrollTime(events, at(26, 9), '06:00:00')).toBe('18:00:00');
    // 19:10 − 30 min = 18:40, on the quarter hour 18:30.
    expect(openingScrollTime([events[1]], at(26, 9), '06:00:00')).toBe('18:30:00');
    expect(openingScrollTime([], at(26, 14, 50), '06:00:00')).toBe('13:45:00');
    // Never before the grid's first time.
    expect(openingScrollTime([], at(26, 6, 20), '06:00:00')).toBe('06:00:00');
  });
});
