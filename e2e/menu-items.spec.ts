import { kitchenApi } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { MenuItemsPage } from './page-models/menu-items-page.ts';

/**
 * Menu items end to end: the catalogue and the recipes are made through the API, the menu
 * item is built in the browser. Figures worked out by hand:
 * - Tomatoes: $3 per Pound; Tomato Soup yields 1 Quart from 1 Pound: $3.00 a batch, so 2 Cups
 *   (1/2 Quart) cost $1.50.
 * - Cream: $12.48 per Quart (4 Cups), marked MILK; Cream Sauce yields 1 Cup from 1 Cup: $3.12.
 * - Tomato Bisque, 1 serving: $1.50 + $3.12 = $4.62 per serving.
 * - Suggested price (spec 9): 4.62 ÷ 0.33 = $14.00 to 4.62 ÷ 0.28 = $16.50; the slider starts at the
 *   midpoint $15.25: gross profit 15.25 − 4.62 = $10.63, food cost 4.62 ÷ 15.25 = 30.295…% → 30.30%,
 *   margin 10.63 ÷ 15.25 = 69.704…% → 69.70%.
 * - 25 steps right (25 × $0.01): $15.50: gross profit $10.88, food cost 4.62 ÷ 15.50 = 29.806…% →
 *   29.81%, margin 10.88 ÷ 15.50 = 70.193…% → 70.19%.
 */

/** A fresh kitchen with two ingredients (the cream marked MILK) and the two recipes made of them. */
async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const vendor = await api.vendor('Market Garden');
  const tomatoes = await api.ingredient(vendor, {
    name: 'Tomatoes',
    category: 'Vegetables and Vegetable Products',
    cost: 3,
    costAmount: 1,
    costUnits: 'Pound',
    allergens: [],
  });
  const cream = await api.ingredient(vendor, {
    name: 'Cream',
    category: 'Dairy and Egg Products',
    cost: 12.48,
    costAmount: 1,
    costUnits: 'Quart',
    allergens: ['MILK'],
  });
  const recipe = (name: string, yieldUnits: string, ingredientId: number, units: string) =>
    api.recipe({
      name,
      category: 'Soups and Gravies',
      team: 'Banquets',
      yieldQuantity: 1,
      yieldUnits,
      prepNotes: 'Simmer gently.',
      recipeIngredients: [{ ingredient: { id: ingredientId }, yieldQuantity: 1, yieldUnits: units }],
    });
  await recipe('Tomato Soup', 'Quart', tomatoes.id, 'Pound');
  await recipe('Cream Sauce', 'Cup', cream.id, 'Cup');
  return session;
}

test('build a menu item from two recipes: cost, suggested price, slider margins, allergens', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const menuItems = new MenuItemsPage(page);
  await menuItems.goto();
  await expect(menuItems.heading).toHaveText('Menu Items');

  const modal = await menuItems.add();
  await expect(modal.field('Servings')).toHaveValue('1');
  await modal.fill({
    name: 'Tomato Bisque',
    servingSize: '12 oz bowl',
    courseType: 'Appetizer',
    servingVessel: 'Bowl',
    description: 'Roasted tomato soup finished with cream.',
    platingNotes: 'Swirl of cream sauce, basil leaf.',
  });
  // The soup yields Quarts: the line takes Quart, then 2 Cups; the sauce's 1 Cup default stays.
  await modal.addRecipe('Tomato Soup', 'Quart', '2', 'Cup');
  await modal.addRecipe('Cream Sauce', 'Cup');
  await expect(modal.recipeRows.nth(1).getByLabel('Quantity')).toHaveValue('1');

  await expect(modal.figure('Cost per serving')).toHaveText('$4.62');
  await expect(modal.priceRange).toHaveText('$14.00 – $16.50');
  await expect(modal.priceSlider).toHaveAttribute('aria-valuetext', '$15.25');
  await expect(modal.figure('Gross profit')).toHaveText('$10.63');
  await expect(modal.figure('Food cost')).toHaveText('30.30%');
  await expect(modal.figure('Profit margin')).toHaveText('69.70%');

  await modal.movePrice(25);
  await expect(modal.figure('Price')).toHaveText('$15.50');
  await expect(modal.priceSlider).toHaveAttribute('aria-valuetext', '$15.50');
  await expect(modal.figure('Profit margin')).toHaveText('70.19%');
  await expect(modal.figure('Food cost')).toHaveText('29.81%');
  await expect(modal.figure('Gross profit')).toHaveText('$10.88');

  // Drag the sauce above the soup (dnd-kit, from the keyboard): the order is what gets saved.
  expect(await modal.recipeNames()).toEqual(['Tomato Soup', 'Cream Sauce']);
  await modal.moveRecipe('Cream Sauce', -1);
  await expect.poll(() => modal.recipeNames()).toEqual(['Cream Sauce', 'Tomato Soup']);

  // The cream is marked MILK; the tomatoes were reviewed and have none.
  await expect(modal.allergens.getByText('Milk', { exact: true })).toBeVisible();
  await expect(modal.allergens).not.toContainText('not reviewed');

  await modal.saveButton.click();
  await expect(page.getByText('Menu Item saved successfully')).toBeVisible();
  await expect(modal.dialog).toBeHidden();

  // The card: complete, the cost per serving from the server, and the Milk chip.
  const card = menuItems.card('Tomato Bisque');
  await expect(card.getByRole('button', { name: 'Open Tomato Bisque' })).toHaveAccessibleDescription(
    'This item is complete!',
  );
  await expect(card).toContainText('Appetizer · $4.62 per serving');
  await expect(card.getByText('Milk', { exact: true })).toBeVisible();

  // Reopened, the lines come back in the order they were dragged to, with the same figures.
  const reopened = await menuItems.open('Tomato Bisque');
  await expect.poll(() => reopened.recipeNames()).toEqual(['Cream Sauce', 'Tomato Soup']);
  await expect(reopened.figure('Cost per serving')).toHaveText('$4.62');
});

test('an incomplete menu item is saved as work in progress', async ({ page, baseURL }) => {
  await signInPage(page, await seedKitchen(baseURL as string));
  const menuItems = new MenuItemsPage(page);
  await menuItems.goto();

  const modal = await menuItems.add();
  await modal.fill({ name: 'Gazpacho' });
  await modal.addRecipe('Tomato Soup', 'Quart');
  await modal.saveButton.click();

  const warning = page.getByRole('dialog', {
    name: "Warning: This Menu Item is still considered a 'work in progess'",
  });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('The menu item is not complete, but we can still save your progress.');
  await expect(warning).toContainText('Please enter a description');
  await warning.getByRole('button', { name: 'Save Progress' }).click();

  await expect(page.getByText('Menu Item saved successfully')).toBeVisible();
  const card = menuItems.card('Gazpacho');
  await expect(card.getByRole('button', { name: 'Open Gazpacho' })).toHaveAccessibleDescription(
    'Hm, looks like this is still a work in progress',
  );
  // A whole batch of soup: $3.00 per serving; the tomatoes carry no allergen.
  await expect(card).toContainText('$3.00 per serving');
  await expect(card.getByText('No major allergens')).toBeVisible();
});
