import { FULL_YIELD_PERCENT } from '../costing/trim-yield.ts';
import type { TAllergen } from '../enums/allergens.ts';
import type { TIngredientCategory } from '../enums/ingredient-categories.ts';
import type { TUnit } from '../enums/units.ts';
import type { TIngredientSaveRequest } from '../schemas/ingredient.ts';

/**
 * The demo kitchen's catalogue: three vendors and about 40 ingredients with real-world pack
 * costs (a 50 lb sack of flour at $20), conversions a cook uses (1 Cup flour = 125 Gram, 1 Each egg =
 * 50 Gram) and a few nutrients per serving, with USDA SR28 nutrient names and values. The server's demo
 * seeder writes them to the demo kitchen; the web's mocked API (apps/web/src/mocks) serves the same.
 * Recipes of the demo kitchen (recipes.ts) are costed from these: look them up by name.
 */

type Conversion = [quantityStart: number, unitsStart: TUnit, quantityEnd: number, unitsEnd: TUnit];
/** Energy kcal, protein g, fat g, carbohydrate g, plus any other [name, amount, units]. */
type Nutrients = [
  kcal: number,
  protein: number,
  fat: number,
  carbs: number,
  ...more: [string, number, string][],
];

export type DemoIngredient = {
  name: string;
  category: TIngredientCategory;
  vendor: string;
  /** Pack price: `cost` dollars for `costAmount` `costUnits`. */
  cost: number;
  costAmount: number;
  costUnits: TUnit;
  serving: [size: number, units: TUnit];
  conversions: Conversion[];
  nutrients: Nutrients;
};

export const DEMO_VENDORS = [
  'Harbor Foodservice',
  'Green Valley Produce',
  'Blue Ridge Meats & Seafood',
] as const;
const [HARBOR, GREEN_VALLEY, BLUE_RIDGE] = DEMO_VENDORS;

const sodium = (mg: number): [string, number, string] => ['Sodium, Na', mg, 'mg'];
const fiber = (g: number): [string, number, string] => ['Fiber, total dietary', g, 'g'];
const sugars = (g: number): [string, number, string] => ['Sugars, total', g, 'g'];
const calcium = (mg: number): [string, number, string] => ['Calcium, Ca', mg, 'mg'];
const cholesterol = (mg: number): [string, number, string] => ['Cholesterol', mg, 'mg'];
const vitaminC = (mg: number): [string, number, string] => ['Vitamin C, total ascorbic acid', mg, 'mg'];

const item = (
  name: string,
  category: TIngredientCategory,
  vendor: string,
  pack: [cost: number, amount: number, units: TUnit],
  serving: [number, TUnit],
  conversions: Conversion[],
  nutrients: Nutrients,
): DemoIngredient => ({
  name,
  category,
  vendor,
  cost: pack[0],
  costAmount: pack[1],
  costUnits: pack[2],
  serving,
  conversions,
  nutrients,
});

const GRAINS: TIngredientCategory = 'Grains and Pasta';
const SWEETS: TIngredientCategory = 'Sweets';
const SPICES: TIngredientCategory = 'Spices and Herbs';
const DAIRY: TIngredientCategory = 'Dairy and Egg Products';
const FATS: TIngredientCategory = 'Fats and Oils';
const VEG: TIngredientCategory = 'Vegetables and Vegetable Products';
const FRUITS: TIngredientCategory = 'Fruits and Fruit Products';
const MEAT: TIngredientCategory = 'Meat Products';
const SEAFOOD: TIngredientCategory = 'Seafood Products';
const MISC: TIngredientCategory = 'Miscellaneous Ingredients';

