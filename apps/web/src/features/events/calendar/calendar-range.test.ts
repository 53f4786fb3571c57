import { describe, expect, it } from 'vitest';
import { CALENDAR_VIEWS, calendarTitle, showsToday, stepDate, visibleRange } from './calendar-range';

const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
/** Intl puts thin spaces around the dash of a range. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the days a view shows (as FullCalendar: weeks from Sunday, a month in whole weeks)', () => {
  it('a week runs from its Sunday to the next, whatever the day and hour within it', () => {
    // Friday 27 November 2026, late in the evening.
    expect(visibleRange(CALENDAR_VIEWS.week, day(2026, 11, 27, 22))).toEqual({
      start: day(2026, 11, 22),
      end: day(2026, 11, 29),
    });
    // A Sunday is the first day of its own week.
    expect(visibleRange(CALENDAR_VIEWS.week, day(2026, 11, 29)).start).toEqual(day(2026, 11, 29));
  });

  it('a month shows the weeks it touches: November 2026 is Sun 1 to Sat 5 December', () => {
    expect(visibleRange(CALENDAR_VIEWS.month, day(2026, 11, 17))).toEqual({
      start: day(2026, 11, 1),
      end: day(2026, 12, 6),
    });
    // February 2026 starts on a Sunday and ends on a Saturday: four weeks exactly.
    expect(visibleRange(CALENDAR_VIEWS.month, day(2026, 2, 10))).toEqual({
      start: day(2026, 2, 1),
      end: day(2026, 3, 1),
    });
  });

  it('a day, and the rooms of a day, are that day alone', () => {
    for (const view of [CALENDAR_VIEWS.day, CALENDAR_VIEWS.rooms])
      expect(visibleRange(view, day(2026, 12, 31, 18))).toEqual({
        start: day(2026, 12, 31),
        end: day(2027, 1, 1),
      });
  });
});

describe('previous and next', () => {
  it('step a month to its 1st (31 January to 1 February, not 3 March), a week by 7 days, a day by 1', () => {
    expect(stepDate(CALENDAR_VIEWS.month, day(2027, 1, 31), 1)).toEqual(day(2027, 2, 1));
    expect(stepDate(CALENDAR_VIEWS.month, day(2027, 1, 31), -1)).toEqual(day(2026, 12, 1));
    expect(stepDate(CALENDAR_VIEWS.week, day(2026, 12, 30, 15), 1)).toEqual(day(2027, 1, 6));
    expect(stepDate(CALENDAR_VIEWS.rooms, day(2026, 3, 1), -1)).toEqual(day(2026, 2, 28));
  });
});

describe('the title', () => {
  it('names the month, the months a week spans, or the day', () => {
    expect(calendarTitle(CALENDAR_VIEWS.month, day(2026, 11, 27))).toBe('November 2026');
    expect(calendarTitle(CALENDAR_VIEWS.week, day(2026, 11, 27))).toBe('November 2026');
    expect(plain(calendarTitle(CALENDAR_VIEWS.week, day(2026, 12, 1)))).toBe('Nov – Dec 2026');
    expect(plain(calendarTitle(CALENDAR_VIEWS.week, day(2026, 12, 31)))).toBe('Dec 2026 – Jan 2027');
    expect(calendarTitle(CALENDAR_VIEWS.rooms, day(2026, 11, 28))).toBe('November 28, 2026');
  });
});

describe('Today', () => {
  it('has nothing to do while today is shown; a month counts its own days, not the weeks around it', () => {
    const now = day(2026, 11, 27, 12);
    expect(showsToday(CALENDAR_VIEWS.week, day(2026, 11, 23), now)).toBe(true);
    expect(showsToday(CALENDAR_VIEWS.week, day(2026, 11, 30), now)).toBe(false);
    expect(showsToday(CALENDAR_VIEWS.day, day(2026, 11, 26), now)).toBe(false);
    // 2 December's month is December, though its grid starts on 29 November.
    expect(showsToday(CALENDAR_VIEWS.month, day(2026, 12, 2), day(2026, 11, 30, 12))).toBe(false);
  });
});
