import type { BrowserContext } from '@playwright/test';
import { call, type KitchenSession, newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { type IngredientModal, IngredientsPage } from './page-models/ingredients-page.ts';
import { RecipesPage } from './page-models/recipes-page.ts';
import { VendorsPage } from './page-models/vendors-page.ts';

/**
 * The catalogue and recipe lists as a new user meets them (points 5, 6, 9 and 10), in a
 * fresh kitchen. Prices worked out by hand: eggs $48 for 180 Each → $48 ÷ 180 = $0.2667 → $0.27 an
 * egg; salmon $130 for 10 Pounds → $13.00 a pound; butter $4.50 for 1 Pound is its own unit price.
 */
async function seed(session: KitchenSession) {
  const vendor = await call(session, 'POST', '/api/vendors', { name: 'Harbor Foodservice' });
  const ingredient = (body: Record<string, unknown>) =>
    call(session, 'POST', '/api/ingredients', { vendor: { id: vendor.id }, allergens: [], ...body });
  await ingredient({
    name: 'Large Eggs',
    category: 'Dairy and Egg Products',
    cost: 48,
    costAmount: 180,
    costUnits: 'Each',
  });
  await ingredient({
    name: 'Atlantic Salmon',
    category: 'Seafood Products',
    cost: 130,
    costAmount: 10,
    costUnits: 'Pound',
  });
  const butter = await ingredient({
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4.5,
    costAmount: 1,
    costUnits: 'Pound',
    servingSize: 1,
    servingUnits: 'Ounce',
    conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 227, unitsEnd: 'Gram' }],
    ingredientNutrients: [{ nutrient: 'Protein', amount: 0.24, units: 'g' }],
  });
  await call(session, 'POST', '/api/recipes', {
    name: 'Beurre Blanc',
    category: 'Sauces and Stocks',
    team: 'Banquets',
    yieldQuantity: 1,
    yieldUnits: 'Cup',
    prepNotes: 'Reduce, mount with butter.',
    recipeIngredients: [{ ingredient: { id: butter.id }, yieldQuantity: 1, yieldUnits: 'Cup' }],
    recipeSubRecipes: [],
  });
  return vendor;
}

/** The eggs' row of the ingredients table: $48 ÷ 180 = $0.2667 → $0.27 an egg. */
const EGGS_ROW = [
  'Large Eggs',
  '$48.00 per 180 Each · $0.27 / Each',
  'Each',
  'Dairy and Egg Products',
  '0',
  '0',
];

async function start(context: BrowserContext, baseURL: string) {
  const session = await newKitchen(baseURL);
  await signInContext(context, session);
  return seed(session);
}

test('prices show the pack and the unit price, with plural labels', async ({ page, context, baseURL }) => {
  await start(context, baseURL as string);
  const ingredients = new IngredientsPage(page);
  await page.goto('/portal/chef/vendor/Harbor%20Foodservice/ingredients');
  await ingredients.expectShown('Harbor Foodservice');
  await expect(ingredients.card('Large Eggs')).toContainText('$48.00 per 180 Each · $0.27 / Each');
  await expect(ingredients.card('Atlantic Salmon')).toContainText('$130.00 per 10 Pounds · $13.00 / Pound');
  await expect(ingredients.card('Butter')).toContainText('$4.50 per Pound');

  await ingredients.showAs('Table view');
  await expect.poll(() => ingredients.tableRow('Large Eggs')).toEqual(EGGS_ROW);
  expect(await ingredients.tableRow('Atlantic Salmon')).toEqual([
    'Atlantic Salmon',
    '$130.00 per 10 Pounds · $13.00 / Pound',
    'Pound',
    'Seafood Products',
    '0',
    '0',
  ]);
});

