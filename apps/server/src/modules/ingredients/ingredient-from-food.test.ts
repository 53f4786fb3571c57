import { type TCatalogueRequest, type TFood, ZCatalogueRequest } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { ingredientFromFood } from './ingredient-from-food.ts';

// The portion and nutrient rules themselves (which portions become conversions, the serving's
// nutrients) are core's copyFoodServing, tested in packages/core/src/conversions/usda-portions.test.ts.
// Here: the ingredient the route saves from them.

/** SR28 1001 Butter, salted (data/usda), with the API's 100 g portion first. */
const BUTTER: TFood = {
  fdcId: 1001,
  description: 'Butter, salted',
  dataType: 'sr_legacy_food',
  brandOwner: null,
  brandName: null,
  subBrandName: null,
  categoryName: 'Dairy and Egg Products',
  refusePercent: 0,
  foodPortions: [
    { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 },
    { amount: 1, measureName: 'pat (1" sq, 1/3" high)', modifier: null, gramWeight: 5 },
    { amount: 1, measureName: 'tbsp', modifier: null, gramWeight: 14.2 },
    { amount: 1, measureName: 'cup', modifier: null, gramWeight: 227 },
  ],
  foodNutrients: [
    { amount: 0.85, nutrient: { id: 203, name: 'Protein', unitName: 'g' } },
    { amount: 717, nutrient: { id: 208, name: 'Energy', unitName: 'kcal' } },
  ],
};

const grams = (quantityStart: number, unitsStart: string, quantityEnd: number) => ({
  quantityStart,
  unitsStart,
  quantityEnd,
  unitsEnd: 'Gram',
});

/** A catalogue body as the route parses it (core's schema), with the cook's fields. */
function body(overrides: Record<string, unknown> = {}): TCatalogueRequest {
  return ZCatalogueRequest.parse({
    category: 'Dairy and Egg Products',
    vendor: { id: 7 },
    cost: 4.5,
    costAmount: 1,
    costUnits: 'Pound',
    servingSize: 1,
    servingUnits: 'Tablespoon',
    food: { fdcId: 1001 },
    ...overrides,
  });
}

describe('ingredientFromFood: the ingredient a copy saves', () => {
  it("a new ingredient named after the food, with the cook's fields, the portions and the serving's nutrients", () => {
    const input = ingredientFromFood(body({ id: 99 }), BUTTER);
    expect(input).toEqual({
      id: null,
      name: 'Butter, salted',
      category: 'Dairy and Egg Products',
      vendor: { id: 7 },
      cost: 4.5,
      costAmount: 1,
      costUnits: 'Pound',
      servingSize: 1,
      servingUnits: 'Tablespoon',
      // butter has no refuse (SR28 0 %): all of it is edible
      yieldPercent: 100,
      conversions: [grams(1, 'Tablespoon', 14.2), grams(1, 'Cup', 227)],
      // One tablespoon is 14.2 g: 0.85 × 0.142 = 0.1207 g protein; 717 × 0.142 = 101.814 kcal.
      ingredientNutrients: [
        { nutrient: 'Protein', amount: 0.1207, units: 'g' },
        { nutrient: 'Energy', amount: 101.814, units: 'kcal' },
      ],
      allergens: null,
      food: { fdcId: 1001 },
    });
  });

  it("proposes 100 − the food's refuse % as the trim yield, unless the chef gave one", () => {
    // SR28 11282 Onions, raw: refuse 10 % ("Stem ends, sprouts and defects") → 90 % edible
    const onion = { ...BUTTER, fdcId: 11282, description: 'Onions, raw', refusePercent: 10 };
    expect(ingredientFromFood(body({ food: { fdcId: 11282 } }), onion).yieldPercent).toBe(90);
    expect(ingredientFromFood(body({ food: { fdcId: 11282 }, yieldPercent: 85 }), onion).yieldPercent).toBe(
      85,
    );
    // no refuse given (a branded food): all of it
    expect(ingredientFromFood(body(), { ...BUTTER, refusePercent: null }).yieldPercent).toBe(100);
    // a yield outside (0, 100] is refused by the schema
    expect(() => body({ yieldPercent: 0 })).toThrow(/yield above 0 % and at most 100 %/);
    expect(() => body({ yieldPercent: 101 })).toThrow(/yield above 0 % and at most 100 %/);
  });

  it("keeps the cook's name and the allergens they confirmed (labels or wire values)", () => {
    const input = ingredientFromFood(
      body({ name: 'Butter (Plugrá)', allergens: ['Milk', 'TREE_NUTS'] }),
      BUTTER,
    );
    expect(input.name).toBe('Butter (Plugrá)');
    expect(input.allergens).toEqual(['MILK', 'TREE_NUTS']);
    // Reviewed, none: [] stays [] (not "not reviewed").
    expect(ingredientFromFood(body({ allergens: [] }), BUTTER).allergens).toEqual([]);
  });

  it('refuses (400, on servingUnits) a serving it cannot weigh, naming the units it can', () => {
    let error: unknown;
    try {
      ingredientFromFood(body({ servingSize: 2, servingUnits: 'Each' }), BUTTER);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    const message =
      '2 Each of Butter, salted cannot be weighed: choose a weight unit or one of its portions ' +
      '(Tablespoon, Cup), or add a conversion to grams.';
    expect(error).toMatchObject({ statusCode: 400, message, errors: [{ field: 'servingUnits', message }] });
  });
});
