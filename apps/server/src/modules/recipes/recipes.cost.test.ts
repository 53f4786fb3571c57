import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complete,
  createIngredient,
  createRecipe,
  createVendor,
  getRecipe,
  line,
  subLine,
  updateRecipe,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

// Every expected figure below is worked out by hand from the standard factors:
// 1 lb = 453.59237 g, 1 lb = 16 oz, 1 oz = 28.349523125 g, 1 qt = 4 cups = 946.352946 ml.
const G_PER_LB = 453.59237;
const G_PER_OZ = 28.349523125;
const ML_PER_QT = 946.352946;

let t: TestApp;
let user: TestUser;
const ids = { bones: 0, onion: 0, butter: 0, flour: 0, chicken: 0, salt: 0 };

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser();
});
afterAll(() => t.close());

async function createUser() {
  const u = await t.createUser();
  const vendor = await createVendor(t, u);
  // $12 for a 10 lb case → $1.20 / lb
  ids.bones = (
    await createIngredient(t, u, vendor, {
      name: 'Chicken Bones',
      cost: 12,
      costAmount: 10,
      costUnits: 'Pound',
    })
  ).id;
  // $1 / lb; an onion weighs 8 oz
  ids.onion = (
    await createIngredient(t, u, vendor, {
      name: 'Onion',
      cost: 1,
      costAmount: 1,
      costUnits: 'Pound',
      conversions: [{ quantityStart: 1, unitsStart: 'Each', quantityEnd: 8, unitsEnd: 'Ounce' }],
    })
  ).id;
  // $4 / lb; 100 kcal and 11 g fat per 14 g
  ids.butter = (
    await createIngredient(t, u, vendor, {
      name: 'Butter',
      cost: 4,
      costAmount: 1,
      costUnits: 'Pound',
      servingSize: 14,
      servingUnits: 'Gram',
      ingredientNutrients: [
        { nutrient: 'Energy', amount: 100, units: 'kcal' },
        { nutrient: 'Total lipid (fat)', amount: 11, units: 'g' },
      ],
    })
  ).id;
  // $20 for a 50 lb bag → $0.40 / lb; 1 Cup = 125 g
  ids.flour = (
    await createIngredient(t, u, vendor, {
      name: 'Flour',
      cost: 20,
      costAmount: 50,
      costUnits: 'Pound',
      conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
    })
  ).id;
  // $5 / lb; 165 kcal and 31 g protein per 100 g
  ids.chicken = (
    await createIngredient(t, u, vendor, {
      name: 'Chicken Breast',
      cost: 5,
      costAmount: 1,
      costUnits: 'Pound',
      servingSize: 100,
      servingUnits: 'Gram',
      ingredientNutrients: [
        { nutrient: 'Energy', amount: 165, units: 'kcal' },
        { nutrient: 'Protein', amount: 31, units: 'g' },
      ],
    })
  ).id;
  // Bought by the pound with no conversion: a volume of it cannot be costed.
  ids.salt = (
    await createIngredient(t, u, vendor, { name: 'Salt', cost: 0.5, costAmount: 1, costUnits: 'Pound' })
  ).id;
  return u;
}

