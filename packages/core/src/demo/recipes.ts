import type { TRecipeCategory } from '../enums/recipe-categories.ts';
import type { TTeam } from '../enums/teams.ts';
import type { TUnit } from '../enums/units.ts';
import type { TRecipeSaveRequest } from '../schemas/recipe.ts';

/**
 * The demo kitchen's recipes: a dozen recipes across categories, costed from the demo
 * catalogue (catalogue.ts, looked up by name), nested three deep — Chicken Stock is used by Chicken
 * Velouté, which is used by Roast Chicken with Velouté (and by the soup). One idea is left a work in
 * progress, so the list shows both validity icons. Stocks are made two days ahead, doughs and sauces
 * one day ahead, plated dishes the day they are served: the coming week's production plan spreads
 * over its days.
 */

type Line = [quantity: number, units: TUnit, name: string];
export type DemoRecipe = {
  name: string;
  category: TRecipeCategory;
  team?: TTeam;
  yield?: [quantity: number, units: TUnit];
  prepNotes?: string;
  /** [lead time, shelf life] in days: made that many days before it is used, keeps that many days. */
  days?: [leadTimeDays: number, shelfLifeDays: number];
  /** Ingredient lines: [quantity, units, demo ingredient name]. */
  lines: Line[];
  /** Sub-recipe lines: [quantity, units, name of a recipe listed before it]. */
  subRecipes?: Line[];
};

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    name: 'Chicken Stock',
    category: 'Sauces and Stocks',
    days: [2, 4],
    team: 'Banquets',
    yield: [1, 'Gallon'],
    prepNotes:
      'Rinse the bones, cover with 5 quarts of cold water and bring to a simmer; skim. Add the vegetables and thyme, simmer 4 hours without boiling, strain and cool quickly.',
    lines: [
      [4, 'Pound', 'Chicken Bones'],
      [1, 'Each', 'Yellow Onions'],
      [2, 'Each', 'Carrots'],
      [2, 'Each', 'Celery'],
      [1, 'Tablespoon', 'Fresh Thyme'],
      [1, 'Teaspoon', 'Ground Black Pepper'],
    ],
  },
  {
    name: 'Blond Roux',
    category: 'Sauces and Stocks',
    days: [1, 7],
    team: 'Banquets',
    yield: [1, 'Cup'],
    prepNotes:
      'Melt the butter, whisk in the flour and cook over low heat until it smells nutty but has no color.',
    lines: [
      [0.5, 'Cup', 'Unsalted Butter'],
      [0.5, 'Cup', 'All-purpose Flour'],
    ],
  },
  {
    name: 'Chicken Velouté',
    category: 'Sauces and Stocks',
    days: [1, 3],
    team: 'Banquets',
    yield: [2, 'Quart'],
    prepNotes:
      'Bring the stock to a simmer, whisk in the roux a little at a time, simmer 20 minutes, finish with the cream and season.',
    lines: [
      [0.5, 'Cup', 'Heavy Cream'],
      [1, 'Teaspoon', 'Kosher Salt'],
    ],
    subRecipes: [
      [2, 'Quart', 'Chicken Stock'],
      [0.5, 'Cup', 'Blond Roux'],
    ],
  },
  {
    name: 'Roast Chicken with Velouté',
    category: 'Meats',
    days: [0, 1],
    team: 'Banquets',
    yield: [8, 'Each'],
    prepNotes:
      'Season the breasts, sear skin side down in olive oil, roast at 400°F to 165°F inside. Rest 5 minutes; plate over 1/2 cup of velouté.',
    lines: [
      [8, 'Each', 'Boneless Chicken Breast'],
      [2, 'Tablespoon', 'Extra Virgin Olive Oil'],
      [2, 'Teaspoon', 'Kosher Salt'],
      [1, 'Teaspoon', 'Ground Black Pepper'],
    ],
    subRecipes: [[1, 'Quart', 'Chicken Velouté']],
  },
  {
    name: 'Garlic Mashed Potatoes',
    category: 'Miscellaneous Recipes',
    days: [0, 1],
    team: 'Banquets',
    yield: [6, 'Pound'],
    prepNotes:
      'Simmer the peeled potatoes with the garlic until tender, rice them, fold in the hot cream and butter, season. Hold covered at 150°F.',
    lines: [
      [5, 'Pound', 'Russet Potatoes'],
      [8, 'Each', 'Peeled Garlic'],
      [1, 'Cup', 'Heavy Cream'],
      [0.5, 'Cup', 'Unsalted Butter'],
      [2, 'Teaspoon', 'Kosher Salt'],
    ],
  },
  {
    name: 'Roasted Asparagus',
    category: 'Miscellaneous Recipes',
    days: [0, 1],
    team: 'Banquets',
    yield: [10, 'Each'],
    prepNotes:
      'Snap the ends, toss with oil, salt and pepper, roast at 425°F for 8 minutes; lemon zest to finish.',
    lines: [
      [3, 'Pound', 'Asparagus'],
      [3, 'Tablespoon', 'Extra Virgin Olive Oil'],
      [1, 'Teaspoon', 'Kosher Salt'],
      [0.5, 'Teaspoon', 'Ground Black Pepper'],
      [1, 'Each', 'Lemons'],
    ],
  },
  {
    name: 'Seared Beef Tenderloin',
    category: 'Meats',
    days: [0, 1],
    team: 'Banquets',
    yield: [10, 'Each'],
    prepNotes:
      'Cut into 6 oz filets, season, sear hard in the oil, baste with butter and thyme, finish at 400°F to 130°F inside. Rest 8 minutes.',
    lines: [
      [3.75, 'Pound', 'Beef Tenderloin, center-cut'],
      [2, 'Tablespoon', 'Canola Oil'],
      [2, 'Tablespoon', 'Unsalted Butter'],
      [2, 'Tablespoon', 'Fresh Thyme'],
      [2, 'Teaspoon', 'Kosher Salt'],
      [1, 'Teaspoon', 'Ground Black Pepper'],
    ],
  },
  {
    name: 'Lemon Beurre Blanc',
    category: 'Sauces and Stocks',
    days: [0, 1],
    team: 'Banquets',
    yield: [2, 'Cup'],
    prepNotes:
      'Reduce the lemon juice with the cream by half, whisk in the cold butter a piece at a time off the heat, season. Hold warm.',
    lines: [
      [1, 'Cup', 'Unsalted Butter'],
      [0.25, 'Cup', 'Heavy Cream'],
      [2, 'Each', 'Lemons'],
      [0.5, 'Teaspoon', 'Kosher Salt'],
    ],
  },
  {
    name: 'Roasted Salmon',
    category: 'Meats',
    days: [0, 1],
    team: 'Banquets',
    yield: [10, 'Each'],
    prepNotes:
      'Portion into 6 oz pieces, oil and season, roast at 425°F for 10 minutes. Plate over beurre blanc.',
    lines: [
      [3.75, 'Pound', 'Atlantic Salmon Fillet'],
      [2, 'Tablespoon', 'Extra Virgin Olive Oil'],
      [2, 'Teaspoon', 'Kosher Salt'],
      [1, 'Each', 'Lemons'],
    ],
    subRecipes: [[1.25, 'Cup', 'Lemon Beurre Blanc']],
  },
  {
    name: 'Shrimp Cocktail',
    category: 'Snacks',
    days: [0, 1],
    team: 'Banquets',
    yield: [24, 'Each'],
    prepNotes:
      'Poach the shrimp in salted lemon water, chill on ice. Cocktail sauce: tomatoes, vinegar and lemon blended smooth. Two shrimp on each spoon.',
    lines: [
      [2.5, 'Pound', 'Shrimp 16/20, peeled'],
      [3, 'Each', 'Lemons'],
      [1, 'Cup', 'Whole Peeled Tomatoes'],
      [1, 'Tablespoon', 'Red Wine Vinegar'],
      [2, 'Teaspoon', 'Kosher Salt'],
    ],
  },
  {
    name: 'Beef Tenderloin Crostini',
    category: 'Snacks',
    days: [0, 1],
    team: 'Banquets',
    yield: [24, 'Each'],
    prepNotes:
      'Sear the tenderloin rare, chill and slice thin. Slice the baguette, brush with oil and toast. Whip the cream with the mustard; beef and a dot of cream on each.',
    lines: [
      [1.5, 'Pound', 'Beef Tenderloin, center-cut'],
      [1, 'Each', 'French Baguette'],
      [3, 'Tablespoon', 'Extra Virgin Olive Oil'],
      [0.5, 'Cup', 'Heavy Cream'],
      [1, 'Tablespoon', 'Dijon Mustard'],
      [1, 'Teaspoon', 'Kosher Salt'],
    ],
  },
  {
    name: 'Bacon-wrapped Shrimp',
    category: 'Snacks',
    days: [0, 1],
    team: 'Banquets',
    yield: [24, 'Each'],
    prepNotes:
      'Wrap each shrimp in half a slice of bacon, dust with brown sugar, bake at 400°F for 12 minutes.',
    lines: [
      [24, 'Each', 'Shrimp 16/20, peeled'],
      [12, 'Slice', 'Thick-cut Bacon'],
      [2, 'Tablespoon', 'Light Brown Sugar'],
    ],
  },
  {
    name: 'Marinara Sauce',
    category: 'Sauces and Stocks',
    days: [1, 5],
    team: 'Front of House',
    yield: [2, 'Quart'],
    prepNotes:
      'Sweat the onion and garlic in the oil, add the crushed tomatoes and thyme, simmer 45 minutes and season.',
    lines: [
      [6, 'Cup', 'Whole Peeled Tomatoes'],
      [3, 'Tablespoon', 'Extra Virgin Olive Oil'],
      [6, 'Each', 'Peeled Garlic'],
      [1, 'Each', 'Yellow Onions'],
      [2, 'Teaspoon', 'Kosher Salt'],
      [1, 'Tablespoon', 'Fresh Thyme'],
    ],
  },
  {
    name: 'Spaghetti Marinara',
    category: 'Pasta',
    days: [0, 1],
    team: 'Front of House',
    yield: [6, 'Each'],
    prepNotes: 'Cook the spaghetti al dente, toss with the hot marinara, finish with parmigiano and parsley.',
    lines: [
      [1.5, 'Pound', 'Dried Spaghetti'],
      [0.5, 'Cup', 'Parmigiano-Reggiano'],
      [0.25, 'Cup', 'Flat-leaf Parsley'],
    ],
    subRecipes: [[1, 'Quart', 'Marinara Sauce']],
  },
  {
    name: 'Lemon Vinaigrette',
    category: 'Dips and Spreads',
    days: [1, 5],
    team: 'Front of House',
    yield: [2, 'Cup'],
    prepNotes: 'Juice the lemons, whisk with the mustard, honey and seasoning, then stream in the oil.',
    lines: [
      [1.5, 'Cup', 'Extra Virgin Olive Oil'],
      [3, 'Each', 'Lemons'],
      [2, 'Teaspoon', 'Dijon Mustard'],
      [1, 'Tablespoon', 'Clover Honey'],
      [1, 'Teaspoon', 'Kosher Salt'],
      [0.5, 'Teaspoon', 'Ground Black Pepper'],
    ],
  },
  {
    name: 'Spinach and Strawberry Salad',
    category: 'Salads',
    days: [0, 1],
    team: 'Front of House',
    yield: [6, 'Each'],
    prepNotes: 'Toss the spinach with the vinaigrette; top with sliced strawberries and toasted walnuts.',
    lines: [
      [6, 'Cup', 'Baby Spinach'],
      [2, 'Cup', 'Strawberries'],
      [0.5, 'Cup', 'Walnut Halves'],
    ],
    subRecipes: [[0.75, 'Cup', 'Lemon Vinaigrette']],
  },
  {
    name: 'Chocolate Chip Cookies',
    category: 'Cookies and Cakes',
    days: [1, 5],
    team: 'Pastry',
    yield: [24, 'Each'],
    prepNotes:
      'Cream the butter and sugars, beat in the eggs and vanilla, fold in the dry ingredients, chips and walnuts. Scoop 1 1/2 oz balls, bake at 350°F for 13 minutes.',
    lines: [
      [2.25, 'Cup', 'All-purpose Flour'],
      [1, 'Teaspoon', 'Baking Soda'],
      [1, 'Teaspoon', 'Kosher Salt'],
      [1, 'Cup', 'Unsalted Butter'],
      [0.75, 'Cup', 'Granulated Sugar'],
      [0.75, 'Cup', 'Light Brown Sugar'],
      [1, 'Teaspoon', 'Pure Vanilla Extract'],
      [2, 'Each', 'Large Eggs'],
      [2, 'Cup', 'Semi-sweet Chocolate Chips'],
      [1, 'Cup', 'Walnut Halves'],
    ],
  },
  {
    name: 'Dinner Rolls',
    category: 'Breads',
    days: [1, 2],
    team: 'Pastry',
    yield: [24, 'Each'],
    prepNotes:
      'Mix, knead 8 minutes, proof until doubled, divide into 2 oz rolls, proof again and bake at 375°F.',
    lines: [
      [6, 'Cup', 'Bread Flour'],
      [2.25, 'Teaspoon', 'Active Dry Yeast'],
      [0.25, 'Cup', 'Granulated Sugar'],
      [2, 'Teaspoon', 'Kosher Salt'],
      [2, 'Cup', 'Whole Milk'],
      [0.25, 'Cup', 'Unsalted Butter'],
      [1, 'Each', 'Large Eggs'],
    ],
  },
  {
    name: 'Vanilla Whipped Cream',
    category: 'Icings and Fillings',
    days: [0, 1],
    team: 'Pastry',
    yield: [2, 'Cup'],
    prepNotes: 'Whip the cold cream with the sugar and vanilla to soft peaks. Keep cold.',
    lines: [
      [1, 'Cup', 'Heavy Cream'],
      [2, 'Tablespoon', 'Granulated Sugar'],
      [1, 'Teaspoon', 'Pure Vanilla Extract'],
    ],
  },
  {
    name: 'Apple Crisp',
    category: 'Cookies and Cakes',
    days: [0, 2],
    team: 'Pastry',
    yield: [12, 'Each'],
    prepNotes:
      'Slice the apples into a buttered pan; rub the flour, brown sugar, butter and walnuts into a crumble, scatter over and bake at 350°F for 45 minutes. Serve with whipped cream.',
    lines: [
      [12, 'Each', 'Granny Smith Apples'],
      [1, 'Cup', 'Light Brown Sugar'],
      [1, 'Cup', 'All-purpose Flour'],
      [1, 'Cup', 'Unsalted Butter'],
      [1, 'Cup', 'Walnut Halves'],
    ],
    subRecipes: [[1.5, 'Cup', 'Vanilla Whipped Cream']],
  },
  {
    name: 'Black Bean Soup',
    category: 'Soups and Gravies',
    days: [1, 4],
    team: 'Banquets',
    yield: [1, 'Gallon'],
    prepNotes:
      'Soak the beans overnight. Render the diced bacon, sweat the vegetables in its fat, add the beans and stock, simmer 2 hours, purée half. Grated cheddar on top.',
    lines: [
      [2, 'Pound', 'Dried Black Beans'],
      [1, 'Pound', 'Thick-cut Bacon'],
      [1, 'Each', 'Yellow Onions'],
      [4, 'Each', 'Peeled Garlic'],
      [1, 'Each', 'Carrots'],
      [2, 'Tablespoon', 'Extra Virgin Olive Oil'],
      [2, 'Teaspoon', 'Kosher Salt'],
      [0.5, 'Pound', 'Sharp Cheddar'],
    ],
    subRecipes: [[2, 'Quart', 'Chicken Stock']],
  },
  // A work in progress: no yield and no prep notes yet.
  {
    name: 'Shrimp Scampi',
    category: 'Pasta',
    days: [0, 1],
    team: 'Front of House',
    lines: [
      [1, 'Pound', 'Shrimp 16/20, peeled'],
      [6, 'Each', 'Peeled Garlic'],
      [4, 'Tablespoon', 'Unsalted Butter'],
      [1, 'Each', 'Lemons'],
    ],
  },
];