// biome-ignore format: one ingredient per line reads as the table it is
export const DEMO_INGREDIENTS: DemoIngredient[] = [
  // Dry goods
  item('All-purpose Flour', GRAINS, HARBOR, [20, 50, 'Pound'], [30, 'Gram'], [[1, 'Cup', 125, 'Gram']], [109, 3.1, 0.3, 22.9, fiber(0.8)]),
  item('Bread Flour', GRAINS, HARBOR, [24, 50, 'Pound'], [30, 'Gram'], [[1, 'Cup', 127, 'Gram']], [109, 3.6, 0.5, 21.7, fiber(0.7)]),
  item('Long-grain White Rice', GRAINS, HARBOR, [26, 25, 'Pound'], [45, 'Gram'], [[1, 'Cup', 185, 'Gram']], [165, 3.2, 0.3, 36.1]),
  item('Dried Spaghetti', GRAINS, HARBOR, [22, 20, 'Pound'], [56, 'Gram'], [], [208, 7.3, 0.8, 42, fiber(1.8)]),
  item('Granulated Sugar', SWEETS, HARBOR, [32, 50, 'Pound'], [4, 'Gram'], [[1, 'Cup', 200, 'Gram']], [15, 0, 0, 4, sugars(4)]),
  item('Light Brown Sugar', SWEETS, HARBOR, [18, 25, 'Pound'], [4, 'Gram'], [[1, 'Cup', 220, 'Gram']], [15, 0, 0, 3.9, sugars(3.9)]),
  item('Clover Honey', SWEETS, HARBOR, [30, 5, 'Pound'], [21, 'Gram'], [[1, 'Cup', 340, 'Gram']], [64, 0.1, 0, 17.3, sugars(17.2)]),
  item('Semi-sweet Chocolate Chips', SWEETS, HARBOR, [45, 10, 'Pound'], [15, 'Gram'], [[1, 'Cup', 170, 'Gram']], [72, 0.6, 4.5, 9.5, sugars(8)]),
  item('Kosher Salt', SPICES, HARBOR, [9, 3, 'Pound'], [1.2, 'Gram'], [[1, 'Teaspoon', 3, 'Gram']], [0, 0, 0, 0, sodium(465)]),
  item('Ground Black Pepper', SPICES, HARBOR, [28, 1, 'Pound'], [2.3, 'Gram'], [[1, 'Teaspoon', 2.3, 'Gram']], [6, 0.2, 0.1, 1.5]),
  item('Baking Powder', MISC, HARBOR, [7.5, 2, 'Pound'], [4.6, 'Gram'], [[1, 'Teaspoon', 4.6, 'Gram']], [2, 0, 0, 1.3, sodium(488)]),
  item('Baking Soda', MISC, HARBOR, [3, 1, 'Pound'], [4.6, 'Gram'], [[1, 'Teaspoon', 4.6, 'Gram']], [0, 0, 0, 0, sodium(1259)]),
  item('Active Dry Yeast', MISC, HARBOR, [6, 1, 'Pound'], [3.1, 'Gram'], [[1, 'Teaspoon', 3.1, 'Gram']], [10, 1.2, 0.2, 1.3]),
  item('Pure Vanilla Extract', MISC, HARBOR, [40, 32, 'Fluid Ounce'], [1, 'Teaspoon'], [[1, 'Teaspoon', 4.2, 'Gram']], [12, 0, 0, 0.5]),
  item('Dijon Mustard', MISC, HARBOR, [14, 1, 'Gallon'], [5, 'Gram'], [[1, 'Teaspoon', 5, 'Gram']], [3, 0.2, 0.2, 0.3, sodium(120)]),
  item('Red Wine Vinegar', MISC, HARBOR, [12, 1, 'Gallon'], [1, 'Tablespoon'], [[1, 'Tablespoon', 15, 'Gram']], [3, 0, 0, 0]),
  item('Whole Peeled Tomatoes', VEG, HARBOR, [5.4, 1, 'Each'], [121, 'Gram'], [[1, 'Each', 2.89, 'Kilogram'], [1, 'Cup', 240, 'Gram']], [20, 0.9, 0.1, 4.7, sodium(160)]),
  item('Low-sodium Chicken Stock', 'Soups and Gravies', HARBOR, [4, 1, 'Quart'], [1, 'Cup'], [[1, 'Cup', 240, 'Gram']], [15, 2.5, 0.5, 1, sodium(140)]),
  item('Dried Black Beans', 'Legumes and Legume Products', HARBOR, [28, 25, 'Pound'], [35, 'Gram'], [[1, 'Cup', 194, 'Gram']], [119, 7.6, 0.5, 21.8, fiber(5.4)]),
  item('Walnut Halves', 'Nuts and Seeds', HARBOR, [80, 10, 'Pound'], [28, 'Gram'], [[1, 'Cup', 100, 'Gram']], [183, 4.3, 18.3, 3.8, fiber(1.9)]),
  item('Extra Virgin Olive Oil', FATS, HARBOR, [60, 1, 'Gallon'], [1, 'Tablespoon'], [[1, 'Tablespoon', 13.5, 'Gram']], [119, 0, 13.5, 0]),
  item('French Baguette', GRAINS, HARBOR, [30, 12, 'Each'], [64, 'Gram'], [[1, 'Each', 340, 'Gram']], [174, 7.1, 1.9, 32.9, sodium(386)]),
  item('Canola Oil', FATS, HARBOR, [38, 35, 'Pound'], [1, 'Tablespoon'], [[1, 'Tablespoon', 14, 'Gram'], [1, 'Cup', 218, 'Gram']], [124, 0, 14, 0]),
  // Dairy and eggs
  item('Large Eggs', DAIRY, HARBOR, [48, 180, 'Each'], [1, 'Each'], [[1, 'Each', 50, 'Gram']], [72, 6.3, 4.8, 0.4, cholesterol(186)]),
  item('Unsalted Butter', DAIRY, HARBOR, [126, 36, 'Pound'], [14, 'Gram'], [[1, 'Cup', 227, 'Gram'], [1, 'Tablespoon', 14.2, 'Gram']], [100, 0.1, 11.4, 0, cholesterol(30)]),
  item('Whole Milk', DAIRY, HARBOR, [4.2, 1, 'Gallon'], [1, 'Cup'], [[1, 'Cup', 244, 'Gram']], [149, 7.7, 7.9, 11.7, calcium(276)]),
  item('Heavy Cream', DAIRY, HARBOR, [9.5, 1, 'Quart'], [1, 'Tablespoon'], [[1, 'Cup', 238, 'Gram']], [51, 0.4, 5.4, 0.4]),
  item('Parmigiano-Reggiano', DAIRY, HARBOR, [13, 1, 'Pound'], [28, 'Gram'], [[1, 'Cup', 100, 'Gram']], [111, 10, 7.3, 0.9, calcium(336)]),
  item('Sharp Cheddar', DAIRY, HARBOR, [42, 10, 'Pound'], [28, 'Gram'], [[1, 'Cup', 113, 'Gram']], [114, 7, 9.4, 0.4, calcium(200)]),
  // Produce
  item('Yellow Onions', VEG, GREEN_VALLEY, [28, 50, 'Pound'], [110, 'Gram'], [[1, 'Each', 150, 'Gram'], [1, 'Cup', 160, 'Gram']], [44, 1.2, 0.1, 10.3, fiber(1.9)]),
  item('Peeled Garlic', VEG, GREEN_VALLEY, [24, 5, 'Pound'], [3, 'Gram'], [[1, 'Each', 3, 'Gram']], [4, 0.2, 0, 1]),
  item('Carrots', VEG, GREEN_VALLEY, [30, 50, 'Pound'], [61, 'Gram'], [[1, 'Each', 61, 'Gram'], [1, 'Cup', 128, 'Gram']], [25, 0.6, 0.1, 5.8, fiber(1.7)]),
  item('Celery', VEG, GREEN_VALLEY, [38, 30, 'Pound'], [40, 'Gram'], [[1, 'Each', 40, 'Gram']], [6, 0.3, 0.1, 1.2]),
  item('Russet Potatoes', VEG, GREEN_VALLEY, [25, 50, 'Pound'], [213, 'Gram'], [[1, 'Each', 213, 'Gram']], [168, 4.6, 0.2, 38.5, fiber(2.8)]),
  item('Asparagus', VEG, GREEN_VALLEY, [52, 11, 'Pound'], [134, 'Gram'], [[1, 'Each', 20, 'Gram']], [27, 2.9, 0.2, 5.2, fiber(2.8)]),
  item('Roma Tomatoes', VEG, GREEN_VALLEY, [30, 25, 'Pound'], [62, 'Gram'], [[1, 'Each', 62, 'Gram']], [11, 0.5, 0.1, 2.4, vitaminC(8.5)]),
  item('Baby Spinach', VEG, GREEN_VALLEY, [14, 4, 'Pound'], [30, 'Gram'], [[1, 'Cup', 30, 'Gram']], [7, 0.9, 0.1, 1.1]),
  item('Flat-leaf Parsley', SPICES, GREEN_VALLEY, [1.1, 1, 'Each'], [4, 'Gram'], [[1, 'Each', 60, 'Gram'], [1, 'Cup', 60, 'Gram']], [1, 0.1, 0, 0.3, vitaminC(5.3)]),
  item('Fresh Thyme', SPICES, GREEN_VALLEY, [8, 1, 'Pound'], [2.4, 'Gram'], [[1, 'Tablespoon', 2.4, 'Gram']], [2, 0.1, 0, 0.6]),
  item('Lemons', FRUITS, GREEN_VALLEY, [40, 115, 'Each'], [1, 'Each'], [[1, 'Each', 84, 'Gram']], [24, 0.9, 0.3, 7.8, vitaminC(44.5)]),
  item('Granny Smith Apples', FRUITS, GREEN_VALLEY, [48, 40, 'Pound'], [1, 'Each'], [[1, 'Each', 182, 'Gram'], [1, 'Cup', 125, 'Gram']], [95, 0.5, 0.3, 25.1, fiber(4.4)]),
  item('Strawberries', FRUITS, GREEN_VALLEY, [32, 8, 'Pound'], [1, 'Cup'], [[1, 'Cup', 152, 'Gram']], [49, 1, 0.5, 11.7, vitaminC(89.4)]),
  // Meat and seafood
  item('Boneless Chicken Breast', MEAT, BLUE_RIDGE, [240, 40, 'Pound'], [112, 'Gram'], [[1, 'Each', 227, 'Gram']], [134, 25.2, 2.9, 0, cholesterol(82)]),
  item('Chicken Bones', MEAT, BLUE_RIDGE, [20, 40, 'Pound'], [100, 'Gram'], [], [0, 0, 0, 0]),
  item('Beef Tenderloin, center-cut', MEAT, BLUE_RIDGE, [280, 10, 'Pound'], [112, 'Gram'], [], [201, 21.2, 12.9, 0]),
  item('Beef Chuck Roll', MEAT, BLUE_RIDGE, [104, 20, 'Pound'], [112, 'Gram'], [], [241, 20.9, 16.8, 0]),
  item('Ground Beef 80/20', MEAT, BLUE_RIDGE, [42, 10, 'Pound'], [112, 'Gram'], [], [287, 19.2, 22.4, 0]),
  item('Thick-cut Bacon', MEAT, BLUE_RIDGE, [65, 15, 'Pound'], [1, 'Slice'], [[1, 'Slice', 28, 'Gram']], [116, 3.6, 11.2, 0.2, sodium(185)]),
  item('Atlantic Salmon Fillet', SEAFOOD, BLUE_RIDGE, [130, 10, 'Pound'], [112, 'Gram'], [], [233, 22.9, 15.1, 0]),
  item('Shrimp 16/20, peeled', SEAFOOD, BLUE_RIDGE, [60, 5, 'Pound'], [85, 'Gram'], [[1, 'Each', 25, 'Gram']], [72, 17.1, 0.5, 0, cholesterol(161)]),
];

