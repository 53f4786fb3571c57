import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayOf } from '../../../lib/local-day';
import { setupUser } from '../../../test/user-event';
import { CalendarPanel } from './CalendarPanel';
import type { ShownDays } from './calendar-address';
import { CALENDAR_VIEWS } from './calendar-range';

const dayView = (date: Date): ShownDays => ({ view: CALENDAR_VIEWS.day, date });
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The panel with its toolbar only (`ready` false: no calendar), the page's address left to the test. */
function panel(shown: ShownDays, onShow: (shown: ShownDays) => void) {
  return (
    <CalendarPanel
      ready={false}
      shown={shown}
      onShow={onShow}
      events={[]}
      onRange={() => {}}
      onOpenEvent={() => {}}
    />
  );
}

const lastShownDay = (onShow: ReturnType<typeof vi.fn>) => {
  const shown = onShow.mock.lastCall?.[0] as ShownDays;
  return `${shown.view} ${dayOf(shown.date)}`;
};

describe('the calendar panel’s toolbar', () => {
  it('goes on from the days last asked for when the page has not drawn them yet', async () => {
    const user = setupUser();
    const onShow = vi.fn();
    const today = new Date();
    // The page applies a step later (through its address): meanwhile the panel still draws ten days ago.
    render(panel(dayView(addDays(today, -10)), onShow));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(lastShownDay(onShow)).toBe(`${CALENDAR_VIEWS.day} ${dayOf(addDays(today, 1))}`);
  });

  it('goes on from the days drawn once a request was drawn and the planner went back', async () => {
    const user = setupUser();
    const onShow = vi.fn();
    const start = addDays(new Date(), -10);
    const { rerender } = render(panel(dayView(start), onShow));
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    rerender(panel(dayView(addDays(start, 1)), onShow));
    // The browser's Back: the page draws the first day again.
    rerender(panel(dayView(start), onShow));
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(lastShownDay(onShow)).toBe(`${CALENDAR_VIEWS.day} ${dayOf(addDays(start, 1))}`);
  });
});
