import { call, newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientsPage } from './page-models/ingredients-page.ts';

/**
 * The grid's search and a column filter hold together: the search is the list's own query
 * (searchText), the column filter its filter=field,operator,value, both answered by the server and
 * both kept for the vendor across a reload.
 */
test('search by name and filter a column together, and find both after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  // Two list screens, a reload and the filter panel twice: longer than one screen's test on a busy machine.
  test.setTimeout(60_000);
  const session = await newKitchen(baseURL as string);
  await signInContext(context, session);
  const vendor = await call(session, 'POST', '/api/vendors', { name: 'Harbor Foodservice' });
  for (const [name, category] of [
    ['Butter', 'Dairy and Egg Products'],
    ['Large Eggs', 'Dairy and Egg Products'],
    ['Egg Noodles', 'Grains and Pasta'],
    ['Flour', 'Grains and Pasta'],
  ] as const) {
    await call(session, 'POST', '/api/ingredients', {
      vendor: { id: vendor.id },
      allergens: [],
      name,
      category,
      cost: 10,
      costAmount: 1,
      costUnits: 'Pound',
    });
  }
  const ingredients = new IngredientsPage(page);
  await page.goto('/portal/chef/vendor/Harbor%20Foodservice/ingredients');
  await ingredients.expectShown('Harbor Foodservice');
  await ingredients.showAs('Table view');
  await expect.poll(() => ingredients.names()).toEqual(['Butter', 'Egg Noodles', 'Flour', 'Large Eggs']);

  // The search: words starting with "eg" (Egg Noodles, Large Eggs).
  await ingredients.searchTable('eg');
  await expect.poll(() => ingredients.names()).toEqual(['Egg Noodles', 'Large Eggs']);

  // A column filter beside it: the search stays, the server answers both.
  const both = page.waitForRequest(
    (r) => r.url().includes('searchText=eg') && r.url().includes('filter=category%2Ccontains%2Cdairy'),
  );
  await ingredients.filter('Category', 'dairy');
  await both;
  await expect.poll(() => ingredients.names()).toEqual(['Large Eggs']);
  await page.keyboard.press('Escape');
  const search = ingredients.tableRegion.getByRole('searchbox', { name: 'Search ingredients' });
  await expect(search).toHaveValue('eg');

  // After a reload the vendor's list comes back searched and filtered, the grid saying so.
  const again = page.waitForRequest(
    (r) => r.url().includes('searchText=eg') && r.url().includes('filter=category%2Ccontains%2Cdairy'),
  );
  await page.reload();
  await again;
  await expect.poll(() => ingredients.names()).toEqual(['Large Eggs']);
  await expect(search).toHaveValue('eg');
  await ingredients.tableRegion.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel.getByRole('combobox', { name: 'Column' })).toHaveText('Category');
  await expect(panel.getByRole('textbox', { name: 'Value' })).toHaveValue('dairy');

  // Clearing the search keeps the column filter: every dairy ingredient.
  await page.keyboard.press('Escape');
  await ingredients.searchTable('');
  await expect.poll(() => ingredients.names()).toEqual(['Butter', 'Large Eggs']);
});