const NUTRIENT_NAMES = ['Energy', 'Protein', 'Total lipid (fat)', 'Carbohydrate, by difference'] as const;
const NUTRIENT_UNITS = ['kcal', 'g', 'g', 'g'] as const;

function nutrientFacts([kcal, protein, fat, carbs, ...more]: Nutrients) {
  const facts = [kcal, protein, fat, carbs].map((amount, i) => ({
    nutrient: NUTRIENT_NAMES[i],
    amount,
    units: NUTRIENT_UNITS[i],
  }));
  return [...facts, ...more.map(([nutrient, amount, units]) => ({ nutrient, amount, units }))];
}

/** The save body of a demo ingredient, its vendor given by id (the vendors are saved first). */
export function demoIngredientBody(demo: DemoIngredient, vendorId: number): TIngredientSaveRequest {
  return {
    name: demo.name,
    category: demo.category,
    vendor: { id: vendorId },
    cost: demo.cost,
    costAmount: demo.costAmount,
    costUnits: demo.costUnits,
    servingSize: demo.serving[0],
    servingUnits: demo.serving[1],
    // Bought as used: the demo's costs are figures its tests work out by hand.
    yieldPercent: FULL_YIELD_PERCENT,
    conversions: demo.conversions.map(([quantityStart, unitsStart, quantityEnd, unitsEnd]) => ({
      quantityStart,
      unitsStart,
      quantityEnd,
      unitsEnd,
    })),
    ingredientNutrients: nutrientFacts(demo.nutrients),
  };
}

