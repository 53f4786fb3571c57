import { seriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientsPage } from './page-models/ingredients-page.ts';
import { KitchenPage } from './page-models/kitchen-page.ts';
import { VendorsPage } from './page-models/vendors-page.ts';

/**
 * Vendors and ingredients end to end, in a fresh kitchen. Figures worked out by hand:
 * flour at $20 per 50 Pound costs $0.40 a pound; raised to $22 it shows "$22.00 per 50 Pounds · $0.44 /
 * Pound" ($22 ÷ 50 = $0.44).
 */
test('add a vendor, then add, list, edit, save as work in progress and delete ingredients', async ({
  page,
  signInPage,
  homePage,
  activatedUser,
}) => {
  test.setTimeout(90_000);
  const vendorName = 'Green Valley Farms';
  const kitchen = new KitchenPage(page);
  const vendors = new VendorsPage(page);
  const ingredients = new IngredientsPage(page);

  await signInPage.goto();
  await signInPage.signIn(activatedUser.email, activatedUser.password);
  await homePage.expectShown();
  await homePage.cards.kitchen.click();

  // The kitchen hub: four cards, and the drawer with Ingredients leading to the vendors.
  await kitchen.expectShown();
  for (const name of ['Vendors', 'Recipes', 'Menu Items', 'Menus'] as const)
    await expect(kitchen.card(name)).toBeVisible();
  await expect(kitchen.drawerLink('Ingredients')).toHaveAttribute('href', '/portal/chef/vendors');
  await kitchen.card('Vendors').click();

  // Add a vendor; a blank name is refused with the spec's message first.
  await expect(vendors.heading).toBeVisible();
  await vendors.openModal();
  await vendors.saveButton.click();
  await expect(vendors.modal.getByText('Vendor name is required')).toBeVisible();
  await vendors.vendorName.fill(vendorName);
  await vendors.saveButton.click();
  await expect(vendors.modal).toBeHidden();
  await expect.poll(() => vendors.rowCells(vendorName)).toEqual([vendorName, '0']);
  expect(await seriousViolations(page)).toEqual([]);

  // Open it: its ingredients page, empty, without Ingredients in the drawer.
  await vendors.open(vendorName);
  await expect(page).toHaveURL(`/portal/chef/vendor/${encodeURIComponent(vendorName)}/ingredients`);
  await ingredients.expectShown(vendorName);
  await expect(ingredients.main.getByText('There are no ingredients')).toBeVisible();
  await expect(kitchen.drawerLink('Ingredients')).toHaveCount(0);
  await expect(kitchen.drawerLink('Recipes')).toBeVisible();

  // A complete ingredient with a conversion and two nutrients.
  const flour = await ingredients.add();
  await flour.fillDetails({
    name: 'Flour',
    category: 'Grains and Pasta',
    cost: '20',
    costAmount: '50',
    costUnits: 'Pound',
  });
  await expect(flour.dialog.getByText('$0.40 per Pound')).toBeVisible();
  await flour.addConversion('1', 'Cup', '125', 'Gram');
  await flour.setServing('30', 'Gram');
  await flour.addNutrient('protien', 'Protein (g)', '3.1');
  await flour.addNutrient('total lipid', 'Total lipid (fat) (g)', '0.3');
  expect(await seriousViolations(page)).toEqual([]);
  await flour.save();
  await expect(flour.dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Ingredient saved successfully' })).toBeVisible();

  // The card: item type, name, the complete icon, Delete.
  const card = ingredients.card('Flour');
  await expect(card).toContainText('Ingredient');
  await expect(card).toContainText('$20.00 per 50 Pounds · $0.40 / Pound');
  await expect(ingredients.validity('Flour')).toHaveAccessibleName('This item is complete!');
  expect(await seriousViolations(page)).toEqual([]);

  // The table (the Tile/Table switch, made on the recipes list: spec 2 shows none on a vendor's
  // page), with the spec 2 columns; search is disabled there.
  await ingredients.showAs('Table view');
  await expect(ingredients.table.getByRole('columnheader')).toHaveText([
    'Name',
    'Cost',
    'Cost Units',
    'Category',
    'Number of Conversions',
    'Number of Nutrients',
  ]);
  await expect
    .poll(() => ingredients.tableRow('Flour'))
    .toEqual(['Flour', '$20.00 per 50 Pounds · $0.40 / Pound', 'Pound', 'Grains and Pasta', '1', '2']);
  await expect(ingredients.search).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await ingredients.showAs('Tile view');
  await expect(ingredients.search).toBeEnabled();

  // Edit it: what was saved comes back, the change shows on the card.
  const edit = await ingredients.open('Flour');
  await expect(edit.field('Cost')).toHaveValue('20');
  await expect(
    edit.dialog.getByRole('group', { name: 'Conversion 1' }).getByLabel('Ending quantity'),
  ).toHaveValue('125');
  await edit.tab('Nutrition').click();
  await expect(edit.dialog.getByRole('group', { name: /^Nutrient \d$/ })).toHaveCount(2);
  await edit.fillDetails({ cost: '22' });
  await edit.save();
  await expect(edit.dialog).toBeHidden();
  await expect(ingredients.card('Flour')).toContainText('$22.00 per 50 Pounds · $0.44 / Pound');

  // An incomplete ingredient saved as work in progress shows the incomplete icon.
  const saffron = await ingredients.add();
  await saffron.fillDetails({ name: 'Saffron', category: 'Spices and Herbs' });
  await saffron.save();
  const warning = page.getByRole('dialog', {
    name: "Warning: This Ingredient is still considered a 'work in progess'",
  });
  await expect(warning).toContainText('The ingredient is not complete, but we can still save your progress.');
  await expect(warning).toContainText('Please enter the cost');
  await warning.getByRole('button', { name: 'Save Progress' }).click();
  await expect(saffron.dialog).toBeHidden();
  await expect(ingredients.validity('Saffron')).toHaveAccessibleName(
    'Hm, looks like this is still a work in progress',
  );
  await expect(ingredients.cards).toHaveCount(2);

  // The page still works when reloaded (the vendor is found by its name).
  await page.reload();
  await ingredients.expectShown(vendorName);
  await expect(ingredients.card('Saffron')).toBeVisible();

  // Delete with confirmation.
  await ingredients.deleteIngredient('Saffron');
  await expect(ingredients.card('Saffron')).toHaveCount(0);
  await expect(ingredients.cards).toHaveCount(1);

  // Back on the vendors table, the vendor counts its one ingredient.
  await kitchen.drawer.getByRole('link', { name: 'Recipes' }).waitFor();
  await vendors.goto();
  await expect.poll(() => vendors.rowCells(vendorName)).toEqual([vendorName, '1']);
});
