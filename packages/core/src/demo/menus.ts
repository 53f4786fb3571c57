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
    description: 'Roast chicken breast, chicken velouté, thyme.',
    servingSize: '8 oz',
    platingNotes: 'Slice the breast on the bias over a pool of velouté; thyme sprig.',
    recipes: [[1, 'Each', 'Roast Chicken with Velouté']],
  },
  {
    name: 'Spaghetti Marinara',
    courseType: 'Entrée',
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
    description: 'Black beans simmered in chicken stock, half puréed.',
    servingSize: '8 fl oz',
    platingNotes: 'Warm cup; a swirl of olive oil.',
    recipes: [[1, 'Cup', 'Black Bean Soup']],
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
    description: 'Three chocolate chip cookies.',
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
    name: 'Chicken Velouté Shooter',
    courseType: 'Appetizer',
    description: 'A sip of chicken velouté in a shot glass.',
    servingSize: '2 fl oz',
    platingNotes: 'Shot glasses on a tray; a thyme leaf on each.',
    recipes: [[0.25, 'Cup', 'Chicken Velouté']],
  },
  {
    name: 'Black Bean Soup Shooter',
    courseType: 'Appetizer',
    description: 'Black bean soup in a shot glass.',
    servingSize: '2 fl oz',
    platingNotes: 'Shot glasses on a tray; a drop of olive oil on each.',
    recipes: [[0.25, 'Cup', 'Black Bean Soup']],
  },
  {
    name: 'Mini Apple Crisp',
    courseType: 'Dessert',
    description: 'A bite of apple crisp with whipped cream.',
    servingSize: '1 bite',
    platingNotes: 'Quarter squares on spoons.',
    recipes: [[0.25, 'Each', 'Apple Crisp']],
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
 * plated entrées $28–48. The demo recipes are costed from wholesale pack prices, so a plate costs a
 * dollar or two: e.g. the roast chicken costs $1.40 a serving (8 breasts at $2.25/lb, oil, seasoning
 * and a quart of velouté, ÷ 8) and sells at $38 (a 3.7 % food cost). The scampi's recipe has no yield
 * yet, so it has no cost. Events are quoted a per-guest package instead (events.ts).
 */
export const DEMO_MENUS: DemoMenu[] = [
  {
    name: 'Winter Banquet',
    season: 'Winter',
    sections: [
      [
        "Hors d'oeuvres",
        [
          ['Chicken Velouté Shooter', 4.5],
          ['Black Bean Soup Shooter', 3.5],
          ['Mini Apple Crisp', 3],
        ],
      ],
      [
        'Starters',
        [
          ['Black Bean Soup', 9],
          ['Cream of Chicken', 10],
          ['Bread Basket', 4],
        ],
      ],
      [
        'Mains',
        [
          ['Roast Chicken with Velouté', 38],
          ['Spaghetti Marinara', 28],
        ],
      ],
      [
        'Desserts',
        [
          ['Apple Crisp', 12],
          ['Cookie Plate', 9],
        ],
      ],
    ],
  },
  {
    name: 'Spring Lunch',
    season: 'Spring',
    sections: [
      ['Salads', [['Spinach and Strawberry Salad', 14]]],
      [
        'Mains',
        [
          ['Pasta and Salad', 32],
          ['Shrimp Scampi', 42],
        ],
      ],
      ['Sweets', [['Cookie Plate', 8]]],
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
