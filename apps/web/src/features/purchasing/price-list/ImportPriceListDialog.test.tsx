import type { TPriceListResult } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/catalogue-support';
import { apiError, fakeApi, json, type RecordedRequest } from '../../../test/fake-api';
import { setupUser } from '../../../test/user-event';
import { VendorPurchasingActions } from '../VendorPurchasingActions';

const VENDOR = { id: 3, name: 'Dairy Farm Co' };

/** The file a chef exports from a spreadsheet: odd header spellings, a blank line 3, a bad cost on 6. */
const CSV = [
  'Item,Price,Pack Size,UOM',
  'Butter,$10.00,2,Pound',
  '',
  'Milk,4,1,Gallon',
  'Cream,5,1,Quart',
  'Yogurt,-2,1,Quart',
].join('\n');

const PREVIEW: TPriceListResult = {
  applied: false,
  changes: [
    {
      line: 2,
      ingredientId: 1,
      name: 'Butter',
      before: { cost: 9, costAmount: 2, costUnits: 'Pound' },
      after: { cost: 10, costAmount: 2, costUnits: 'Pound' },
    },
  ],
  unchanged: 1,
  unmatched: [{ line: 5, name: 'Cream' }],
  errors: [{ line: 6, message: 'Cost must be greater than $0.00' }],
};

/** A grid's rows (header left out) as their cells' texts. */
const cells = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    );

function bodyOf(request: RecordedRequest) {
  return JSON.parse(request.body ?? 'null');
}

