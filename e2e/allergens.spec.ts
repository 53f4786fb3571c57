import { kitchenApi } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientsPage } from './page-models/ingredients-page.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/**
 * Allergens end to end: the chef marks an ingredient with Milk in the ingredient modal, and
 * a recipe using it through a sub-recipe shows the Milk chip, live in its modal and on its print.
 * Seeded through the API: Cream (never reviewed), Salt (reviewed: none), Pasta (Wheat); Cream Sauce
 * (cream, salt) and Alfredo (pasta, and Cream Sauce as a sub-recipe).
 */

const RECIPE = { category: 'Sauces and Stocks', team: 'Banquets', prepNotes: 'Simmer.' };

async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const vendor = await api.vendor('Dairy Farm Co');
  const ingredient = (body: Record<string, unknown>) => api.ingredient(vendor, { costAmount: 1, ...body });
  const cream = await ingredient({
    name: 'Cream',
    category: 'Dairy and Egg Products',
    cost: 6,
    costUnits: 'Quart',
  });
  const salt = await ingredient({
    name: 'Salt',
    category: 'Spices and Herbs',
    cost: 1,
    costUnits: 'Cup',
    allergens: [],
  });
  const pasta = await ingredient({
    name: 'Pasta',
    category: 'Grains and Pasta',
    cost: 2,
    costUnits: 'Pound',
    allergens: ['WHEAT'],
  });
  const sauce = await api.recipe({
    ...RECIPE,
    name: 'Cream Sauce',
    yieldQuantity: 1,
    yieldUnits: 'Quart',
    recipeIngredients: [
      { ingredient: { id: cream.id }, yieldQuantity: 1, yieldUnits: 'Quart' },
      { ingredient: { id: salt.id }, yieldQuantity: 1, yieldUnits: 'Teaspoon' },
    ],
  });
  await api.recipe({
    ...RECIPE,
    name: 'Alfredo',
    yieldQuantity: 2,
    yieldUnits: 'Pound',
    recipeIngredients: [{ ingredient: { id: pasta.id }, yieldQuantity: 1, yieldUnits: 'Pound' }],
    recipeSubRecipes: [{ recipe: { id: sauce.id }, yieldQuantity: 2, yieldUnits: 'Cup' }],
  });
  return session;
}

test('marking an ingredient with Milk shows the Milk chip on a recipe using it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const recipes = new RecipesPage(page);

  // Before: the pasta's Wheat, and the cream that nobody reviewed (through the sub-recipe).
  await recipes.goto();
  let alfredo = await recipes.open('Alfredo');
  await expect(alfredo.allergenChips.getByText('Wheat', { exact: true })).toBeVisible();
  await expect(alfredo.allergenChips).toContainText('allergens not reviewed (1)');
  await expect(alfredo.allergenChips.getByText('Milk', { exact: true })).toHaveCount(0);
  await alfredo.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(alfredo.dialog).toBeHidden();

  // The chef reviews the cream: it contains Milk.
  await page.goto('/portal/chef/vendor/Dairy%20Farm%20Co/ingredients');
  const ingredients = new IngredientsPage(page);
  await ingredients.expectShown('Dairy Farm Co');
  await expect(ingredients.notReviewedMarker('Cream')).toBeVisible();
  await expect(ingredients.notReviewedMarker('Salt')).toHaveCount(0);
  const cream = await ingredients.open('Cream');
  await expect(cream.allergens).toContainText('Not reviewed yet');
  await cream.tickAllergen('Milk');
  await expect(cream.allergens).toContainText('Contains: Milk');
  await cream.save();
  await expect(page.getByText('Ingredient saved successfully')).toBeVisible();
  await expect(cream.dialog).toBeHidden();
  await expect(ingredients.notReviewedMarker('Cream')).toHaveCount(0);

  // After: Milk (from the cream, in the sub-recipe) and Wheat, and everything reviewed.
  await recipes.goto();
  alfredo = await recipes.open('Alfredo');
  await expect(alfredo.allergenChips.getByText('Milk', { exact: true })).toBeVisible();
  await expect(alfredo.allergenChips.getByText('Wheat', { exact: true })).toBeVisible();
  await expect(alfredo.allergenChips).not.toContainText('not reviewed');

  // The print view says it in words, for the recipe and for its sub-recipe.
  const [printTab] = await Promise.all([
    context.waitForEvent('page'),
    alfredo.dialog.getByRole('link', { name: 'Print' }).click(),
  ]);
  const main = printTab.getByRole('main');
  await expect(main.getByRole('article', { name: 'Alfredo' })).toContainText('Contains: Milk, Wheat');
  await expect(main.getByRole('article', { name: 'Cream Sauce' })).toContainText('Contains: Milk');
});
