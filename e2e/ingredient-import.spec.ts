import { fileURLToPath } from 'node:url';
import { kitchenApi } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientsPage } from './page-models/ingredients-page.ts';

/** An Excel workbook of three spices: Saffron (blank supplier: the page's vendor), Sumac and Za'atar from Spice Route. */
const WORKBOOK = fileURLToPath(new URL('./fixtures/ingredients.xlsx', import.meta.url));

test('import an Excel sheet of ingredients, undo the whole import, import it again to keep', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await newKitchen(baseURL as string);
  await kitchenApi(session).vendor('Harbor Foods');
  await signInPage(page, session);
  const ingredients = new IngredientsPage(page);
  await page.goto('/portal/chef/vendor/Harbor%20Foods/ingredients');
  await ingredients.expectShown('Harbor Foods');

  const dialog = await ingredients.importSpreadsheet(WORKBOOK);
  const table = dialog.getByRole('grid', { name: 'Rows to import' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByText('Every row is ready to import.')).toBeVisible();
  // Line 2 had no supplier: it is the page's vendor.
  await expect(table.getByRole('row').nth(1)).toContainText('Harbor FoodsSaffronSpices and Herbs241 oz');
  await dialog.getByRole('button', { name: 'Import 3 ingredients' }).click();
  await expect(dialog.getByRole('status')).toContainText('Imported 3 ingredients.');

  // One Undo removes the whole import (and the vendor it made).
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The import was undone: 3 ingredients removed.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(ingredients.card('Saffron')).toBeHidden();

  // Imported again, to keep: listed under each vendor, Spice Route made by the import.
  const again = await ingredients.importSpreadsheet(WORKBOOK);
  await again.getByRole('button', { name: 'Import 3 ingredients' }).click();
  await expect(again.getByRole('status')).toContainText('Imported 3 ingredients.');
  await again.getByRole('button', { name: 'Close' }).last().click();
  await expect(ingredients.card('Saffron')).toBeVisible();
  await page.goto('/portal/chef/vendor/Spice%20Route/ingredients');
  await expect(ingredients.card('Sumac')).toBeVisible();
  await expect(ingredients.card("Za'atar")).toBeVisible();
});
