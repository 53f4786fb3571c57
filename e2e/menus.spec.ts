import { kitchenApi, seedCaesarMenuItems } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { MenusPage } from './page-models/menus-page.ts';

/**
 * Menus end to end: the catalogue, a recipe and two menu items are made through the API;
 * the menu is built in the browser. Figures worked out by hand:
 * - Romaine: $2 per Pound; Parmesan: $16 per Pound (contains Milk).
 * - Caesar Base yields 1 Pound from 12 Ounces of romaine (0.75 lb × $2 = $1.50) and 4 Ounces of
 *   parmesan (0.25 lb × $16 = $4.00): $5.50 a Pound.
 * - Caesar Salad (1 serving) uses 1/2 Pound of it: $2.75 a serving. At $11.00: 2.75 ÷ 11 = 25 %.
 * - Parmesan Crisps (2 servings) use 0.4 Pound: $2.20 ÷ 2 = $1.10 a serving. At $5.00: 22 %.
 * - The menu's average food cost: (25 + 22) ÷ 2 = 23.5 %.
 */

/** A fresh kitchen: the Caesar catalogue, its recipe and its two menu items (fixtures/api.ts). */
async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  await seedCaesarMenuItems(kitchenApi(session));
  return session;
}

test('build a menu of two sections, reorder them, see the food cost, save, reopen and print', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const menus = new MenusPage(page);
  await menus.goto();
  await expect(menus.heading).toHaveText('Menus');

  const modal = await menus.add();
  await modal.field('Name').fill('Autumn Supper');
  await modal.field('Season').selectOption('Fall');
  await expect(modal.field('Year')).toHaveValue(String(new Date().getFullYear()));

  await modal.addSection('Mains');
  await modal.addItem('Mains', 'Caesar Salad', '11');
  await modal.addSection('Starters');
  await modal.addItem('Starters', 'Parmesan Crisps', '5');

  // Beside each price: the cost per serving and cost ÷ price, under the 30 % target.
  const caesar = modal.item('Mains', 'Caesar Salad');
  await expect(modal.figure('Mains', 'Caesar Salad', 'Cost per serving')).toHaveText('$2.75');
  await expect(modal.foodCost('Mains', 'Caesar Salad')).toHaveText('25.00%');
  await expect(modal.foodCost('Mains', 'Caesar Salad').locator('[data-rating]')).toHaveAttribute(
    'data-rating',
    'under',
  );
  await expect(modal.foodCost('Starters', 'Parmesan Crisps')).toHaveText('22.00%');
  await expect(modal.averageFoodCost).toHaveText('23.50%');
  // A new price recolours at once: 2.75 ÷ 8 = 34.375 % → 34.38 %, just over the target.
  await caesar.getByLabel('Price').fill('8');
  await expect(modal.foodCost('Mains', 'Caesar Salad')).toHaveText('34.38%');
  await expect(modal.foodCost('Mains', 'Caesar Salad').locator('[data-rating]')).toHaveAttribute(
    'data-rating',
    'near',
  );
  await caesar.getByLabel('Price').fill('11');
  await expect(modal.foodCost('Mains', 'Caesar Salad')).toHaveText('25.00%');
  // The menu's allergens: Milk, from the parmesan.
  await expect(modal.dialog.getByLabel('Allergens').first()).toContainText('Milk');

  // Starters above Mains (dnd-kit, from the keyboard); the order is what gets saved.
  expect(await modal.sectionNames()).toEqual(['Mains', 'Starters']);
  await modal.moveSection('Starters', -1);
  await expect.poll(() => modal.sectionNames()).toEqual(['Starters', 'Mains']);

  await modal.saveButton.click();
  await expect(page.getByText('Menu saved successfully')).toBeVisible();
  await expect(modal.dialog).toBeHidden();

  const card = menus.card('Autumn Supper');
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Open Autumn Supper' })).toHaveAccessibleDescription(
    'This item is complete!',
  );
  await expect(card).toContainText('2 sections · 2 items');
  await expect(card.getByLabel('Avg. food cost', { exact: true })).toHaveText('23.50%');

  // Reopened from the server: the dragged order, and the same figures.
  const reopened = await menus.open('Autumn Supper');
  await expect.poll(() => reopened.sectionNames()).toEqual(['Starters', 'Mains']);
  await expect(reopened.item('Mains', 'Caesar Salad').getByLabel('Price')).toHaveValue('11');
  await expect(reopened.foodCost('Mains', 'Caesar Salad')).toHaveText('25.00%');

  // The guest menu, in its own tab: sections in order, prices to 2 decimals, allergen marks, no costs.
  const [printTab] = await Promise.all([
    context.waitForEvent('page'),
    reopened.dialog.getByRole('link', { name: 'Print' }).click(),
  ]);
  await expect(printTab).toHaveURL(/\/portal\/chef\/menus\/print\/\d+$/);
  const sheet = printTab.getByRole('article', { name: 'Autumn Supper' });
  await expect(sheet.getByRole('heading', { level: 1, name: 'Autumn Supper' })).toBeVisible();
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(['Starters', 'Mains']);
  const salad = sheet.getByRole('listitem', { name: 'Caesar Salad' });
  await expect(salad).toContainText('Romaine hearts, shaved parmesan');
  await expect(salad).toContainText('11.00');
  await expect(salad.getByTitle('Milk', { exact: true })).toHaveText('M');
  await expect(sheet.getByLabel('Allergen legend')).toContainText('Milk');
  await expect(sheet).not.toContainText('$');
});
