import { readFile } from 'node:fs/promises';
import { FLOUR, harvestDinnerLines, kitchenApi, seedHarvestDinner, tomorrowAt } from './fixtures/api.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientsPage } from './page-models/ingredients-page.ts';
import { OrderGuidePage, PriceHistory, PriceListDialog } from './page-models/order-guide-page.ts';

/**
 * Purchasing end to end. The catalogue, recipes, menu items, a complete menu and two
 * events are made through the API; the order guide, its CSV and a price list import are used in the
 * browser. Worked out by hand:
 * - White Sauce yields 1 Quart from 1 Quart of milk and 2 Ounces of butter. Cheddar Sauce yields
 *   2 Quarts from 4 Ounces of butter, 1/2 Cup of flour and 1 Quart of White Sauce. Shortbread Dough
 *   yields 1 Pound from 8 Ounces of butter, 2 Cups of flour and 1/4 Cup of sugar.
 * - Cheddar Soup (1 serving) takes 1 Cup of Cheddar Sauce; Shortbread (12 servings) 1 Pound of dough.
 * - Harvest Gala, 24 guests, no prep quantities: 24 Cups of sauce = 6 Quarts = × 3 → butter 12 oz,
 *   flour 1.5 Cups, White Sauce 3 Quarts (milk 3 Quarts, butter 6 oz); shortbread 24 ÷ 12 = × 2 →
 *   butter 16 oz, flour 4 Cups, sugar 1/2 Cup.
 * - Winter Lunch, soup prep 40: 10 Quarts = × 5 → butter 20 oz, flour 2.5 Cups, milk 5 Quarts,
 *   butter 10 oz; shortbread prep 36 = × 3 → butter 24 oz, flour 6 Cups, sugar 3/4 Cup.
 * - Butter 12 + 6 + 16 + 20 + 10 + 24 = 88 oz = 5.5 lb, in 2 lb packs at $9: 3 packs, $27.00.
 *   Milk 3 + 5 = 8 Quarts = 2 Gallons, 1 Gallon at $4: 2 packs, $8.00. Dairy Farm Co: $35.00.
 * - Flour 1.5 + 4 + 2.5 + 6 = 14 Cups × 125 g = 1,750 g = 3.858 lb → 3.86; one 50 lb bag, $20.00.
 * - Sugar 1/2 + 3/4 = 1.25 Cups, priced by the Pound with no Cup conversion: listed apart.
 * - Grand total 35 + 20 = $55.00. After the price list (butter $10 for 2 lb): 3 × 10 + 8 = $38.00.
 */

async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const dairy = await api.vendor('Dairy Farm Co');
  const mill = await api.vendor('Mill & Grain');
  const ingredient = (vendor: { id: number; name: string }, body: Record<string, unknown>) =>
    api.ingredient(vendor, { allergens: [], ...body });
  const butter = await ingredient(dairy, {
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 9,
    costAmount: 2,
    costUnits: 'Pound',
  });
  const milk = await ingredient(dairy, {
    name: 'Milk',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Gallon',
  });
  const flour = await ingredient(mill, FLOUR);
  const sugar = await ingredient(mill, {
    name: 'Sugar',
    category: 'Sweets',
    cost: 10,
    costAmount: 25,
    costUnits: 'Pound',
  });
  const menu = await seedHarvestDinner(api, { butter, flour, milk, sugar });
  const event = (
    title: string,
    hour: number,
    guestCount: number,
    soupPrep: number | null,
    cookiePrep: number | null,
  ) =>
    api.event({
      title,
      start: tomorrowAt(hour).toISOString(),
      end: tomorrowAt(hour + 3).toISOString(),
      allDay: false,
      guestCount,
      location: 'Garden Terrace',
      banquetEventMenuSectionItems: harvestDinnerLines(menu, soupPrep, cookiePrep),
    });
  await event('Winter Lunch', 11, 16, 40, 36);
  await event('Harvest Gala', 18, 24, null, null);
  return session;
}

