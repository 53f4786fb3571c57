import { seriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { FoodsPage } from './page-models/foods-page.ts';
import { type IngredientModal, IngredientsPage } from './page-models/ingredients-page.ts';
import { VendorsPage } from './page-models/vendors-page.ts';

/**
 * The food database end to end, in a fresh kitchen, on the real USDA SR28 data the server
 * loads on its first start. Figures worked out by hand from SR28 food 1001, Butter, salted (per 100 g:
 * 717 kcal, 0.85 g protein, 81.11 g fat; 1 tbsp = 14.2 g, 1 cup = 227 g): a tablespoon holds
 * 717 × 0.142 = 101.814 kcal, 0.85 × 0.142 = 0.1207 g protein and 81.11 × 0.142 = 11.51762 g fat.
 */
test('search the food database, open a food, change its portion and add it to the catalogue', async ({
  page,
  signInPage,
  homePage,
  topBar,
  activatedUser,
}) => {
  test.setTimeout(90_000);
  const vendorName = 'Creamery Supply';
  const foods = new FoodsPage(page);

  await signInPage.goto();
  await signInPage.signIn(activatedUser.email, activatedUser.password);
  await homePage.expectShown();
  await topBar.section('USDA').click();
  await expect(page).toHaveURL('/portal/usda');
  await expect(foods.heading).toBeVisible();

  // Search with Enter: butter comes first; the Search button searches too.
  await foods.search('butter');
  await expect(foods.result('Butter, salted')).toBeVisible();
  expect((await foods.resultDescriptions())[0]).toBe('Butter, salted');
  await expect(foods.overlay).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await foods.searchBox.fill('tomatos');
  await foods.searchButton.click();
  await expect(foods.results.getByRole('button', { name: /^Tomatoes, / }).first()).toBeVisible();
  await foods.search('butter');

  // Open it: the 100 g portion first, the amounts per 100 g.
  await foods.open('Butter, salted');
  await expect(foods.portions.locator('option:checked')).toHaveText('100 g');
  expect(await foods.nutrientRow('Energy', 'kcal')).toEqual(['Energy', '717.00', 'kcal']);
  expect(await foods.nutrientRow('Protein', 'g')).toEqual(['Protein', '0.85', 'g']);
  await expect(foods.breakdown.getByRole('heading', { name: 'Nutrient Breakdown (grams)' })).toBeVisible();
  await expect(foods.breakdown.locator('svg.recharts-surface')).toBeVisible();

  // A tablespoon: every amount × 0.142.
  await foods.portions.selectOption('1 tbsp (14.2 g)');
  await expect.poll(() => foods.nutrientRow('Energy', 'kcal')).toEqual(['Energy', '101.81', 'kcal']);
  expect(await foods.nutrientRow('Protein', 'g')).toEqual(['Protein', '0.12', 'g']);
  expect(await foods.nutrientRow('Total lipid (fat)', 'g')).toEqual(['Total lipid (fat)', '11.52', 'g']);
  await expect(foods.breakdown).toContainText('Energy: 101.81 kcal');
  await expect(foods.breakdown).toContainText('Fat: 11.52 g');
  expect(await seriousViolations(page)).toEqual([]);

  // Add it to the catalogue: the modal names the item and starts from the tablespoon.
  const modal = await foods.openAddToCatalogue();
  await expect(modal.dialog).toContainText('Butter, salted');
  await expect(modal.field('Serving Size')).toHaveValue('1');
  await expect(modal.field('Serving Units')).toHaveValue('Tablespoon');
  await expect(modal.field('Category')).toHaveValue('Dairy and Egg Products');
  // Spec 3: the cost amount starts at 1, as in the ingredient modal.
  await expect(modal.field('Cost Amount')).toHaveValue('1');
  // Nothing else filled in: the spec 5 messages.
  await modal.submit();
  for (const message of [
    'Ingredient cost is required',
    'Ingredient cost units required',
    'Vendor is required',
  ])
    await expect(modal.dialog.getByText(message)).toBeVisible();
  // The kitchen has no vendor yet: add one from the modal.
  expect(await seriousViolations(page)).toEqual([]);
  await modal.addVendor(vendorName);
  await modal.fill({ cost: '4.50', costUnits: 'Pound' });
  await modal.submit();
  await expect(modal.dialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Awesome! Butter, salted was added successfully!' }),
  ).toBeVisible();

  // Back clears the food: the results again.
  await foods.backButton.click();
  await expect(foods.result('Butter, salted')).toBeVisible();

  // The vendor's ingredients: butter, with its two conversions and SR28's 115 nutrient values.
  const vendors = new VendorsPage(page);
  const ingredients = new IngredientsPage(page);
  await vendors.goto();
  await expect.poll(() => vendors.rowCells(vendorName)).toEqual([vendorName, '1']);
  await vendors.open(vendorName);
  await ingredients.expectShown(vendorName);
  await expect(ingredients.validity('Butter, salted')).toHaveAccessibleName('This item is complete!');
  await ingredients.showAs('Table view');
  await expect
    .poll(() => ingredients.tableRow('Butter, salted'))
    .toEqual(['Butter, salted', '$4.50 per Pound', 'Pound', 'Dairy and Egg Products', '2', '115']);
  await ingredients.showAs('Tile view');

  const butter: IngredientModal = await ingredients.open('Butter, salted');
  const conversion = (n: number) =>
    butter.dialog.getByRole('group', { name: `Conversion ${n}`, exact: true });
  const conversionText = async (n: number) =>
    Promise.all(
      ['Starting quantity', 'Starting units', 'Ending quantity', 'Ending units'].map((label) =>
        conversion(n).getByLabel(label).inputValue(),
      ),
    );
  expect(await conversionText(1)).toEqual(['1', 'Tablespoon', '14.2', 'Gram']);
  expect(await conversionText(2)).toEqual(['1', 'Cup', '227', 'Gram']);
  await butter.tab('Nutrition').click();
  await expect(butter.field('Serving Size')).toHaveValue('1');
  await expect(butter.field('Serving Units')).toHaveValue('Tablespoon');
  await expect(butter.dialog.getByRole('group', { name: /^Nutrient \d+$/ })).toHaveCount(115);
  // SR28's order: Water, then Energy in kcal.
  const energy = butter.dialog.getByRole('group', { name: 'Nutrient 2', exact: true });
  await expect(energy.getByRole('combobox', { name: 'Nutrient' })).toHaveValue('Energy');
  await expect(energy.getByLabel('Amount')).toHaveValue('101.814');
  await expect(energy.getByLabel('Units')).toHaveValue('kcal');
});
