import { INGREDIENT_IMPORT_MESSAGES, MSG } from '@brigade/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { stubListLayout } from '../../components/item-list/test-layout';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { tableToRows } from './read-spreadsheet';

stubListLayout();
afterEach(() => queryClient.clear());

const SIGNED_IN = { signedInAs: 'chef@example.com' };
const PAGE = '/portal/chef/vendor/Harbor%20Foodservice/ingredients';

const csv = (lines: string[]) => new File([lines.join('\n')], 'ingredients.csv', { type: 'text/csv' });

/** Opens Import spreadsheet on the vendor's page and chooses a CSV file of these lines. */
async function importCsv(lines: string[]) {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Import spreadsheet' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Import ingredients' });
  await user.upload(within(dialog).getByLabelText('Ingredient spreadsheet'), csv(lines));
  return { user, dialog };
}

describe('headers and cells', () => {
  it('maps a sheet’s own column names, skips blank lines and fills a blank vendor with the page’s', () => {
    const sheet = tableToRows(
      [
        ['Supplier', 'Item', 'Type', 'Case Price', 'Pack Size', 'UOM'],
        ['', 'Butter', 'Dairy and Egg Products', '$9.00', 2, 'lb'],
        ['', '', '', '', '', ''],
        ['Green Valley', 'Carrots', 'vegetables', 12.5, '25', 'Pound'],
      ],
      'Harbor Foodservice',
    );
    expect(sheet.rows).toEqual([
      {
        vendor: 'Harbor Foodservice',
        name: 'Butter',
        category: 'Dairy and Egg Products',
        cost: '$9.00',
        costAmount: 2,
        costUnits: 'lb',
      },
      {
        vendor: 'Green Valley',
        name: 'Carrots',
        category: 'vegetables',
        cost: 12.5,
        costAmount: '25',
        costUnits: 'Pound',
      },
    ]);
    // Lines as the chef sees them: the header is line 1, the blank line 3 still counts.
    expect(sheet.lines).toEqual([2, 4]);
  });

  it('says which column is missing', () => {
    expect(() => tableToRows([['Vendor', 'Cost']])).toThrow(
      /The name column is missing \(found: Vendor, Cost\)/,
    );
  });
});

describe('Import spreadsheet (the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('previews each row’s problems and imports nothing while any row is wrong', async () => {
    const server = fakeApi({});
    renderApp(PAGE, SIGNED_IN);
    const { dialog } = await importCsv([
      'vendor,name,category,pack cost,pack quantity,pack units',
      ',Saffron,Spices and Herbs,$24.00,1,oz',
      ',Rose Water,Beverages,four dollars,1,Liter',
      ',Sumac,Spices and Herbs,8,1,bushel',
    ]);
    const table = await within(dialog).findByRole('grid', { name: 'Rows to import' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    // Rows with problems first, by line: line 3 (the cost), line 4 (the units); then line 2.
    expect(rows.map((r) => within(r).getAllByRole('gridcell')[0].textContent)).toEqual(['3', '4', '2']);
    expect(rows[0].textContent).toContain(MSG.notANumber);
    expect(rows[1].textContent).toContain(MSG.unitUnknown);
    expect(within(dialog).getByRole('button', { name: 'Import 3 ingredients' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.calls('POST', '/api/ingredients/import')).toHaveLength(0);
  });

  it('imports every row at once, then one Undo removes them all', async () => {
    const server = fakeApi({});
    renderApp(PAGE, SIGNED_IN);
    const { user, dialog } = await importCsv([
      'Vendor,Item,Category,Price,Pack Size,Unit',
      ',Saffron,Spices and Herbs,$24.00,1,oz',
      'Spice Route,Sumac,Spices and Herbs,8,1,lb',
    ]);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Import 2 ingredients' }, { timeout: 10_000 }),
    );
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      `Imported${INGREDIENT_IMPORT_MESSAGES.imported(2)}`,
    );
    const [sent] = server.calls('POST', '/api/ingredients/import');
    expect(JSON.parse(sent.body ?? '{}').rows).toEqual([
      {
        vendor: 'Harbor Foodservice',
        name: 'Saffron',
        category: 'Spices and Herbs',
        cost: '$24.00',
        costAmount: '1',
        costUnits: 'oz',
      },
      {
        vendor: 'Spice Route',
        name: 'Sumac',
        category: 'Spices and Herbs',
        cost: '8',
        costAmount: '1',
        costUnits: 'lb',
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect((await within(dialog).findByText(INGREDIENT_IMPORT_MESSAGES.undone(2))).textContent).toBeTruthy();
    const [undone] = server.calls('POST', '/api/ingredients/import/undo');
    // The Saffron and Sumac made, and the Spice Route vendor the import created.
    expect(JSON.parse(undone.body ?? '{}')).toMatchObject({ vendorIds: [expect.any(Number)] });
  });
});

describe('an Undo the server refuses', { timeout: 30_000 }, () => {
  it('keeps the import, says why beside it, and offers Undo again', async () => {
    const server = fakeApi({
      'POST /api/ingredients/import/undo': () =>
        apiError(409, 'Conflict', 'Saffron is on a recipe now: the import stays'),
    });
    renderApp(PAGE, SIGNED_IN);
    const { user, dialog } = await importCsv([
      'Vendor,Item,Category,Price,Pack Size,Unit',
      ',Saffron,Spices and Herbs,$24.00,1,oz',
    ]);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Import 1 ingredient' }, { timeout: 10_000 }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Undo import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Saffron is on a recipe now: the import stays',
    );
    // What was imported is still said, and the Undo can be tried again.
    expect(within(dialog).getByRole('status').textContent).toBe(
      `Imported${INGREDIENT_IMPORT_MESSAGES.imported(1)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    await screen.findAllByRole('alert');
    expect(server.calls('POST', '/api/ingredients/import/undo')).toHaveLength(2);
  });
});

describe('Import spreadsheet on the Vendors page (no vendor in scope)', { timeout: 30_000 }, () => {
  it('refuses a row without a vendor unless the dialog names one for such rows', async () => {
    const server = fakeApi({});
    renderApp('/portal/chef/vendors', SIGNED_IN);
    const lines = [
      'vendor,name,category,pack cost,pack quantity,pack units',
      ',Saffron,Spices and Herbs,$24.00,1,oz',
      'Spice Route,Sumac,Spices and Herbs,8,1,lb',
    ];
    const { user, dialog } = await importCsv(lines);
    const table = await within(dialog).findByRole('grid', { name: 'Rows to import' }, { timeout: 10_000 });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first.textContent).toContain(MSG.vendorRequired);

    // Another file, after naming the vendor of the rows without one.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Import spreadsheet' }));
    const again = await screen.findByRole('dialog', { name: 'Import ingredients' });
    await user.type(within(again).getByLabelText('Vendor of rows without one'), 'Harbor Foodservice');
    await user.upload(within(again).getByLabelText('Ingredient spreadsheet'), csv(lines));
    await user.click(
      await within(again).findByRole('button', { name: 'Import 2 ingredients' }, { timeout: 10_000 }),
    );
    expect((await within(again).findByRole('status')).textContent).toBe(
      `Imported${INGREDIENT_IMPORT_MESSAGES.imported(2)}`,
    );
    const [sent] = server.calls('POST', '/api/ingredients/import');
    expect(JSON.parse(sent.body ?? '{}').rows.map((r: { vendor: string }) => r.vendor)).toEqual([
      'Harbor Foodservice',
      'Spice Route',
    ]);
  });
});