async function importFile(csv: string) {
  const user = setupUser();
  renderWithProviders(<VendorPurchasingActions vendor={VENDOR} />);
  // Offered once the member's role is read (a chef's or the owner's).
  await user.click(await screen.findByRole('button', { name: 'Import price list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import price list — Dairy Farm Co' });
  await user.upload(
    within(dialog).getByLabelText('Price list CSV file'),
    new File([csv], 'dairy.csv', { type: 'text/csv' }),
  );
  return { user, dialog };
}

describe('vendor price list import', { timeout: 30_000 }, () => {
  it('links the vendor’s order guide', async () => {
    fakeApi({});
    renderWithProviders(<VendorPurchasingActions vendor={VENDOR} />);
    expect((await screen.findByRole('link', { name: 'Order guide' })).getAttribute('href')).toBe(
      '/portal/events/order-guide?vendorId=3',
    );
  });

  it('sends the rows with their line numbers and previews the changes, the unmatched names and the wrong lines', async () => {
    const server = fakeApi({ 'POST /api/vendors/3/price-list': () => json(PREVIEW) });
    const { dialog } = await importFile(CSV);

    await within(dialog).findByText('Preview of dairy.csv');
    const [sent] = server.calls('POST', '/api/vendors/3/price-list');
    // Line 1 is the header; the blank line 3 counts, so Milk is on line 4.
    expect(bodyOf(sent)).toEqual({
      apply: false,
      rows: [
        { line: 2, name: 'Butter', cost: '10.00', costAmount: '2', costUnits: 'Pound' },
        { line: 4, name: 'Milk', cost: '4', costAmount: '1', costUnits: 'Gallon' },
        { line: 5, name: 'Cream', cost: '5', costAmount: '1', costUnits: 'Quart' },
        { line: 6, name: 'Yogurt', cost: '-2', costAmount: '1', costUnits: 'Quart' },
      ],
    });

    expect(within(dialog).getByLabelText('Summary').textContent).toBe(
      '1 price will change · 1 unchanged · 1 name not found · 1 wrong line',
    );
    const change = within(within(dialog).getByRole('grid', { name: 'Price changes' })).getAllByRole('row')[1];
    expect(
      within(change)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Butter', '$9.00 for 2 Pounds', '$10.00 for 2 Pounds']);
    expect(within(dialog).getByRole('note', { name: 'Wrong lines' })).toBeTruthy();
    expect(within(dialog).getByRole('note', { name: 'Not found' })).toBeTruthy();
    // Every line left out, as read from the file: the wrong line first, then the name not found.
    expect(cells(within(dialog).getByRole('grid', { name: 'Lines left out' }))).toEqual([
      ['6', 'Yogurt, -2, 1, Quart', 'Cost must be greater than $0.00'],
      ['5', 'Cream, 5, 1, Quart', 'No ingredient of this vendor has this name'],
    ]);
    // Nothing can be half-applied: Apply waits for the wrong line to be fixed.
    expect(
      (within(dialog).getByRole('button', { name: 'Apply 1 change' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists every line left out of a long list, past the 200 a list of names would show', async () => {
    // Past the file's 6 lines (the answer is the server's): 300 names no ingredient has (lines 7 to
    // 306) and 250 lines without a name (307 to 556), shown by their names as the file is not at hand.
    const unmatched = Array.from({ length: 300 }, (_, i) => ({ line: i + 7, name: `Item ${i + 7}` }));
    const errors = Array.from({ length: 250 }, (_, i) => ({ line: i + 307, message: 'Name is required' }));
    fakeApi({
      'POST /api/vendors/3/price-list': () =>
        json({ ...PREVIEW, changes: [], unchanged: 0, unmatched, errors }),
    });
    const { dialog } = await importFile(CSV);
    await within(dialog).findByText('Preview of dairy.csv');
    expect(within(dialog).getByLabelText('Summary').textContent).toBe(
      '0 prices will change · 0 unchanged · 300 names not found · 250 wrong lines',
    );
    const rows = cells(within(dialog).getByRole('grid', { name: 'Lines left out' }));
    // 300 + 250 = 550 rows: the 250 wrong lines first, in file order, then the 300 names.
    expect(rows).toHaveLength(550);
    expect(rows[0]).toEqual(['307', '', 'Name is required']);
    expect(rows[249]).toEqual(['556', '', 'Name is required']);
    expect(rows[250]).toEqual(['7', 'Item 7', 'No ingredient of this vendor has this name']);
    expect(rows[549]).toEqual(['306', 'Item 306', 'No ingredient of this vendor has this name']);
  });

  it('applies the previewed list in one call and says what changed', async () => {
    const clean = { ...PREVIEW, errors: [] };
    const server = fakeApi({
      'POST /api/vendors/3/price-list': (request) =>
        json(bodyOf(request).apply ? { ...clean, applied: true } : clean),
    });
    const { user, dialog } = await importFile(CSV);
    await user.click(await within(dialog).findByRole('button', { name: 'Apply 1 change' }));
    await within(dialog).findByText(
      'Applied dairy.csv: 1 price changed, each kept in its ingredient’s price history.',
    );
    const calls = server.calls('POST', '/api/vendors/3/price-list');
    expect(calls.map((c) => bodyOf(c).apply)).toEqual([false, true]);
    expect(bodyOf(calls[1]).rows).toEqual(bodyOf(calls[0]).rows);
    expect(await screen.findByText('Dairy Farm Co: 1 price updated')).toBeTruthy();
  });

  it('shows each wrong line of a refused list (400), and that nothing changed', async () => {
    const clean = { ...PREVIEW, errors: [] };
    fakeApi({
      'POST /api/vendors/3/price-list': (request) =>
        bodyOf(request).apply
          ? apiError(400, 'Bad Request', 'The price list was not applied: 2 lines have a problem.', [
              { field: 'rows.line2', message: 'Line 2: Butter matches 2 ingredients of this vendor' },
              { field: 'rows.line6', message: 'Line 6: Cost must be greater than $0.00' },
            ])
          : json(clean),
    });
    const { user, dialog } = await importFile(CSV);
    await user.click(await within(dialog).findByRole('button', { name: 'Apply 1 change' }));
    const refused = await within(dialog).findByRole('alert', { name: 'Not applied' });
    expect(refused.textContent).toContain('The price list was not applied: 2 lines have a problem.');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2: Butter matches 2 ingredients of this vendor',
      'Line 6: Cost must be greater than $0.00',
    ]);
    expect(refused.textContent).toContain('Nothing was changed.');
  });

  it('says what is wrong with a file without a header, and sends nothing', async () => {
    const server = fakeApi({ 'POST /api/vendors/3/price-list': () => json(PREVIEW) });
    const { dialog } = await importFile('Butter,10,2,Pound\nMilk,4,1,Gallon\n');
    await waitFor(() =>
      expect(within(dialog).getByText(/^dairy\.csv: Line 1 must name the columns/)).toBeTruthy(),
    );
    expect(server.calls('POST', '/api/vendors/3/price-list')).toHaveLength(0);
  });
});
