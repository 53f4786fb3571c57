import { RECIPE_SPREADSHEET_MESSAGES } from '@brigade/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../../app/query-client';
import { stubListLayout } from '../../../../components/item-list/test-layout';
import { fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { setupUser } from '../../../../test/user-event';
import { recipeSheetRows } from './read-recipe-sheet';

stubListLayout();
afterEach(() => queryClient.clear());

const SIGNED_IN = { signedInAs: 'chef@example.com' };
const HEADER =
  'Recipe,Category,Team,Yield Quantity,Yield Units,Quantity,Units,Ingredient (or sub-recipe),Prep notes';

const csv = (lines: string[]) => new File([lines.join('\n')], 'recipes.csv', { type: 'text/csv' });

/** Opens Import spreadsheet on the Recipes page and chooses a CSV file of these lines. */
async function importCsv(lines: string[]) {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Import spreadsheet' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Import recipes' });
  await user.upload(within(dialog).getByLabelText('Recipe spreadsheet'), csv(lines));
  const table = await within(dialog).findByRole(
    'grid',
    { name: 'Recipe lines to import' },
    { timeout: 10_000 },
  );
  return { user, dialog, table };
}

describe('reading a recipe sheet', () => {
  it('maps the columns a chef names, skipping blank lines', () => {
    const sheet = recipeSheetRows([
      ['Dish', 'Yield', 'Yield Unit', 'Qty', 'UOM', 'Ingredient', 'Method'],
      ['Roux', 1, 'lb', '1/2', 'lb', 'Flour', 'Cook out.'],
      ['', '', '', '', '', '', ''],
      ['Roux', '', '', 8, 'oz', 'Butter', ''],
    ]);
    expect(sheet.rows[1]).toEqual({
      recipe: 'Roux',
      category: null,
      team: null,
      yieldQuantity: '',
      yieldUnits: '',
      quantity: 8,
      units: 'oz',
      item: 'Butter',
      prepNotes: '',
    });
    expect(sheet.lines).toEqual([2, 4]);
  });

  it('says the recipe column is missing', () => {
    expect(() => recipeSheetRows([['Ingredient', 'Qty']])).toThrow(
      /The recipe column is missing \(found: Ingredient, Qty\)/,
    );
  });
});

describe('Import spreadsheet on the Recipes page (the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('previews each line’s match and problems, and imports nothing while any row is wrong', async () => {
    const server = fakeApi({});
    renderApp('/portal/chef/recipes', SIGNED_IN);
    const { dialog, table } = await importCsv([
      HEADER,
      'Lemon Bars,Cookies and Cakes,Pastry,16,Each,1,lb,all-purpose flour,',
      'Lemon Bars,,,,,3,Each,Lemon,',
      'Lemon Bars,,,,,two,Cup,Granulated Sugar,',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // Rows with problems first, by line: line 3 (no ingredient named Lemon), line 4 (the quantity); then line 2.
    expect(rows.map((r) => within(r).getAllByRole('gridcell')[0].textContent)).toEqual(['3', '4', '2']);
    expect(rows[0].textContent).toContain(RECIPE_SPREADSHEET_MESSAGES.notInCatalogue('Lemon', 'Lemons'));
    expect(rows[1].textContent).toContain('Please enter a number');
    // Line 2 names the demo's All-purpose Flour, without case.
    expect(within(rows[2]).getAllByRole('gridcell')[5].textContent).toBe('All-purpose Flour');
    // Line 4 cannot be read: the recipe holds the two lines that can.
    expect(within(dialog).getByText('1 recipe: Lemon Bars (2 lines)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import 1 recipe' })).toHaveProperty('disabled', true);
    expect(server.calls('POST', '/api/recipes/import/spreadsheet')).toHaveLength(0);
  });

  it('imports the recipes with their costs, then one Undo removes them all', async () => {
    const server = fakeApi({});
    renderApp('/portal/chef/recipes', SIGNED_IN);
    const { user, dialog, table } = await importCsv([
      HEADER,
      'Lemon Shortbread,Cookies and Cakes,Pastry,24,Each,1 1/2,lb,All-purpose Flour,Rub in the butter.',
      'Lemon Shortbread,,,,,1,lb,Unsalted Butter,',
      'Lemon Shortbread,,,,,2,Each,Lemons,',
      'Chicken Gravy,Sauces and Stocks,Banquets,1,Quart,1,Quart,Chicken Stock,',
    ]);
    expect(within(within(table).getAllByRole('row')[4]).getAllByRole('gridcell')[5].textContent).toBe(
      'Chicken Stock (sub-recipe)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 recipes' }));
    expect((await within(dialog).findByRole('status', {}, { timeout: 10_000 })).textContent).toBe(
      `Imported${RECIPE_SPREADSHEET_MESSAGES.imported(2)}`,
    );
    const imported = within(dialog).getByRole('list', { name: 'Imported recipes' });
    // Lemon Shortbread: 1.5 lb flour × $20/50 lb = $0.60; 1 lb butter × $126/36 lb = $3.50;
    // 2 lemons × $40/115 = $0.6957; $4.7957 → $4.80.
    expect(within(imported).getAllByRole('listitem')[0].textContent).toBe('Lemon ShortbreadCost $4.80');
    const [sent] = server.calls('POST', '/api/recipes/import/spreadsheet');
    expect(JSON.parse(sent.body ?? '{}').rows[0]).toEqual({
      recipe: 'Lemon Shortbread',
      category: 'Cookies and Cakes',
      team: 'Pastry',
      yieldQuantity: '24',
      yieldUnits: 'Each',
      quantity: '1 1/2',
      units: 'lb',
      item: 'All-purpose Flour',
      prepNotes: 'Rub in the butter.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await within(dialog).findByText(RECIPE_SPREADSHEET_MESSAGES.undone(2))).toBeTruthy();
    const [undone] = server.calls('POST', '/api/recipes/import/spreadsheet/undo');
    expect(JSON.parse(undone.body ?? '{}').recipeIds).toHaveLength(2);
  });

  it('matches a sub-recipe of the same file, imports it first and costs the recipe using it', async () => {
    fakeApi({});
    renderApp('/portal/chef/recipes', SIGNED_IN);
    const { user, dialog, table } = await importCsv([
      HEADER,
      'Lemon Tart,Cookies and Cakes,Pastry,8,Each,1,Each,lemon curd,',
      'Lemon Tart,,,,,1/2,lb,All-purpose Flour,',
      'Lemon Curd,Sauces and Stocks,Pastry,2,Each,6,Each,Lemons,',
      'Lemon Curd,,,,,1/2,lb,Unsalted Butter,',
    ]);
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('gridcell')[5].textContent).toBe(
      'Lemon Curd (in this file)',
    );
    // Saved in that order: the curd first.
    expect(within(dialog).getByText('2 recipes: Lemon Curd (2 lines), Lemon Tart (2 lines)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 recipes' }));
    const imported = await within(dialog).findByRole(
      'list',
      { name: 'Imported recipes' },
      { timeout: 10_000 },
    );
    // Lemon Curd: 6 lemons × $40/115 = $2.0870; 0.5 lb butter × $126/36 lb = $1.75; $3.8370 → $3.84 for 2.
    // Lemon Tart: 1 curd = $3.8370 / 2 = $1.9185; 0.5 lb flour × $20/50 lb = $0.20; $2.1185 → $2.12.
    expect(
      within(imported)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lemon CurdCost $3.84', 'Lemon TartCost $2.12']);
  });
});
