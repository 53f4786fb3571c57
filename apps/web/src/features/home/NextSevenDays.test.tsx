import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => queryClient.clear());

const row = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  title,
  start: '2031-06-10T18:00:00.000Z',
  end: '2031-06-10T22:00:00.000Z',
  allDay: false,
  resource: null,
  guestCount: 80,
  location: 'Hall',
  createdDate: '2031-01-01T00:00:00.000Z',
  modifiedDate: '2031-01-01T00:00:00.000Z',
  createdBy: null,
  modifiedBy: null,
  status: 'DEFINITE',
  cancelReason: null,
  room: null,
  guaranteedCount: null,
  guaranteeDueDate: '2031-06-07',
  numberOfMenuItems: 2,
  guaranteeDue: false,
  pricePerGuest: null,
  foodCost: 0,
  ...over,
});

// The guarantee is due two days from today (UTC, as core's isGuaranteeDue counts days), written in words.
const dueDay = new Date(Date.now() + 2 * 86_400_000);
const inTwoDays = dueDay.toISOString().slice(0, 10);
const inTwoDaysText = new Date(
  dueDay.getUTCFullYear(),
  dueDay.getUTCMonth(),
  dueDay.getUTCDate(),
).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

describe('home: the next 7 days', { timeout: 60_000 }, () => {
  it('lists the coming week’s events with status, guests, guarantee and links to the BEO and prep list', async () => {
    const server = fakeApi({
      'GET /api/events': () =>
        json([
          row(7, 'Harvest Gala', {
            room: { id: 2, name: 'Ballroom' },
            guaranteeDue: true,
            guaranteeDueDate: inTwoDays,
          }),
          row(8, 'Okafor Hold', { status: 'TENTATIVE', guestCount: 60 }),
        ]),
    });
    renderApp('/home', { signedInAs: 'chef@example.com' });
    const week = await screen.findByRole('region', { name: 'The next 7 days' }, { timeout: 10_000 });
    const gala = await within(week).findByRole('listitem', { name: 'Harvest Gala' });
    expect(gala.textContent).toContain('Definite');
    expect(gala.textContent).toContain('Guarantee due in 2 days');
    expect(gala.textContent).toContain(`80 guests · Ballroom · guarantee due ${inTwoDaysText}`);
    expect(within(gala).getByRole('link', { name: 'BEO' }).getAttribute('href')).toBe('/portal/events/7/beo');
    expect(within(gala).getByRole('link', { name: 'Prep list' }).getAttribute('href')).toBe(
      '/portal/events/7/preplist/print',
    );
    const hold = within(week).getByRole('listitem', { name: 'Okafor Hold' });
    expect(hold.textContent).toContain('Tentative');
    expect(hold.textContent).not.toContain('Guarantee due');
    expect(hold.textContent).toContain('guarantee due Sat, Jun 7, 2031');
    // Today (local midnight) to the end of the 7th day after it.
    const [call] = server.calls('GET', '/api/events');
    const query = new URLSearchParams(call.path.split('?')[1]);
    expect(Date.parse(query.get('endDate')!) - Date.parse(query.get('startDate')!)).toBe(8 * 86_400_000 - 1);
  });
});
