import { describe, expect, it } from 'vitest';
import type { TFood, TFoodPortionDto } from '../schemas/food.ts';
import { copyFoodServing, portionConversions, portionUnit, servingOfPortion } from './usda-portions.ts';

// Portions and nutrients below are USDA SR28's own rows (data/usda: food_portions, food_nutrients),
// with the API's 100 g portion first as GET /api/foods/{fdcId} answers them.
const G100: TFoodPortionDto = { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 };
const portion = (amount: number, measureName: string, gramWeight: number): TFoodPortionDto => ({
  amount,
  measureName,
  modifier: null,
  gramWeight,
});

/** SR28 1001 Butter, salted. */
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
    G100,
    portion(1, 'pat (1" sq, 1/3" high)', 5),
    portion(1, 'tbsp', 14.2),
    portion(1, 'cup', 227),
    portion(1, 'stick', 113),
  ],
  foodNutrients: [
    { amount: 0.85, nutrient: { id: 203, name: 'Protein', unitName: 'g' } },
    { amount: 81.11, nutrient: { id: 204, name: 'Total lipid (fat)', unitName: 'g' } },
    { amount: 717, nutrient: { id: 208, name: 'Energy', unitName: 'kcal' } },
    { amount: 643, nutrient: { id: 307, name: 'Sodium, Na', unitName: 'mg' } },
  ],
};

/** SR28 1077 Milk, whole, 3.25% milkfat. */
const MILK_PORTIONS = [
  G100,
  portion(1, 'cup', 244),
  portion(1, 'fl oz', 30.5),
  portion(1, 'tbsp', 15),
  portion(1, 'quart', 976),
];
/** SR28 1123 Egg, whole, raw, fresh. */
const EGG_PORTIONS = [
  G100,
  portion(1, 'large', 50),
  portion(1, 'extra large', 56),
  portion(1, 'jumbo', 63),
  portion(1, 'cup (4.86 large eggs)', 243),
  portion(1, 'medium', 44),
  portion(1, 'small', 38),
];
/** SR28 11529 Tomatoes, red, ripe, raw, year round average. */
const TOMATO_PORTIONS = [
  G100,
  portion(1, 'cup cherry tomatoes', 149),
  portion(1, 'cup, chopped or sliced', 180),
  portion(1, 'Italian tomato', 62),
  portion(1, 'cherry', 17),
  portion(1, 'large whole (3" dia)', 182),
  portion(1, 'medium whole (2-3/5" dia)', 123),
  portion(1, 'slice, medium (1/4" thick)', 20),
  portion(1, 'plum tomato', 62),
  portion(1, 'small whole (2-2/5" dia)', 91),
  portion(1, 'slice, thick/large (1/2" thick)', 27),
  portion(1, 'wedge (1/4 of medium tomato)', 31),
  portion(1, 'slice, thin/small', 15),
  portion(1, 'NLEA serving', 148),
];
/** SR28 11353 Potatoes, russet, flesh and skin, raw: a half cup, and sizes named after the food. */
const POTATO_PORTIONS = [
  G100,
  portion(0.5, 'cup, diced', 75),
  portion(1, 'potato large (3" to 4-1/4" dia)', 369),
  portion(1, 'Potato medium (2-1/4" to 3-1/4" dia)', 213),
];

const grams = (quantityStart: number, unitsStart: string, quantityEnd: number) => ({
  quantityStart,
  unitsStart,
  quantityEnd,
  unitsEnd: 'Gram',
});

const amountOf = (nutrients: { nutrient: string; amount?: number | null }[], name: string) =>
  nutrients.find((n) => n.nutrient === name)?.amount;

