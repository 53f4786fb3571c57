import type { TCourseType } from '../enums/course-types.ts';
import type { TSeason } from '../enums/seasons.ts';
import type { TUnit } from '../enums/units.ts';
import type { TMenuSaveRequest } from '../schemas/menu.ts';
import type { TMenuItemSaveRequest } from '../schemas/menu-item.ts';
import type { DemoIds } from './recipes.ts';

/** The demo kitchen's menu items and menus, made of the demo recipes (recipes.ts). */

export type DemoMenuItem = {
  name: string;
  courseType: TCourseType;
  description: string;
  servingSize: string;
  platingNotes: string;
  servings?: number;
  /** [quantity, units, demo recipe name] */
  recipes: [number, TUnit, string][];
};

export const DEMO_MENU_ITEMS: DemoMenuItem[] = [
  {
    name: 'Roast Chicken with Velouté',
    courseType: 'Entrée',
    description: 'Roast chicken breast, chicken velouté, garlic mashed potatoes, roasted asparagus.',
    servingSize: '8 oz chicken',
    platingNotes:
      'Potatoes at six o’clock, asparagus behind; the breast sliced on the bias over a pool of velouté; thyme sprig.',
    recipes: [
      [1, 'Each', 'Roast Chicken with Velouté'],
      [6, 'Ounce', 'Garlic Mashed Potatoes'],
      [1, 'Each', 'Roasted Asparagus'],
    ],
  },
  {
    name: 'Filet of Beef',
    courseType: 'Entrée',
    description:
      'Seared center-cut beef tenderloin, thyme butter, garlic mashed potatoes, roasted asparagus.',
    servingSize: '6 oz filet',
    platingNotes:
      'Potatoes at six o’clock, asparagus behind, the filet leaning on them; spoon the thyme butter over.',
    recipes: [
      [1, 'Each', 'Seared Beef Tenderloin'],
      [6, 'Ounce', 'Garlic Mashed Potatoes'],
      [1, 'Each', 'Roasted Asparagus'],
    ],
  },
  {
    name: 'Roasted Salmon',
    courseType: 'Entrée',
    description: 'Roasted Atlantic salmon, lemon beurre blanc, garlic mashed potatoes, roasted asparagus.',
    servingSize: '6 oz salmon',
    platingNotes: 'Beurre blanc pooled first, potatoes and asparagus, the salmon on top skin side up.',
    recipes: [
      [1, 'Each', 'Roasted Salmon'],
      [5, 'Ounce', 'Garlic Mashed Potatoes'],
      [1, 'Each', 'Roasted Asparagus'],
    ],
  },
  {
    // The lunch's pasta course (and a buffet's side), priced as one: dried pasta and tomatoes cost little.
    name: 'Spaghetti Marinara',
    courseType: 'Appetizer',
    description: 'Spaghetti in our slow-cooked marinara, basil and parmesan.',
    servingSize: '12 oz',
    platingNotes: 'Twirl high in a warm bowl; sauce over the top.',
    recipes: [[1, 'Each', 'Spaghetti Marinara']],
  },
  {
    name: 'Spinach and Strawberry Salad',
    courseType: 'Appetizer',
    description: 'Baby spinach, strawberries, lemon vinaigrette.',
    servingSize: '5 oz',
    platingNotes: 'Dress at the pass; strawberries on top.',
    recipes: [[1, 'Each', 'Spinach and Strawberry Salad']],
  },
  {
    name: 'Black Bean Soup',
    courseType: 'Appetizer',
    description: 'Black beans and bacon simmered in chicken stock, half puréed, sharp cheddar.',
    servingSize: '10 fl oz',
    platingNotes: 'Warm bowl; a swirl of olive oil.',
    recipes: [[1.25, 'Cup', 'Black Bean Soup']],
  },
  {
    name: 'Cream of Chicken',
    courseType: 'Appetizer',
    description: 'Chicken velouté served as a soup.',
    servingSize: '8 fl oz',
    platingNotes: 'Warm cup; chopped parsley.',
    recipes: [[1, 'Cup', 'Chicken Velouté']],
  },
  {
    name: 'Bread Basket',
    courseType: 'Appetizer',
    description: 'Two warm dinner rolls.',
    servingSize: '2 rolls',
    platingNotes: 'Lined basket, one per two guests.',
    servings: 1,
    recipes: [[2, 'Each', 'Dinner Rolls']],
  },
  {
    name: 'Apple Crisp',
    courseType: 'Dessert',
    description: 'Granny Smith apples under a walnut crumble, vanilla whipped cream.',
    servingSize: '1 square',
    platingNotes: 'Warm square; whipped cream on the side.',
    // The Apple Crisp recipe already makes 2 Tbsp of whipped cream a square (1 1/2 Cups for 12): a
    // second whipped cream line would cost it twice and put it twice on the pastry prep list.
    recipes: [[1, 'Each', 'Apple Crisp']],
  },
  {
    name: 'Cookie Plate',
    courseType: 'Dessert',
    description: 'Three chocolate chip walnut cookies.',
    servingSize: '3 cookies',
    platingNotes: 'Stacked on a small plate.',
    recipes: [[3, 'Each', 'Chocolate Chip Cookies']],
  },
  {
    name: 'Pasta and Salad',
    courseType: 'Entrée',
    description: 'Spaghetti marinara with a spinach and strawberry salad.',
    servingSize: '1 plate',
    platingNotes: 'Salad on a side plate.',
    recipes: [
      [1, 'Each', 'Spaghetti Marinara'],
      [1, 'Each', 'Spinach and Strawberry Salad'],
    ],
  },
  // Hors d'oeuvres: passed on a tray, priced a piece.
  {
    name: 'Shrimp Cocktail',
    courseType: 'Appetizer',
    description: 'Two poached shrimp, cocktail sauce, lemon.',
    servingSize: '1 spoon',
    platingNotes: 'Tasting spoons on a tray lined with crushed ice; sauce under the shrimp.',
    recipes: [[1, 'Each', 'Shrimp Cocktail']],
  },
  {
    name: 'Beef Tenderloin Crostini',
    courseType: 'Appetizer',
    description: 'Rare tenderloin on a toasted baguette slice, mustard cream.',
    servingSize: '1 crostini',
    platingNotes: 'In rows on a slate; a dot of mustard cream and a thyme leaf on each.',
    recipes: [[1, 'Each', 'Beef Tenderloin Crostini']],
  },
  {
    name: 'Bacon-wrapped Shrimp',
    courseType: 'Appetizer',
    description: 'A shrimp wrapped in brown-sugar bacon.',
    servingSize: '1 piece',
    platingNotes: 'On a tray with cocktail picks.',
    recipes: [[1, 'Each', 'Bacon-wrapped Shrimp']],
  },
  {
    // Its recipe is still a work in progress (no yield): the menu item shows why.
    name: 'Shrimp Scampi',
    courseType: 'Entrée',
    description: 'Shrimp, garlic, butter and lemon.',
    servingSize: '6 shrimp',
    platingNotes: 'Over linguine.',
    recipes: [[1, 'Each', 'Shrimp Scampi']],
  },
];

