import { newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { FoodsPage } from './page-models/foods-page.ts';

/**
 * The food detail as a new user meets it (points 1, 2 and 10), on the USDA SR28 data the
 * server ships. Cheese, cheddar (SR28 1009), per 100 g: water 37.02 g, fat (total lipid) 33.31 g,
 * protein 22.87 g, ash 3.71 g, carbohydrate (by difference) 3.09 g; 37.02 + 33.31 + 22.87 + 3.71 +
 * 3.09 = 100.00 g. Its nutrient list also has fat’s subtotals (saturated 18.867 g, monounsaturated
 * 9.246 g, "16:0" 8.625 g), which the pie must not count again.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await signInContext(context, await newKitchen(baseURL as string));
});

test('the pie shows what a portion is made of, adding up to its weight; its legend stays beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  const foods = new FoodsPage(page);
  await foods.goto();
  await foods.search('cheddar');
  await foods.open('Cheese, cheddar');

  await expect(foods.compositionItems).toHaveText([
    'Water: 37.02 g',
    'Fat: 33.31 g',
    'Protein: 22.87 g',
    'Ash: 3.71 g',
    'Carbohydrate: 3.09 g',
    'Total: 100.00 g',
  ]);
  await expect(foods.breakdown.locator('.recharts-pie-sector')).toHaveCount(5);
  const legendBefore = await foods.composition.boundingBox();
  const pieBox = await foods.breakdown.locator('.nutrient-pie').boundingBox();
  // The legend is beside the pie, not under it.
  expect(legendBefore!.x).toBeGreaterThanOrEqual(pieBox!.x + pieBox!.width);

  // 1 cup, diced = 132 g: each part × 1.32 — 48.8664, 43.9692, 30.1884, 4.8972, 4.0788 → 132.00 g.
  await foods.portions.selectOption('1 cup, diced (132 g)');
  await expect(foods.compositionItems).toHaveText([
    'Water: 48.87 g',
    'Fat: 43.97 g',
    'Protein: 30.19 g',
    'Ash: 4.90 g',
    'Carbohydrate: 4.08 g',
    'Total: 132.00 g',
  ]);
  // The legend stays where it is when the portion changes.
  const legendAfter = await foods.composition.boundingBox();
  expect([legendAfter!.x, legendAfter!.y]).toEqual([legendBefore!.x, legendBefore!.y]);
  // The other nutrients stay in the list.
  expect(await foods.nutrientRow('Fatty acids, total saturated', 'g')).toEqual([
    'Fatty acids, total saturated',
    '24.90', // SR28 gives 18.867 g per 100 g (shown 18.87): × 1.32 = 24.90444
    'g',
  ]);
});

test('on a phone the pie comes before the nutrient list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const foods = new FoodsPage(page);
  await page.goto('/portal/usda/1009');
  await expect(foods.compositionItems.first()).toHaveText('Water: 37.02 g');
  const pie = await foods.breakdown.boundingBox();
  const list = await foods.nutrients.boundingBox();
  expect(pie!.y + pie!.height).toBeLessThanOrEqual(list!.y);
  // It is on the first screen.
  expect(pie!.y).toBeLessThan(844);
});

test('a search and a food have their own addresses: Back, reload and a shared link work', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  const foods = new FoodsPage(page);
  await foods.goto();
  await foods.search('cheddar');
  await expect(page).toHaveURL('/portal/usda?q=cheddar');
  await foods.open('Cheese, cheddar');
  await expect(page).toHaveURL('/portal/usda/1009?q=cheddar');

  // A wide screen shows the results and the food side by side.
  const list = await foods.results.boundingBox();
  const detail = await foods.detail.boundingBox();
  expect(detail!.x).toBeGreaterThanOrEqual(list!.x + list!.width);
  expect(detail!.y).toBeLessThan(list!.y + list!.height);
  await expect(foods.result('Cheese, cheddar')).toHaveAttribute('aria-current', 'true');

  // Reload: the same food, beside the same search.
  await page.reload();
  await expect(foods.detail.getByRole('heading', { level: 2, name: 'Cheese, cheddar' })).toBeVisible();
  await expect(foods.searchBox).toHaveValue('cheddar');

  // The browser's Back: the search, not /home.
  await page.goBack();
  await expect(page).toHaveURL('/portal/usda?q=cheddar');
  await expect(foods.detail).toBeHidden();
  await expect(foods.result('Cheese, cheddar')).toBeVisible();

  // A shared link, opened in another tab on a phone: the food alone; Back shows its search.
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  const shared = new FoodsPage(phone);
  await phone.goto('/portal/usda/1009?q=cheddar');
  await expect(shared.detail.getByRole('heading', { level: 2, name: 'Cheese, cheddar' })).toBeVisible();
  await expect(shared.results).toBeHidden();
  await shared.backButton.click();
  await expect(phone).toHaveURL('/portal/usda?q=cheddar');
  await expect(shared.result('Cheese, cheddar')).toBeVisible();
});
