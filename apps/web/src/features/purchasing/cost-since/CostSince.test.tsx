import type { TCostSinceResponse } from '@brigade/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/catalogue-support';
import { fakeApi, json } from '../../../test/fake-api';
import { CostSince } from './CostSince';
import { costSinceText, moverText, topMovers } from './cost-since-text';

/**
 * A recipe that cost $12.00 on Oct 1 and $13.00 now: +$1.00 ÷ $12.00 = +8.333 % → '+8.3 %'. Butter
 * moved it +$1.25 and flour -$0.25 (+1.25 - 0.25 = +1.00).
 */
const UP: TCostSinceResponse = {
  since: '2026-10-01T00:00:00.000Z',
  costThen: 12,
  costNow: 13,
  change: 1,
  changePercent: (1 / 12) * 100,
  movers: [
    { ingredientId: 2, name: 'Flour', change: -0.25 },
    { ingredientId: 1, name: 'Butter', change: 1.25 },
  ],
  unpricedThen: 0,
  createdDate: '2026-03-01T10:00:00.000Z',
};

describe('cost since a day: the words', () => {
  const today = new Date(2026, 9, 31);
  it('says how much the cost moved, in percent to one decimal, since a day of this year', () => {
    expect(costSinceText(UP, '2026-10-01', today)).toBe('+8.3 % since Oct 1');
    // $13.00 → $12.35: -0.65 ÷ 13 = -5.0 %.
    expect(
      costSinceText(
        { ...UP, costThen: 13, costNow: 12.35, change: -0.65, changePercent: -5 },
        '2026-10-01',
        today,
      ),
    ).toBe('-5.0 % since Oct 1');
    expect(costSinceText({ ...UP, change: 0.001, changePercent: 0.01 }, '2025-12-24', today)).toBe(
      'No change since Dec 24, 2025',
    );
    // Nothing then, $1.20 now: no percentage of nothing.
    expect(
      costSinceText(
        { ...UP, costThen: 0, costNow: 1.2, change: 1.2, changePercent: null },
        '2026-10-01',
        today,
      ),
    ).toBe('+$1.20 since Oct 1');
  });

  it('says a dish created after the day did not exist then, instead of "No change"', () => {
    // created Oct 31 (today), asked about Oct 1: the cost then is today's, nothing to compare with
    const young = { ...UP, change: 0, changePercent: 0, createdDate: '2026-10-31T09:00:00.000Z' };
    expect(costSinceText(young, '2026-10-01', today)).toBe('Did not exist on Oct 1 (created Oct 31)');
    // created before the day asked: the usual words
    expect(costSinceText({ ...young, createdDate: '2026-09-30T09:00:00.000Z' }, '2026-10-01', today)).toBe(
      'No change since Oct 1',
    );
  });

  it('names the movers, largest move first', () => {
    expect(topMovers(UP).map(moverText)).toEqual(['Butter +$1.25', 'Flour -$0.25']);
  });
});

describe('CostSince', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only the clock is faked: 30 days before Oct 31 is Oct 1.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 9, 31, 15, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "+8.3 % since Oct 1" in red, asks for 30 days back, and lists the movers on click', async () => {
    const server = fakeApi({ 'GET /api/recipes/7/cost-since': () => json(UP) });
    renderWithProviders(<CostSince kind="recipes" id={7} />);
    const button = await screen.findByRole('button', { name: '+8.3 % since Oct 1' });
    expect(button.getAttribute('data-direction')).toBe('up');
    const [call] = server.calls('GET', '/api/recipes/7/cost-since');
    expect(new URL(call.path, 'http://x').searchParams.get('date')).toBe(new Date(2026, 9, 1).toISOString());

    await userEvent.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Cost since a day' });
    expect(within(popover).getByText('Then $12.00 → now $13.00')).toBeTruthy();
    expect(
      within(within(popover).getByRole('list', { name: 'Moved most by' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Butter +$1.25', 'Flour -$0.25']);

    // Another day asks again: Oct 15.
    fireEvent.change(within(popover).getByLabelText('Since'), { target: { value: '2026-10-15' } });
    await waitFor(() => expect(server.calls('GET', '/api/recipes/7/cost-since')).toHaveLength(2));
    const again = server.calls('GET', '/api/recipes/7/cost-since')[1];
    expect(new URL(again.path, 'http://x').searchParams.get('date')).toBe(
      new Date(2026, 9, 15).toISOString(),
    );
  });

  it('says when the day is before the prices were recorded, instead of "No ingredient price changed"', async () => {
    const early = { ...UP, costThen: 13, change: 0, changePercent: 0, movers: [], unpricedThen: 2 };
    fakeApi({ 'GET /api/recipes/7/cost-since': () => json(early) });
    renderWithProviders(<CostSince kind="recipes" id={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'No change since Oct 1' }));
    const popover = await screen.findByRole('dialog', { name: 'Cost since a day' });
    expect(
      within(popover).getByText(
        '2 ingredients had no price recorded by then: today’s prices stand in for them.',
      ),
    ).toBeTruthy();
    expect(within(popover).queryByText('No ingredient price changed.')).toBeNull();
  });

  it('is green when the cost came down, for menu items and menus too', async () => {
    const down = { ...UP, costThen: 13, costNow: 12.35, change: -0.65, changePercent: -5, movers: [] };
    fakeApi({
      'GET /api/menuItems/4/cost-since': () => json(down),
      'GET /api/menus/9/cost-since': () => json({ ...down, change: 0, changePercent: 0 }),
    });
    renderWithProviders(
      <>
        <CostSince kind="menuItems" id={4} />
        <CostSince kind="menus" id={9} />
      </>,
    );
    const item = await screen.findByRole('button', { name: '-5.0 % since Oct 1' });
    expect(item.getAttribute('data-direction')).toBe('down');
    const menu = await screen.findByRole('button', { name: 'No change since Oct 1' });
    expect(menu.getAttribute('data-direction')).toBe('flat');
  });
});
