import { call, newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { HistoryDialog } from './page-models/history-dialog.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/**
 * Versions end to end: a recipe saved in the browser keeps its versions; History shows
 * what the first one was beside the recipe now and restores it as a new version.
 * Kosher Salt: $9 per 3 Pound = $3 / lb → 1 Ounce = $0.1875; 2 Ounces = $0.375.
 */
test('a recipe’s History shows what changed and restores an old version as a new one', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await newKitchen(baseURL as string);
  await signInContext(context, session);
  const vendor = await call(session, 'POST', '/api/vendors', { name: 'Spice House' });
  const salt = await call(session, 'POST', '/api/ingredients', {
    vendor: { id: vendor.id },
    name: 'Kosher Salt',
    category: 'Spices and Herbs',
    cost: 9,
    costAmount: 3,
    costUnits: 'Pound',
    allergens: [],
  });
  const created = await call<{ id: number }>(session, 'POST', '/api/recipes', {
    name: 'Brine',
    category: 'Sauces and Stocks',
    team: 'Banquets',
    yieldQuantity: 1,
    yieldUnits: 'Quart',
    prepNotes: 'Stir until dissolved.',
    recipeIngredients: [{ ingredient: { id: salt.id }, yieldQuantity: 1, yieldUnits: 'Ounce' }],
  });

  // Version 2, saved in the browser: 2 ounces of salt.
  const recipes = new RecipesPage(page);
  await recipes.goto();
  let modal = await recipes.open('Brine');
  await expect(modal.costBadge).toHaveAccessibleName('Cost $0.19');
  await modal.ingredientRow(0).getByLabel('Quantity').fill('2');
  await expect(modal.costBadge).toHaveAccessibleName('Cost $0.38');
  await modal.saveButton.click();
  await expect(modal.dialog).toBeHidden();

  modal = await recipes.open('Brine');
  const history = await HistoryDialog.openFrom(page, modal.dialog);
  await expect(history.version(2)).toContainText('Version 2 (current)');
  await expect(history.version(2)).toContainText('1 quantity changed, cost $0.19 → $0.38');
  await expect(history.version(1)).toContainText('First version kept');
  // The version before is compared with the recipe now.
  await expect(history.compared).toContainText('Kosher Salt: 1 Ounce → 2 Ounce');
  await expect(history.compared).toContainText('Cost then $0.19, now $0.38');

  await history.restore(1);
  await expect(history.dialog).toBeHidden();
  await expect(modal.ingredientRow(0).getByLabel('Quantity')).toHaveValue('1');
  await expect(modal.costBadge).toHaveAccessibleName('Cost $0.19');

  // Restored as a new version: three kept, the newest the first one's content.
  const versions = await call<{ n: number }[]>(session, 'GET', `/api/recipes/${created.id}/versions`);
  expect(versions.map((v) => v.n)).toEqual([3, 2, 1]);
});