export type DemoMenu = {
  name: string;
  season: TSeason;
  sections: [name: string, items: [string, number][]][];
};

/**
 * Section prices as a banquet sells them: hors d'oeuvres $3–6 a piece, starters and desserts $4–14,
 * plated entrées $28–48, each near the kitchen's 30 % target food cost. E.g. the filet costs $12.47 a
 * plate (a 6 oz center-cut filet at $28/lb, 6 oz of mashed potatoes, asparagus) and sells at $44, a
 * 28 % food cost; the chicken, the cheaper entrée, costs $5.18 at $28 (18.5 %). The scampi's recipe
 * has no yield yet, so it has no cost. Events are quoted a per-guest package instead (events.ts).
 */
export const DEMO_MENUS: DemoMenu[] = [
  {
    name: 'Winter Banquet',
    season: 'Winter',
    sections: [
      [
        "Hors d'oeuvres",
        [
          ['Shrimp Cocktail', 5],
          ['Beef Tenderloin Crostini', 6],
          ['Bacon-wrapped Shrimp', 3.5],
        ],
      ],
      [
        'Starters',
        [
          ['Black Bean Soup', 4],
          ['Spinach and Strawberry Salad', 4.5],
        ],
      ],
      [
        'Mains',
        [
          ['Filet of Beef', 44],
          ['Roasted Salmon', 30],
          ['Roast Chicken with Velouté', 28],
        ],
      ],
      [
        'Desserts',
        [
          ['Apple Crisp', 4],
          ['Cookie Plate', 4],
        ],
      ],
    ],
  },
  {
    name: 'Spring Lunch',
    season: 'Spring',
    sections: [
      ['Salads', [['Spinach and Strawberry Salad', 4.5]]],
      ['Pasta', [['Spaghetti Marinara', 4]]],
      [
        'Mains',
        [
          ['Roasted Salmon', 30],
          ['Shrimp Scampi', 42],
        ],
      ],
      ['Sweets', [['Cookie Plate', 4]]],
    ],
  },
];

/** The save body of a demo menu item; a line naming a recipe `recipeId` does not know is left out. */
export function demoMenuItemBody(
  demo: DemoMenuItem,
  recipeId: DemoIds,
  onMissing: (recipe: string) => void = () => {},
): TMenuItemSaveRequest {
  return {
    name: demo.name,
    description: demo.description,
    platingNotes: demo.platingNotes,
    servings: demo.servings ?? 1,
    servingSize: demo.servingSize,
    courseType: demo.courseType,
    menuItemRecipes: demo.recipes.flatMap(([yieldQuantity, yieldUnits, recipe]) => {
      const id = recipeId(recipe);
      if (id === undefined) onMissing(recipe);
      return id === undefined ? [] : [{ recipe: { id }, yieldQuantity, yieldUnits }];
    }),
  };
}

/** The save body of a demo menu, of the given year; an item naming a menu item not saved is left out. */
export function demoMenuBody(demo: DemoMenu, menuItemId: DemoIds, year: number): TMenuSaveRequest {
  return {
    name: demo.name,
    season: demo.season,
    year,
    menuSections: demo.sections.map(([name, list]) => ({
      name,
      menuSectionItems: list.flatMap(([item, price]) => {
        const id = menuItemId(item);
        return id === undefined ? [] : [{ menuItem: { id }, price }];
      }),
    })),
  };
}
