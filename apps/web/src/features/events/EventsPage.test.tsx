import { MSG } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/catalogue-support';
import { apiError, fakeApi, json, memberOf } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { teamKeys } from '../team/api';
import { shownDays, shownRange } from './calendar/calendar-address';
import type { EventCalendarProps } from './calendar/EventCalendar';
import { EventsPage } from './EventsPage';
import { CHOICES, FUTURE_SLOT, harvestGala, local } from './event-fixtures';

/**
 * FullCalendar measures the page to know which slot a pointer is over, which jsdom cannot do: the
 * calendar is replaced here by a stand-in that calls the page's handlers as FullCalendar does
 * (e2e/events.spec.ts selects and drags on the real one).
 */
const revert = vi.fn();
vi.mock('./calendar/EventCalendar', async () => {
  const { useEffect } = await import('react');
  const { local: at } = await import('./event-fixtures');
  return {
    EventCalendar: ({ events, onRange, onSelectSlot, onOpenEvent, onMoveEvent }: EventCalendarProps) => {
      useEffect(() => onRange(at(2031, 6, 8), at(2031, 6, 15)), [onRange]);
      return (
        <div>
          <ul aria-label="Calendar">
            {events.map((e) => (
              <li key={String(e.id)}>
                <button type="button" onClick={() => onOpenEvent(Number(e.id))}>
                  {String(e.title)}
                </button>
              </li>
            ))}
          </ul>
          {/* As FullCalendar: no selecting without onSelectSlot, no dragging without onMoveEvent. */}
          {onSelectSlot && (
            <>
              <button
                type="button"
                onClick={() =>
                  onSelectSlot({ start: at(2020, 3, 2, 9), end: at(2020, 3, 2, 10), allDay: false })
                }
              >
                Select a past slot
              </button>
              <button type="button" onClick={() => onSelectSlot(FUTURE_SLOT)}>
                Select a future slot
              </button>
            </>
          )}
          {onMoveEvent && (
            <button
              type="button"
              onClick={() =>
                onMoveEvent({
                  id: 7,
                  version: 4,
                  title: 'Harvest Gala',
                  before: { start: at(2031, 6, 10, 18), end: at(2031, 6, 10, 22), allDay: false },
                  start: at(2031, 6, 11, 18),
                  end: at(2031, 6, 11, 22),
                  allDay: false,
                  revert,
                })
              }
            >
              Drag Harvest Gala to the next day
            </button>
          )}
        </div>
      );
    },
  };
});

const ROW = (() => {
  const { banquetEventMenuSectionItems: _l, figures, ...rest } = harvestGala();
  return { ...rest, numberOfMenuItems: 1, guaranteeDue: false, foodCost: figures.foodCost };
})();

function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/events': () => json([ROW]),
    'GET /api/events/7': () => json(harvestGala()),
    'GET /api/events/menu-choices': () => json(CHOICES),
    ...extra,
  });
}

/** The address the page is at, as a screen reader would find it: what a reload would come back to. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function open(at?: string) {
  revert.mockClear();
  renderWithProviders(
    <>
      <EventsPage />
      <Address />
    </>,
    { at },
  );
  return setupUser();
}

/** The [startDate, endDate] of each GET /api/events the page sent. */
const rangesAsked = (server: ReturnType<typeof kitchen>) =>
  server.calls('GET', '/api/events').map(({ path }) => {
    const query = new URL(path, 'http://localhost').searchParams;
    return [query.get('startDate'), query.get('endDate')];
  });

