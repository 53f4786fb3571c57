import { FLOUR, kitchenApi, whiteSauce } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/**
 * Recipes end to end: the catalogue a recipe needs is made through the API, the recipe is
 * built in the browser. Costs and quantities below are worked out by hand:
 * - Butter: $4 per Pound; 1 Ounce has 23 g fat and 203 kcal.
 * - Flour: $20 per 50 Pound, 1 Cup = 125 Gram → 1/2 Cup = 62.5 g = 0.137787 lb × $0.40 = $0.055115.
 * - Milk: $4 per Gallon → 1 Quart = $1.00.
 * - White Sauce (sub-recipe) yields 1 Quart from 1 Quart milk + 2 Ounces butter ($0.50) = $1.50.
 * - Cheddar Sauce yields 2 Quarts: 4 oz butter ($1.00) + 1/2 Cup flour ($0.055115) + 1 Quart of white
 *   sauce ($1.50) = $2.555115 → "$2.56".
 */

/** A fresh kitchen with a vendor, three ingredients and the White Sauce sub-recipe. */
async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const vendor = await api.vendor('Dairy Farm Co');
  const butter = await api.ingredient(vendor, {
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
    servingSize: 1,
    servingUnits: 'Ounce',
    ingredientNutrients: [
      { nutrient: 'Total lipid (fat)', amount: 23, units: 'g' },
      { nutrient: 'Energy', amount: 203, units: 'kcal' },
    ],
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
  return session;
}

test('build a costed recipe with a sub-recipe, reorder, scale, nutrition and print', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const recipes = new RecipesPage(page);
  await recipes.goto();

  const modal = await recipes.add();
  await modal.fillHeader({
    name: 'Cheddar Sauce',
    category: 'Sauces and Stocks',
    team: 'Banquets',
    yieldQuantity: '2',
    yieldUnits: 'Quart',
    prepNotes: 'Make a roux, add the white sauce, melt in the cheddar.',
  });
  await modal.addIngredient('Butter', '4', 'Ounce');
  await modal.addIngredient('Flour', '0.5', 'Cup');
  await modal.addSubRecipe('White Sauce', '1', 'Quart');

  // Drag Flour above Butter (dnd-kit, from the keyboard); the order is what gets saved.
  expect(await modal.ingredientNames()).toEqual(['Butter', 'Flour']);
  await modal.moveIngredient('Flour', -1);
  await expect.poll(() => modal.ingredientNames()).toEqual(['Flour', 'Butter']);

  // The cost badge, and its pie of cost per line beside the lines.
  await expect(modal.costBadge).toHaveAccessibleName('Cost $2.56');
  const costs = modal.costPanel;
  await expect(costs.locator('.cost-pie')).toBeVisible();
  await expect(costs.locator('.recharts-pie-sector')).toHaveCount(3);
  await expect(costs.getByText('Butter: $1.00')).toBeVisible();
  await expect(costs.getByText('Flour: $0.06')).toBeVisible();
  await expect(costs.getByText('White Sauce: $1.50')).toBeVisible();
  await expect(costs.getByText('$1.28 per Quart')).toBeVisible();

  // Scale to 1 1/2 Quarts (× 0.75): kitchen fractions, nested sub-recipe scaled with it.
  const scale = await modal.openScale();
  await scale.getByLabel('Scale to').fill('1.5');
  const root = scale.getByRole('article', { name: 'Cheddar Sauce' });
  await expect(root).toContainText('Yield: 1 1/2 Quarts');
  await expect(root).toContainText('3/8 Cup Flour');
  await expect(root).toContainText('3 Ounces Butter');
  await expect(root).toContainText('3 Cups White Sauce');
  const nested = scale.getByRole('article', { name: 'White Sauce' });
  await expect(nested).toContainText('3 Cups Milk');
  await expect(nested).toContainText('1.5 Ounces Butter');
  await modal.closePopover(scale);

  // Nutrition through the sub-recipe: fat 4 oz × 23 g + 2 oz × 23 g = 138 g; per Quart 69 g.
  const nutrition = await modal.openNutrition();
  const fat = nutrition.getByRole('row', { name: /Total lipid \(fat\)/ });
  await expect(fat).toContainText('138.00 g');
  await expect(fat).toContainText('69.00 g');
  await expect(nutrition.getByRole('row', { name: /Energy/ })).toContainText('1218.00 kcal');
  await modal.closePopover(nutrition);

  await modal.saveButton.click();
  await expect(page.getByText('Recipe saved successfully')).toBeVisible();
  await expect(modal.dialog).toBeHidden();

  // Saved complete, in the order it was dragged to.
  const card = recipes.card('Cheddar Sauce');
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Open Cheddar Sauce' })).toHaveAccessibleDescription(
    'This item is complete!',
  );
  const reopened = await recipes.open('Cheddar Sauce');
  await expect.poll(() => reopened.ingredientNames()).toEqual(['Flour', 'Butter']);
  await expect(reopened.costBadge).toHaveAccessibleName('Cost $2.56');

  // The print view, in its own tab: the recipe, then the sub-recipe on its own.
  const printTab = await reopened.openPrint();
  await expect(printTab).toHaveURL(/\/portal\/chef\/recipes\/print\/\d+$/);
  const main = printTab.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cheddar Sauce' })).toBeVisible();
  const top = main.getByRole('article', { name: 'Cheddar Sauce' });
  await expect(top).toContainText('Team: Banquets');
  await expect(top).toContainText('Yield: 2 Quarts');
  await expect(top.getByRole('region', { name: 'Sub-recipes' })).toContainText('1 Quart White Sauce');
  await expect(top.getByRole('region', { name: 'Ingredients' })).toContainText('1/2 Cup Flour');
  await expect(top).toContainText('Make a roux, add the white sauce, melt in the cheddar.');
  const sub = main.getByRole('article', { name: 'White Sauce' });
  await expect(sub.getByRole('heading', { level: 2, name: 'White Sauce' })).toBeVisible();
  await expect(sub).toContainText('Sub-recipe of Cheddar Sauce');
  await expect(sub).toContainText('1 Quart Milk');
  await expect(sub).toContainText('2 Ounces Butter');
  await expect(sub).toContainText('Warm the milk; whisk in the butter.');

  // Scaled print by address: 4 Quarts doubles everything, the sub-recipe too.
  await printTab.goto(`${new URL(printTab.url()).pathname}?yield=4&units=Quart`);
  await expect(printTab.getByRole('article', { name: 'Cheddar Sauce' })).toContainText('1 Cup Flour');
  await expect(printTab.getByRole('article', { name: 'White Sauce' })).toContainText('2 Quarts Milk');

  // Back in the first tab, an update (PUT with the version read) saves too.
  await reopened.field('Prep Notes').fill('Make a blond roux, add the white sauce, melt in the cheddar.');
  await reopened.saveButton.click();
  await expect(reopened.dialog).toBeHidden();
  const again = await recipes.open('Cheddar Sauce');
  await expect(again.field('Prep Notes')).toHaveValue(
    'Make a blond roux, add the white sauce, melt in the cheddar.',
  );
  await expect.poll(() => again.ingredientNames()).toEqual(['Flour', 'Butter']);
});

