import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { resetMockKitchen } from '../../mocks';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { queuedTaps } from './station-storage';

const USER = 'chef@example.com';
const SIGNED_IN = { signedInAs: USER };

/** The tablet's network as the browser reports it (navigator.onLine and its events). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// The demo books its wedding at 17:00 UTC today, or at the next hour once that has passed (so late in
// the evening it is tomorrow's): the tests run at noon UTC today, the wedding on the station's today.
// Only Date is faked; timers run, so the page and the user events work as in a browser.
beforeEach(() => {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(noon);
  resetMockKitchen();
});

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
  setOnline(true);
});

/** The Apple Crisp batch of the mocked demo's wedding (today; Apple Crisp is made the same day, by Pastry). */
async function crisp(): Promise<HTMLElement> {
  return screen.findByRole('article', { name: 'Apple Crisp' }, { timeout: 10_000 });
}

describe('Station mode (the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('lets a tablet choose its team, then shows today’s batches large, with a timer and one tap to mark done', async () => {
    const server = fakeApi({});
    renderApp('/station', SIGNED_IN);
    await userEvent.click(await screen.findByRole('link', { name: 'Pastry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pastry station' })).toBeTruthy();
    const card = await crisp();
    // 140 guests, one crisp each (the wedding's plan).
    expect(card.textContent).toContain('140 Each');
    expect(screen.getByRole('tab', { name: /^Today \(\d+\)$/ })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(within(card).getByRole('timer', { name: 'Timer: Apple Crisp' }).textContent).toBe('00:00');

    await userEvent.click(within(card).getByRole('button', { name: 'Done: Apple Crisp' }));
    await waitFor(() => expect(server.calls('PUT', '/api/production-plan/check-offs')).toHaveLength(1));
    const sent = JSON.parse(server.calls('PUT', '/api/production-plan/check-offs')[0].body ?? '{}');
    expect(sent).toMatchObject({ team: 'Pastry', done: true });
    // The tap carries its own time, so a tap sent late is recorded when it was made.
    expect(Date.now() - Date.parse(sent.at)).toBeLessThan(60_000);
    await waitFor(() => expect(within(card).getByText(/^Done by .+ at /)).toBeTruthy());
    expect(within(card).getByRole('button', { name: 'Done: Apple Crisp' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(queuedTaps(USER)).toEqual([]);
  });

  it('keeps a tap made offline on the tablet, says since when it is offline, and sends it when back online', async () => {
    // No network: every check-off fails to leave the tablet.
    let server = fakeApi({ 'PUT /api/production-plan/check-offs': () => Response.error() });
    renderApp('/station/Pastry', SIGNED_IN);
    const card = await crisp();
    setOnline(false);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Offline since \d{1,2}:\d\d/);

    await userEvent.click(within(card).getByRole('button', { name: 'Done: Apple Crisp' }));
    expect(within(card).getByRole('button', { name: 'Done: Apple Crisp' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toContain(
      '1 change will be sent when the network is back',
    );
    expect(queuedTaps(USER)).toHaveLength(1);
    expect(queuedTaps(USER)[0]).toMatchObject({ kind: 'check-off', body: { team: 'Pastry', done: true } });

    // The network is back: the queued tap goes, once, and leaves the queue.
    server = fakeApi({});
    setOnline(true);
    await waitFor(() => expect(queuedTaps(USER)).toEqual([]));
    expect(server.calls('PUT', '/api/production-plan/check-offs')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Done: Apple Crisp' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('logs a cooling temperature and refuses one no probe reads', async () => {
    const server = fakeApi({});
    renderApp('/station/Pastry', SIGNED_IN);
    const card = await crisp();
    await userEvent.click(within(card).getByRole('button', { name: 'Cooling log: Apple Crisp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cooling log: Apple Crisp' });
    const field = within(dialog).getByLabelText('Temperature (°F)');
    await userEvent.type(field, '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log temperature' }));
    expect(dialog.textContent).toContain('Please enter a temperature between -40 °F and 500 °F');
    expect(server.calls('POST', '/api/production-plan/cooling-logs/readings')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log temperature' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/production-plan/cooling-logs/readings')).toHaveLength(1),
    );
    expect(dialog.textContent).toContain('150 °F');
    // At or above 135 °F the clock has not started.
    expect(dialog.textContent).toContain('Hot: the clock starts below 135 °F');
  });

  it('takes °C in a metric kitchen and sends the unit with the reading (the server keeps °F)', async () => {
    const server = fakeApi({
      'GET /api/kitchen/settings': () =>
        json({
          targetFoodCostPercent: 30,
          guaranteeDaysBefore: 3,
          measurementSystem: 'metric',
          versionsToKeep: 50,
          onlyApprovedRecipesOnEvents: false,
          version: 2,
        }),
    });
    renderApp('/station/Pastry', SIGNED_IN);
    const card = await crisp();
    await userEvent.click(within(card).getByRole('button', { name: 'Cooling log: Apple Crisp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cooling log: Apple Crisp' });
    const field = await within(dialog).findByLabelText('Temperature (°C)');
    // 261 °C is 501.8 °F: above what a probe reads (260 °C = 500 °F).
    await userEvent.type(field, '261');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log temperature' }));
    expect(dialog.textContent).toContain('Please enter a temperature between -40 °C and 260 °C');
    await userEvent.clear(field);
    await userEvent.type(field, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log temperature' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/production-plan/cooling-logs/readings')).toHaveLength(1),
    );
    const sent = JSON.parse(
      server.calls('POST', '/api/production-plan/cooling-logs/readings')[0].body ?? '{}',
    );
    expect(sent).toMatchObject({ temperature: 60, unit: 'C', team: 'Pastry' });
    // 60 °C = 140 °F, shown back in °C.
    await waitFor(() => expect(dialog.textContent).toContain('60 °C'));
  });
});