describe('EventsPage (spec 2, 5)', { timeout: 30_000 }, () => {
  it('reads the events of the visible range and opens one when clicked', async () => {
    const server = kitchen();
    const user = open();
    expect(screen.getByRole('heading', { name: 'Events', level: 1 })).toBeTruthy();
    // The calendar's code loads after the page's: the week it opens on is asked for before it arrives.
    const calendar = await screen.findByRole('list', { name: 'Calendar' });
    await user.click(await within(calendar).findByRole('button', { name: 'Harvest Gala' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Harvest Gala' })).toBeTruthy();

    const ranges = rangesAsked(server);
    // A plain address opens on the week of today.
    const opening = shownRange(shownDays(new URLSearchParams()));
    expect(ranges[0]).toEqual([opening.startDate, opening.endDate]);
    expect(ranges.at(-1)).toEqual([local(2031, 6, 8).toISOString(), local(2031, 6, 15).toISOString()]);
  });

  it('opens on the view and day its address names, and keeps each step and view in the address', async () => {
    const server = kitchen();
    const user = open('/portal/events?status=definite&view=month&date=2031-06-10');
    // June 2031 runs Sunday 1 to Monday 30: the month view shows 1 June to Saturday 5 July.
    expect(await screen.findByText('June 2031')).toBeTruthy();
    await screen.findByRole('list', { name: 'Calendar' });
    expect(rangesAsked(server)[0]).toEqual([
      local(2031, 6, 1).toISOString(),
      local(2031, 7, 6).toISOString(),
    ]);

    await user.click(screen.getByRole('button', { name: 'Next Month' }));
    expect(await screen.findByText('July 2031')).toBeTruthy();
    const address = screen.getByRole('status', { name: 'Address' });
    // The status filter stays as it was.
    expect(new URLSearchParams(address.textContent ?? '').toString()).toBe(
      'status=definite&view=month&date=2031-07-01',
    );
    // The toolbar's view switch (a phone has a second one under the calendar).
    await user.click(screen.getAllByRole('tab', { name: 'Day view' })[0]);
    expect(await screen.findByText('July 1, 2031')).toBeTruthy();
    expect(address.textContent).toBe('?status=definite&view=day&date=2031-07-01');
    // Back to today in the default view: the address names neither, so a bookmark stays today's.
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getAllByRole('tab', { name: 'Week view' })[0]);
    await waitFor(() => expect(address.textContent).toBe('?status=definite'));
  });

  it('ignores an address naming no view or no real day: the week of today', async () => {
    const server = kitchen();
    open('/portal/events?view=year&date=2031-02-30');
    await screen.findByRole('list', { name: 'Calendar' });
    const opening = shownRange(shownDays(new URLSearchParams()));
    expect(rangesAsked(server)[0]).toEqual([opening.startDate, opening.endDate]);
  });

  it("refuses a slot in the past with the spec's dialog, and opens a new event for a future one", async () => {
    kitchen();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Select a past slot' }));
    const refusal = await screen.findByRole('dialog', { name: 'A booking cannot be created in the past' });
    await user.click(within(refusal).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Select a future slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event' });
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe('2031-06-10');
  });

  it('sends a drag as PATCH with the new start, end and version; a refused one snaps back and says why', async () => {
    let answer = () => json(harvestGala({ version: 5 }));
    const server = kitchen({ 'PATCH /api/events/7': () => answer() });
    const user = open();
    await screen.findByRole('button', { name: 'Harvest Gala' });

    await user.click(await screen.findByRole('button', { name: 'Drag Harvest Gala to the next day' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/events/7')).toHaveLength(1));
    expect(JSON.parse(server.calls('PATCH', '/api/events/7')[0].body ?? '')).toEqual({
      id: 7,
      version: 4,
      start: local(2031, 6, 11, 18).toISOString(),
      end: local(2031, 6, 11, 22).toISOString(),
    });
    // Accepted: the calendar keeps the move and reads the range again.
    await waitFor(() => expect(server.calls('GET', '/api/events').length).toBeGreaterThan(1));
    expect(revert).not.toHaveBeenCalled();

    answer = () => apiError(409, 'Conflict', 'The event was changed by someone else');
    await user.click(screen.getByRole('button', { name: 'Drag Harvest Gala to the next day' }));
    expect(
      await screen.findByText(/The event was not moved: The event was changed by someone else/),
    ).toBeTruthy();
    expect(revert).toHaveBeenCalledTimes(1);
  });

  it('names an accepted move in a snackbar whose Undo sends the old start and end back', async () => {
    const server = kitchen({ 'PATCH /api/events/7': () => json(harvestGala({ version: 5 })) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Drag Harvest Gala to the next day' }));
    // Tue 10 June 18:00–22:00 (the stand-in's before) moved to Wed 11 at 18:00.
    const snack = await screen.findByRole('alert');
    expect(snack.textContent).toContain('Harvest Gala moved to Wed 11, 6:00 PM');
    await user.click(within(snack).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/events/7')).toHaveLength(2));
    // The version the move answered, and the event's old dates.
    expect(JSON.parse(server.calls('PATCH', '/api/events/7')[1].body ?? '')).toEqual({
      id: 7,
      version: 5,
      start: local(2031, 6, 10, 18).toISOString(),
      end: local(2031, 6, 10, 22).toISOString(),
    });
    expect(await screen.findByText('Harvest Gala moved to Tue 10, 6:00 PM')).toBeTruthy();
  });

  it('shares the calendar feed: a secret address made on first opening, reset, then revoked', async () => {
    let made = 0;
    const server = kitchen({
      'GET /api/calendar-feed': () => json({ url: null, createdDate: null }),
      'POST /api/calendar-feed': () =>
        json({
          url: `https://brigade.test/api/calendar-feed/secret-${++made}.ics`,
          createdDate: '2026-11-24T10:00:00.000Z',
        }),
      'DELETE /api/calendar-feed': () =>
        json({ title: MSG.calendarFeedRevokedTitle, message: MSG.calendarFeedRevoked }),
    });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    expect(within(dialog).getByText(/Google Calendar/)).toBeTruthy();
    const address = await within(dialog).findByLabelText('Secret iCal address');
    expect((address as HTMLInputElement).value).toBe('https://brigade.test/api/calendar-feed/secret-1.ics');

    // Both ask first: every calendar subscribed to the address is cut off.
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset the calendar link?' });
    await user.click(within(reset).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST', '/api/calendar-feed')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the calendar link?' })).getByRole('button', {
        name: 'Reset link',
      }),
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Secret iCal address') as HTMLInputElement).value).toBe(
        'https://brigade.test/api/calendar-feed/secret-2.ics',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop sharing the calendar?' })).getByRole('button', {
        name: 'Stop sharing',
      }),
    );
    expect(await within(dialog).findByText('The calendar is not shared.')).toBeTruthy();
    expect(server.calls('POST', '/api/calendar-feed')).toHaveLength(2);
    expect(server.calls('DELETE', '/api/calendar-feed')).toHaveLength(1);
  });

  it('gives a cook a calendar address of their own on first opening', async () => {
    const server = kitchen({
      ...memberOf('cook'),
      'GET /api/calendar-feed': () => json({ url: null, createdDate: null }),
      'POST /api/calendar-feed': () =>
        json({ url: 'https://brigade.test/api/calendar/cook.ics', createdDate: '2026-11-24T10:00:00.000Z' }),
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    const address = await within(dialog).findByLabelText('Secret iCal address');
    expect((address as HTMLInputElement).value).toBe('https://brigade.test/api/calendar/cook.ics');
    expect(server.calls('POST', '/api/calendar-feed')).toHaveLength(1);
  });

  it('lets a planner book events, but not open the order guide', async () => {
    kitchen(memberOf('planner'));
    open();
    expect(await screen.findByRole('button', { name: 'New Event' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Select a future slot' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order Guide' })).toBeNull();
  });

  it('shows a cook the events read-only: no New Event, no moving, no Save or Delete', async () => {
    kitchen(memberOf('cook'));
    revert.mockClear();
    const { queryClient } = renderWithProviders(<EventsPage />);
    const user = setupUser();
    // The role is read before anything is said about what it hides.
    await waitFor(() => expect(queryClient.getQueryData(teamKeys.kitchens)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'New Event' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Order Guide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select a future slot' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drag Harvest Gala to the next day' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Harvest Gala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harvest Gala' });
    expect(within(dialog).queryByRole('button', { name: 'Save Event' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open the printable BEO' })).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Title/)
        .matches(':disabled'),
    ).toBe(true);
    // The prep list stays the cook's to generate and print.
    await user.click(within(dialog).getByRole('tab', { name: 'Prep List' }));
    expect(await within(dialog).findByRole('button', { name: /View Prep List/ })).toBeTruthy();
  });
});
