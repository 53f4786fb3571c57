import type { TPriceHistory } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/catalogue-support';
import { fakeApi, json } from '../../../test/fake-api';
import { PriceHistorySection } from './PriceHistorySection';
import { pointsUntil, priceSeries } from './price-points';

/**
 * Butter: created at $4.00 for 16 Ounces ($0.25 an Ounce = $4.00 a Pound), edited to $9.00 for
 * 2 Pounds ($4.50 a Pound), then a price list: $10.00 for 2 Pounds ($5.00 a Pound).
 */
const HISTORY: TPriceHistory = [
  {
    cost: 4,
    costAmount: 16,
    costUnits: 'Ounce',
    unitCost: 0.25,
    changedAt: '2026-10-01T09:00:00.000Z',
    changedBy: 'chef@example.com',
    source: 'created',
  },
  {
    cost: 9,
    costAmount: 2,
    costUnits: 'Pound',
    unitCost: 4.5,
    changedAt: '2026-10-20T09:00:00.000Z',
    changedBy: 'chef@example.com',
    source: 'edit',
  },
  {
    cost: 10,
    costAmount: 2,
    costUnits: 'Pound',
    unitCost: 5,
    changedAt: '2026-11-20T09:00:00.000Z',
    changedBy: 'buyer@example.com',
    source: 'price list',
  },
];

describe('price history', { timeout: 30_000 }, () => {
  it('draws every price per the latest cost units: $0.25 an Ounce is $4.00 a Pound', () => {
    const series = priceSeries(HISTORY);
    expect(series.units).toBe('Pound');
    expect(series.skipped).toBe(0);
    // 0.25 $/oz × 16 oz/lb = 4 $/lb.
    expect(series.points.map((p) => p.unitCost)).toEqual([4, 4.5, 5]);
  });

  it('draws the latest price on until today: it holds until the next one', () => {
    const { points } = priceSeries(HISTORY);
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    const drawn = pointsUntil(points, now);
    expect(drawn.map((p) => [new Date(p.at).toISOString(), p.unitCost, p.held ?? false])).toEqual([
      ['2026-10-01T09:00:00.000Z', 4, false],
      ['2026-10-20T09:00:00.000Z', 4.5, false],
      ['2026-11-20T09:00:00.000Z', 5, false],
      ['2026-11-25T12:00:00.000Z', 5, true],
    ]);
    expect(pointsUntil([], now)).toEqual([]);
  });

  it('leaves out a price without a cost or in units that do not convert', () => {
    const series = priceSeries([
      { ...HISTORY[0], cost: null, unitCost: null },
      { ...HISTORY[0], costUnits: 'Each', unitCost: 4 },
      HISTORY[2],
    ]);
    expect(series.points).toHaveLength(1);
    expect(series.skipped).toBe(2);
  });

  it('lists the prices newest first with who set them and how, under the chart', async () => {
    const server = fakeApi({ 'GET /api/ingredients/1/prices': () => json(HISTORY) });
    renderWithProviders(<PriceHistorySection ingredientId={1} />);
    const section = await screen.findByRole('region', { name: 'Price history' });
    const grid = await within(section).findByRole('grid', { name: 'Prices' });
    expect(server.calls('GET', '/api/ingredients/1/prices')).toHaveLength(1);
    expect(within(section).getByText('Unit cost over time ($ per Pound)')).toBeTruthy();
    const cellsOf = (g: HTMLElement) =>
      within(g)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent ?? ''));
    // Newest first: when, per Pound, the price as stated, how and who.
    expect(cellsOf(grid).map((cells) => cells.slice(1))).toEqual([
      ['$5.00', '$10.00 for 2 Pounds', 'Price list import', 'buyer@example.com'],
      ['$4.50', '$9.00 for 2 Pounds', 'Edited', 'chef@example.com'],
      ['$4.00', '$4.00 for 16 Ounces', 'Ingredient created', 'chef@example.com'],
    ]);
    // The shared grid sorts what it holds: by the unit cost, cheapest first.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Per Pound' }));
    await waitFor(() => expect(cellsOf(grid).map((cells) => cells[1])).toEqual(['$4.00', '$4.50', '$5.00']));
  });
});