test('one Tile/Table switch, only where it changes something; one compact category picker', async ({
  page,
  context,
  baseURL,
}) => {
  await start(context, baseURL as string);
  const banner = page.getByRole('banner');
  const switches = page.getByRole('button', { name: /^(Tile view|Show tiles)$/ });

  for (const path of ['/home', '/portal/usda', '/portal/chef']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(switches).toHaveCount(0);
  }

  const recipes = new RecipesPage(page);
  await recipes.goto();
  await expect(recipes.card('Beurre Blanc')).toBeVisible();
  await expect(switches).toHaveCount(1);
  await expect(banner.getByRole('button', { name: 'Tile view' })).toBeVisible();
  // One way to pick a category: links, no dropdown besides them.
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Category' })).toHaveCount(0);
  const categories = recipes.categories;
  await expect(categories.getByRole('link')).toHaveCount(17);
  await expect(categories.getByRole('link', { name: 'All recipes' })).toHaveAttribute('aria-current', 'page');
  await categories.getByRole('link', { name: 'Sauces and Stocks' }).click();
  await expect(page).toHaveURL('/portal/chef/recipes/sauces-and-stocks');
  await expect(categories.getByRole('link', { name: 'Sauces and Stocks' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(recipes.card('Beurre Blanc')).toBeVisible();

  // On a phone the first recipe is on the first screen, not two screens down.
  await page.setViewportSize({ width: 390, height: 844 });
  await recipes.goto();
  const card = await recipes.card('Beurre Blanc').boundingBox();
  expect(card!.y).toBeLessThan(844 - 100);
  const picker = await categories.boundingBox();
  expect(picker!.height).toBeLessThan(60);
});

test('spec 4 loading rule: the list waits 300 ms after a load, and not after a failure', async ({
  page,
  context,
  baseURL,
}) => {
  await start(context, baseURL as string);
  // The page's timers run on Playwright's clock, so 300 ms is 300 ms however busy the machine is.
  await page.clock.install();
  const recipes = new RecipesPage(page);
  const main = page.getByRole('main');
  const spinner = main.getByRole('progressbar', { name: 'Loading recipes' });
  const listed = main.getByRole('status').filter({ hasText: '1 recipe listed' });

  /** Opens the list with its first page held back, stops the clock, then lets the answer through. */
  async function loadHeld(answer: (route: import('@playwright/test').Route) => Promise<void>) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/recipes\?/, async (route) => {
      await held;
      await answer(route);
    });
    await recipes.goto();
    await expect(spinner).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const answered = page.waitForResponse(/\/api\/recipes\?/);
    release();
    await answered;
  }

  /**
   * Runs the page's clock 10 ms at a time until `done` holds, and answers how many of its milliseconds
   * that took. The page reads an answer on the real clock (its body, then a timer React Query sets):
   * a single long step could run before the page has the answer, and its timers would then wait on a
   * paused clock.
   */
  async function runUntil(done: () => Promise<boolean>, limitMs: number): Promise<number> {
    for (let ms = 0; ms <= limitMs; ms += 10) {
      if (await done()) return ms;
      await page.clock.runFor(10);
      // A moment of real time to draw what the timers changed.
      await page.waitForTimeout(20);
    }
    throw new Error(`still waiting after ${limitMs} ms of the page's clock`);
  }

  await loadHeld((route) => route.continue());
  // The list has its answer; for 300 ms the loading flag stays and the success state waits.
  const shownAfter = await runUntil(async () => !(await spinner.isVisible()), 1000);
  expect(shownAfter).toBeGreaterThanOrEqual(300);
  // And not much longer: a few steps for the page to read its answer.
  expect(shownAfter).toBeLessThanOrEqual(400);
  await expect(recipes.card('Beurre Blanc')).toBeVisible();
  await expect(listed).toHaveCount(1);

  // A failed load clears the flag at once: its error shows without the 300 ms, no success state.
  await page.unrouteAll();
  await page.clock.resume();
  await loadHeld((route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Bad Request', message: 'The kitchen is closed', errors: [] }),
    }),
  );
  const failedAfter = await runUntil(() => main.getByText('The kitchen is closed').isVisible(), 1000);
  expect(failedAfter).toBeLessThan(300);
  await expect(spinner).toBeHidden();
  await page.clock.runFor(400);
  await expect(listed).toHaveCount(0);
});

test('the ingredient modal keeps its height when switching tabs', async ({ page, context, baseURL }) => {
  await start(context, baseURL as string);
  for (const size of [
    { width: 1366, height: 850 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const ingredients = new IngredientsPage(page);
    await page.goto('/portal/chef/vendor/Harbor%20Foodservice/ingredients');
    const modal: IngredientModal = await ingredients.open('Butter');
    await expect(modal.field('Cost')).toHaveValue('4.5');
    const details = await modal.dialog.boundingBox();
    await modal.tab('Nutrition').click();
    await expect(modal.field('Serving Size')).toBeVisible();
    const nutrition = await modal.dialog.boundingBox();
    expect([nutrition!.y, nutrition!.height]).toEqual([details!.y, details!.height]);
    // On a phone the modal takes the whole screen, as the recipe modal does.
    if (size.width < 600) expect(details).toEqual({ x: 0, y: 0, ...size });
    // Save and Cancel stay on screen.
    const save = await modal.saveButton.boundingBox();
    expect(save!.y + save!.height).toBeLessThanOrEqual(size.height);
    await page.keyboard.press('Escape');
    await expect(modal.dialog).toBeHidden();
  }
});

test('on a phone nothing scrolls sideways; the ingredients grid shows fewer columns', async ({
  page,
  context,
  baseURL,
}) => {
  await start(context, baseURL as string);
  await page.setViewportSize({ width: 390, height: 844 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  // The screen-reader-only texts were 100 % wide (sx width: 1): the vendors page scrolled 357 px.
  const vendors = new VendorsPage(page);
  await vendors.goto();
  await expect(vendors.table.getByRole('row', { name: /Harbor Foodservice/ })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  const recipes = new RecipesPage(page);
  await recipes.goto();
  await expect(recipes.card('Beurre Blanc')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  const ingredients = new IngredientsPage(page);
  await page.goto('/portal/chef/vendor/Harbor%20Foodservice/ingredients');
  await ingredients.expectShown('Harbor Foodservice');
  await ingredients.showAs('Table view');
  // A phone's grid shows the name and the cost ($48 ÷ 180 = $0.27); the other four columns are one
  // tap away (Columns), and the page itself never scrolls sideways.
  await expect(ingredients.table.getByRole('columnheader')).toHaveText(['Name', 'Cost']);
  await expect
    .poll(() => ingredients.tableRow('Large Eggs'))
    .toEqual(['Large Eggs', '$48.00 per 180 Each · $0.27 / Each']);
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  // The desktop shows the six columns.
  await page.setViewportSize({ width: 1366, height: 850 });
  await expect.poll(() => ingredients.tableRow('Large Eggs')).toEqual(EGGS_ROW);
});
