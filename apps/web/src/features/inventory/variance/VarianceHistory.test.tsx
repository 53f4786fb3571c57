import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { call } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupUser } from '../../../test/user-event';

const SIGNED_IN = { signedInAs: 'chef@example.com' };
afterEach(() => queryClient.clear());

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((c) => c.textContent);
const header = (row: HTMLElement) =>
  within(row)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);

/**
 * The mocked kitchen's walk-in counted on three days (its demo prices: Heavy Cream $9.50 a quart,
 * Parmigiano-Reggiano $13 a pound): two stocktakes' worth of periods, no event in between.
 */
async function countThreeTimes() {
  setSession('test-token', SIGNED_IN.signedInAs);
  const { content } = await call('listIngredients', { query: { page: 0, limit: 1000 } });
  const id = (name: string) => content.find((i) => i.name === name)!.id;
  const area = await call('createStorageArea', { body: { name: 'Walk-in cooler' } });
  const count = (date: string, cream: number, parmesan: number) =>
    call('createCount', {
      body: {
        storageArea: { id: area.id },
        date,
        lines: [
          { ingredient: { id: id('Heavy Cream') }, quantity: cream, units: 'Quart' },
          { ingredient: { id: id('Parmigiano-Reggiano') }, quantity: parmesan, units: 'Pound' },
        ],
      },
    });
  await count('2025-01-01T12:00:00Z', 10, 5);
  await count('2025-01-05T12:00:00Z', 8, 4);
  await count('2025-01-08T12:00:00Z', 7, 4);
}

describe('Variance over time', { timeout: 30_000 }, () => {
  it('lists the kitchen’s variance per period under its chart, and one ingredient’s on choosing it', async () => {
    fakeApi({});
    await countThreeTimes();
    const user = setupUser();
    renderApp('/portal/chef/inventory?tab=variance', SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Variance over time' }, { timeout: 10_000 });
    const table = await within(section).findByRole(
      'grid',
      { name: 'Variance over time' },
      { timeout: 10_000 },
    );
    const rows = within(table).getAllByRole('row');
    expect(header(rows[0])).toEqual(['Between counts', 'Completed events', 'Variance $']);
    // Jan 1 → Jan 5: cream 10 − 8 = 2 qt × $9.50 = $19.00, parmesan 5 − 4 = 1 lb × $13 = $13.00 → $32.00.
    // Jan 5 → Jan 8: cream 8 − 7 = 1 qt = $9.50, parmesan 4 → 4 = $0 → $9.50.
    expect(cells(rows[1])).toEqual(['Jan 1 – Jan 5', '0', '$32.00']);
    expect(cells(rows[2])).toEqual(['Jan 5 – Jan 8', '0', '$9.50']);
    // The grid sorts by a header: the smaller variance first.
    await user.click(within(table).getByRole('columnheader', { name: 'Variance $' }));
    await waitFor(() =>
      expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
        ['Jan 5 – Jan 8', '0', '$9.50'],
        ['Jan 1 – Jan 5', '0', '$32.00'],
      ]),
    );

    await user.click(within(section).getByLabelText('Show'));
    await user.click(await screen.findByRole('option', { name: 'Heavy Cream' }));
    const cream = await within(section).findByRole('grid', { name: 'Variance over time: Heavy Cream' });
    const creamRows = within(cream).getAllByRole('row');
    expect(header(creamRows[0])).toEqual(['Between counts', 'Completed events', 'Variance', 'Variance $']);
    expect(cells(creamRows[1])).toEqual(['Jan 1 – Jan 5', '0', '2 Quart', '$19.00']);
    expect(cells(creamRows[2])).toEqual(['Jan 5 – Jan 8', '0', '1 Quart', '$9.50']);
  });

  it('asks for a second day of counts when there is one stocktake or none', async () => {
    fakeApi({});
    renderApp('/portal/chef/inventory?tab=variance', SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Variance over time' }, { timeout: 10_000 });
    expect(
      await within(section).findByText(
        'Count the storage areas on two days or more: each stretch between two stocktakes gets a bar.',
      ),
    ).toBeTruthy();
  });
});

describe('Variance by ingredient', { timeout: 30_000 }, () => {
  it('lists each ingredient’s use and variance between the last two count days, sorted by a header', async () => {
    fakeApi({});
    await countThreeTimes();
    const user = setupUser();
    renderApp('/portal/chef/inventory?tab=variance', SIGNED_IN);
    const grid = await screen.findByRole('grid', { name: 'Variance by ingredient' }, { timeout: 10_000 });
    const byName = (name: string) =>
      cells(
        within(grid)
          .getAllByRole('row')
          .find((r) => r.textContent?.startsWith(name)) as HTMLElement,
      );
    // From the Jan 5 count to now: cream 8 → 7 qt, 1 qt used, none by events: $9.50; parmesan 4 → 4 lb: $0.00.
    expect(byName('Heavy Cream')).toEqual([
      'Heavy Cream',
      '8 Quart',
      '0 Quart',
      '7 Quart',
      '1 Quart',
      '0 Quart',
      '0 Quart',
      '1 Quart',
      '$9.50',
    ]);
    expect(byName('Parmigiano-Reggiano').at(-1)).toBe('$0.00');
    const order = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r)[0]);
    expect(order()).toEqual(['Heavy Cream', 'Parmigiano-Reggiano']);
    await user.click(within(grid).getByRole('columnheader', { name: 'Variance $' }));
    await waitFor(() => expect(order()).toEqual(['Parmigiano-Reggiano', 'Heavy Cream']));
  });
});
