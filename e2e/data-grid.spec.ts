import { call, newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientsPage } from './page-models/ingredients-page.ts';

/**
 * The chef's desk grid: a vendor's ingredients sorted by cost on the server, searched by
 * name on the server, a column hidden and still hidden after a reload (kept per user in localStorage).
 * Packs: saffron $90 per 1 Ounce, butter $4.50 per Pound, flour $20 per 50 Pounds, eggs $48 per 180.
 */
test('sort by cost, filter by name, hide a column and find it hidden after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await newKitchen(baseURL as string);
  await signInContext(context, session);
  const vendor = await call(session, 'POST', '/api/vendors', { name: 'Harbor Foodservice' });
  for (const [name, category, cost, costAmount, costUnits] of [
    ['Saffron', 'Spices and Herbs', 90, 1, 'Ounce'],
    ['Butter', 'Dairy and Egg Products', 4.5, 1, 'Pound'],
    ['Flour', 'Grains and Pasta', 20, 50, 'Pound'],
    ['Large Eggs', 'Dairy and Egg Products', 48, 180, 'Each'],
  ] as const) {
    await call(session, 'POST', '/api/ingredients', {
      vendor: { id: vendor.id },
      allergens: [],
      name,
      category,
      cost,
      costAmount,
      costUnits,
    });
  }
  const ingredients = new IngredientsPage(page);
  await page.goto('/portal/chef/vendor/Harbor%20Foodservice/ingredients');
  await ingredients.expectShown('Harbor Foodservice');
  // Spec 2: no Tile/Table switch on a vendor's page.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Table view' })).toHaveCount(0);
  await ingredients.showAs('Table view');

  // By name at first; the Cost header sorts on the server (sort=cost,asc then desc).
  await expect.poll(() => ingredients.names()).toEqual(['Butter', 'Flour', 'Large Eggs', 'Saffron']);
  // By field: a sorted header's name also carries its sort button.
  const cost = ingredients.table.locator('[role="columnheader"][data-field="cost"]');
  const sorted = page.waitForRequest((r) => r.url().includes('sort=cost%2Casc'));
  await cost.click();
  await sorted;
  // $4.50 < $20 < $48 < $90.
  await expect.poll(() => ingredients.names()).toEqual(['Butter', 'Flour', 'Large Eggs', 'Saffron']);
  const sortedDesc = page.waitForRequest((r) => r.url().includes('sort=cost%2Cdesc'));
  await cost.click();
  await sortedDesc;
  await expect.poll(() => ingredients.names()).toEqual(['Saffron', 'Large Eggs', 'Flour', 'Butter']);

  // Search: the toolbar's search is the list's search, on the server, in the order asked.
  const searched = page.waitForRequest(
    (r) => r.url().includes('searchText=eg') && r.url().includes('sort=cost%2Cdesc'),
  );
  await ingredients.searchTable('eg');
  await searched;
  await expect.poll(() => ingredients.names()).toEqual(['Large Eggs']);
  // Cleared (the vendor's page keeps its search across reloads): every ingredient again.
  await ingredients.searchTable('');
  await expect.poll(() => ingredients.names()).toEqual(['Saffron', 'Large Eggs', 'Flour', 'Butter']);

  // Hide Cost Units; after a reload it is still hidden.
  await expect(
    ingredients.table.getByRole('columnheader', { name: 'Cost Units', exact: true }),
  ).toBeVisible();
  await ingredients.toggleColumn('Cost Units');
  await expect(ingredients.table.getByRole('columnheader', { name: 'Cost Units', exact: true })).toHaveCount(
    0,
  );
  await page.reload();
  await expect(ingredients.table.getByRole('columnheader', { name: 'Category', exact: true })).toBeVisible();
  await expect(ingredients.table.getByRole('columnheader', { name: 'Cost Units', exact: true })).toHaveCount(
    0,
  );

  // Keyboard: arrows move between cells, Enter opens the ingredient.
  await ingredients.table.getByRole('gridcell', { name: 'Flour', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Flour' })).toBeHidden();
  await ingredients.table.getByRole('gridcell', { name: 'Butter', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
});
