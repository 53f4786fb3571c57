import { kitchenApi } from './fixtures/api.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { call, newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { InventoryPage } from './page-models/inventory-page.ts';

/**
 * Inventory end to end: a cook counts the walk-in on the tablet sheet, the chef orders to
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

/**
 * The variance over time and on hand by storage area. Butter ($4 a 1 lb pack) counted by the API on
 * three days, in the walk-in and (once) the dry store. Worked out by hand:
 * - Jan 1 – Jan 5: 10 + 2 = 12 lb counted, then 8 + 2 = 10 lb → 2 lb gone, no event → $8.00.
 * - Jan 5 – Jan 8: 10 lb, then 5 + 2 = 7 lb → 3 lb → $12.00.
 * - On hand 7 lb: the walk-in's 5 lb (counted Jan 8) and the dry store's 2 lb (Jan 1).
 */
test('the variance over time, per period and per ingredient; on hand by storage area', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await newKitchen(baseURL as string);
  const api = kitchenApi(session);
  const dairy = await api.vendor('Dairy Farm Co');
  const butter = await api.ingredient(dairy, {
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
    allergens: ['MILK'],
  });
  const walkIn = await call(session, 'POST', '/api/storage-areas', { name: 'Walk-in cooler' });
  const dry = await call(session, 'POST', '/api/storage-areas', { name: 'Dry store' });
  const count = (area: { id: number }, date: string, quantity: number) =>
    call(session, 'POST', '/api/inventory/counts', {
      storageArea: { id: area.id },
      date,
      lines: [{ ingredient: { id: butter.id }, quantity, units: 'Pound' }],
    });
  await count(walkIn, '2026-01-01T12:00:00Z', 10);
  await count(dry, '2026-01-01T12:30:00Z', 2);
  await count(walkIn, '2026-01-05T12:00:00Z', 8);
  await count(walkIn, '2026-01-08T12:00:00Z', 5);
  await signInPage(page, session);

  await page.goto('/portal/chef/inventory?tab=variance');
  const inventory = new InventoryPage(page);
  await inventory.expectShown();
  await expect(inventory.varianceHistory.locator('.recharts-bar-rectangle')).toHaveCount(2);
  await expect
    .poll(() => inventory.historyRows())
    .toEqual([
      ['Between counts', 'Completed events', 'Variance $'],
      ['Jan 1 – Jan 5', '0', '$8.00'],
      ['Jan 5 – Jan 8', '0', '$12.00'],
    ]);
  await inventory.showInHistory('Butter');
  await expect
    .poll(() => inventory.historyRows('Butter'))
    .toEqual([
      ['Between counts', 'Completed events', 'Variance', 'Variance $'],
      ['Jan 1 – Jan 5', '0', '2 Pound', '$8.00'],
      ['Jan 5 – Jan 8', '0', '3 Pound', '$12.00'],
    ]);
  expect(await seriousViolations(page)).toEqual([]);

  await inventory.tab('On hand');
  await expect.poll(() => inventory.stock('Butter')).toContain('7 Pound');
  expect(await inventory.areas('Butter')).toEqual([
    expect.stringMatching(/^Walk-in cooler: 5 Pound — counted 5 Pound on Jan 8, 2026/),
    expect.stringMatching(/^Dry store: 2 Pound — counted 2 Pound on Jan 1, 2026/),
  ]);
});