test('order a month of events by vendor in whole packs, export a vendor’s CSV, import its price list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  // Both events are tomorrow: "this month" is tomorrow's (on the last day of a month, the next one).
  const month = tomorrowAt(0);
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(month);

  // The Events page in its month view, on that month, then its Order Guide button.
  await page.goto('/portal/events');
  await page.getByRole('tab', { name: 'Month view' }).click();
  if (month.getMonth() !== new Date().getMonth())
    await page.getByRole('button', { name: 'Next Month' }).click();
  await expect(page.getByRole('heading', { name: monthName })).toBeVisible();
  await page.getByRole('link', { name: 'Order Guide' }).click();

  const guide = new OrderGuidePage(page);
  await guide.expectShown();
  await expect(guide.main).toContainText(`What the events of ${monthName} need, by vendor, in whole packs.`);
  await expect(guide.events.getByRole('listitem')).toHaveText([
    /^Winter Lunch — .* · 16 guests$/,
    /^Harvest Gala — .* · 24 guests$/,
  ]);
  await expect
    .poll(() => guide.line('Dairy Farm Co', 'Butter'))
    .toEqual(['Butter', '5.50 Pounds', '2 Pounds', '3', '$9.00', '$27.00']);
  await expect
    .poll(() => guide.line('Dairy Farm Co', 'Milk'))
    .toEqual(['Milk', '2.00 Gallons', '1 Gallon', '2', '$4.00', '$8.00']);
  await expect.poll(() => guide.total('Dairy Farm Co')).toEqual(['Dairy Farm Co total', '$35.00']);
  await expect
    .poll(() => guide.line('Mill & Grain', 'Flour'))
    .toEqual(['Flour', '3.86 Pounds', '50 Pounds', '1', '$20.00', '$20.00']);
  await expect(guide.grandTotal).toContainText('$55.00');
  await expect(guide.unorderable).toContainText(
    'Sugar (1.25 Cups, Mill & Grain): Add a conversion: 1 Cup of Sugar',
  );

  expect(await seriousViolations(page)).toEqual([]);

  // Dairy Farm Co's order as a CSV, as a spreadsheet opens it.
  const download = await guide.downloadCsv('Dairy Farm Co');
  expect(download.suggestedFilename()).toBe('order-Dairy-Farm-Co.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toBe(
    [
      'Vendor,Ingredient,Events need,On hand,Par,On order,Quantity needed,Units,Pack size,Packs to order,Pack cost,Line cost',
      'Dairy Farm Co,Butter,5.5,0,0,0,5.5,Pound,2,3,9.00,27.00',
      'Dairy Farm Co,Milk,2,0,0,0,2,Gallon,1,2,4.00,8.00',
      'Dairy Farm Co,Total,,,,,,,,,,35.00',
      '',
    ].join('\r\n'),
  );

  // The vendor's page: butter has one price so far, the one it was created with.
  const ingredients = new IngredientsPage(page);
  await page.goto('/portal/chef/vendor/Dairy%20Farm%20Co/ingredients');
  await ingredients.expectShown('Dairy Farm Co');
  let modal = await ingredients.open('Butter');
  let history = new PriceHistory(modal.dialog);
  await expect(history.section).toContainText('Unit cost over time ($ per Pound)');
  await expect(history.dots).toHaveCount(1);
  await modal.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(modal.dialog).toBeHidden();

  // A price list with a bad cost on line 3 (the header is line 1): previewed, cannot be applied.
  const prices = await PriceListDialog.open(page, 'Dairy Farm Co');
  await prices.choose('dairy-bad.csv', 'Item,Price,Pack Size,UOM\nButter,10,2,Pound\nMilk,-4,1,Gallon\n');
  await expect(prices.wrongLines).toBeVisible();
  await expect
    .poll(() => prices.leftOutLine(3))
    .toEqual(['3', 'Milk, -4, 1, Gallon', 'Please enter a value greater than $0.00']);
  await expect(prices.applyButton()).toBeDisabled();

  // The corrected list: butter goes up, milk stays, cream matches nothing.
  await prices.dialog.getByRole('button', { name: 'Choose another file' }).click();
  await prices.choose(
    'dairy-prices.csv',
    'name,cost,cost amount,cost units\nButter,10,2,Pound\nMilk,4,1,Gallon\nCream,5,1,Quart\n',
  );
  await expect(prices.summary).toHaveText(
    '1 price will change · 1 unchanged · 1 name not found · 0 wrong lines',
  );
  await expect
    .poll(() => prices.change('Butter'))
    .toEqual(['2', 'Butter', '$9.00 for 2 Pounds', '$10.00 for 2 Pounds']);
  await expect(prices.notFound).toBeVisible();
  await expect
    .poll(() => prices.leftOutLine(4))
    .toEqual(['4', 'Cream, 5, 1, Quart', 'No ingredient of this vendor has this name']);
  expect(await seriousViolations(page)).toEqual([]);
  await prices.applyButton().click();
  await expect(prices.dialog).toContainText('Applied dairy-prices.csv: 1 price changed');
  await prices.dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(prices.dialog).toBeHidden();

  // The chart gains the new price: $10.00 ÷ 2 lb = $5.00 a Pound, from the price list.
  modal = await ingredients.open('Butter');
  history = new PriceHistory(modal.dialog);
  await expect(history.dots).toHaveCount(2);
  await expect(history.prices.nth(1)).toContainText('$5.00');
  await expect(history.prices.nth(1)).toContainText('Price list import');
  await expect(history.prices.nth(2)).toContainText('$4.50');
  expect(await seriousViolations(page)).toEqual([]);
  await modal.dialog.getByRole('button', { name: 'Close' }).click();

  // And the order moves with it: 3 packs × $10 + $8 = $38.00.
  await page.getByRole('main').getByRole('link', { name: 'Order guide' }).click();
  await expect(guide.heading).toHaveText('Order Guide');
  await expect(guide.main).toContainText('Only Dairy Farm Co’s order is shown.');
  // This month's link from the vendor: tomorrow's month is this one but on a month's last day (when
  // this month has no event, so no grand total, until Next month).
  if (month.getMonth() !== new Date().getMonth())
    await page.getByRole('button', { name: 'Next month' }).click();
  await guide.expectShown();
  await expect
    .poll(() => guide.line('Dairy Farm Co', 'Butter'))
    .toEqual(['Butter', '5.50 Pounds', '2 Pounds', '3', '$10.00', '$30.00']);
  await expect.poll(() => guide.total('Dairy Farm Co')).toEqual(['Dairy Farm Co total', '$38.00']);
});