describe('recipe cost through two levels of sub-recipes, with unit conversions', () => {
  it('costs a stock, a sauce using it in cups, and an entrée using the sauce in liters', async () => {
    const stock = await createRecipe(t, user, {
      ...complete('Chicken Stock', 4, 'Quart'),
      recipeIngredients: [line(ids.bones, 5, 'Pound'), line(ids.onion, 2, 'Each')],
    });
    // 5 lb × $1.20 = $6.00; 2 onions = 16 oz = 1 lb × $1 = $1.00
    const stockTotal = 5 * 1.2 + ((2 * 8) / 16) * 1;
    expect(stockTotal).toBe(7);
    expect(stock.cost.total).toBeCloseTo(7, 9);
    expect(stock.cost.perYieldUnit).toBeCloseTo(7 / 4, 9); // $1.75 a quart
    expect(stock.valid).toBe(true);
    expect(stock.errorMessages).toEqual([]);

    const veloute = await createRecipe(t, user, {
      ...complete('Velouté', 2, 'Quart'),
      recipeIngredients: [line(ids.butter, 4, 'Ounce'), line(ids.flour, 1, 'Cup')],
      recipeSubRecipes: [subLine(stock.id, 6, 'Cup')],
    });
    const butterCost = (4 / 16) * 4; // 4 oz = 0.25 lb × $4 = $1.00
    const flourCost = (125 / G_PER_LB) * (20 / 50); // 1 cup = 125 g = 0.27557 lb × $0.40 = $0.1102
    const stockUsed = stockTotal * (6 / 4 / 4); // 6 cups = 1.5 qt of a 4 qt batch = 0.375 of $7 = $2.625
    const velouteTotal = butterCost + flourCost + stockUsed;
    expect(velouteTotal).toBeCloseTo(3.735231, 6);
    expect(veloute.cost.total).toBeCloseTo(velouteTotal, 9);
    expect(veloute.cost.perYieldUnit).toBeCloseTo(velouteTotal / 2, 9);
    expect(veloute.cost.breakdown).toEqual([
      { kind: 'ingredient', line: 0, id: ids.butter, name: 'Butter', cost: expect.closeTo(butterCost, 9) },
      { kind: 'ingredient', line: 1, id: ids.flour, name: 'Flour', cost: expect.closeTo(flourCost, 9) },
      { kind: 'subRecipe', line: 0, id: stock.id, name: 'Chicken Stock', cost: expect.closeTo(2.625, 9) },
    ]);

    const entree = await createRecipe(t, user, {
      ...complete('Chicken Velouté Plate', 10, 'Each'),
      category: 'Meats',
      recipeIngredients: [line(ids.chicken, 1.5, 'Kilogram')],
      recipeSubRecipes: [subLine(veloute.id, 1, 'Liter')],
    });
    const chickenCost = (1500 / G_PER_LB) * 5; // 1.5 kg = 3.30693 lb × $5 = $16.5347
    const velouteShare = 1000 / ML_PER_QT / 2; // 1 l = 1.05669 qt of a 2 qt batch
    const entreeTotal = chickenCost + velouteTotal * velouteShare;
    expect(entreeTotal).toBeCloseTo(18.508157, 5); // $16.5347 + $3.7352 × 0.528344
    expect(entree.cost.total).toBeCloseTo(entreeTotal, 9);
    expect(entree.cost.perYieldUnit).toBeCloseTo(entreeTotal / 10, 9);
    expect(entree.cost.errors).toEqual([]);
    expect(entree.valid).toBe(true);

    // Nutrition: chicken 1500 g = 15 servings; butter 4 oz = 113.398 g = 8.0999 servings, of which the
    // plate uses the velouté share.
    const butterServings = (4 * G_PER_OZ) / 14;
    const energy = 15 * 165 + butterServings * 100 * velouteShare;
    const fat = butterServings * 11 * velouteShare;
    expect(entree.nutrition.totals).toEqual([
      { nutrient: 'Energy', amount: expect.closeTo(energy, 6), units: 'kcal' },
      { nutrient: 'Protein', amount: expect.closeTo(465, 9), units: 'g' },
      { nutrient: 'Total lipid (fat)', amount: expect.closeTo(fat, 6), units: 'g' },
    ]);
    expect(entree.nutrition.perYieldUnit?.[0].amount).toBeCloseTo(energy / 10, 6);

    // The answer carries what the screens show of each line.
    expect(entree.recipeSubRecipes).toEqual([
      {
        id: expect.any(Number),
        recipe: { id: veloute.id, name: 'Velouté', yieldQuantity: 2, yieldUnits: 'Quart', portionName: null },
        yieldQuantity: 1,
        yieldUnits: 'Liter',
        suggestedUnits: [
          'Cup',
          'Fluid Ounce',
          'Gallon',
          'Pint',
          'Tablespoon',
          'Teaspoon',
          'Liter',
          'Milliliter',
          'Quart',
        ],
      },
    ]);
    expect(entree.recipeIngredients[0].ingredient).toEqual({
      id: ids.chicken,
      name: 'Chicken Breast',
      ingredientNutrients: [
        { id: expect.any(Number), nutrient: 'Energy', amount: 165, units: 'kcal' },
        { id: expect.any(Number), nutrient: 'Protein', amount: 31, units: 'g' },
      ],
    });
    expect(await getRecipe(t, user, entree.id)).toEqual(entree);

    // A dearer stock changes the plate's cost on the next read: costs are computed from the tree.
    await updateRecipe(t, user, stock.id, {
      ...complete('Chicken Stock', 4, 'Quart'),
      version: stock.version,
      recipeIngredients: [line(ids.bones, 10, 'Pound'), line(ids.onion, 2, 'Each')],
    });
    const dearerStock = 10 * 1.2 + 1; // $13
    const dearerVeloute = butterCost + flourCost + dearerStock * (6 / 4 / 4);
    const reread = await getRecipe(t, user, entree.id);
    expect(reread.cost.total).toBeCloseTo(chickenCost + dearerVeloute * velouteShare, 9);
  });

  it('costs an edible quantity at the as-purchased price of a trimmed ingredient (yield 45 %)', async () => {
    const vendor = await createVendor(t, user, 'Fishmonger');
    // a whole salmon at $9 / lb, 45 % edible; 100 g of it: 142 kcal
    const salmon = await createIngredient(t, user, vendor, {
      name: 'Whole Salmon',
      cost: 9,
      costAmount: 1,
      costUnits: 'Pound',
      yieldPercent: 45,
      servingSize: 100,
      servingUnits: 'Gram',
      ingredientNutrients: [{ nutrient: 'Energy', amount: 142, units: 'kcal' }],
    });
    const plate = await createRecipe(t, user, {
      ...complete('Salmon for Ten', 10, 'Each'),
      category: 'Meats',
      recipeIngredients: [line(salmon.id, 1.5, 'Kilogram')],
    });
    // 1.5 kg edible ÷ 0.45 = 3.333 kg bought = 3333.33 ÷ 453.59237 lb = 7.348742 lb × $9 = $66.138678
    expect(plate.cost.total).toBeCloseTo((1500 / 0.45 / G_PER_LB) * 9, 9);
    // nutrition counts the edible 1.5 kg: 15 servings × 142 kcal = 2130 kcal
    expect(plate.nutrition.totals).toEqual([
      { nutrient: 'Energy', amount: expect.closeTo(2130, 9), units: 'kcal' },
    ]);
  });

  it('saves a line that cannot be costed, marks the recipe incomplete and says why, also from a sub-recipe', async () => {
    const brine = await createRecipe(t, user, {
      ...complete('Brine', 1, 'Gallon'),
      category: 'Marinades and Brines',
      recipeIngredients: [line(ids.onion, 1, 'Each'), line(ids.salt, 4, 'Tablespoon')],
    });
    expect(brine.recipeIngredients.map((l) => l.ingredient.name)).toEqual(['Onion', 'Salt']);
    expect(brine.cost.total).toBeCloseTo(0.5, 9); // only the onion: 8 oz × $1 / lb
    expect(brine.cost.errors).toEqual([
      {
        kind: 'ingredient',
        line: 1,
        id: ids.salt,
        name: 'Salt',
        message: 'There were no available conversions',
        recipePath: ['Brine'],
      },
    ]);
    expect(brine.valid).toBe(false);
    expect(brine.errorMessages).toEqual(['Salt: There were no available conversions']);

    const pork = await createRecipe(t, user, {
      ...complete('Brined Pork', 4, 'Each'),
      category: 'Meats',
      recipeIngredients: [line(ids.chicken, 1, 'Pound')],
      recipeSubRecipes: [subLine(brine.id, 2, 'Quart')],
    });
    // $5 of meat + half a gallon of brine (2 qt of 4): half of $0.50
    expect(pork.cost.total).toBeCloseTo(5 + 0.25, 9);
    expect(pork.cost.errors).toEqual([
      expect.objectContaining({
        name: 'Salt',
        message: 'There were no available conversions',
        recipePath: ['Brined Pork', 'Brine'],
      }),
    ]);
    expect(pork.valid).toBe(false);
    expect(pork.errorMessages).toEqual(['Brine › Salt: There were no available conversions']);

    // A sub-recipe line in units of another kind (a weight of a recipe yielding a volume) cannot be costed.
    const mismatch = await createRecipe(t, user, {
      ...complete('Weighed Brine Pork', 4, 'Each'),
      category: 'Meats',
      recipeIngredients: [line(ids.chicken, 1, 'Pound')],
      recipeSubRecipes: [subLine(brine.id, 2, 'Pound')],
    });
    expect(mismatch.cost.errors.map((e) => [e.kind, e.name, e.message])).toContainEqual([
      'subRecipe',
      'Brine',
      'There were no available conversions',
    ]);
    expect(mismatch.valid).toBe(false);
  });
});
