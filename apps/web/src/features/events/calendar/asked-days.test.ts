import { describe, expect, it } from 'vitest';
import { dayOf } from '../../../lib/local-day';
import { askedDays } from './asked-days';
import type { ShownDays } from './calendar-address';
import { CALENDAR_VIEWS } from './calendar-range';

const day = (date: string, view: ShownDays['view'] = CALENDAR_VIEWS.day): ShownDays => ({
  view,
  date: new Date(`${date}T00:00`),
});
const named = (days: ShownDays) => `${days.view} ${dayOf(days.date)}`;

describe('askedDays', () => {
  it('goes on from the days drawn when nothing is waiting', () => {
    const asked = askedDays();
    expect(named(asked.from(day('2026-12-01')))).toBe(named(day('2026-12-01')));
  });

  it('goes on from the last request while the calendar still draws the days before it', () => {
    const asked = askedDays();
    const drawn = day('2026-12-01');
    asked.ask(drawn, day('2026-12-10')); // Today
    // Next, tapped before the address has caught up: from the 10th, not the 1st.
    expect(named(asked.from(drawn))).toBe(named(day('2026-12-10')));
    asked.ask(drawn, day('2026-12-11'));
    expect(named(asked.from(drawn))).toBe(named(day('2026-12-11')));
    // The first request drawn: the second still waits.
    expect(named(asked.from(day('2026-12-10')))).toBe(named(day('2026-12-11')));
    // Both drawn: the days drawn again.
    expect(named(asked.from(day('2026-12-11')))).toBe(named(day('2026-12-11')));
    expect(named(asked.from(day('2026-12-12')))).toBe(named(day('2026-12-12')));
  });

  it('tells views apart: the same day in another view is another request', () => {
    const asked = askedDays();
    const week = day('2026-12-01', CALENDAR_VIEWS.week);
    asked.ask(week, day('2026-12-01', CALENDAR_VIEWS.day));
    expect(asked.from(week).view).toBe(CALENDAR_VIEWS.day);
  });

  it('lets days drawn from elsewhere (the browser’s Back, a link) win over requests still waiting', () => {
    const asked = askedDays();
    const drawn = day('2026-12-01');
    asked.ask(drawn, day('2026-12-02'));
    expect(named(asked.from(day('2026-11-20')))).toBe(named(day('2026-11-20')));
    // Nothing waits any more: the next step goes on from what is drawn.
    expect(named(asked.from(day('2026-11-20')))).toBe(named(day('2026-11-20')));
  });

  it('keeps waiting for a request back to the days drawn until it is the last one left', () => {
    const asked = askedDays();
    const first = day('2026-12-01');
    asked.ask(first, day('2026-12-02'));
    asked.ask(first, day('2026-12-01'));
    // Still the 1st drawn: nothing drawn yet, the last request is the 1st.
    expect(named(asked.from(first))).toBe(named(first));
    // The 2nd drawn: the request for the 1st still waits.
    expect(named(asked.from(day('2026-12-02')))).toBe(named(first));
  });
});