/** How a demo body finds what its lines name: the id of an ingredient or a recipe saved before, by name. */
export type DemoIds = (name: string) => number | undefined;

/**
 * The save body of a demo recipe. A line naming an ingredient or recipe `ingredientId`/`recipeId`
 * does not know is left out (`onMissing` hears of it).
 */
export function demoRecipeBody(
  demo: DemoRecipe,
  ingredientId: DemoIds,
  recipeId: DemoIds,
  onMissing: (kind: 'ingredient' | 'subRecipe', name: string) => void = () => {},
): TRecipeSaveRequest {
  const refs = (lines: Line[], idOf: DemoIds, kind: 'ingredient' | 'subRecipe') =>
    lines.flatMap(([yieldQuantity, yieldUnits, name]) => {
      const id = idOf(name);
      if (id === undefined) onMissing(kind, name);
      return id === undefined ? [] : [{ id, yieldQuantity, yieldUnits }];
    });
  return {
    name: demo.name,
    category: demo.category,
    team: demo.team ?? null,
    yieldQuantity: demo.yield?.[0] ?? null,
    yieldUnits: demo.yield?.[1] ?? null,
    portionName: null,
    prepNotes: demo.prepNotes ?? null,
    leadTimeDays: demo.days?.[0] ?? 0,
    shelfLifeDays: demo.days?.[1] ?? null,
    recipeIngredients: refs(demo.lines, ingredientId, 'ingredient').map(({ id, ...line }) => ({
      ingredient: { id },
      ...line,
    })),
    recipeSubRecipes: refs(demo.subRecipes ?? [], recipeId, 'subRecipe').map(({ id, ...line }) => ({
      recipe: { id },
      ...line,
    })),
  };
}
