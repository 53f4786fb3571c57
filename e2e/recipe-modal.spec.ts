import type { BrowserContext, Page } from '@playwright/test';
import { call, type KitchenSession, newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

/**
 * What a new user tripped on in the recipe modal and its print (points 3, 4, 7 and 8).
 * The kitchen, with costs worked out by hand:
 * - Boneless Chicken Breast: $90 per 40 Pound = $2.25 / lb; 1 Each = 250 Gram (no volume conversion).
 * - Kosher Salt: $9 per 3 Pound = $3 / lb → 1 Ounce = 1/16 lb = $0.1875.
 * - Chicken Stock yields 5 Quarts ("Cover the bones with 5 quarts of water").
 */
async function seed(session: KitchenSession) {
  const vendor = await call(session, 'POST', '/api/vendors', { name: 'Blue Ridge Meats' });
  const ingredient = (body: Record<string, unknown>) =>
    call(session, 'POST', '/api/ingredients', { vendor: { id: vendor.id }, allergens: [], ...body });
  const chicken = await ingredient({
    name: 'Boneless Chicken Breast',
    category: 'Meat Products',
    cost: 90,
    costAmount: 40,
    costUnits: 'Pound',
    conversions: [{ quantityStart: 1, unitsStart: 'Each', quantityEnd: 250, unitsEnd: 'Gram' }],
  });
  const salt = await ingredient({
    name: 'Kosher Salt',
    category: 'Spices and Herbs',
    cost: 9,
    costAmount: 3,
    costUnits: 'Pound',
  });
  return { vendor, chicken, salt, ingredient };
}

/** A fresh kitchen with the ingredients above, signed in in this browser context. */
async function startKitchen(context: BrowserContext, baseURL: string | undefined) {
  const session = await newKitchen(baseURL as string);
  await signInContext(context, session);
  return { session, ...(await seed(session)) };
}

const recipe = (session: KitchenSession, body: Record<string, unknown>) =>
  call(session, 'POST', '/api/recipes', {
    category: 'Salads',
    team: 'Banquets',
    yieldQuantity: 4,
    yieldUnits: 'Each',
    prepNotes: 'Mix.',
    recipeSubRecipes: [],
    ...body,
  });

async function openRecipe(page: Page, name: string) {
  const recipes = new RecipesPage(page);
  await recipes.goto();
  return recipes.open(name);
}

test('a cost that leaves a line out says so, the line names the conversion it lacks and takes it on the spot', async ({
  page,
  context,
  baseURL,
}) => {
  const { session, chicken, salt } = await startKitchen(context, baseURL);
  await recipe(session, {
    name: 'Chicken Salad',
    recipeIngredients: [
      { ingredient: { id: chicken.id }, yieldQuantity: 0.5, yieldUnits: 'Cup' },
      { ingredient: { id: salt.id }, yieldQuantity: 1, yieldUnits: 'Ounce' },
    ],
  });
  const modal = await openRecipe(page, 'Chicken Salad');

  // Only the salt is costed: $0.1875 → a lower bound of $0.19, and it says what it leaves out.
  await expect(modal.costBadge).toHaveAccessibleName('Cost ≥ $0.19 · 1 line not costed');
  const line = modal.ingredientRow(0);
  await expect(line).toContainText(
    'Needs a conversion: 1 Cup of Boneless Chicken Breast = ? Gram (it is costed per Pound)',
  );
  // The units it can already be costed in come first (0.5: singular labels).
  const units = line.getByLabel('Units');
  await expect(units.locator('optgroup').first()).toHaveAttribute('label', 'Can be costed');
  await expect(units.locator('optgroup').first().locator('option')).toHaveText([
    'Each',
    'Gram',
    'Ounce',
    'Pound',
    'Kilogram',
    'Milligram',
  ]);

  // A cup of chicken weighs 140 g: 0.5 Cup = 70 g = 0.1543236 lb × $2.25 = $0.347228 → $0.35;
  // the recipe: $0.1875 + $0.347228 = $0.534728 → $0.53, complete.
  await line.getByLabel('Gram in 1 Cup of Boneless Chicken Breast').fill('140');
  await line.getByRole('button', { name: 'Save conversion' }).click();
  await expect(modal.costBadge).toHaveAccessibleName('Cost $0.53');
  await expect(line.getByLabel('Line cost')).toHaveText('$0.35');
  await expect(line).not.toContainText('Needs a conversion');
  await expect(units.locator('optgroup').first().locator('option', { hasText: 'Cup' })).toHaveCount(1);

  // Saved on the ingredient, beside its own conversion.
  const saved = await call<{
    conversions: { quantityStart: number; unitsStart: string; quantityEnd: number; unitsEnd: string }[];
  }>(session, 'GET', `/api/ingredients/${chicken.id}`);
  expect(
    saved.conversions.map((c) => `${c.quantityStart} ${c.unitsStart} = ${c.quantityEnd} ${c.unitsEnd}`),
  ).toEqual(['1 Each = 250 Gram', '1 Cup = 140 Gram']);
});

test('"two of the same ingredient" leaves the line once the duplicate is replaced', async ({
  page,
  context,
  baseURL,
}) => {
  await startKitchen(context, baseURL);
  const recipes = new RecipesPage(page);
  await recipes.goto();
  const modal = await recipes.add();
  await modal.fillHeader({ name: 'Seasoned Chicken', category: 'Meats' });
  await modal.addIngredient('Kosher Salt', '1', 'Ounce');
  await modal.addIngredient('Kosher Salt', '2', 'Ounce');
  await modal.saveButton.click();
  await page.getByRole('button', { name: 'Continue Editing' }).click();
  const duplicate = 'Error: You cannot save two of the same ingredient.';
  await expect(modal.ingredientRow(1)).toContainText(duplicate);

  // The duplicate line becomes the chicken: the message goes.
  await modal.chooseIngredient(1, 'Boneless Chicken Breast');
  await expect(modal.dialog).not.toContainText(duplicate);

  // Salt again, then the first line changes instead: the message goes too.
  await modal.chooseIngredient(1, 'Kosher Salt');
  await modal.saveButton.click();
  await page.getByRole('button', { name: 'Continue Editing' }).click();
  await expect(modal.ingredientRow(1)).toContainText(duplicate);
  await modal.chooseIngredient(0, 'Boneless Chicken Breast');
  await expect(modal.dialog).not.toContainText(duplicate);
});

for (const size of [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
]) {
  test(`a long recipe keeps its title and Save/Cancel in view, the cost per line beside its lines (${size.width}×${size.height})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { session, vendor } = await startKitchen(context, baseURL);
    // 16 spices, an ounce each at $3 per pound: $0.1875 a line.
    const lines = [];
    for (let i = 1; i <= 16; i++) {
      const spice = await call(session, 'POST', '/api/ingredients', {
        vendor: { id: vendor.id },
        name: `Spice ${String(i).padStart(2, '0')}`,
        category: 'Spices and Herbs',
        cost: 3,
        costAmount: 1,
        costUnits: 'Pound',
        allergens: [],
      });
      lines.push({ ingredient: { id: spice.id }, yieldQuantity: 1, yieldUnits: 'Ounce' });
    }
    await recipe(session, { name: 'Spice Rub', recipeIngredients: lines });
    await page.setViewportSize(size);
    const modal = await openRecipe(page, 'Spice Rub');
    // 16 × $0.1875 = $3.00.
    await expect(modal.costBadge).toHaveAccessibleName('Cost $3.00');

    // Scrolled to the last line: the title and the buttons are still on screen.
    await modal.ingredientRow(15).scrollIntoViewIfNeeded();
    const inView = async (name: string, locator = modal.dialog.getByRole('button', { name })) => {
      const box = await locator.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
    };
    await inView('Save Recipe');
    await inView('Cancel');
    await inView('title', modal.dialog.getByRole('heading', { name: 'Edit Spice Rub' }));

    // The cost per line does not cover the lines: beside them on a wide screen, under them on a phone.
    const panel = await modal.costPanel.boundingBox();
    const first = await modal.ingredientRow(0).boundingBox();
    if (size.width > 1200) expect(panel!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
    else {
      const last = await modal.ingredientRow(15).boundingBox();
      expect(panel!.y).toBeGreaterThanOrEqual(last!.y + last!.height);
    }
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
}

test('the print says beside each scaled recipe by how much it is scaled and for what yield it was written', async ({
  page,
  context,
  baseURL,
}) => {
  const { session, chicken, salt } = await startKitchen(context, baseURL);
  const stock = await recipe(session, {
    name: 'Chicken Stock',
    category: 'Sauces and Stocks',
    yieldQuantity: 5,
    yieldUnits: 'Quart',
    prepNotes: 'Cover the bones with 5 quarts of water; simmer 4 hours.',
    recipeIngredients: [
      { ingredient: { id: chicken.id }, yieldQuantity: 10, yieldUnits: 'Each' },
      { ingredient: { id: salt.id }, yieldQuantity: 1, yieldUnits: 'Ounce' },
    ],
  });
  const soup = await recipe(session, {
    name: 'Chicken Soup',
    category: 'Soups and Gravies',
    yieldQuantity: 4,
    yieldUnits: 'Each',
    recipeIngredients: [{ ingredient: { id: salt.id }, yieldQuantity: 1, yieldUnits: 'Ounce' }],
    recipeSubRecipes: [{ recipe: { id: stock.id }, yieldQuantity: 1, yieldUnits: 'Quart' }],
  });

  // The soup as written uses 1 of the stock's 5 Quarts: the stock prints at ×0.2 (1 ÷ 5).
  await page.goto(`/portal/chef/recipes/print/${soup.id}`);
  const main = page.getByRole('main');
  const stockSection = main.getByRole('article', { name: 'Chicken Stock' });
  await expect(stockSection).toContainText('Cover the bones with 5 quarts of water');
  await expect(stockSection.locator('.recipe-scale-note')).toHaveText('×0.2 of 5 Quarts');
  // Beside the title: on its line.
  const title = await stockSection.getByRole('heading', { name: 'Chicken Stock' }).boundingBox();
  const note = await stockSection.locator('.recipe-scale-note').boundingBox();
  expect(note!.x).toBeGreaterThan(title!.x + title!.width);
  expect(Math.abs(note!.y + note!.height / 2 - (title!.y + title!.height / 2))).toBeLessThan(title!.height);
  // The soup is made as written: no note.
  await expect(main.getByRole('article', { name: 'Chicken Soup' }).locator('.recipe-scale-note')).toHaveCount(
    0,
  );
  await expect(main.locator('.recipe-scale-note')).toHaveCount(1);

  // The stock printed for 1 Quart: ×0.2 of 5 Quarts, its 10 breasts → 2.
  await page.goto(`/portal/chef/recipes/print/${stock.id}?yield=1&units=Quart`);
  const scaled = main.getByRole('article', { name: 'Chicken Stock' });
  await expect(scaled.locator('.recipe-scale-note')).toHaveText('×0.2 of 5 Quarts');
  await expect(scaled).toContainText('Yield: 1 Quart');
  await expect(scaled).toContainText('2 Each Boneless Chicken Breast');
});

test('on a phone an ingredient line shows the whole ingredient name, its quantity, units and cost', async ({
  page,
  context,
  baseURL,
}) => {
  const { session, ingredient } = await startKitchen(context, baseURL);
  const oil = await ingredient({
    name: 'Extra Virgin Olive Oil',
    category: 'Fats and Oils',
    cost: 60,
    costAmount: 1,
    costUnits: 'Gallon',
  });
  await recipe(session, {
    name: 'Dressing',
    recipeIngredients: [{ ingredient: { id: oil.id }, yieldQuantity: 2, yieldUnits: 'Tablespoon' }],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const modal = await openRecipe(page, 'Dressing');
  const line = modal.ingredientRow(0);
  // Sharing its row with the cost, the picker showed "Extra Virgin …".
  const picker = line.getByRole('combobox', { name: 'Ingredient' });
  await expect(picker).toHaveValue('Extra Virgin Olive Oil');
  const [scrollWidth, clientWidth] = await picker.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // 2 Tablespoons = 2/256 Gallon × $60 = $0.46875 → $0.47, on screen beside the fields.
  await expect(line.getByLabel('Line cost')).toHaveText('$0.47');
  for (const field of [
    picker,
    line.getByLabel('Quantity'),
    line.getByLabel('Units'),
    line.getByLabel('Line cost'),
  ]) {
    const box = await field.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
});
