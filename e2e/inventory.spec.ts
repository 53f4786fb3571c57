import { kitchenApi } from './fixtures/api.ts';
import { call, newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { InventoryPage } from './page-models/inventory-page.ts';

/**
 * Inventory end to end (issue 31): a cook counts the walk-in on the tablet sheet, the chef orders to
 * par and receives the delivery. Worked out by hand:
 * - Butter comes in 1 Pound packs at $4.00, par 10 Pounds. Counted 2 Kilograms = 2 ÷ 0.45359237 =
 *   4.4092452437 Pounds → "4.41 Pound", below par, worth 4.41 × $4 = $17.64.
 * - Order to par with no events: 10 − 4.4092452437 = 5.5907547563 Pounds → 6 packs, $24.00.
 * - All 6 received at $4.50 a pack: on hand 4.4092452437 + 6 = 10.4092452437 → "10.41 Pound", no
 *   longer below par, worth 10.41 × $4.50 = $46.84 (the price paid is Butter's price now).
 */
test('count a storage area on the tablet sheet, order to par, receive the order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await newKitchen(baseURL as string);
  const api = kitchenApi(session);
  const dairy = await api.vendor('Dairy Farm Co');
  await api.ingredient(dairy, {
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
    allergens: ['MILK'],
    parLevel: { quantity: 10, units: 'Pound' },
  });
  await call(session, 'POST', '/api/storage-areas', { name: 'Walk-in cooler' });
  await signInPage(page, session);

  // From the kitchen drawer.
  await page.goto('/portal/chef');
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Inventory' }).click();
  const inventory = new InventoryPage(page);
  await inventory.expectShown();

  // The count sheet of the walk-in: Butter in kilograms; Enter on the last line saves.
  await inventory.tab('Count');
  await expect(inventory.main.getByRole('heading', { name: 'Walk-in cooler' })).toBeVisible();
  await inventory.addToSheet('Butter');
  await expect(inventory.quantity('Butter')).toBeFocused();
  await inventory.countUnits('Butter', 'Kilogram');
  await inventory.quantity('Butter').fill('2');
  await inventory.quantity('Butter').press('Enter');
  await expect(page.getByText('Walk-in cooler counted: 1 item.')).toBeVisible();

  await inventory.tab('On hand');
  await expect
    .poll(() => inventory.stock('Butter'))
    .toEqual([
      expect.stringMatching(/^Butter/),
      '4.41 PoundBelow par',
      '10 Pound',
      '$17.64',
      expect.any(String),
    ]);

  // Order to par: one purchase order for the vendor, 6 packs.
  await inventory.main.getByRole('button', { name: 'Order to par' }).click();
  const order = inventory.purchaseOrder(1, 'Dairy Farm Co');
  await expect(order).toBeVisible();
  await expect(order).toContainText('$24.00');
  await expect(order.getByLabel('Butter packs in')).toHaveValue('6');
  await order.getByLabel('Butter paid per pack').fill('4.5');
  await order.getByRole('button', { name: 'Receive #1' }).click();
  await expect(order.getByText('Received', { exact: true })).toBeVisible();

  await inventory.tab('On hand');
  await expect
    .poll(() => inventory.stock('Butter'))
    .toEqual([expect.stringMatching(/^Butter/), '10.41 Pound', '10 Pound', '$46.84', expect.any(String)]);
});