/** The copy's result when it is ok (the test fails otherwise). */
function copied(input: Parameters<typeof copyFoodServing>[1]) {
  const result = copyFoodServing(BUTTER, input);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('portionUnit: which of our units a USDA measure stands for', () => {
  it.each([
    ['tbsp', 'Tablespoon', true],
    ['tablespoon', 'Tablespoon', true],
    ['cup', 'Cup', true],
    ['cup, chopped or sliced', 'Cup', true],
    ['cup (4.86 large eggs)', 'Cup', true],
    ['cup cherry tomatoes', 'Cup', false],
    ['tbsp chopped', 'Tablespoon', false],
    ['fl oz', 'Fluid Ounce', true],
    ['tsp', 'Teaspoon', true],
    ['quart', 'Quart', true],
    ['oz', 'Ounce', true],
    ['slice, medium (1/4" thick)', 'Slice', true],
    ['large', 'Each', true],
    ['medium whole (2-3/5" dia)', 'Each', true],
    ['each', 'Each', true],
  ])('%s → %s', (measure, unit, exact) => {
    expect(portionUnit(measure)).toEqual({ unit, exact });
  });

  it.each([
    'pat (1" sq, 1/3" high)',
    'stick',
    'extra large',
    'jumbo',
    'NLEA serving',
    'cubic inch',
    'Italian tomato',
    'wedge (1/4 of medium tomato)',
    'potato large (3" to 4-1/4" dia)',
    '',
  ])('%s → none', (measure) => {
    expect(portionUnit(measure)).toBeUndefined();
  });
});

describe('portionConversions: household portions as conversions to grams', () => {
  it('butter: 1 Tablespoon = 14.2 Gram and 1 Cup = 227 Gram (no pat, no stick, no 100 g)', () => {
    expect(portionConversions(BUTTER.foodPortions)).toEqual([
      grams(1, 'Tablespoon', 14.2),
      grams(1, 'Cup', 227),
    ]);
  });

  it('milk: cup, fluid ounce, tablespoon and quart, in USDA order', () => {
    expect(portionConversions(MILK_PORTIONS)).toEqual([
      grams(1, 'Cup', 244),
      grams(1, 'Fluid Ounce', 30.5),
      grams(1, 'Tablespoon', 15),
      grams(1, 'Quart', 976),
    ]);
  });

  it('eggs: the medium egg is Each (44 g), the cup is 243 g; extra large and jumbo are left out', () => {
    expect(portionConversions(EGG_PORTIONS)).toEqual([grams(1, 'Cup', 243), grams(1, 'Each', 44)]);
  });

  it('tomatoes: the plain cup before the cherry tomatoes cup, the medium tomato and the medium slice', () => {
    expect(portionConversions(TOMATO_PORTIONS)).toEqual([
      grams(1, 'Cup', 180),
      grams(1, 'Each', 123),
      grams(1, 'Slice', 20),
    ]);
  });

  it("keeps USDA's amount (½ cup diced potato = 75 g) and skips sizes named after the food", () => {
    expect(portionConversions(POTATO_PORTIONS)).toEqual([grams(0.5, 'Cup', 75)]);
  });

  it('weight portions are left out (the standard factors convert grams to ounces)', () => {
    expect(portionConversions([G100, portion(1, 'oz', 28.35), portion(1, 'lb', 453.6)])).toEqual([]);
  });

  it('leaves out units the cook already converted, and portions without a weight', () => {
    expect(portionConversions(BUTTER.foodPortions, new Set(['Cup'] as const))).toEqual([
      grams(1, 'Tablespoon', 14.2),
    ]);
    expect(portionConversions([portion(1, 'cup', 0), portion(0, 'tbsp', 14)])).toEqual([]);
  });
});

describe('servingOfPortion: the serving the Add To Catalogue modal starts from', () => {
  const at = (portions: TFoodPortionDto[], measure: string) => {
    const found = portions.find((p) => p.measureName === measure);
    if (!found) throw new Error(measure);
    return servingOfPortion(portions, found);
  };

  it('a portion that becomes the conversion of its unit is served in that unit', () => {
    expect(at(BUTTER.foodPortions, 'tbsp')).toEqual({ size: 1, units: 'Tablespoon' });
    expect(at(MILK_PORTIONS, 'fl oz')).toEqual({ size: 1, units: 'Fluid Ounce' });
    expect(at(TOMATO_PORTIONS, 'cup, chopped or sliced')).toEqual({ size: 1, units: 'Cup' });
    expect(at(TOMATO_PORTIONS, 'medium whole (2-3/5" dia)')).toEqual({ size: 1, units: 'Each' });
    expect(at(POTATO_PORTIONS, 'cup, diced')).toEqual({ size: 0.5, units: 'Cup' });
  });

  it('a portion whose unit is weighed by another portion is served by its own weight, so it keeps meaning what the cook saw', () => {
    // The tomato's Cup is the 180 g chopped cup, its Each the 123 g medium one.
    expect(at(TOMATO_PORTIONS, 'cup cherry tomatoes')).toEqual({ size: 149, units: 'Gram' });
    expect(at(TOMATO_PORTIONS, 'large whole (3" dia)')).toEqual({ size: 182, units: 'Gram' });
    // The egg's Each is the 44 g medium egg.
    expect(at(EGG_PORTIONS, 'large')).toEqual({ size: 50, units: 'Gram' });
    expect(at(EGG_PORTIONS, 'medium')).toEqual({ size: 1, units: 'Each' });
  });

  it('a portion of no unit of ours is served by its weight; a weight in its own unit', () => {
    expect(at(BUTTER.foodPortions, 'pat (1" sq, 1/3" high)')).toEqual({ size: 5, units: 'Gram' });
    expect(at(BUTTER.foodPortions, 'g')).toEqual({ size: 100, units: 'Gram' });
    expect(at([G100, portion(2, 'oz', 56.7)], 'oz')).toEqual({ size: 2, units: 'Ounce' });
  });

  it('no portion, or one without a weight: 100 Gram', () => {
    expect(servingOfPortion([], undefined)).toEqual({ size: 100, units: 'Gram' });
    const weightless = portion(1, 'cup', 0);
    expect(servingOfPortion([weightless], weightless)).toEqual({ size: 100, units: 'Gram' });
  });
});

describe('copyFoodServing: the conversions and nutrients a copy saves', () => {
  it('butter for a 1 Tablespoon serving: the portions as conversions, nutrients × 14.2 / 100', () => {
    const result = copied({ servingSize: 1, servingUnits: 'Tablespoon' });
    expect(result.conversions).toEqual([grams(1, 'Tablespoon', 14.2), grams(1, 'Cup', 227)]);
    expect(result.ingredientNutrients.map((n) => [n.nutrient, n.units])).toEqual([
      ['Protein', 'g'],
      ['Total lipid (fat)', 'g'],
      ['Energy', 'kcal'],
      ['Sodium, Na', 'mg'],
    ]);
    // 0.85 × 0.142 = 0.1207; 81.11 × 0.142 = 11.51762; 717 × 0.142 = 101.814; 643 × 0.142 = 91.306.
    // Exactly these: without the binary noise of 0.85 × 0.142 = 0.12069999999999999.
    expect(amountOf(result.ingredientNutrients, 'Protein')).toBe(0.1207);
    expect(amountOf(result.ingredientNutrients, 'Total lipid (fat)')).toBe(11.51762);
    expect(amountOf(result.ingredientNutrients, 'Energy')).toBe(101.814);
    expect(amountOf(result.ingredientNutrients, 'Sodium, Na')).toBe(91.306);
  });

  it('a cup of butter is its own 227 g portion (717 × 2.27 = 1627.59 kcal), not 16 tablespoons', () => {
    const result = copied({ servingSize: 1, servingUnits: 'Cup' });
    expect(amountOf(result.ingredientNutrients, 'Energy')).toBeCloseTo(1627.59, 9);
  });

  it('weights by the standard factors: 2 Ounce = 56.69904625 g → 717 × 0.5669904625 = 406.5321616 kcal', () => {
    const result = copied({ servingSize: 2, servingUnits: 'Ounce' });
    expect(amountOf(result.ingredientNutrients, 'Energy')).toBeCloseTo(406.5321616125, 8);
    const perGram = copied({ servingSize: 30, servingUnits: 'Gram' });
    expect(amountOf(perGram.ingredientNutrients, 'Protein')).toBeCloseTo(0.255, 10); // 0.85 × 0.3
  });

  it('a volume without its own portion goes through another: 1 Teaspoon = 14.2 / 3 g', () => {
    const result = copied({ servingSize: 1, servingUnits: 'Teaspoon' });
    // 717 × (14.2 / 3) / 100 = 33.938 kcal
    expect(amountOf(result.ingredientNutrients, 'Energy')).toBeCloseTo(33.938, 10);
  });

  it("keeps the cook's conversions and nutrients first; the food fills in the rest", () => {
    const result = copied({
      servingSize: 1,
      servingUnits: 'Cup',
      conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 230, unitsEnd: 'Gram' }],
      ingredientNutrients: [{ nutrient: 'Energy', amount: 1700, units: 'kcal' }],
    });
    expect(result.conversions).toEqual([grams(1, 'Cup', 230), grams(1, 'Tablespoon', 14.2)]);
    // Their cup is 230 g: protein 0.85 × 2.3 = 1.955; their energy stays.
    expect(result.ingredientNutrients[0]).toEqual({ nutrient: 'Energy', amount: 1700, units: 'kcal' });
    expect(result.ingredientNutrients.filter((n) => n.nutrient === 'Energy')).toHaveLength(1);
    expect(amountOf(result.ingredientNutrients, 'Protein')).toBeCloseTo(1.955, 10);
  });

  it('refuses a serving it cannot weigh, naming the units it can', () => {
    expect(copyFoodServing(BUTTER, { servingSize: 2, servingUnits: 'Each' })).toEqual({
      ok: false,
      message:
        '2 Each of Butter, salted cannot be weighed: choose a weight unit or one of its portions ' +
        '(Tablespoon, Cup), or add a conversion to grams.',
    });
    const noPortions = { ...BUTTER, foodPortions: [G100] };
    expect(copyFoodServing(noPortions, { servingSize: 1, servingUnits: 'Slice' })).toEqual({
      ok: false,
      message:
        '1 Slice of Butter, salted cannot be weighed: choose a weight unit, or add a conversion to grams.',
    });
  });
});
