import { FLOUR, kitchenApi, whiteSauce } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { KitchenPage } from './page-models/kitchen-page.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/**
 * The kitchen moved whole: a chef downloads the backup of a kitchen, signs in to a new
 * account and restores it there; the recipe comes back costed the same. White Sauce: 1 Quart of milk
 * ($4 per Gallon → $1.00) and 2 Ounces of butter ($4 per Pound → $0.50) = $1.50.
 */
test('download a kitchen’s backup and restore it into a new account’s kitchen', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const source = await newKitchen(baseURL as string);
  const api = kitchenApi(source);
  const vendor = await api.vendor('Dairy Farm Co');
  const butter = await api.ingredient(vendor, {
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
  });
  await api.ingredient(vendor, FLOUR);
  const milk = await api.ingredient(vendor, {
    name: 'Milk',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Gallon',
  });
  await whiteSauce(api, milk, butter);

  const first = await browser.newPage();
  await signInPage(first, source);
  const kitchen = new KitchenPage(first);
  await first.goto('/portal/chef');
  await expect(kitchen.backup).toContainText('Restore from backup fills an empty kitchen only');
  const backup = await kitchen.downloadBackup();
  expect(backup.name).toMatch(/^brigade-kitchen-\d{4}-\d{2}-\d{2}\.json$/);
  expect(backup.contents).toMatchObject({ format: 'brigade-kitchen', version: 1 });
  // The kitchen it came from is not empty: refused, with the rule.
  await kitchen.restoreBackup(backup.contents);
  await expect(kitchen.backup.getByRole('alert')).toContainText('Kitchen not empty');
  await first.close();

  const page = await browser.newPage();
  await signInPage(page, await newKitchen(baseURL as string));
  const fresh = new KitchenPage(page);
  await page.goto('/portal/chef');
  await fresh.restoreBackup(backup.contents);
  await expect(fresh.backup.getByRole('status')).toHaveText(
    'Restored 1 vendor, 3 ingredients, 1 recipe, 0 menu items, 0 menus, 0 rooms, 0 events.',
  );
  const recipes = new RecipesPage(page);
  await recipes.goto();
  const sauce = await recipes.open('White Sauce');
  await expect(sauce.costBadge).toHaveAccessibleName('Cost $1.50');
  await page.close();
});