test('an incomplete recipe is saved as work in progress', async ({ page, baseURL }) => {
  await signInPage(page, await seedKitchen(baseURL as string));
  const recipes = new RecipesPage(page);
  await recipes.goto('sauces-and-stocks');
  await expect(recipes.heading).toHaveText('Sauces and Stocks');

  const modal = await recipes.add();
  // The category comes from the page; a name is the rest of the save minimum.
  await expect(modal.field('Category')).toHaveValue('Sauces and Stocks');
  await modal.fillHeader({ name: 'Brown Stock' });
  await modal.addIngredient('Milk', '2', 'Pinch');
  await modal.saveButton.click();

  const warning = page.getByRole('dialog', {
    name: "Warning: This Recipe is still considered a 'work in progess'",
  });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('The recipe is not complete, but we can still save your progress.');
  await expect(warning).toContainText('Team is required');
  await expect(warning).toContainText('Milk: There were no available conversions');
  await warning.getByRole('button', { name: 'Save Progress' }).click();

  await expect(page.getByText('Recipe saved successfully')).toBeVisible();
  const card = recipes.card('Brown Stock');
  await expect(card.getByRole('button', { name: 'Open Brown Stock' })).toHaveAccessibleDescription(
    'Hm, looks like this is still a work in progress',
  );
});

test('a counted yield names its portion: 24 Each of "cookie" prints "24 cookies", lines offer "Each (cookie)"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const recipes = new RecipesPage(page);
  await recipes.goto();

  const modal = await recipes.add();
  await modal.fillHeader({
    name: 'Butter Cookies',
    category: 'Cookies and Cakes',
    team: 'Banquets',
    yieldQuantity: '24',
    yieldUnits: 'Each',
    portionName: 'cookie',
    prepNotes: 'Cream, scoop, bake at 350°F.',
  });
  await expect(modal.dialog.getByText('Yield: 24 cookies')).toBeVisible();
  // 1 Pound of butter at $4 per Pound = $4.00 for 24 cookies: $4 ÷ 24 = $0.1667 → "$0.17 per cookie".
  await modal.addIngredient('Butter', '1', 'Pound');
  await expect(modal.costPanel.getByText('$0.17 per cookie')).toBeVisible();
  await modal.saveButton.click();
  await expect(modal.dialog).toBeHidden();

  // A recipe using the cookies offers their count unit with the portion.
  const tray = await recipes.add();
  await tray.fillHeader({
    name: 'Cookie Tray',
    category: 'Cookies and Cakes',
    yieldQuantity: '1',
    yieldUnits: 'Each',
  });
  await tray.addSubRecipe('Butter Cookies', '12', 'Each');
  await expect(tray.subRecipeRows.first().getByLabel('Units').locator('option:checked')).toHaveText(
    'Each (cookie)',
  );
  // Saved as work in progress (no team, no prep notes): nothing more is needed of it here.
  await tray.saveButton.click();
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(tray.dialog).toBeHidden();

  const reopened = await recipes.open('Butter Cookies');
  await expect(reopened.field('Portion name')).toHaveValue('cookie');
  const printTab = await reopened.openPrint();
  const top = printTab.getByRole('main').getByRole('article', { name: 'Butter Cookies' });
  await expect(top).toContainText('Yield: 24 cookies');
  // Scaled to half the yield (× 0.5): 12 cookies, 8 Ounces of butter.
  await printTab.goto(`${new URL(printTab.url()).pathname}?yield=12&units=Each`);
  const half = printTab.getByRole('article', { name: 'Butter Cookies' });
  await expect(half).toContainText('Yield: 12 cookies');
  await expect(half).toContainText('8 Ounces Butter');
});
