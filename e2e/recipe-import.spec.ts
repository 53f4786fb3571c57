import { FLOUR, kitchenApi, whiteSauce } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { IngredientModal } from './page-models/ingredients-page.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/**
 * Recipe import end to end: a recipe page saved from a site (microdata, chosen as a file)
 * is read into a draft; the lines the kitchen has are matched, the one it has not is added from the
 * flag, and the recipe is saved and costed. Figures by hand:
 * - Butter $4 per Pound: 4 oz = 1/4 lb = $1.00.
 * - Flour $20 per 50 Pound, 1 Cup = 125 Gram: 1/2 Cup = 62.5 g = 0.137787 lb × $0.40 = $0.055115.
 * - White Sauce (1 Quart: 1 Quart milk $1.00 + 2 oz butter $0.50) = $1.50.
 * - Cheddar, added from the flag at $6 per Pound: 4 oz = $1.50.
 * Total $1.00 + $0.055115 + $1.50 + $1.50 = $4.055115 → "$4.06".
 */

const PAGE = `<!doctype html><html><head><title>Cheddar Sauce – Old Recipes</title></head><body>
<nav><a href="/">Home</a></nav>
<article itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Cheddar Sauce</h1>
  <p>By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Sam</span></span></p>
  <p>Makes <span itemprop="recipeYield">2 quarts</span></p>
  <ul>
    <li itemprop="recipeIngredient">4 oz butter</li>
    <li itemprop="recipeIngredient">&frac12; cup flour</li>
    <li itemprop="recipeIngredient">1 quart white sauce</li>
    <li itemprop="recipeIngredient">4 oz sharp cheddar, grated</li>
  </ul>
  <ol itemprop="recipeInstructions"><li>Make a roux.</li><li>Whisk in the white sauce, then the cheddar.</li></ol>
</article></body></html>`;

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

test('import a recipe page, add the line the kitchen lacks, and save it costed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const recipes = new RecipesPage(page);
  await recipes.goto();

  const importer = await recipes.openImport();
  await importer.chooseFile('cheddar-sauce.html', PAGE);
  const modal = importer.draft();
  await expect(modal.dialog).toBeVisible();
  await expect(importer.dialog).toBeHidden();

  await expect(modal.field('Name')).toHaveValue('Cheddar Sauce');
  await expect(modal.field('Yield')).toHaveValue('2');
  await expect(modal.field('Yield Units')).toHaveValue('Quart');
  await expect(modal.field('Prep Notes')).toHaveValue(
    '1. Make a roux.\n2. Whisk in the white sauce, then the cheddar.\n\nIngredient notes:\n- sharp cheddar: grated',
  );
  expect(await modal.ingredientNames()).toEqual(['Butter', 'Flour', 'Ingredient line 3']);
  await expect(modal.subRecipeRows).toHaveCount(1);
  await expect(modal.subRecipeRows.first()).toHaveAccessibleName('White Sauce');

  // The flagged line: added as a new ingredient from its Add button, named as the page wrote it.
  const flagged = modal.dialog.getByRole('region', { name: 'Imported lines not in your catalogue' });
  await expect(flagged).toContainText('Line 3: 4 oz sharp cheddar, grated');
  await flagged.getByRole('button', { name: 'Add “sharp cheddar”' }).click();
  const cheddar = new IngredientModal(page, 'New Ingredient');
  await expect(cheddar.field('Name')).toHaveValue('sharp cheddar');
  await cheddar.fillDetails({
    name: 'Sharp Cheddar',
    category: 'Dairy and Egg Products',
    cost: '6',
    costAmount: '1',
    costUnits: 'Pound',
  });
  await cheddar.field('Vendor').selectOption({ label: 'Dairy Farm Co' });
  await cheddar.save();
  await expect(cheddar.dialog).toBeHidden();
  await expect(flagged).toBeHidden();
  await expect(
    modal.dialog.getByText('Every imported line now names an ingredient or a recipe.'),
  ).toBeVisible();
  await expect.poll(() => modal.ingredientNames()).toEqual(['Butter', 'Flour', 'Sharp Cheddar']);

  await modal.fillHeader({ category: 'Sauces and Stocks', team: 'Banquets' });
  await expect(modal.costBadge).toHaveAccessibleName('Cost $4.06');
  await modal.saveButton.click();
  await expect(page.getByText('Recipe saved successfully')).toBeVisible();
  await expect(modal.dialog).toBeHidden();
  const reopened = await recipes.open('Cheddar Sauce');
  await expect(reopened.costBadge).toHaveAccessibleName('Cost $4.06');
});
