import type { TFood, TNutrientName } from '@brigade/core';

/**
 * A few foods of the USDA database (SR28, values per 100 g) for the mocked food search, the food
 * detail and Add To Catalogue. The real server searches the whole database (`npm run import:fdc`).
 */

// [SR28 nutrient number, name, unit], in USDA's order: the nutrient pick list.
const NUTRIENTS: [number, string, string][] = [
  [203, 'Protein', 'g'],
  [204, 'Total lipid (fat)', 'g'],
  [205, 'Carbohydrate, by difference', 'g'],
  [208, 'Energy', 'kcal'],
  [269, 'Sugars, total', 'g'],
  [291, 'Fiber, total dietary', 'g'],
  [301, 'Calcium, Ca', 'mg'],
  [303, 'Iron, Fe', 'mg'],
  [306, 'Potassium, K', 'mg'],
  [307, 'Sodium, Na', 'mg'],
  [401, 'Vitamin C, total ascorbic acid', 'mg'],
  [328, 'Vitamin D (D2 + D3)', 'µg'],
  [601, 'Cholesterol', 'mg'],
  [606, 'Fatty acids, total saturated', 'g'],
  [605, 'Fatty acids, total trans', 'g'],
];

export const NUTRIENT_NAMES: TNutrientName[] = NUTRIENTS.map(([, name, unitName]) => ({ name, unitName }));

type Amounts = Partial<Record<number, number>>;
type Portion = [amount: number, measureName: string, gramWeight: number, modifier?: string];

/** SR28's refuse % of the foods below that have some (eggshell, apple core, tomato core, walnut shell); the rest 0. */
const REFUSE: Partial<Record<number, number>> = { 1123: 12, 9003: 10, 11529: 9, 12155: 55 };

const food = (
  fdcId: number,
  description: string,
  categoryName: string,
  amounts: Amounts,
  portions: Portion[],
): TFood => ({
  fdcId,
  description,
  dataType: 'sr_legacy_food',
  brandOwner: null,
  brandName: null,
  subBrandName: null,
  categoryName,
  refusePercent: REFUSE[fdcId] ?? 0,
  // The 100 g portion comes first and is the default (spec 9), then the household ones.
  foodPortions: [
    { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 },
    ...portions.map(([amount, measureName, gramWeight, modifier]) => ({
      amount,
      measureName,
      modifier: modifier ?? null,
      gramWeight,
    })),
  ],
  foodNutrients: NUTRIENTS.flatMap(([id, name, unitName]) =>
    amounts[id] === undefined ? [] : [{ amount: amounts[id], nutrient: { id, name, unitName } }],
  ),
});

// biome-ignore format: one food per entry reads as the table it is
export const FOODS: TFood[] = [
  food(1001, 'Butter, salted', 'Dairy and Egg Products',
    { 208: 717, 203: 0.85, 204: 81.11, 205: 0.06, 269: 0.06, 301: 24, 303: 0.02, 306: 24, 307: 643, 601: 215, 606: 51.368, 605: 3.278 },
    [[1, 'pat', 5, '1" sq, 1/3" high'], [1, 'tbsp', 14.2], [1, 'cup', 227], [1, 'stick', 113]]),
  food(1077, 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products',
    { 208: 61, 203: 3.15, 204: 3.25, 205: 4.8, 269: 5.05, 301: 113, 306: 132, 307: 43, 328: 1.3, 601: 10, 606: 1.865 },
    [[1, 'cup', 244]]),
  food(1123, 'Egg, whole, raw, fresh', 'Dairy and Egg Products',
    { 208: 143, 203: 12.56, 204: 9.51, 205: 0.72, 269: 0.37, 301: 56, 303: 1.75, 306: 138, 307: 142, 328: 2, 601: 372, 606: 3.126 },
    [[1, 'large', 50], [1, 'medium', 44], [1, 'cup', 243]]),
  food(5062, 'Chicken, broilers or fryers, breast, meat only, raw', 'Poultry Products',
    { 208: 120, 203: 22.5, 204: 2.62, 205: 0, 301: 5, 303: 0.37, 306: 370, 307: 45, 601: 73, 606: 0.563 },
    [[1, 'breast', 174, 'bone and skin removed']]),
  food(9003, 'Apples, raw, with skin', 'Fruits and Fruit Juices',
    { 208: 52, 203: 0.26, 204: 0.17, 205: 13.81, 269: 10.39, 291: 2.4, 301: 6, 303: 0.12, 306: 107, 307: 1, 401: 4.6 },
    [[1, 'medium', 182, '3" dia'], [1, 'cup', 109, 'sliced']]),
  food(11529, 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products',
    { 208: 18, 203: 0.88, 204: 0.2, 205: 3.89, 269: 2.63, 291: 1.2, 301: 10, 303: 0.27, 306: 237, 307: 5, 401: 13.7 },
    [[1, 'medium whole', 123, '2-3/5" dia'], [1, 'cup', 180, 'chopped or sliced']]),
  food(12155, 'Nuts, walnuts, english', 'Nut and Seed Products',
    { 208: 654, 203: 15.23, 204: 65.21, 205: 13.71, 269: 2.61, 291: 6.7, 301: 98, 303: 2.91, 306: 441, 307: 2, 606: 6.126 },
    [[1, 'cup', 117, 'chopped'], [1, 'oz', 28.35, '14 halves']]),
  food(15076, 'Fish, salmon, Atlantic, wild, raw', 'Finfish and Shellfish Products',
    { 208: 142, 203: 19.84, 204: 6.34, 205: 0, 301: 12, 303: 0.8, 306: 490, 307: 44, 328: 11, 601: 55, 606: 0.981 },
    [[0.5, 'fillet', 198], [3, 'oz', 85]]),
  food(19335, 'Sugars, granulated', 'Sweets',
    { 208: 387, 203: 0, 204: 0, 205: 99.98, 269: 99.8, 301: 1, 303: 0.05, 306: 2, 307: 1 },
    [[1, 'cup', 200], [1, 'tsp', 4.2]]),
  food(20081, 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta',
    { 208: 364, 203: 10.33, 204: 0.98, 205: 76.31, 269: 0.27, 291: 2.7, 301: 15, 303: 4.64, 306: 107, 307: 2, 606: 0.155 },
    [[1, 'cup', 125]]),
];
