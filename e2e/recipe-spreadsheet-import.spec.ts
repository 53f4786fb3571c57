import { FLOUR, kitchenApi } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/** Two recipes, one row a line: Shortbread (flour and butter) and Crumble Topping (the kitchen's Pie Dough as a sub-recipe). */
const CSV = [
  'Recipe,Category,Team,Yield Quantity,Yield Units,Quantity,Units,Ingredient (or sub-recipe),Prep notes',
  'Shortbread,Cookies and Cakes,Pastry,24,Each,1 1/2,lb,flour,Rub the butter into the flour.',
  'Shortbread,,,,,½,lb,Butter,Bake at 160 °C.',
  'Crumble Topping,Cookies and Cakes,Pastry,1,Pound,4,Each,Pie Dough,',
].join('\n');

test('import a CSV of recipes on the Recipes page, see their costs, undo, import again to keep', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await newKitchen(baseURL as string);
  const api = kitchenApi(session);
  const vendor = await api.vendor('Harbor Foods');
  const flour = await api.ingredient(vendor, FLOUR);
  // Butter: $9.00 for a 2 lb pack.
  await api.ingredient(vendor, {
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 9,
    costAmount: 2,
    costUnits: 'Pound',
  });
  // Pie Dough: 5 lb of flour ($2.00), yield 10 Each: $0.20 each.
  await api.recipe({
    name: 'Pie Dough',
    category: 'Muffins and Pastries',
    yieldQuantity: 10,
    yieldUnits: 'Each',
    recipeIngredients: [{ ingredient: { id: flour.id }, yieldQuantity: 5, yieldUnits: 'Pound' }],
  });
  await signInPage(page, session);
  const recipes = new RecipesPage(page);
  await recipes.goto();
  await expect(recipes.card('Pie Dough')).toBeVisible();

  const dialog = await recipes.importSpreadsheet('recipes.csv', CSV);
  await expect(dialog.previewRows).toHaveCount(4);
  await expect(dialog.dialog.getByText('Every line is matched: ready to import.')).toBeVisible();
  await expect(dialog.previewRows.nth(3)).toContainText('Pie Dough (sub-recipe)');
  await dialog.import('Import 2 recipes');
  await expect(dialog.status).toContainText('Imported 2 recipes.');
  // Shortbread: 1.5 lb × $20/50 lb = $0.60 + 0.5 lb × $9/2 lb = $2.25 → $2.85.
  // Crumble Topping: 4 Each of Pie Dough × $0.20 = $0.80.
  await expect(dialog.imported).toHaveText(['ShortbreadCost $2.85', 'Crumble ToppingCost $0.80']);

  // One Undo removes the whole import; Pie Dough stays.
  await dialog.undo();
  await expect(dialog.status).toHaveText('The import was undone: 2 recipes removed.');
  await dialog.close();
  await expect(recipes.card('Shortbread')).toBeHidden();
  await expect(recipes.card('Pie Dough')).toBeVisible();

  // Imported again, to keep: listed, and opened with its cost.
  const again = await recipes.importSpreadsheet('recipes.csv', CSV);
  await again.import('Import 2 recipes');
  await expect(again.status).toContainText('Imported 2 recipes.');
  await again.close();
  await expect(recipes.card('Crumble Topping')).toBeVisible();
  const shortbread = await recipes.open('Shortbread');
  await expect(shortbread.costBadge).toContainText('$2.85');
  await expect(shortbread.ingredientRows).toHaveCount(2);
});