/**
 * The demo kitchen's allergen review: every demo ingredient marked, except two left "not
 * reviewed" so the chips show both states.
 */
export const DEMO_ALLERGENS: Record<string, TAllergen[] | null> = {
  'All-purpose Flour': ['WHEAT'],
  'Bread Flour': ['WHEAT'],
  'Dried Spaghetti': ['WHEAT'],
  'Semi-sweet Chocolate Chips': ['MILK', 'SOY'],
  'Large Eggs': ['EGGS'],
  'Unsalted Butter': ['MILK'],
  'Whole Milk': ['MILK'],
  'Heavy Cream': ['MILK'],
  'Parmigiano-Reggiano': ['MILK'],
  'Sharp Cheddar': ['MILK'],
  'French Baguette': ['WHEAT'],
  'Walnut Halves': ['TREE_NUTS'],
  'Atlantic Salmon Fillet': ['FISH'],
  'Shrimp 16/20, peeled': ['SHELLFISH'],
  // Left for the chef to review: the demo shows "allergens not reviewed".
  'Dijon Mustard': null,
  'Pure Vanilla Extract': null,
};

/** A demo ingredient's reviewed allergens: those listed above, none for every other (null: not reviewed). */
export function demoAllergens(name: string): TAllergen[] | null {
  return name in DEMO_ALLERGENS ? DEMO_ALLERGENS[name] : [];
}
