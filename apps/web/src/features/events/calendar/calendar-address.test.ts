import { describe, expect, it } from 'vitest';
import { shownDays, shownRange, withShownDays } from './calendar-address';
import { CALENDAR_VIEWS } from './calendar-range';

const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
/** Friday 27 November 2026, 9 a.m.: "today" in these cases. */
const NOW = day(2026, 11, 27, 9);
const params = (query: string) => new URLSearchParams(query);

describe("the calendar's view and day in its address", () => {
  it('a plain address is the week of today, asked for as the events call takes it', () => {
    expect(shownDays(params(''), NOW)).toEqual({ view: CALENDAR_VIEWS.week, date: NOW });
    expect(shownRange(shownDays(params(''), NOW))).toEqual({
      startDate: day(2026, 11, 22).toISOString(),
      endDate: day(2026, 11, 29).toISOString(),
    });
  });

  it('names a view as a planner would, and a local day', () => {
    expect(shownDays(params('view=month&date=2027-02-14'), NOW)).toEqual({
      view: CALENDAR_VIEWS.month,
      date: day(2027, 2, 14),
    });
    expect(shownDays(params('view=Rooms&date=2026-12-31'), NOW).view).toBe(CALENDAR_VIEWS.rooms);
    // The month holding 14 February 2027: Sunday 31 January to Saturday 6 March.
    expect(shownRange(shownDays(params('view=month&date=2027-02-14'), NOW))).toEqual({
      startDate: day(2027, 1, 31).toISOString(),
      endDate: day(2027, 3, 7).toISOString(),
    });
  });

  it('ignores a view it does not have and a day that does not exist', () => {
    expect(shownDays(params('view=year&date=2027-02-29'), NOW)).toEqual({
      view: CALENDAR_VIEWS.week,
      date: NOW,
    });
    expect(shownDays(params('date=tomorrow'), NOW).date).toBe(NOW);
  });

  it('writes the view and day shown, keeping the other parameters, and drops what is the default', () => {
    const shown = { view: CALENDAR_VIEWS.day, date: day(2026, 12, 3, 15) };
    expect(withShownDays(params('status=definite'), shown, NOW).toString()).toBe(
      'status=definite&view=day&date=2026-12-03',
    );
    // Today in the week view: a bookmark of it stays today's.
    expect(
      withShownDays(
        params('status=definite&view=day&date=2026-12-03'),
        { view: CALENDAR_VIEWS.week, date: NOW },
        NOW,
      ).toString(),
    ).toBe('status=definite');
    // What it writes, it reads back.
    expect(shownDays(withShownDays(params(''), shown, NOW), NOW)).toEqual({
      view: CALENDAR_VIEWS.day,
      date: day(2026, 12, 3),
    });
  });
});
