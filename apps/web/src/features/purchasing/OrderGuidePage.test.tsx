import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { vendorReply } from '../../test/catalogue-support';
import { catchDownloads } from '../../test/catch-downloads';
import { fakeApi, json, memberOf } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DAIRY_CSV, guideReply } from './test-fixtures';

const SIGNED_IN = { signedInAs: 'chef@example.com' };

/** The cells of a table's or a grid's row, header cell first, as text. */
function cells(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td, [role="columnheader"], [role="gridcell"]')].map(
    (cell) => cell.textContent ?? '',
  );
}

afterEach(() => {
  // The kitchen's role is cached like any answer: each test's own (owner or planner) is read afresh.
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Order Guide', { timeout: 30_000 }, () => {
  it('leads back to the calendar of the days it covers: a month, that month', async () => {
    fakeApi({ 'GET /api/order-guide': () => json(guideReply()) });
    // What the calendar's Order Guide button opens from the month view of November 2026.
    renderApp('/portal/events/order-guide?from=2026-11-01&to=2026-11-30', SIGNED_IN);
    const back = within(await screen.findByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
      name: 'Events',
    });
    expect(back.getAttribute('href')).toBe('/portal/events?view=month&date=2026-11-15');
    await userEvent.click(back);
    expect(await screen.findByText('November 2026', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('tab', { name: 'Month view' })[0].getAttribute('aria-selected')).toBe('true');
  });

  it('asks for the days chosen and shows the events, each vendor’s packs and total, and the grand total', async () => {
    const server = fakeApi({ 'GET /api/order-guide': () => json(guideReply()) });
    renderApp('/portal/events/order-guide?from=2026-11-01&to=2026-11-30', SIGNED_IN);

    const dairy = await screen.findByRole('region', { name: 'Dairy Farm Co' }, { timeout: 10_000 });
    // The days as instants with an offset: local midnight of Nov 1 to local midnight after Nov 30.
    const asked = new URL(server.calls('GET', '/api/order-guide')[0].path, 'http://x').searchParams;
    expect(asked.get('startDate')).toBe(new Date(2026, 10, 1).toISOString());
    expect(asked.get('endDate')).toBe(new Date(2026, 11, 1).toISOString());
    expect(server.calls('GET', '/api/order-guide')[0].headers.get('authorization')).toBe('Bearer test-token');

    expect(
      screen.getByText('What the events of November 2026 need, by vendor, in whole packs.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
    // The events by start, the earlier first.
    const events = screen.getByRole('list', { name: 'Events covered' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Harvest Gala — .* · 24 guests$/),
      expect.stringMatching(/^Winter Lunch — .* · 16 guests$/),
    ]);

    // Quantities to 2 decimals in the pack's units; packs, pack cost, line cost; the vendor total.
    const rows = within(dairy).getAllByRole('row');
    expect(cells(rows[0])).toEqual([
      'Ingredient',
      'Quantity needed',
      'Pack size',
      'Packs to order',
      'Pack cost',
      'Line cost',
    ]);
    expect(cells(rows[1])).toEqual(['Butter', '5.50 Pounds', '2 Pounds', '3', '$9.00', '$27.00']);
    expect(cells(rows[2])).toEqual(['Milk', '2.00 Gallons', '1 Gallon', '2', '$4.00', '$8.00']);
    expect(within(dairy).getByRole('group', { name: 'Dairy Farm Co total' }).textContent).toBe(
      'Dairy Farm Co total$35.00',
    );
    // The grid sorts its lines: by line cost, the smaller first ($8.00 of milk, then $27.00 of butter).
    const grid = within(dairy).getByRole('grid', { name: 'Dairy Farm Co' });
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Line cost' }));
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .slice(1)
          .map((r) => cells(r)[0]),
      ).toEqual(['Milk', 'Butter']),
    );
    const mill = screen.getByRole('region', { name: 'Mill & Grain' });
    // 3.858089 lb shows as 3.86; one 50 lb pack.
    expect(cells(within(mill).getAllByRole('row')[1])).toEqual([
      'Flour',
      '3.86 Pounds',
      '50 Pounds',
      '1',
      '$20.00',
      '$20.00',
    ]);
    expect(within(screen.getByRole('region', { name: 'Grand total' })).getByText('$55.00')).toBeTruthy();

    // What cannot be ordered is listed apart, with what to add.
    const apart = screen.getByRole('region', { name: 'Cannot be ordered as is' });
    expect(apart.textContent).toContain(
      'Sugar (1.25 Cups, Mill & Grain): Add a conversion: 1 Cup of Sugar = ? Pound (There were no available conversions)',
    );

    // Each vendor's printable sheet opens for the same days, in a tab that keeps the session.
    const print = within(dairy).getByRole('link', { name: 'Print order sheet' });
    expect(print.getAttribute('href')).toBe(
      '/portal/events/order-guide/print?from=2026-11-01&to=2026-11-30&vendorId=3',
    );
    expect(print.getAttribute('rel')).toBe('opener');
  });

  it('downloads one vendor’s CSV with the session’s token and saves it under the server’s name', async () => {
    const server = fakeApi({
      'GET /api/order-guide': () => json(guideReply()),
      'GET /api/order-guide/csv': () =>
        new Response(DAIRY_CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="order-Dairy-Farm-Co.csv"',
          },
        }),
    });
    const saved = catchDownloads();
    renderApp('/portal/events/order-guide?from=2026-11-01&to=2026-11-30', SIGNED_IN);
    const dairy = await screen.findByRole('region', { name: 'Dairy Farm Co' }, { timeout: 10_000 });

    await userEvent.click(within(dairy).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [csvCall] = server.calls('GET', '/api/order-guide/csv');
    expect(csvCall.headers.get('authorization')).toBe('Bearer test-token');
    const asked = new URL(csvCall.path, 'http://x').searchParams;
    expect(asked.get('vendorId')).toBe('3');
    expect(asked.get('startDate')).toBe(new Date(2026, 10, 1).toISOString());
    expect(saved[0].name).toBe('order-Dairy-Farm-Co.csv');
    expect(await saved[0].blob.text()).toBe(DAIRY_CSV);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
  });

  it('moves a month at a time, and keeps the days in the address', async () => {
    const server = fakeApi({ 'GET /api/order-guide': () => json({ ...guideReply(), vendors: [] }) });
    const { router } = renderApp('/portal/events/order-guide?from=2026-11-01&to=2026-11-30', SIGNED_IN);
    await screen.findByRole('region', { name: 'Grand total' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-31'));
    const lastAsked = () =>
      new URL(server.calls('GET', '/api/order-guide').at(-1)?.path ?? '', 'http://x').searchParams;
    await waitFor(() => expect(lastAsked().get('startDate')).toBe(new Date(2026, 11, 1).toISOString()));
    expect(lastAsked().get('endDate')).toBe(new Date(2027, 0, 1).toISOString());
    // The field follows the address once the screen has rendered the new days.
    await waitFor(() => expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-12-01'));
  });

  it('takes a list of events and one vendor from the address', async () => {
    const reply = guideReply();
    const server = fakeApi({
      'GET /api/order-guide': () =>
        json({ ...reply, vendors: [reply.vendors[0]], unorderable: [], total: 35 }),
    });
    renderApp('/portal/events/order-guide?eventIds=10,11&vendorId=3', SIGNED_IN);
    await screen.findByRole('region', { name: 'Dairy Farm Co' }, { timeout: 10_000 });
    const asked = new URL(server.calls('GET', '/api/order-guide')[0].path, 'http://x').searchParams;
    expect(asked.get('eventIds')).toBe('10,11');
    expect(asked.get('vendorId')).toBe('3');
    expect(asked.get('startDate')).toBeNull();
    expect(screen.getByText('For 2 selected events.')).toBeTruthy();
    // Not "the events of 2 selected events".
    expect(screen.getByText('What the 2 selected events need, by vendor, in whole packs.')).toBeTruthy();
    expect(screen.getByText('Only Dairy Farm Co’s order is shown.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mill & Grain' })).toBeNull();
  });

  it('names the vendor kept by the address when it has nothing to order in the days chosen', async () => {
    fakeApi({
      'GET /api/order-guide': () =>
        json({ ...guideReply(), events: [], vendors: [], unorderable: [], total: 0 }),
      'GET /api/vendors/3': () => json(vendorReply(3, 'Dairy Farm Co')),
    });
    renderApp('/portal/events/order-guide?from=2026-11-01&to=2026-11-30&vendorId=3', SIGNED_IN);
    expect(
      await screen.findByText('Only Dairy Farm Co’s order is shown.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('No event in these days: there is nothing to order.')).toBeTruthy();
  });

  it('prints one vendor’s order sheet: the vendor, the days, the lines and the total', async () => {
    const reply = guideReply();
    const server = fakeApi({
      'GET /api/order-guide': () =>
        json({ ...reply, vendors: [reply.vendors[0]], unorderable: [], total: 35 }),
    });
    renderApp('/portal/events/order-guide/print?from=2026-11-01&to=2026-11-30&vendorId=3', SIGNED_IN);
    const sheet = await screen.findByRole('article', { name: 'Dairy Farm Co' }, { timeout: 10_000 });
    expect(
      new URL(server.calls('GET', '/api/order-guide')[0].path, 'http://x').searchParams.get('vendorId'),
    ).toBe('3');
    expect(within(sheet).getByText('Order for November 2026')).toBeTruthy();
    expect(cells(within(sheet).getAllByRole('row')[1])).toEqual([
      'Butter',
      '5.50 Pounds',
      '2 Pounds',
      '3',
      '$9.00',
      '$27.00',
    ]);
    expect(within(sheet).getByText('Total $35.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the order guide' }).getAttribute('href')).toBe(
      '/portal/events/order-guide?from=2026-11-01&to=2026-11-30',
    );
  });

  it('prints a phone’s order sheet with the packs to order in sight (two columns, not six)', async () => {
    // A phone-wide screen: MUI's breakpoints ask for max-width queries.
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: media.includes('max-width'),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    const reply = guideReply();
    fakeApi({
      'GET /api/order-guide': () =>
        json({ ...reply, vendors: [reply.vendors[0]], unorderable: [], total: 35 }),
    });
    renderApp('/portal/events/order-guide/print?from=2026-11-01&to=2026-11-30&vendorId=3', SIGNED_IN);
    const sheet = await screen.findByRole('article', { name: 'Dairy Farm Co' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(cells(within(sheet).getAllByRole('row')[0])).toEqual(['Ingredient', 'To order']),
    );
    // Butter: 5.50 lb in 2 lb packs at $9.00 → 3 packs, $27.00.
    expect(cells(within(sheet).getAllByRole('row')[1])).toEqual([
      'Butter5.50 Pounds needed · packs of 2 Pounds at $9.00',
      '3 packs$27.00',
    ]);
  });

  it('tells a planner the order guide is the chefs’ and asks the server nothing (it would answer 403)', async () => {
    const server = fakeApi({ ...memberOf('planner'), 'GET /api/order-guide': () => json(guideReply()) });
    renderApp('/portal/events/order-guide?from=2026-11-01&to=2026-11-30', SIGNED_IN);
    expect(
      await screen.findByText("Only the kitchen's chefs and its owner see the order guide.", undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(server.calls('GET', '/api/order-guide')).toHaveLength(0);
  });

  it('says there is nothing to order for days without events, with no $0.00 total', async () => {
    fakeApi({
      'GET /api/order-guide': () => json({ events: [], vendors: [], unorderable: [], total: 0, errors: [] }),
    });
    renderApp('/portal/events/order-guide?from=2027-03-01&to=2027-03-31', SIGNED_IN);
    expect(
      await screen.findByText('No event in these days: there is nothing to order.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No events' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Grand total' })).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
  });
});
